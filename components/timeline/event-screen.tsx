import { useMemo, useState } from 'react';
import { Box, Text } from 'ink';
import { useServices } from '../kernel/services-context.js';
import { useLayout } from '../kernel/layout-context.js';
import { useNav } from '../kernel/nav-context.js';
import { useCommands } from '../keys/keypress-context.js';
import { K, NAV, type Binding } from '../keys/keymap.js';
import { scrollBy } from '../scroll/cursor-window.js';
import { LinesView } from '../text/lines-view.js';
import { useEventIndex } from './event-index-store.js';
import { eventLines } from './event-lines.js';
import { scrollDelta } from '../scroll/window-step.js';

const KEYS: readonly Binding[] = [
  K.move,
  ...NAV,
  { ...K.left, label: 'older', footer: true, show: '←→' },
  { ...K.right, label: 'newer' },
  { ...K.full, label: 'fullText', footer: true },
  K.back,
  K.help,
];

/** Enter on a timeline row: the whole event, scrollable; ←/→ step to the older/newer event. */
export function EventScreen({ slug, index, isActive }: { slug: string; index: number; isActive: boolean }) {
  const { t, m, theme } = useServices();
  const { cols, body } = useLayout();
  const nav = useNav();
  const idx = useEventIndex(slug);
  const [at, setAt] = useState(index);
  const [offset, setOffset] = useState(0);
  const count = idx.index?.count ?? 0;
  const [full, setFull] = useState(false);
  const event = idx.index && at < count ? idx.index.get(at) : null;
  // Laid out once per event, width and choice: a long event is not wrapped again on every key.
  const lines = useMemo(() => (event ? eventLines(event, cols - 2, m, t.timeline.more, full) : []), [event, cols, m, t, full]);
  const height = body - 1;
  const scroll = (delta: number) => setOffset((o) => scrollBy(o, delta, lines.length, height));
  const step = (delta: number) => {
    setAt((a) => Math.max(0, Math.min(count - 1, a + delta)));
    setOffset(0);
    setFull(false);
  };
  useCommands(
    KEYS,
    (command) => {
      if (command === 'back') return nav.back();
      if (command === 'left') return step(-1);
      if (command === 'right') return step(1);
      if (command === 'full') return setFull((f) => !f);
      const by = scrollDelta(command, height, lines.length);
      if (by === null) return false;
      scroll(by);
    },
    { isActive },
  );
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.timeline.event(at + 1, count)}
      </Text>
      {event ? <LinesView lines={lines} height={height} offset={offset} /> : <Text>{t.timeline.loading}</Text>}
    </Box>
  );
}
