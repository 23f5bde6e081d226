import { Box, Text } from 'ink';
import { useServices } from './kernel/services-context.js';
import { useLayout } from './kernel/layout-context.js';
import { useNav } from './kernel/nav-context.js';
import type { FlowName, Screen } from './kernel/use-nav-state.js';
import { useMenuState } from '../widgets/menu/use-menu-state.js';
import { useMenu } from '../widgets/menu/use-menu.js';
import { MenuView } from '../widgets/menu/menu-view.js';
// Read when drawn (the table draws this screen too): its rows marked as tools, in its order.
import { TOOLS, type ToolKind } from './screen-router.js';

const FLOWS: readonly FlowName[] = ['analyze', 'progress', 'quit', 'crisis', 'confess', 'daily', 'respect', 'mode', 'stage', 'archive'];

/** `m` on a crush: every guided flow and tool in one list, so no shortcut has to be remembered. */
export function ActionsScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, theme } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const [menu, dispatch] = useMenuState();
  const items = [...FLOWS, ...TOOLS];
  const target = (name: (typeof items)[number]): Screen =>
    (FLOWS as readonly string[]).includes(name)
      ? { kind: 'flow', slug, flow: name as FlowName }
      : { kind: name as ToolKind, slug };
  useMenu({
    win: menu,
    dispatch,
    count: items.length,
    height: body - 1,
    isActive,
    onBack: nav.back,
    // The menu steps aside: Esc from the chosen screen returns to the crush.
    onSelect: (i) => {
      const name = items[i];
      if (name) nav.replace(target(name));
    },
  });
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['actions']} · {slug}
      </Text>
      <MenuView items={items.map((n) => t.actions[n] ?? n)} win={menu} height={body - 1} />
    </Box>
  );
}
