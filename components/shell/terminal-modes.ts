/**
 * The terminal modes the UI sets and gives back. The alternate screen keeps the
 * user's scrollback intact; bracketed paste makes the terminal mark pasted text,
 * so a pasted line break stays in the field instead of acting as Enter (and a
 * paste is never taken for commands).
 */
export const ENTER_ALT = '\u001B[?1049h\u001B[H\u001B[?2004h';
export const LEAVE_ALT = '\u001B[?2004l\u001B[?1049l';
export const HIDE_CURSOR = '\u001B[?25l';
export const SHOW_CURSOR = '\u001B[?25h';
