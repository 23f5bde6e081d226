import { invisibleMark, joinsEmoji, terminalSafe } from '../../../src/present/terminal-text.js';

// Ink keeps SGR and OSC sequences found in text, so every place that shows file
// content passes it through here; on screen a line is one row, and a tab becomes
// one space so widths stay what textWidth says.
/** Text as it may be shown: no escape sequences or control characters, bidi controls and zero-width characters as `<U+XXXX>`, tabs as spaces. */
export function cleanText(text: string): string {
  const safe = terminalSafe(text);
  return safe.includes('\n') || safe.includes('\t') ? safe.replace(/\n/g, '').replaceAll('\t', ' ') : safe;
}

/** One character of text being edited, shown as itself or, for a control character, as �
 * (one for one, so the caret stays on the character it is on); a bidi control or
 * zero-width character as `<U+XXXX>`. */
export function visibleChar(ch: string): string {
  if (ch === '\t') return ' ';
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u001F\u007F-\u009F]$/.test(ch)) return '\uFFFD';
  return terminalSafe(ch) === ch ? ch : invisibleMark(ch);
}

/** Character `i` of `chars` as visibleChar shows it, but a joiner between the parts of an emoji, kept. */
export function visibleCharAt(chars: readonly string[], i: number): string {
  const ch = chars[i] as string;
  return ch === '\u200D' && joinsEmoji(chars[i - 1] ?? '', chars[i + 1] ?? '') ? ch : visibleChar(ch);
}
