// Terminal cell widths, measured by string-width: the library Ink itself measures
// with, so our columns, wraps and windows agree with what Ink draws (CJK, emoji
// with variation selectors, skin tones, ZWJ families, keycaps, combining marks).
// Clusters are found per code point (an 8 MB paste must stay quick, which
// Intl.Segmenter is not); each cluster's width is string-width's.
import stringWidth from 'string-width';
import { hasInvisible, showInvisible } from '../../../src/present/terminal-text.js';

/** Widths of the clusters met so far: a long text repeats the same few thousand. */
const widths = new Map<string, number>();
export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** What extends the character before it: marks, variation selectors, skin tones, tags, the keycap. */
// eslint-disable-next-line no-misleading-character-class -- each member is one extender code point, tested alone, never a sequence
const EXTENDS = /^[\p{M}\u200d\ufe0e\ufe0f\u20e3\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]$/u;
const REGIONAL = /^[\u{1f1e6}-\u{1f1ff}]$/u;

/**
 * Single characters whose width no rule can change: East Asian Wide and Fullwidth
 * blocks (CJK ideographs, kana, Hangul syllables, CJK punctuation, fullwidth
 * forms) are two cells, as string-width says too. Measured without it, so the
 * first frame (drawn before Ink loads) does not pay for its Unicode tables.
 */
function plainWide(code: number): boolean {
  return (
    (code >= 0x3000 && code <= 0x3029) ||
    (code >= 0x3030 && code <= 0x303e) ||
    (code >= 0x3041 && code <= 0x3096) ||
    (code >= 0x309b && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xff01 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6)
  );
}

/**
 * One code point drawn as an emoji by default (🟢 🟡 🔴 📁 📦 …) is two cells, as
 * string-width says, except a lone regional indicator (one cell). Measured without
 * it: string-width's first emoji costs ~50 ms (its RGI regex), which the first
 * frame, with a band marker on every row, would otherwise pay.
 */
const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}$/u;
/** One code point (`ch`) that is an emoji two cells wide on its own. */
const emojiWide = (ch: string): boolean => EMOJI_PRESENTATION.test(ch) && !REGIONAL.test(ch);
const loneEmoji = (cluster: string): boolean => cluster.length <= 2 && [...cluster].length === 1 && emojiWide(cluster);

function widthOf(cluster: string): number {
  if (cluster.length === 1 && plainWide(cluster.charCodeAt(0))) return 2;
  if (loneEmoji(cluster)) return 2;
  let w = widths.get(cluster);
  if (w === undefined) {
    w = stringWidth(cluster);
    if (widths.size < 100_000) widths.set(cluster, w);
  }
  return w;
}

/**
 * Each user-perceived character (grapheme cluster) and the cells it takes. A bidi
 * control or zero-width character counts as what the screen shows for it
 * (`<U+202E>`, clean-text.ts), so a layout made on the text fits what is drawn.
 */
export function graphemes(text: string): { ch: string; width: number }[] {
  if (hasInvisible(text)) text = showInvisible(text);
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
  const quick = quickWidth(text);
  if (quick !== null) return quick;
  // As drawn: a bidi control or zero-width character is shown as <U+XXXX> (clean-text.ts).
  if (hasInvisible(text)) text = showInvisible(text);
  if (text.length <= 256) return stringWidth(text);
  let w = 0;
  for (const g of graphemes(text)) w += g.width;
  return w;
}

/**
 * Symbols the screens draw that are one cell (string-width counts East Asian ambiguous ones narrow; ⚠ as string-width gives it),
 * and the minus sign of the pictures' axis numbers (Vega writes −5): a chart measured without it
 * never loads string-width's segmenter and regexes.
 */
const NARROW_SYMBOLS = new Set([...'▶·…→←↑↓─│✓✗×▁▂▃▄▅▆▇█‹›—–•−⚠']);

/**
 * The width of a line made only of characters measured without string-width
 * (ASCII, the wide blocks, lone emoji, the screens' own symbols); null when any
 * other character, or anything that joins characters, is in it.
 */
export function quickWidth(text: string): number | null {
  let w = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code >= 0x20 && code < 0x7f) w += 1;
    else if (plainWide(code)) w += 2;
    else if (NARROW_SYMBOLS.has(ch)) w += 1;
    // Skin tones, flags, joiners and selectors change what comes before them: those lines go to string-width.
    else if (emojiWide(ch) && !(code >= 0x1f3fb && code <= 0x1f3ff)) w += 2;
    else return null;
  }
  return w;
}