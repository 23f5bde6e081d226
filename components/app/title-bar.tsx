import { Text } from 'ink';
import { useServices } from './services-context.js';
import { useNavView } from './nav-context.js';
import type { Screen } from './use-nav-state.js';

function crumb(screen: Screen, names: Record<string, string>): string {
  if (screen.kind === 'list') return '';
  const name = names[screen.kind] ?? screen.kind;
  return 'slug' in screen && screen.kind === 'detail' ? screen.slug : name;
}

/** One row: the app name and where the user is (a breadcrumb of the screen stack). */
export function TitleBar() {
  const { t, theme } = useServices();
  const { stack } = useNavView();
  const trail = stack.map((s) => crumb(s, t.screens)).filter(Boolean);
  return (
    <Text wrap="truncate-end">
      <Text bold color={theme.fg('accent')}>
        {t.title}
      </Text>
      {trail.map((c, i) => (
        <Text key={i} color={theme.fg('muted')}>
          {' › '}
          <Text color={i === trail.length - 1 ? undefined : theme.fg('muted')}>{c}</Text>
        </Text>
      ))}
    </Text>
  );
}
