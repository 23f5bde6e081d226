import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';

/** Rows the offer takes under a finished flow (it may wrap once). */
export const OFFER_ROWS = 2;

/** "n notes can be kept as topic memory: r previews and saves; Enter or Esc skips." */
export function TopicOfferLine({ count }: { count: number }) {
  const { t, theme } = useServices();
  return (
    <Box height={OFFER_ROWS} overflow="hidden">
      <Text bold color={theme.fg('accent')}>
        {t.knowledge.offer(count)}
      </Text>
    </Box>
  );
}
