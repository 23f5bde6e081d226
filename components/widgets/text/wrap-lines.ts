import { graphemes, textWidth } from './text-width.js';

/** Cuts text to at most `width` cells, marking the cut with an ellipsis. */
export function truncate(text: string, width: number): string {
  if (width <= 0) return '';
  if (textWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const g of graphemes(text)) {
    if (used + g.width > width - 1) break;
    out += g.ch;
    used += g.width;
  }
  return `${out}…`;
}

export function padEnd(text: string, width: number): string {
  const w = textWidth(text);
  return w >= width ? text : text + ' '.repeat(width - w);
}

/**
 * Wraps text to `width` cells: at spaces where the text has them (Latin), at any
 * character otherwise (CJK has no spaces). Newlines are kept.
 */
export function wrapText(text: string, width: number): string[] {
  const safe = Math.max(1, width);
  const out: string[] = [];
  for (const para of text.split('\n')) out.push(...wrapLine(para, safe));
  return out;
}

const MAX_WORD = 16;
/** Punctuation a line may not start with (Chinese line breaking): it pulls the character before it down along. */
const NO_LINE_START = new Set([...'，。、；：！？）」』】》〉…,.;:!?)]}']);

function wrapLine(line: string, width: number): string[] {
  if (textWidth(line) <= width) return [line];
  const out: string[] = [];
  let current = '';
  let used = 0;
  let lastSpace = -1;
  for (const g of graphemes(line)) {
    if (used + g.width > width) {
      // Break at the last space when that only moves a short word down (Latin text);
      // CJK runs have no spaces to break at, so they break anywhere.
      if (lastSpace > 0 && g.ch !== ' ' && textWidth(current.slice(lastSpace + 1)) <= MAX_WORD) {
        out.push(current.slice(0, lastSpace).trimEnd());
        current = current.slice(lastSpace + 1);
        used = textWidth(current);
      } else if (NO_LINE_START.has(g.ch) && lastSpace < 0 && [...current].length > 1) {
        // The character before the punctuation goes down with it.
        const last = [...graphemes(current)].at(-1)?.ch ?? '';
        out.push(current.slice(0, current.length - last.length).trimEnd());
        current = last;
        used = textWidth(current);
      } else {
        out.push(current.trimEnd());
        current = '';
        used = 0;
      }
      lastSpace = -1;
      if (g.ch === ' ' && current === '') continue;
    }
    if (g.ch === ' ') lastSpace = current.length;
    current += g.ch;
    used += g.width;
  }
  out.push(current);
  return out;
}
