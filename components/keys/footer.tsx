import { Text } from 'ink';
import { useServices } from '../app/services-context.js';
import { useActiveBindings } from './keypress-context.js';
import { K, type Binding } from './keymap.js';

const MAX_HINTS = 6;

/** The screen's footer hints, then quit while there is room: 3–6 hints in all. */
export function footerHints(bindings: readonly Binding[]): Binding[] {
  const seen = new Set<string>();
  const out: Binding[] = [];
  for (const b of [...bindings.filter((x) => x.footer), K.quit]) {
    if (seen.has(b.label) || out.length >= MAX_HINTS) continue;
    seen.add(b.label);
    out.push(b);
  }
  return out;
}

export function Footer() {
  const { t, theme } = useServices();
  const hints = footerHints(useActiveBindings());
  return (
    <Text wrap="truncate-end">
      {hints.map((b, i) => (
        <Text key={b.label}>
          {i > 0 ? <Text color={theme.fg('muted')}> · </Text> : null}
          <Text bold color={theme.fg('focus')}>
            {b.command === 'quit' ? 'q' : b.show}
          </Text>
          <Text color={theme.fg('muted')}> {t.keys[b.label] ?? b.label}</Text>
        </Text>
      ))}
    </Text>
  );
}
