// What the app needs that the launcher does not hold: the memory service, React and
// Ink. The main bundle loads it (src/cli/main.ts), so the binary's launcher
// (dist/tui-launch.js) stays without them.
import type { AppModules } from './launch.js';

export async function loadAppModules(): Promise<AppModules> {
  const [{ startTui }, { openMemory, lockWaitFromEnv }] = await Promise.all([import('./start-tui.js'), import('../../src/memory/index.js')]);
  return { startTui, openMemory, lockWaitFromEnv };
}
