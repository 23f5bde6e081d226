import { constants as osConstants } from 'node:os';
import { messages, resolveLang, type Lang } from '../../src/i18n/index.js';
import type { lockWaitFromEnv, openMemory } from '../../src/memory/index.js';
import { resolveBaseDir } from '../../src/memory/crush/paths.js';
import { colorWanted } from './kernel/theme.js';
import { drawFirstFrame, quickList, quickRowSource } from '../screens/crush-list/first-frame.js';
import { PreApp } from './pre-app.js';
import type { startTui } from './start-tui.js';
import { asciiWanted, asciiWrites } from '../widgets/text/ascii.js';
import { ENTER_ALT, HIDE_CURSOR, LEAVE_ALT, SHOW_CURSOR } from './terminal-modes.js';
// Ink's own decisions, so the frame drawn before it loads looks like the one it draws.
import { supportsColor } from 'chalk';
import isInCi from 'is-in-ci';

export interface TuiArgs {
  baseDir?: string;
  lang: Lang;
  color: boolean;
  /** Emoji and ambiguous-width symbols drawn as ASCII (`--ascii`, or a locale that is not UTF-8). */
  ascii: boolean;
}

/**
 * `--base-dir X` / `--base-dir=X`, `--lang zh|en`, `--no-color`, `--ascii` /
 * `--no-ascii`; the language by the one rule (resolveLang: --lang, SIMP_LANG or the config, the locale, zh). Throws on a flag without its value.
 */
export function parseTuiArgs(args: readonly string[], env: NodeJS.ProcessEnv = process.env): TuiArgs {
  let baseDir: string | undefined;
  let lang: string | undefined;
  let noColor = false;
  let ascii: boolean | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const [name, inline] = (args[i] as string).split(/=(.*)/s) as [string, string | undefined];
    const value = (): string => {
      const v = inline ?? args[++i];
      if (v === undefined) throw new Error(messages(resolveLang(lang, undefined, env)).cli.flagNeedsValue(name));
      return v;
    };
    if (name === '--no-color') noColor = true;
    else if (name === '--ascii') ascii = true;
    else if (name === '--no-ascii') ascii = false;
    else if (name === '--base-dir') baseDir = value();
    else if (name === '--lang') lang = value();
  }
  return { baseDir, lang: resolveLang(lang, undefined, env), color: colorWanted(env, noColor), ascii: asciiWanted(env, ascii) };
}


/** What the app needs that the launcher does not load: the memory service, React and Ink. */
export interface AppModules {
  startTui: typeof startTui;
  openMemory: typeof openMemory;
  lockWaitFromEnv: typeof lockWaitFromEnv;
}

/**
 * `simp` with no verb: the full-screen terminal UI. Returns the exit code.
 * `loadApp` loads the app's modules; until they are loaded the launcher shows the
 * list (read without the memory service) and answers the keys it can.
 */
export async function launchTui(args: readonly string[], loadApp: () => Promise<AppModules>): Promise<number> {
  let opts: TuiArgs;
  try {
    opts = parseTuiArgs(args);
  } catch (err) {
    process.stderr.write(`simp: ${(err as Error).message}\n`);
    return 2;
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    process.stderr.write(`simp: ${messages(opts.lang).cli.tuiNeedsTty}\n`);
    return 2;
  }
  // Raw mode from the start: keys typed while the UI loads stay keys (in cooked mode the
  // terminal would turn Enter into a newline and hold it).
  process.stdin.setRawMode(true);
  let entered = false;
  // Killed (SIGTERM, a closed terminal) while loading: give the terminal back and go;
  // once the app runs, it is unmounted and the finally below gives the terminal back.
  let stopApp: (() => void) | null = null;
  let signalled: NodeJS.Signals | null = null;
  const onSignal = (signal: NodeJS.Signals): void => {
    signalled = signal;
    if (stopApp) return stopApp();
    if (entered) process.stdout.write(SHOW_CURSOR + LEAVE_ALT);
    process.stdin.setRawMode(false);
    process.exit(exitCodeFor(signal));
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  const keys = { listening: false, onReadable: (): void => undefined };
  /** The exit code of a quit before the app loaded. */
  let quitEarly: number | null = null;
  try {
    // The list is on screen before the memory service, React and Ink have loaded; the
    // app's first frame replaces it. With CI set Ink draws nothing until it exits, so
    // nothing is drawn ahead of it either.
    const ctx = { base: resolveBaseDir(opts.baseDir), now: () => new Date() };
    const size = { cols: process.stdout.columns || 80, rows: process.stdout.rows || 24 };
    const styles = supportsColor !== false && supportsColor.level > 0;
    const rows = isInCi ? null : quickList(ctx);
    const pre = rows && new PreApp({ rows, size, lang: opts.lang, color: opts.color, styles, source: quickRowSource(ctx) });
    let frame = pre ? pre.frame() || null : null;
    if (opts.ascii) asciiWrites(process.stdout);
    process.stdout.write(ENTER_ALT + (frame === null ? '' : HIDE_CURSOR + frame));
    entered = true;
    // Keys typed at that list are answered here until the app listens (components/shell/pre-app.ts).
    let quit: (code: number) => void = () => undefined;
    const quitting = new Promise<{ quit: number }>((resolve) => (quit = (code) => resolve({ quit: code })));
    if (pre && frame !== null) {
      // 'readable', not 'data': a stream switched to flowing and paused again is never read by Ink's 'readable'.
      keys.onReadable = () => {
        let chunk: Buffer | null;
        while ((chunk = process.stdin.read() as Buffer | null) !== null) {
          const next = pre.feed(chunk);
          if (next === 'quit') return quit(0);
          if (next === 'interrupt') return quit(INTERRUPTED);
          if (next === 'redraw') process.stdout.write(pre.frame());
        }
      };
      process.stdin.on('readable', keys.onReadable);
      keys.listening = true;
    }
    // The layout engine's WebAssembly loader asks whether fetch exists (to stream its
    // file); in Node that first look loads the whole HTTP client, ~20 ms before the
    // app can answer a key. simp never goes on the network: the UI has no fetch.
    Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
    const app = await Promise.race([loadApp(), quitting]);
    if ('quit' in app) {
      quitEarly = app.quit;
      return app.quit;
    }
    stopListening(keys);
    // Keys the launcher did not answer are the app's, in the order typed.
    if (pre && pre.queued.length > 0) process.stdin.unshift(Buffer.concat(pre.queued));
    const mem = app.openMemory({ baseDir: opts.baseDir, lock: { waitMs: app.lockWaitFromEnv() } });
    let preread = pre?.handOver().preread;
    if (!rows && !isInCi) {
      // A folder the quick reader leaves to the memory service: the list as the service reads it.
      const first = drawFirstFrame(mem, size, opts.lang, opts.color, styles);
      frame = first.text;
      preread = first.preread;
      if (frame !== null) process.stdout.write(HIDE_CURSOR + frame);
    }
    const code = await app.startTui({
      mem,
      lang: opts.lang,
      color: opts.color,
      replacesFrame: frame !== null,
      preread,
      start: pre?.handOver().start,
      onStart: (unmount) => (stopApp = unmount),
    });
    return signalled ? exitCodeFor(signalled) : code;
  } finally {
    stopListening(keys);
    for (const signal of SIGNALS) process.off(signal, onSignal);
    if (entered) process.stdout.write(SHOW_CURSOR + LEAVE_ALT);
    process.stdin.setRawMode(false);
    // stdin was read from (the launcher's keys): without this an error before the app
    // took it over would leave the process waiting on the terminal after its message.
    process.stdin.unref();
    // Quit before the app loaded: the app's modules still loading have nothing to finish.
    if (quitEarly !== null) process.exit(quitEarly);
  }
}

function stopListening(keys: { listening: boolean; onReadable: () => void }): void {
  if (!keys.listening) return;
  keys.listening = false;
  process.stdin.off('readable', keys.onReadable);
}

const SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGHUP'];

/** Ctrl-C's exit code, as the shell gives a program stopped by SIGINT (the app's too). */
const INTERRUPTED = 130;

/** The shell's convention for a process ended by a signal: 128 + its number. */
function exitCodeFor(signal: NodeJS.Signals): number {
  return 128 + (osConstants.signals[signal] ?? 15);
}
