// File content is data: escape sequences in it (CSI, OSC: colours, cursor moves,
// window titles, clipboard writes, clearing the screen) and other control
// characters never reach a terminal. Both front ends pass file text through here.
// eslint-disable-next-line no-control-regex
const SEQUENCE = /\u001B\[[0-?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|\u001B[@-_]?/g;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// The same set, for the test every clean chunk takes (text with line breaks included).
const UNSAFE = new RegExp(CONTROL_BUT_LINES.source);

/**
 * Text without escape sequences or control characters other than line breaks
 * and tabs (for output that keeps its lines: the command line on a terminal).
 */
export function terminalSafe(text: string): string {
  if (!UNSAFE.test(text)) return text;
  return text.replace(SEQUENCE, '').replace(CONTROL_BUT_LINES, '');
}
