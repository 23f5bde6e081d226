import type { Messages } from '../../src/i18n/index.js';
import type { SimpEvent } from '../../src/memory/index.js';
import { eventDescription, eventLabel } from '../../src/cli/format-timeline.js';
import { blank, line, paragraph, type Line } from '../text/line.js';

/** Everything one event holds: its envelope, then every data field in full (wrapped, nothing cut). */
export function eventLines(event: SimpEvent, width: number, m: Messages): Line[] {
  const out: Line[] = [
    line(`${eventLabel(event.type, m)}  ${eventDescription(event, m)}`, { bold: true }),
    blank,
    [{ text: 'ts    ', token: 'muted' }, { text: event.ts }],
    [{ text: 'type  ', token: 'muted' }, { text: event.type }],
  ];
  if (event.slug !== undefined) out.push([{ text: 'slug  ', token: 'muted' }, { text: event.slug }]);
  if (event.v !== undefined) out.push([{ text: 'v     ', token: 'muted' }, { text: String(event.v) }]);
  out.push(blank, line('data', { token: 'heading', bold: true }));
  for (const [key, value] of Object.entries(event.data)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    out.push(line(key, { token: 'accent' }));
    out.push(...paragraph(text, width, {}, '  '));
  }
  const extra = Object.keys(event).filter((k) => !['ts', 'type', 'slug', 'v', 'data'].includes(k));
  for (const key of extra) out.push(...paragraph(`${key}: ${JSON.stringify(event[key])}`, width, { token: 'muted' }));
  return out;
}
