import { Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { cleanText } from '../../widgets/text/clean-text.js';

/** A pane's title row; the focused pane is marked with ▶ and inverse video, not colour alone. */
export function PaneTitle({ title, focused, summary = '' }: { title: string; focused: boolean; summary?: string }) {
  const { theme } = useServices();
  return (
    <Text wrap="truncate-end">
      <Text bold inverse={focused} color={focused ? theme.fg('focus') : theme.fg('muted')}>
        {focused ? '▶ ' : '  '}
        {title}
        {' '}
      </Text>
      <Text color={theme.fg('muted')}> {cleanText(summary)}</Text>
    </Text>
  );
}
