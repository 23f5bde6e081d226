import { useState } from 'react';
import { Box, Text } from 'ink';
import { useServices } from '../kernel/services-context.js';
import { useLayout } from '../kernel/layout-context.js';
import { useNav, useNavView } from '../kernel/nav-context.js';
import { LinesView } from '../text/lines-view.js';
import { scrollBy } from '../scroll/cursor-window.js';
import { useActiveBindings, useKeys, type InputKey } from '../keys/keypress-context.js';
import { K, NAV, commandFor } from '../keys/keymap.js';
import { scrollDelta } from '../scroll/window-step.js';
import { helpLines } from './help-lines.js';

/** `?`: every key of the current screen, then the global ones. Esc or ? closes it. */
export function HelpOverlay() {
  const { t, theme } = useServices();
  const { body } = useLayout();
  const { top } = useNavView();
  const nav = useNav();
  const bindings = useActiveBindings();
  const [offset, setOffset] = useState(0);
  const lines = helpLines(bindings, t);
  const height = body - 2;
  useKeys(
    (input, key: InputKey) => {
      // The help has nothing to type into: a paste is ignored.
      if (key.paste) return true;
      const command = commandFor([K.back, K.help, ...NAV], input, key);
      if (command === 'back' || command === 'help') nav.help(false);
      else {
        const delta = command === null ? null : scrollDelta(command, height, lines.length);
        if (delta === null) return false;
        setOffset((o) => scrollBy(o, delta, lines.length, height));
      }
      return true;
    },
    { isActive: true },
  );
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.help.title(t.screens[top.kind] ?? top.kind)}
      </Text>
      <LinesView lines={lines} height={height} offset={offset} />
      <Text color={theme.fg('muted')}>
        {t.help.close}
        {offset + height < lines.length ? ` · ${t.help.more}` : ''}
      </Text>
    </Box>
  );
}
