// File content is data: escape sequences in it (CSI, OSC: colours, cursor moves,
// window titles, clipboard writes, clearing the screen) and other control
// characters never reach a terminal. Both front ends pass file text through here.
// eslint-disable-next-line no-control-regex
const SEQUENCE = /\u001B\[[0-?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|\u001B[@-_]?/g;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/**
 * Characters that draw nothing yet change how the text around them reads: bidi
 * embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E,
 * U+200F, U+061C) reorder it, so "gpj.exe" after U+202E reads "exe.jpg"; zero-width
 * spaces, joiners and the other invisible format characters (U+200B–U+200D,
 * U+2060–U+206F, U+FEFF, U+180E, U+FFF9–U+FFFB) hide inside words. They are shown,
 * as `<U+202E>`, not dropped: the reader sees that something is there.
 */
const INVISIBLE = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/g;
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/;
const HAS_INVISIBLE = new RegExp(INVISIBLE.source);
/** What an emoji sequence joins: a pictograph, the emoji presentation selector after one, or a skin tone. */
// eslint-disable-next-line no-misleading-character-class -- each member is one code point, tested alone, never a sequence
const EMOJI_PART = /^[\p{Extended_Pictographic}\uFE0F\u{1F3FB}-\u{1F3FF}]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;

/** The code point just before `at` in `text` ('' at the start). */
function before(text: string, at: number): string {
  if (at <= 0) return '';
  const low = text.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && at >= 2 ? text.slice(at - 2, at) : text.slice(at - 1, at);
}

/** The code point just after index `at` ('' at the end). */
function after(text: string, at: number): string {
  const code = text.codePointAt(at + 1);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/**
 * Whether a zero-width joiner between these two code points is part of an emoji
 * (👨‍👩‍👧, 🏳️‍🌈, 👩🏽‍💻): it stays, or the emoji falls apart into its people.
 */
export function joinsEmoji(prev: string, next: string): boolean {
  return EMOJI_PART.test(prev) && PICTOGRAPH.test(next);
}

/** How an invisible character is shown: `<U+202E>`. */
export function invisibleMark(ch: string): string {
  return `<U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}>`;
}

/** Whether a text holds a character showInvisible would show. */
export function hasInvisible(text: string): boolean {
  return HAS_INVISIBLE.test(text);
}

/** The text with each bidi control and zero-width character shown as `<U+XXXX>` (a joiner inside an emoji stays). */
export function showInvisible(text: string): string {
  if (!HAS_INVISIBLE.test(text)) return text;
  return text.replace(INVISIBLE, (ch: string, at: number) => (ch === '\u200D' && joinsEmoji(before(text, at), after(text, at)) ? ch : invisibleMark(ch)));
}

/**
 * Text without escape sequences or control characters other than line breaks
 * and tabs, and with bidi controls and zero-width characters shown (for output
 * that keeps its lines: the command line on a terminal).
 */
export function terminalSafe(text: string): string {
  if (!UNSAFE.test(text)) return text;
  return showInvisible(text.replace(SEQUENCE, '').replace(CONTROL_BUT_LINES, ''));
}
