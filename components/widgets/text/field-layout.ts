import { textWidth } from './text-width.js';
import { visibleCharAt } from './clean-text.js';

/** One screen row of a field: its text and, on the caret's row, where the caret is (in characters of `chars`). */
export interface FieldRow {
  readonly chars: readonly string[];
  readonly caret: number | null;
}

export interface FieldLayout {
  readonly rows: readonly FieldRow[];
  /** The caret's cell: row among `rows`, column in cells from the row's start. */
  readonly at: { readonly row: number; readonly col: number };
}

const ELLIPSIS = '…';

/**
 * A field's text laid out in `width` cells. One line that does not fit scrolls
 * with the caret: the end of what is typed stays in view, `…` marks what is cut.
 * A multi-line text is wrapped, every row at most `width` cells, and at most
 * `maxRows` rows around the caret are shown.
 */
export function layoutField(value: string, caret: number, width: number, multiline: boolean, maxRows = 6): FieldLayout {
  const w = Math.max(4, width);
  const all = [...value];
  const shownAt = (i: number) => visibleCharAt(all, i);
  if (!multiline || !all.includes('\n')) return oneRow(all.map((_, i) => shownAt(i)), caret, w);
  const rows: { chars: string[]; start: number }[] = [];
  let row: string[] = [];
  let used = 0;
  let start = 0;
  all.forEach((ch, i) => {
    if (ch === '\n') {
      rows.push({ chars: row, start });
      row = [];
      used = 0;
      start = i + 1;
      return;
    }
    const shown = shownAt(i);
    // A joiner kept inside an emoji takes no cell of its own.
    const cw = shown === '\u200D' ? 0 : textWidth(shown);
    // One cell is kept free at the end of a row for the caret.
    if (used + cw > w - 1 && row.length > 0) {
      rows.push({ chars: row, start });
      row = [];
      used = 0;
      start = i;
    }
    row.push(shown);
    used += cw;
  });
  rows.push({ chars: row, start });
  let caretRow = rows.length - 1;
  for (let r = 0; r < rows.length; r += 1) {
    const next = rows[r + 1];
    if (next === undefined || caret < next.start) {
      caretRow = r;
      break;
    }
  }
  const first = Math.max(0, Math.min(caretRow - Math.floor(maxRows / 2), rows.length - maxRows));
  const shown = rows.slice(first, first + maxRows);
  const here = rows[caretRow] as { chars: string[]; start: number };
  const col = Math.min(caret - here.start, here.chars.length);
  return {
    rows: shown.map((r, i) => ({ chars: r.chars, caret: first + i === caretRow ? col : null })),
    at: { row: caretRow - first, col: textWidth(here.chars.slice(0, col).join('')) },
  };
}

function oneRow(chars: string[], caret: number, width: number): FieldLayout {
  const cells = chars.map((c) => (c === '\u200D' ? 0 : textWidth(c)));
  const total = cells.reduce((a, b) => a + b, 0);
  if (total + 1 <= width) return { rows: [{ chars, caret }], at: { row: 0, col: sum(cells, 0, caret) } };
  // The earliest start that keeps the caret (and a leading …) in view.
  let from = 0;
  while (from < caret && sum(cells, from, caret) + 1 + (from > 0 ? 1 : 0) > width) from += 1;
  let used = (from > 0 ? 1 : 0) + sum(cells, from, caret) + 1;
  let to = caret;
  while (to < chars.length && used + (cells[to] as number) + (to + 1 < chars.length ? 1 : 0) <= width) {
    used += cells[to] as number;
    to += 1;
  }
  // The caret's own character is drawn in the caret cell.
  const end = Math.max(to, Math.min(caret + 1, chars.length));
  const shown = [...(from > 0 ? [ELLIPSIS] : []), ...chars.slice(from, end), ...(end < chars.length ? [ELLIPSIS] : [])];
  const caretAt = caret - from + (from > 0 ? 1 : 0);
  return { rows: [{ chars: shown, caret: caretAt }], at: { row: 0, col: textWidth(shown.slice(0, caretAt).join('')) } };
}

const sum = (cells: readonly number[], from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i += 1) n += cells[i] as number;
  return n;
};
