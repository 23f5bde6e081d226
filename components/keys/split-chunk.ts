import type { Key } from 'ink';

const NONE: Omit<Key, 'ctrl' | 'shift' | 'meta'> = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  tab: false,
  backspace: false,
  delete: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

const plain = (key: Key): Key => ({ ...key, ...NONE, ctrl: false, shift: false, meta: false });

/**
 * Ink hands a burst of input (fast typing, a paste, tmux send-keys) to useInput as
 * ONE string, so "hi⏎" would be typed as text and two backspaces ignored. This
 * splits such a chunk into the key presses it holds: runs of text, Enter,
 * Backspace/Delete and Tab, in order.
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
    if (named) {
      flush();
      out.push(['', { ...plain(key), ...named }]);
    } else text += ch;
  }
  flush();
  return out;
}
