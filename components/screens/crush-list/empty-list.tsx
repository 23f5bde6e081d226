import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';

/** The first screen of a new user: what this is, where the files live, and how to start. */
export function EmptyList({ height }: { height: number }) {
  const { t, theme, mem } = useServices();
  const e = t.list.empty;
  return (
    <Box flexDirection="column" height={height} paddingX={2} paddingY={1}>
      <Text bold color={theme.fg('heading')}>
        {e.title}
      </Text>
      <Text> </Text>
      {e.body.map((row) => (
        <Text key={row}>{row}</Text>
      ))}
      <Text> </Text>
      <Text bold color={theme.fg('accent')}>
        ▶ {e.action}
      </Text>
      <Text color={theme.fg('muted')} wrap="truncate-middle">
        {e.base(mem.base)}
      </Text>
    </Box>
  );
}
