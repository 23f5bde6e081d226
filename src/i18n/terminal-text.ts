// File content is data: escape sequences in it (CSI, OSC: colours, cursor moves,
// window titles, clipboard writes, clearing the screen) and other control
// characters never reach a terminal. Both front ends pass file text through here.
// eslint-disable-next-line no-control-regex
const SEQUENCE = /\u001B\[[0-?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|\u001B[@-_]?/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * Text without escape sequences or control characters other than line breaks
 * and tabs (for output that keeps its lines: the command line on a terminal).
 */
export function terminalSafe(text: string): string {
  if (!ANY_CONTROL.test(text)) return text;
  return text.replace(SEQUENCE, '').replace(CONTROL_BUT_LINES, '');
}
