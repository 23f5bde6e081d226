// Terminal cell widths, measured by string-width: the library Ink itself measures
// with, so our columns, wraps and windows agree with what Ink draws (CJK, emoji
// with variation selectors, skin tones, ZWJ families, keycaps, combining marks).
// Clusters are found per code point (an 8 MB paste must stay quick, which
// Intl.Segmenter is not); each cluster's width is string-width's.
import stringWidth from 'string-width';

/** Widths of the clusters met so far: a long text repeats the same few thousand. */
const widths = new Map<string, number>();
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** What extends the character before it: marks, variation selectors, skin tones, tags, the keycap. */
// eslint-disable-next-line no-misleading-character-class -- each member is one extender code point, tested alone, never a sequence
const EXTENDS = /^[\p{M}\u200d\ufe0e\ufe0f\u20e3\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]$/u;
const REGIONAL = /^[\u{1f1e6}-\u{1f1ff}]$/u;

function widthOf(cluster: string): number {
  let w = widths.get(cluster);
  if (w === undefined) {
    w = stringWidth(cluster);
    if (widths.size < 100_000) widths.set(cluster, w);
  }
  return w;
}

/** Each user-perceived character (grapheme cluster) and the cells it takes. */
export function graphemes(text: string): { ch: string; width: number }[] {
  const clusters: string[] = [];
  let joined = false;
  for (const ch of text) {
    const last = clusters.length - 1;
    const code = ch.charCodeAt(0);
    // ASCII, Latin-1 and the CJK blocks never extend what comes before them.
    const plain = code < 0x300 || (code >= 0x3000 && code <= 0x9fff) || (code >= 0xff00 && code <= 0xffef);
    const extend = joined || (!plain && (EXTENDS.test(ch) || (REGIONAL.test(ch) && isLoneRegional(clusters[last]))));
    if (extend && last >= 0) clusters[last] += ch;
    else clusters.push(ch);
    joined = ch === '\u200d';
  }
  const out = new Array<{ ch: string; width: number }>(clusters.length);
  for (let i = 0; i < clusters.length; i += 1) {
    const ch = clusters[i] as string;
    out[i] = { ch, width: ch.length === 1 && ch >= ' ' && ch <= '~' ? 1 : widthOf(ch) };
  }
  return out;
}

const isLoneRegional = (cluster: string | undefined): boolean => cluster !== undefined && [...cluster].length === 1 && REGIONAL.test(cluster);

export function textWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  if (text.length <= 256) return stringWidth(text);
  let w = 0;
  for (const g of graphemes(text)) w += g.width;
  return w;
}
