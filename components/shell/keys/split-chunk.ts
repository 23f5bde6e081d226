import type { Key } from 'ink';
import { NOTHING } from './read-key.js';

const plain = (key: Key): Key => ({ ...key, ...NOTHING });

/** The letter of a Ctrl chord (\u0001–\u001A), as Ink reports one typed alone: Ctrl-C is 'c' with ctrl set. */
function ctrlLetter(ch: string): string | null {
  const code = ch.charCodeAt(0);
  return code >= 1 && code <= 26 ? String.fromCharCode(code + 96) : null;
}

/**
 * Ink hands a burst of input (fast typing, a paste, tmux send-keys) to useInput as
 * ONE string, so "hi⏎" would be typed as text and two backspaces ignored. This
 * splits such a chunk into the key presses it holds: runs of text, Enter,
 * Backspace/Delete, Tab and Ctrl chords (Ctrl-C among them), in order.
 */
export function splitChunk(input: string, key: Key): [string, Key][] {
  const chars = [...input];
  if (chars.length <= 1 || key.ctrl || key.meta || input.includes('\u001B')) return [[input, key]];
  const out: [string, Key][] = [];
  let text = '';
  const flush = (): void => {
    if (text) out.push([text, plain(key)]);
    text = '';
  };
  for (const ch of chars) {
    const named: Partial<Key> | null =
      ch === '\r' || ch === '\n'
        ? { return: true }
        : ch === '\u007F'
          ? { delete: true }
          : ch === '\b'
            ? { backspace: true }
            : ch === '\t'
              ? { tab: true }
              : null;
    const letter = named ? null : ctrlLetter(ch);
    if (named) {
      flush();
      out.push(['', { ...plain(key), ...named }]);
    } else if (letter) {
      flush();
      out.push([letter, { ...plain(key), ctrl: true }]);
    } else text += ch;
  }
  flush();
  return out;
}
