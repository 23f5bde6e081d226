import type { Key } from 'ink';

/** A text being edited: its value and the caret position (in characters). */
export interface TextEdit {
  readonly value: string;
  readonly caret: number;
}

export const emptyText = (value = ''): TextEdit => ({ value, caret: [...value].length });

/**
 * Applies a key to a text being edited; null when the key is not an editing key
 * (Enter, Esc, arrows up/down, Tab, Ctrl chords are left to the screen). Pasted
 * text (bracketed paste) keeps its line breaks where the text may hold several
 * lines (`multiline`); elsewhere they become spaces.
 */
export function editText(t: TextEdit, input: string, key: Key & { readonly paste?: boolean }, multiline = false): TextEdit | null {
  const chars = [...t.value];
  if (key.paste) return insert(t, chars, multiline ? input : input.replace(/\n+/g, ' '));
  if (key.backspace || key.delete) {
    if (t.caret === 0) return t;
    chars.splice(t.caret - 1, 1);
    return { value: chars.join(''), caret: t.caret - 1 };
  }
  if (key.leftArrow) return { ...t, caret: Math.max(0, t.caret - 1) };
  if (key.rightArrow) return { ...t, caret: Math.min(chars.length, t.caret + 1) };
  if (key.home || (key.ctrl && input === 'a')) return { ...t, caret: 0 };
  if (key.end) return { ...t, caret: chars.length };
  if (key.ctrl && input === 'u') return emptyText();
  if (key.ctrl || key.meta || key.return || key.escape || key.tab || key.upArrow || key.downArrow) return null;
  if (key.pageUp || key.pageDown || input === '') return null;
  // Text pasted where the terminal does not mark pastes arrives as typed keys; a
  // stray line break in it would break the one-line layout.
  return insert(t, chars, input.replace(/[\r\n]+/g, ' '));
}

function insert(t: TextEdit, chars: string[], text: string): TextEdit {
  const typed = [...text];
  chars.splice(t.caret, 0, ...typed);
  return { value: chars.join(''), caret: t.caret + typed.length };
}
