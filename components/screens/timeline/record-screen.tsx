import { useMemo } from 'react';
import type { InteractionRecord } from '../../../src/memory/index.js';
import { interactionLabel, shortTs } from '../../../src/present/format-timeline.js';
import { storedLine } from '../../../src/present/names.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { LinePage } from '../../widgets/scroll/line-page.js';
import { blank, line, paragraph, type Line } from '../../widgets/text/line.js';
import { padEnd } from '../../widgets/text/wrap-lines.js';
import { textWidth } from '../../widgets/text/text-width.js';

/** Enter on an interaction among the events: every field it holds, named, then where it is kept. */
export function RecordScreen({ record, isActive }: { record: InteractionRecord; isActive: boolean }) {
  const { t, m, lang } = useServices();
  const { cols } = useLayout();
  const lines = useMemo(() => {
    const names = t.timeline.recordFields;
    const value = (key: string, v: unknown): string => {
      if (typeof v === 'boolean') return v ? m.timeline.yes : m.timeline.no;
      if (key === 'initiator' && typeof v === 'string') return m.timeline.initiators[v] ?? v;
      if (typeof v === 'string') return storedLine(v, lang);
      return JSON.stringify(v);
    };
    const entries = Object.entries(record.data);
    const width = Math.min(22, Math.max(0, ...entries.map(([k]) => textWidth(names[k] ?? k))) + 2);
    const out: Line[] = [line(`${interactionLabel(record.type, m)}  ${shortTs(record.ts)}`, { bold: true }), blank];
    for (const [key, v] of entries) {
      const text = value(key, v);
      if (!text.includes('\n') && textWidth(text) + width <= cols - 2) out.push([{ text: padEnd(names[key] ?? key, width), token: 'muted' }, { text }]);
      else out.push(line(names[key] ?? key, { token: 'muted' }), ...paragraph(text, cols - 2, {}, '  '));
    }
    out.push(blank, line(t.timeline.recordFile, { token: 'muted' }));
    return out;
  }, [record, t, m, lang, cols]);
  return <LinePage title={t.timeline.record(interactionLabel(record.type, m), shortTs(record.ts))} lines={lines} isActive={isActive} />;
}
