// Keys typed at the list the launcher drew, before React and Ink have loaded. The
// launcher answers the first keys a user types there itself (move the cursor, `?`
// for the keys, q or Ctrl-C to quit, Enter to open the crush under the cursor),
// reading them through the list's bindings of the app's keymap and drawing with the
// same line builders as the app, and hands the result (cursor, help open, the crush
// opened) to the app, which opens in that state: after Enter its first frame is the
// crush's screen. The keys typed after Enter, and the first key it does not answer
// and every key after that, go to the app in the order typed once it listens.
import type { Lang } from '../../src/i18n/index.js';
import { tuiZh } from '../../src/i18n/tui-zh.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import type { CrushSummary } from '../../src/memory/index.js';
import { layoutFor, type Size } from './kernel/layout.js';
import { moveBy } from '../widgets/scroll/cursor-window.js';
import { OPENING, type StartState } from './kernel/start-state.js';
import { LIST_KEYS } from '../screens/crush-list/list-keys.js';
import { commandFor, K, type Binding, type Command } from './keys/keymap.js';
import { readKey } from './keys/read-key.js';
import { LIST_KEY, listedRows } from '../screens/crush-list/crush-rows.js';
import type { Preread } from './kernel/live-data.js';
import { firstFrameLines, firstFrameRows, linesText, listHeight, listScreenLines } from '../screens/crush-list/first-frame.js';
import { readRowTrends, ROW_TRENDS, type RowSource, type TrendCache } from '../screens/crush-list/row-trend.js';
import { showsSince } from '../screens/crush-list/crush-row.js';
import { helpFrame } from './help-lines.js';


/** The commands the launcher answers itself; any other key is the app's. */
export type PreKey = 'up' | 'down' | 'help' | 'back' | 'open' | 'quit' | 'interrupt';
const ANSWERED: ReadonlySet<Command> = new Set<PreKey>(['up', 'down', 'help', 'back', 'open', 'quit', 'interrupt']);
/** The list's own bindings (the app's keymap) and Ctrl-C, which quits from anywhere. */
const PRE_BINDINGS: readonly Binding[] = [...LIST_KEYS, K.interrupt];

/**
 * The keys at the start of `text` the launcher answers, read through the list's
 * bindings as the app reads them, and where the rest begins (the first byte of a
 * key it does not answer; `text.length` when it answers them all).
 */
export function splitKeys(text: string): { keys: { key: PreKey; at: number }[]; rest: number } {
  const keys: { key: PreKey; at: number }[] = [];
  let i = 0;
  while (i < text.length) {
    const read = readKey(text, i);
    const command = read && commandFor(PRE_BINDINGS, read.input, read.key);
    if (!read || !command || !ANSWERED.has(command)) break;
    keys.push({ key: command as PreKey, at: i });
    i += read.length;
  }
  return { keys, rest: i };
}

export interface PreAppInput {
  rows: readonly CrushSummary[];
  size: Size;
  lang: Lang;
  color: boolean;
  styles: boolean;
  /** Reads the trend of rows scrolled into view. */
  source: RowSource;
}

/** The launcher's keyboard until the app listens: a small state and the bytes left for the app. */
export class PreApp {
  state: StartState = OPENING;
  /** Input the app gets once it listens, in the order typed. */
  readonly queued: Buffer[] = [];
  /** Set by Enter or the first key the launcher does not answer: the rest of the input is the app's. */
  private passing = false;
  private readonly listed: readonly CrushSummary[];
  private readonly cache: TrendCache = new Map();

  constructor(private readonly input: PreAppInput) {
    this.listed = listedRows(input.rows, false);
  }

  /**
   * Takes one chunk of input: 'quit' (q), 'interrupt' (Ctrl-C), 'redraw' (the state
   * changed), or null. After Enter (the crush under the cursor to open: `state.open`)
   * or a key the launcher does not answer, every byte is the app's, in order.
   */
  feed(chunk: Buffer): 'quit' | 'interrupt' | 'redraw' | null {
    if (this.passing) {
      this.queued.push(chunk);
      return null;
    }
    const text = chunk.toString('latin1');
    const { keys, rest } = splitKeys(text);
    let changed = false;
    for (const { key, at } of keys) {
      const next = this.apply(key);
      if (next === 'quit' || next === 'interrupt') return next;
      if (next === 'pass' || next === 'open') {
        // From this key on (after it, for Enter: the app opens on the crush), everything is the app's.
        this.passing = true;
        const from = next === 'open' ? at + 1 : at;
        if (from < chunk.length) this.queued.push(chunk.subarray(from));
        // Enter is answered at once: the list says which crush is opening until the app draws it.
        return changed || next === 'open' ? 'redraw' : null;
      }
      changed ||= next;
    }
    if (rest < chunk.length) {
      this.passing = true;
      this.queued.push(chunk.subarray(rest));
    }
    return changed ? 'redraw' : null;
  }

  private apply(key: PreKey): boolean | 'quit' | 'interrupt' | 'pass' | 'open' {
    const { help, win } = this.state;
    if (key === 'quit' || key === 'interrupt') return key;
    if (help) {
      if (key === 'help' || key === 'back') return ((this.state = { win, help: false }), true);
      // Scrolling the help is the app's.
      return 'pass';
    }
    if (key === 'help') return ((this.state = { win, help: true }), true);
    if (key === 'back') return 'pass';
    if (key === 'open') {
      const row = this.listed[win.cursor];
      if (!row) return 'pass';
      this.state = { win, help: false, open: row.slug };
      return 'open';
    }
    const moved = moveBy(win, key === 'up' ? -1 : 1, this.listed.length, listHeight(this.input.size));
    this.state = { win: moved, help: false };
    return moved.cursor !== win.cursor;
  }

  /** What the app opens with: where the keys left the list, and what was read for it (not read again). */
  handOver(): { start: StartState; preread: Preread } {
    return { start: this.state, preread: { values: { [LIST_KEY]: { rows: this.input.rows, error: null } }, caches: { [ROW_TRENDS]: this.cache } } };
  }

  /** The screen for the current state, as terminal output. */
  frame(): string {
    const { rows, size, lang, color, styles, source } = this.input;
    const t = lang === 'zh' ? tuiZh : tuiEn;
    if (this.state.help) {
      const lines = listScreenLines(helpFrame(LIST_KEYS, t, 'list', layoutFor(size).body).lines, size, t);
      return linesText(lines, { size, color, styles });
    }
    const trends = readRowTrends(source, firstFrameRows(this.listed, size, this.state.win), this.cache, showsSince(layoutFor(size).cols));
    const open = this.state.open === undefined ? null : (this.listed.find((r) => r.slug === this.state.open) ?? null);
    const opening = open === null ? null : open.nickname && open.nickname !== open.slug ? `${open.nickname} (${open.slug})` : open.slug;
    const lines = firstFrameLines({ rows, trends, size, lang, win: this.state.win, opening });
    return lines ? linesText(lines, { size, color, styles }) : '';
  }
}
