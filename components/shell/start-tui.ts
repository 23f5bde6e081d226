import { createElement } from 'react';
import { render } from 'ink';
import type { Memory } from '../../src/memory/index.js';
import type { Lang } from '../../src/i18n/index.js';
import { App } from './app.js';
import type { Preread } from './kernel/live-data.js';
import type { StartState } from './kernel/start-state.js';

const CLEAR = '\u001B[H\u001B[2J';
const BEGIN_SYNC = '\u001B[?2026h';

/**
 * The next write to `out` starts by clearing the screen, in the same write, so a
 * frame drawn before Ink loaded is replaced by Ink's first frame without a blank
 * screen in between (inside Ink's synchronized update where the terminal has one).
 */
function clearWithFirstWrite(out: NodeJS.WriteStream): void {
  const write = out.write;
  out.write = function firstWrite(this: NodeJS.WriteStream, chunk: string | Uint8Array, ...rest: unknown[]) {
    out.write = write;
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const joined = text.startsWith(BEGIN_SYNC) ? BEGIN_SYNC + CLEAR + text.slice(BEGIN_SYNC.length) : CLEAR + text;
    return (write as (...args: unknown[]) => boolean).call(out, joined, ...rest);
  } as typeof out.write;
}

/** Renders the app full screen and resolves with the exit code when the user quits (0 for q, 130 for Ctrl-C). Loaded only once NODE_ENV is settled. */
export async function startTui(opts: {
  mem: Memory;
  lang: Lang;
  color: boolean;
  replacesFrame?: boolean;
  /** What the launcher read for its first frame. */
  preread?: Preread;
  /** Where keys the launcher answered left the list. */
  start?: StartState;
  /** Called once the app is on screen, with a way to close it from outside (a signal). */
  onStart?: (unmount: () => void) => void;
}): Promise<number> {
  if (opts.replacesFrame) clearWithFirstWrite(process.stdout);
  // Ctrl-C is a key of the app's keymap (quit), not Ink's built-in exit.
  let code = 0;
  const onExit = (c: number): void => void (code = c);
  const app = render(createElement(App, { mem: opts.mem, lang: opts.lang, color: opts.color, preread: opts.preread, start: opts.start, onExit }), { exitOnCtrlC: false });
  opts.onStart?.(() => app.unmount());
  await app.waitUntilExit();
  return code;
}
