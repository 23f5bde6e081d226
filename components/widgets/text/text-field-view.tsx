import { useEffect, useReducer, useRef } from 'react';
import { Box, Text, useCursor, type DOMElement } from 'ink';
import type { TextEdit } from './text-edit.js';
import { layoutField } from './field-layout.js';

interface Props {
  edit: TextEdit;
  focused: boolean;
  placeholder?: string;
  /** Cells the field may take; a longer line scrolls with the caret. */
  width?: number;
  /** Several lines, wrapped (notes). */
  multiline?: boolean;
}

/** Where an element sits on screen: its layout offsets added up to the root (the last layout Ink computed). */
function screenOrigin(node: DOMElement | null): { x: number; y: number } | null {
  let x = 0;
  let y = 0;
  let at: DOMElement | undefined = node ?? undefined;
  if (!at?.yogaNode) return null;
  while (at) {
    if (at.yogaNode) {
      x += at.yogaNode.getComputedLeft();
      y += at.yogaNode.getComputedTop();
    }
    at = at.parentNode;
  }
  return { x, y };
}

/**
 * A text being typed, its caret an inverse cell. While it has the keyboard the
 * terminal's own cursor sits on the caret too, so an input method's candidate
 * window opens at the field, not in a corner of the screen.
 */
export function TextFieldView({ edit, focused, placeholder = '', width = 200, multiline = false }: Props) {
  const box = useRef<DOMElement>(null);
  const { setCursorPosition } = useCursor();
  // The first frame has no layout to place the cursor by: draw once more after it.
  const [, again] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (focused) again();
  }, [focused]);
  const layout = layoutField(edit.value, focused ? edit.caret : 0, width, multiline);
  const origin = focused ? screenOrigin(box.current) : null;
  setCursorPosition(origin ? { x: origin.x + layout.at.col, y: origin.y + layout.at.row } : undefined);
  if (!focused && edit.value === '') {
    return (
      <Box ref={box}>
        <Text dimColor>{placeholder}</Text>
      </Box>
    );
  }
  return (
    <Box ref={box} flexDirection="column">
      {layout.rows.map((row, i) =>
        focused && row.caret !== null ? (
          <Text key={i}>
            {row.chars.slice(0, row.caret).join('')}
            <Text inverse>{row.chars[row.caret] ?? ' '}</Text>
            {row.chars.slice(row.caret + 1).join('')}
          </Text>
        ) : (
          <Text key={i}>{row.chars.join('') || ' '}</Text>
        ),
      )}
    </Box>
  );
}
