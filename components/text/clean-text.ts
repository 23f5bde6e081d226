import { terminalSafe } from '../../src/present/terminal-text.js';

// Ink keeps SGR and OSC sequences found in text, so every place that shows file
// content passes it through here; on screen a line is one row, and a tab becomes
// one space so widths stay what textWidth says.
/** Text as it may be shown: no escape sequences or control characters, tabs as spaces. */
export function cleanText(text: string): string {
  const safe = terminalSafe(text);
  return safe.includes('\n') || safe.includes('\t') ? safe.replace(/\n/g, '').replaceAll('\t', ' ') : safe;
}

/** One character of text being edited, shown as itself or, for a control character, as �
 * (one for one, so the caret stays on the character it is on). */
export function visibleChar(ch: string): string {
  if (ch === '\t') return ' ';
  // eslint-disable-next-line no-control-regex
  return /^[\u0000-\u001F\u007F-\u009F]$/.test(ch) ? '\uFFFD' : ch;
}
