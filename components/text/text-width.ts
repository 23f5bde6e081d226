// Terminal cell widths, measured by string-width: the library Ink itself measures
// with, so our columns, wraps and windows agree with what Ink draws (CJK, emoji
// with variation selectors, skin tones, ZWJ families, keycaps, combining marks).
import stringWidth from 'string-width';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Each user-perceived character (grapheme cluster) and the cells it takes. */
export function graphemes(text: string): { ch: string; width: number }[] {
  return Array.from(segmenter.segment(text), ({ segment }) => ({ ch: segment, width: stringWidth(segment) }));
}

export function textWidth(text: string): number {
  return stringWidth(text);
}
