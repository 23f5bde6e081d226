import { Text } from 'ink';
import { useServices } from './services-context.js';
import { useNavView } from './nav-context.js';
import type { Screen } from './use-nav-state.js';

function crumb(screen: Screen, names: Record<string, string>, flows: Record<string, string>): string {
  if (screen.kind === 'list') return '';
  if (screen.kind === 'detail') return screen.slug;
  if (screen.kind === 'flow') return flows[screen.flow] ?? screen.flow;
  return names[screen.kind] ?? screen.kind;
}

/** One row: the app name and where the user is (a breadcrumb of the screen stack). */
export function TitleBar() {
  const { t, theme } = useServices();
  const { stack } = useNavView();
  const trail = stack.map((s) => crumb(s, t.screens, t.actions)).filter(Boolean);
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
