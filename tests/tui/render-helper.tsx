import { act } from 'react';
import { render, cleanup } from 'ink-testing-library';
import { Text } from 'ink';
import { afterEach } from 'vitest';
import { App } from '../../components/shell/app.js';
import type { StartState } from '../../components/shell/kernel/start-state.js';
import type { Preread } from '../../components/shell/kernel/live-data.js';
import { openMemory, type Memory } from '../../src/memory/index.js';
import type { Lang } from '../../src/i18n/index.js';

// React's act() only works silently where the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  await act(async () => cleanup());
});

/** Keys by name, as a terminal sends them. */
export const KEY = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  pageUp: '\u001B[5~',
  pageDown: '\u001B[6~',
  enter: '\r',
  esc: '\u001B',
  tab: '\t',
  shiftTab: '\u001B[Z',
  backspace: '\u007F',
  space: ' ',
  ctrlC: '\u0003',
} as const;

export interface Options {
  baseDir: string;
  lang?: Lang;
  cols?: number;
  rows?: number;
  /** The memory service to use (default: one opened on baseDir). */
  mem?: Memory;
  /** Live refresh through fs watchers (on by default, as in the app). */
  watch?: boolean;
  /** Where the launcher's answered keys left the list. */
  start?: StartState;
  /** What the launcher read for its first frame. */
  preread?: Preread;
}

export interface Harness {
  mem: Memory;
  frame(): string;
  /** Every frame drawn so far, oldest first. */
  frames(): readonly string[];
  /** Writes one key (or a pasted string) and lets React settle. */
  press(key: string): Promise<void>;
  /** Types text one character at a time. */
  type(text: string): Promise<void>;
  /** Polls until the frame contains the text (or the predicate holds); fails with the last frame. */
  waitFor(what: string | ((frame: string) => boolean), timeoutMs?: number): Promise<string>;
  resize(cols: number, rows: number): Promise<void>;
  /** True once the app has quit (q / Ctrl-C). */
  exited(): boolean;
  /** The exit code the app gave when it quit (0 for q, 130 for Ctrl-C); null while it runs. */
  exitCode(): number | null;
}

const tick = (ms = 15) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

/** Renders the whole app over a real base folder inside act(), at a given terminal size. */
export async function renderApp({ baseDir, mem = openMemory({ baseDir }), lang = 'en', cols = 100, rows = 30, watch = true, start, preread }: Options): Promise<Harness> {
  let instance!: ReturnType<typeof render>;
  let code: number | null = null;
  // The terminal's size is set before the app draws, so its first frame is at that size (as in a real terminal).
  await act(async () => {
    instance = render(<Text />);
  });
  const size = { cols, rows };
  const stdout = instance.stdout as unknown as NodeJS.EventEmitter;
  Object.defineProperty(stdout, 'columns', { get: () => size.cols, configurable: true });
  Object.defineProperty(stdout, 'rows', { get: () => size.rows, configurable: true });
  await act(async () => {
    instance.rerender(<App mem={mem} lang={lang} color={false} watch={watch} start={start} preread={preread} onExit={(c) => void (code = c)} />);
  });
  // The first stdin.write right after render can be lost: emit a resize and let effects attach first.
  await act(async () => void stdout.emit('resize'));
  await tick();
  const h: Harness = {
    mem,
    frame: () => instance.lastFrame() ?? '',
    frames: () => instance.frames,
    press: async (key) => {
      await act(async () => void instance.stdin.write(key));
      // A lone Esc is only delivered on the next tick (it may start a longer sequence).
      await tick(key === KEY.esc ? 40 : 5);
    },
    type: async (text) => {
      for (const ch of text) await h.press(ch);
    },
    // Generous by default: a busy machine can take seconds to draw; a frame that is there returns at once.
    waitFor: async (what, timeoutMs = 15_000) => {
      const ok = typeof what === 'string' ? (f: string) => f.includes(what) : what;
      const end = Date.now() + timeoutMs;
      for (;;) {
        const f = h.frame();
        if (ok(f)) return f;
        if (Date.now() > end) throw new Error(`waitFor(${String(what)}) timed out; last frame:\n${f}`);
        await tick();
      }
    },
    resize: async (c, r) => {
      size.cols = c;
      size.rows = r;
      await act(async () => void stdout.emit('resize'));
      await tick();
    },
    // Ink detaches from stdin when the app exits.
    exited: () => instance.stdin.listenerCount('readable') === 0,
    exitCode: () => code,
  };
  return h;
}

/** On a menu already on screen: moves the cursor to the row naming `item` (counting rows as drawn) and opens it. */
/** The longest menu a test scrolls through. */
const MENU_ROWS_MAX = 60;

export async function pickRow(app: Harness, item: string): Promise<void> {
  const rows = app.frame().split('\n').filter((l) => /^(▶| ) /.test(l) && !l.includes('›'));
  const from = rows.findIndex((l) => l.startsWith('▶'));
  const to = rows.findIndex((l) => l.includes(item));
  if (from >= 0 && to < 0) {
    // Below the window: moved to, one row at a time, as a user scrolls.
    for (let i = 0; i < MENU_ROWS_MAX && !app.frame().includes(`▶ ${item}`); i += 1) await app.press(KEY.down);
    if (!app.frame().includes(`▶ ${item}`)) throw new Error(`no row "${item}" in the menu:\n${app.frame()}`);
    await app.press(KEY.enter);
    return;
  }
  if (from < 0 || to < 0) throw new Error(`no row "${item}" in the menu:\n${app.frame()}`);
  for (let i = from; i < to; i += 1) await app.press(KEY.down);
  for (let i = from; i > to; i -= 1) await app.press(KEY.up);
  await app.waitFor(`▶ ${item}`);
  await app.press(KEY.enter);
}

/** From the list of one crush (en): open it (its title shows `name`), open its actions menu (m) and pick `item`. */
export async function openAction(app: Harness, name: string, item: string): Promise<void> {
  await app.waitFor('Crushes (1)');
  await app.press(KEY.enter);
  await app.waitFor(name);
  await app.press('m');
  await app.waitFor('Actions');
  await pickRow(app, item);
}
