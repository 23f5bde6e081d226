import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import type { Line, Seg } from '../../widgets/text/line.js';
import { K, type Binding } from './keymap.js';

const MAX_HINTS = 6;

/**
 * The screen's footer hints, then how to quit while there is room: 3–6 hints in
 * all. The list names q (its own key); every other screen names Ctrl-C.
 */
export function footerHints(bindings: readonly Binding[]): Binding[] {
  const seen = new Set<string>();
  const out: Binding[] = [];
  for (const b of [...bindings.filter((x) => x.footer), K.interrupt]) {
    if (seen.has(b.label) || out.length >= MAX_HINTS) continue;
    seen.add(b.label);
    out.push(b);
  }
  return out;
}

/** The footer row: `↑↓ move · Enter open · … · q quit` (Ctrl-C quit off the list). */
export function footerLine(bindings: readonly Binding[], t: TuiMessages): Line {
  const segs: Seg[] = [];
  footerHints(bindings).forEach((b, i) => {
    if (i > 0) segs.push({ text: ' · ', token: 'muted' });
    segs.push({ text: b.show, token: 'focus', bold: true });
    segs.push({ text: ` ${t.keys[b.label] ?? b.label}`, token: 'muted' });
  });
  return segs;
}
