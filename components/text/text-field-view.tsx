import { Text } from 'ink';
import type { TextEdit } from './text-edit.js';
import { visibleChar } from './clean-text.js';

/** A one-line text with its caret shown as an inverse cell while it has the keyboard. */
export function TextFieldView({ edit, focused, placeholder = '' }: { edit: TextEdit; focused: boolean; placeholder?: string }) {
  const chars = [...edit.value].map(visibleChar);
  if (!focused) return <Text dimColor={chars.length === 0}>{chars.length ? chars.join('') : placeholder}</Text>;
  const before = chars.slice(0, edit.caret).join('');
  const at = chars[edit.caret] ?? ' ';
  const after = chars.slice(edit.caret + 1).join('');
  return (
    <Text>
      {before}
      <Text inverse>{at}</Text>
      {after}
    </Text>
  );
}
