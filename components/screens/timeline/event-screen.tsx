import { useMemo, useState } from 'react';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { K, NAV, type Binding, type Command } from '../../shell/keys/keymap.js';
import { LinePage } from '../../widgets/scroll/line-page.js';
import { useEventIndex } from './event-index-store.js';
import { eventLines } from './event-lines.js';
import { useCorrections } from './use-corrections.js';
import { corrected, correctionOf } from '../../../src/memory/index.js';
import { correctionDescription } from '../../../src/present/format-timeline.js';
import type { Line } from '../../widgets/text/line.js';

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
  const { t, m } = useServices();
  const { cols } = useLayout();
  const idx = useEventIndex(slug);
  const [at, setAt] = useState(index);
  const count = idx.index?.count ?? 0;
  const [full, setFull] = useState(false);
  const event = idx.index && at < count ? idx.index.get(at) : null;
  // Laid out once per event, width and choice: a long event is not wrapped again on every key.
  // A corrected event reads as it now is, under a line saying so; a retracted one as logged, under a line saying it counts nowhere.
  const fixes = useCorrections(slug);
  const fix = event && idx.index && fixes && fixes.size > 0 ? correctionOf(fixes.events, idx.index.offsetOf(at), event) : null;
  const lines = useMemo((): Line[] | null => {
    if (!event) return null;
    const shown = fix ? (corrected(event, fix) ?? event) : event;
    const body = eventLines(shown, cols - 2, m, t.timeline.more, full);
    if (!fix) return body;
    const mark = fix.action === 'void' ? m.timeline.voidedMark : m.timeline.amendedMark;
    const data = { file: fix.file, line: fix.line, action: fix.action, changes: fix.changes, reason: fix.reason ?? '' };
    return [[{ text: `${mark} ${fix.at.slice(0, 16).replace('T', ' ')}  ${correctionDescription(data, m)}`, token: 'warning' }], [{ text: '' }], ...body];
  }, [event, fix, cols, m, t, full]);
  const step = (delta: number) => {
    setAt((a) => Math.max(0, Math.min(count - 1, a + delta)));
    setFull(false);
  };
  const own = (command: Command) => {
    if (command === 'left') return step(-1);
    if (command === 'right') return step(1);
    if (command === 'full') return setFull((f) => !f);
    return false;
  };
  // A new event starts at its top (the page is remounted).
  return <LinePage key={at} title={t.timeline.event(at + 1, count)} lines={lines} loading={t.timeline.loading} isActive={isActive} keys={KEYS} onCommand={own} />;
}
