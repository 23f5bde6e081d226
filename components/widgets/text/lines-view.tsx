import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import type { Line } from './line.js';
import { cleanText } from './clean-text.js';

interface Props {
  lines: readonly Line[];
  height: number;
  /** First line shown (the caller keeps it in range). */
  offset?: number;
}

/** Renders exactly `height` rows, each cut to the box width, so layouts never grow past the terminal. */
export function LinesView({ lines, height, offset = 0 }: Props) {
  const { theme } = useServices();
  const shown = lines.slice(offset, offset + height);
  return (
    <Box flexDirection="column" height={height} overflow="hidden">
      {shown.map((segs, i) => (
        <Text key={i} wrap="truncate-end">
          {segs.length === 0 || segs.every((s) => s.text === '') ? ' ' : null}
          {segs.map((s, k) => (
            <Text key={k} color={theme.fg(s.token)} bold={s.bold} inverse={s.inverse} dimColor={s.dim} strikethrough={s.strike}>
              {cleanText(s.text)}
            </Text>
          ))}
        </Text>
      ))}
    </Box>
  );
}
