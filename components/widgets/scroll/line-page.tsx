import { useState } from 'react';
import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useCommands } from '../../shell/keys/keypress-context.js';
import { K, NAV, type Binding, type Command } from '../../shell/keys/keymap.js';
import { LinesView } from '../text/lines-view.js';
import type { Line } from '../text/line.js';
import { scrollBy } from './cursor-window.js';
import { scrollDelta } from './window-step.js';

/** The keys of a page that only scrolls. */
export const PAGE_KEYS: readonly Binding[] = [K.move, ...NAV, K.back, K.help];

interface Props {
  title: string;
  /** null while the page is being read (`loading` is shown). */
  lines: readonly Line[] | null;
  loading?: string;
  isActive: boolean;
  /** The keymap (the footer shows it); the page's own keys are PAGE_KEYS. */
  keys?: readonly Binding[];
  /** A screen's own commands, seen first; false lets the page handle it. */
  onCommand?: (command: Command) => boolean | void;
}

/**
 * A read-only page: its title over lines that scroll (↑↓, PgUp/PgDn, g/G), Esc
 * back. Remount it (a `key`) to start again from the top.
 */
export function LinePage({ title, lines, loading = '', isActive, keys = PAGE_KEYS, onCommand }: Props) {
  const { theme } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const [offset, setOffset] = useState(0);
  const height = body - 1;
  const total = lines?.length ?? 0;
  useCommands(
    keys,
    (command) => {
      if (onCommand && onCommand(command) !== false) return;
      if (command === 'back') return nav.back();
      const by = scrollDelta(command, height, total);
      if (by === null) return false;
      setOffset((o) => scrollBy(o, by, total, height));
    },
    { isActive },
  );
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {title}
      </Text>
      {lines ? <LinesView lines={lines} height={height} offset={offset} /> : <Text color={theme.fg('muted')}>{loading}</Text>}
    </Box>
  );
}
