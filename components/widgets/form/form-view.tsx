import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { TextFieldView } from '../text/text-field-view.js';
import { padEnd, truncate, wrapText } from '../text/wrap-lines.js';
import { textWidth } from '../text/text-width.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import type { FormState } from './use-form-state.js';

/**
 * One row per field (▶ on the focused one), its hint, and a ✗ row under a field
 * that failed validation. With `rows` and more fields than that, a window of them
 * around the focused one, and a line saying how many are above and below.
 */
export function FormView({ state, focused, rows }: { state: FormState; focused: boolean; rows?: number }) {
  const { t, theme } = useServices();
  const { cols } = useLayout();
  const labelW = Math.max(...state.fields.map((f) => textWidth(f.label))) + 2;
  const errorWidth = Math.max(12, cols - 6 - labelW);
  const errorRows = (name: string): string[] => {
    const error = state.errors[name];
    return error ? wrapText(`✗ ${error}`, errorWidth) : [];
  };
  const n = state.fields.length;
  const heights = state.fields.map((f) => 1 + errorRows(f.name).length);
  const [start, shown] = rows === undefined || heights.reduce((a, b) => a + b, 0) <= rows ? [0, n] : fieldWindow(heights, state.focus, rows - 1);
  return (
    <Box flexDirection="column">
      {state.fields.slice(start, start + shown).map((f, j) => {
        const i = start + j;
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
              ? errorRows(f.name).map((row, r) => (
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
      {shown < n ? <Text color={theme.fg('muted')}>{t.form.more(start, n - start - shown)}</Text> : null}
    </Box>
  );
}

/** The fields shown in `budget` rows: the focused one, then its neighbours below and above in turn while they fit. */
function fieldWindow(heights: readonly number[], focus: number, budget: number): [number, number] {
  let start = Math.min(Math.max(0, focus), heights.length - 1);
  let end = start + 1;
  let used = heights[start] ?? 1;
  for (let below = true; ; below = !below) {
    const next = below ? end : start - 1;
    const fits = next >= 0 && next < heights.length && used + (heights[next] ?? 1) <= budget;
    const other = below ? start - 1 : end;
    const otherFits = other >= 0 && other < heights.length && used + (heights[other] ?? 1) <= budget;
    if (!fits && !otherFits) break;
    if (!fits) continue;
    used += heights[next] ?? 1;
    if (below) end += 1;
    else start -= 1;
  }
  return [start, end - start];
}
