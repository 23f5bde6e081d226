// File content is data: escape sequences in it (CSI, OSC: colours, cursor moves, window
// titles, clipboard writes) and other control characters never reach the terminal.
// Ink keeps SGR and OSC sequences found in text, so every place that shows file content
// passes it through here; a tab becomes one space so widths stay what textWidth says.
// eslint-disable-next-line no-control-regex
const SEQUENCE = /\u001B\[[0-?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|\u001B[@-_]?/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/g;

/** Text as it may be shown: no escape sequences or control characters, tabs as spaces. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001F\u007F-\u009F]/.test(text)) return text;
  return text.replace(SEQUENCE, '').replace(CONTROL, '').replaceAll('\t', ' ');
}

/** One character of text being edited, shown as itself or, for a control character, as �
 * (one for one, so the caret stays on the character it is on). */
export function visibleChar(ch: string): string {
  if (ch === '\t') return ' ';
  // eslint-disable-next-line no-control-regex
  return /^[\u0000-\u001F\u007F-\u009F]$/.test(ch) ? '\uFFFD' : ch;
}
