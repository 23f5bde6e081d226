// How wide a picture's text is, for its layout. Vega measures text with a canvas; with
// none (simp draws offline) it guesses 0.8 em for every character, which is too little for
// Chinese (a full em each) and cut labels, legends and titles at the right edge. This guess
// goes by East Asian width: a wide character (string-width's 2 cells) is 1 em, a space
// 0.3 em, any other character 0.6 em (the sans fonts the pictures name draw Latin letters
// and digits at about 0.5 to 0.6 em), so the room made is never less than the text takes.
import stringWidth from 'string-width';

const WIDE_EM = 1;
const SPACE_EM = 0.3;
const OTHER_EM = 0.6;
const ASCII = /^[\x20-\x7e]*$/;

/** The width of `text` in em, as the pictures' layout counts it. */
export function textEm(text: string): number {
  let em = 0;
  if (ASCII.test(text)) {
    for (const ch of text) em += ch === ' ' ? SPACE_EM : OTHER_EM;
    return em;
  }
  for (const ch of text) em += ch === ' ' ? SPACE_EM : stringWidth(ch) >= 2 ? WIDE_EM : stringWidth(ch) === 0 ? 0 : OTHER_EM;
  return em;
}

/** A text item as Vega hands it to its measure: its font size (default 11) and, for a cut label, the most width it may take. */
export interface MeasuredItem {
  fontSize?: number | string | null;
  limit?: number;
}

/** Vega's `textMetrics.width`: the item's text (or one line of it) in pixels, at most its limit when it has one. */
export function itemTextWidth(item: MeasuredItem, text: unknown): number {
  const size = item.fontSize != null ? Number(item.fontSize) || 0 : 11;
  const value = text == null ? '' : String(text).trim();
  const width = textEm(value) * size;
  return item.limit !== undefined && item.limit > 0 ? Math.min(width, item.limit) : width;
}
