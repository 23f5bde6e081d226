import { Box, Text } from 'ink';
import { useServices } from '../kernel/services-context.js';
import { TextFieldView } from '../text/text-field-view.js';
import { padEnd, truncate, wrapText } from '../text/wrap-lines.js';
import { textWidth } from '../text/text-width.js';
import { useLayout } from '../kernel/layout-context.js';
import type { FormState } from './use-form-state.js';

/** One row per field (▶ on the focused one), its hint, and a ✗ row under a field that failed validation. */
export function FormView({ state, focused }: { state: FormState; focused: boolean }) {
  const { t, theme } = useServices();
  const { cols } = useLayout();
  const labelW = Math.max(...state.fields.map((f) => textWidth(f.label))) + 2;
  return (
    <Box flexDirection="column">
      {state.fields.map((f, i) => {
        const here = i === state.focus;
        const value = state.values[f.name] ?? { value: '', caret: 0 };
        const error = state.errors[f.name];
        const hint = [f.hint, f.kind === 'choice' ? t.form.choice : f.kind === 'list' ? t.form.list : '', f.optional ? t.form.optional : '']
          .filter(Boolean)
          .join(' ');
        // A text value takes what the label and hint leave (a longer line scrolls, a note wraps);
        // a choice is shown whole where the row has room for it, and the hint gives way to it.
        const room = Math.max(20, cols - 2 - labelW - textWidth(hint) - 3);
        const choiceRoom = Math.max(12, cols - 2 - labelW - 1);
        const choice = value.value === '' ? '—' : (f.optionLabel?.(value.value) ?? value.value);
        return (
          <Box key={f.name} flexDirection="column">
            <Box>
              <Box flexShrink={0}>
                <Text color={theme.fg('accent')} bold>
                  {here ? '▶ ' : '  '}
                </Text>
                <Text bold={here} color={here ? undefined : theme.fg('muted')}>
                  {padEnd(f.label, labelW)}
                </Text>
                {f.kind === 'choice' ? (
                  <Text bold={here}>{`‹ ${truncate(choice, choiceRoom - 4)} ›`}</Text>
                ) : (
                  <TextFieldView edit={value} focused={focused && here} width={room} multiline={f.multiline === true} />
                )}
              </Box>
              <Text color={theme.fg('muted')} wrap="truncate-end">
                {'  '}
                {hint}
              </Text>
            </Box>
            {/* A field's error wraps under itself, never cut off. */}
            {error
              ? wrapText(`✗ ${error}`, Math.max(12, cols - 6 - labelW)).map((row, r) => (
                  <Text key={r} color={theme.fg('danger')} wrap="truncate-end">
                    {'  '}
                    {padEnd('', labelW)}
                    {r === 0 ? row : `  ${row}`}
                  </Text>
                ))
              : null}
          </Box>
        );
      })}
    </Box>
  );
}
