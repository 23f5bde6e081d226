import type { Key } from 'ink';

/** A one-line text being edited: its value and the caret position (in characters). */
export interface TextEdit {
  readonly value: string;
  readonly caret: number;
}

export const emptyText = (value = ''): TextEdit => ({ value, caret: [...value].length });

/**
 * Applies a key to a text being edited; null when the key is not an editing key
 * (Enter, Esc, arrows up/down, Tab are left to the screen).
 */
export function editText(t: TextEdit, input: string, key: Key): TextEdit | null {
  const chars = [...t.value];
  if (key.backspace || key.delete) {
    if (t.caret === 0) return t;
    chars.splice(t.caret - 1, 1);
    return { value: chars.join(''), caret: t.caret - 1 };
  }
  if (key.leftArrow) return { ...t, caret: Math.max(0, t.caret - 1) };
  if (key.rightArrow) return { ...t, caret: Math.min(chars.length, t.caret + 1) };
  if (key.home || (key.ctrl && input === 'a')) return { ...t, caret: 0 };
  if (key.end || (key.ctrl && input === 'e')) return { ...t, caret: chars.length };
  if (key.ctrl && input === 'u') return emptyText();
  if (key.ctrl || key.meta || key.return || key.escape || key.tab || key.upArrow || key.downArrow) return null;
  if (key.pageUp || key.pageDown || input === '') return null;
  // Pasted text arrives as one string; newlines would break the one-line layout.
  const typed = [...input.replace(/[\r\n]+/g, ' ')];
  chars.splice(t.caret, 0, ...typed);
  return { value: chars.join(''), caret: t.caret + typed.length };
}
