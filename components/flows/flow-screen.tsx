import { Box, Text } from 'ink';
import { useServices } from '../app/services-context.js';
import { useNav } from '../app/nav-context.js';
import { useCommands } from '../keys/keypress-context.js';
import { K } from '../keys/keymap.js';
import type { FlowName } from '../app/use-nav-state.js';

const KEYS = [K.back];

/** Guided flows (analyze, progress, quit, crisis, confess, daily). */
export function FlowScreen({ slug, flow, isActive }: { slug: string; flow: FlowName; isActive: boolean }) {
  const { t, theme } = useServices();
  const nav = useNav();
  useCommands(KEYS, () => nav.back(), { isActive });
  return (
    <Box flexDirection="column">
      <Text bold color={theme.fg('heading')}>
        {t.actions[flow]} · {slug}
      </Text>
      <Text>{t.flowsPending}</Text>
    </Box>
  );
}
