// Keys typed at the list the launcher drew, before React and Ink have loaded. The
// launcher answers the first keys a user types there itself (move the cursor, `?`
// for the keys, q or Ctrl-C to quit), drawing with the same line builders as the
// app, and hands the result (cursor, help open) to the app, which opens in that
// state. The first key it does not answer, and every key after it, goes to the app
// in the order typed once it listens.
import type { Lang } from '../../src/i18n/index.js';
import { tuiZh } from '../../src/i18n/tui-zh.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import type { CrushSummary } from '../../src/memory/index.js';
import { layoutFor, type Size } from './kernel/layout.js';
import { moveBy } from '../widgets/scroll/cursor-window.js';
import { OPENING, type StartState } from './kernel/start-state.js';
import { LIST_KEYS } from '../screens/crush-list/list-keys.js';
import { listedRows } from '../screens/crush-list/crush-rows.js';
import { firstFrameLines, firstFrameRows, linesText, listHeight, listScreenLines } from '../screens/crush-list/first-frame.js';
import { readRowTrends, type RowSource, type TrendCache } from '../screens/crush-list/row-trend.js';
import { showsSince } from '../screens/crush-list/crush-row.js';
import { helpFrame } from './help-lines.js';


export type PreKey = 'up' | 'down' | 'help' | 'escape' | 'quit' | 'interrupt';

/**
 * The keys at the start of `text` the launcher knows, and where the rest begins
 * (the first byte of a key it does not know; `text.length` when it knew them all).
 */
export function splitKeys(text: string): { keys: { key: PreKey; at: number }[]; rest: number } {
  const keys: { key: PreKey; at: number }[] = [];
  let i = 0;
  while (i < text.length) {
    const three = text.slice(i, i + 3);
    const one = text[i] as string;
    const key: PreKey | null =
      three === '\u001B[A' || three === '\u001BOA' || one === 'k'
        ? 'up'
        : three === '\u001B[B' || three === '\u001BOB' || one === 'j'
          ? 'down'
          : one === '\u001B' && i === text.length - 1
            ? 'escape'
            : one === '?'
              ? 'help'
              : one === 'q'
                ? 'quit'
                : one === '\u0003'
                  ? 'interrupt'
                  : null;
    if (key === null) break;
    keys.push({ key, at: i });
    i += one === '\u001B' && key !== 'escape' ? 3 : 1;
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
  private readonly listed: readonly CrushSummary[];
  private readonly cache: TrendCache = new Map();

  constructor(private readonly input: PreAppInput) {
    this.listed = listedRows(input.rows, false);
  }

  /** Takes one chunk of input: 'quit' (q), 'interrupt' (Ctrl-C), 'redraw' (the state changed), or null. */
  feed(chunk: Buffer): 'quit' | 'interrupt' | 'redraw' | null {
    if (this.queued.length > 0) {
      this.queued.push(chunk);
      return null;
    }
    const text = chunk.toString('latin1');
    const { keys, rest } = splitKeys(text);
    let changed = false;
    for (const { key, at } of keys) {
      const next = this.apply(key);
      if (next === 'quit' || next === 'interrupt') return next;
      if (next === 'pass') {
        // From this key on, everything is the app's.
        this.queued.push(chunk.subarray(at));
        return changed ? 'redraw' : null;
      }
      changed ||= next;
    }
    if (rest < chunk.length) this.queued.push(chunk.subarray(rest));
    return changed ? 'redraw' : null;
  }

  private apply(key: PreKey): boolean | 'quit' | 'interrupt' | 'pass' {
    const { help, win } = this.state;
    if (key === 'quit' || key === 'interrupt') return key;
    if (help) {
      if (key === 'help' || key === 'escape') return ((this.state = { win, help: false }), true);
      // Scrolling the help is the app's.
      return 'pass';
    }
    if (key === 'help') return ((this.state = { win, help: true }), true);
    if (key === 'escape') return 'pass';
    const moved = moveBy(win, key === 'up' ? -1 : 1, this.listed.length, listHeight(this.input.size));
    this.state = { win: moved, help: false };
    return moved.cursor !== win.cursor;
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
    const lines = firstFrameLines({ rows, trends, size, lang, win: this.state.win });
    return lines ? linesText(lines, { size, color, styles }) : '';
  }
}
