// The binary's way into the UI (built as dist/tui-launch.js): the launcher alone, so
// the list is drawn and the first keys answered before the app's modules load from
// the main bundle.
import { launchTui } from '../../components/shell/launch.js';

export function runTui(args: readonly string[]): Promise<number> {
  return launchTui(args, async () => (await import('./main.js')).loadTuiApp());
}
