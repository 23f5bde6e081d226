import type { TuiMessages } from '../../src/i18n/tui-zh.js';
import type { Line } from '../widgets/text/line.js';
import { padEnd } from '../widgets/text/wrap-lines.js';
import { EVERYWHERE, type Binding } from './keys/keymap.js';

function rows(bindings: readonly Binding[], label: (b: Binding) => string): Line[] {
  return bindings
    .filter((b) => b.keys.length > 0)
    .map((b) => [{ text: `  ${padEnd(b.show, 12)} `, token: 'focus' as const, bold: true }, { text: label(b) }]);
}

/** What `?` lists: every key of the screen, then the ones that work everywhere. */
function helpLines(bindings: readonly Binding[], t: TuiMessages): Line[] {
  const label = (b: Binding) => t.keys[b.label] ?? b.label;
  return [...rows(bindings, label), [{ text: '' }], [{ text: t.help.global, token: 'muted' }], ...rows(EVERYWHERE, label)];
}

/** The overlay's rows inside a body of `body` rows: its title, the keys from `offset`, and how to close it. */
export function helpFrame(bindings: readonly Binding[], t: TuiMessages, screen: string, body: number, offset = 0): { lines: Line[]; total: number } {
  const all = helpLines(bindings, t);
  const height = body - 2;
  const shown = all.slice(offset, offset + height);
  while (shown.length < height) shown.push([]);
  return {
    lines: [
      [{ text: t.help.title(t.screens[screen] ?? screen), token: 'heading', bold: true }],
      ...shown,
      [{ text: `${t.help.close}${offset + height < all.length ? ` · ${t.help.more}` : ''}`, token: 'muted' }],
    ],
    total: all.length,
  };
}
