import type { Messages } from '../../src/i18n/index.js';
import type { SimpEvent } from '../../src/model/index.js';
import { eventDescription, eventLabel } from '../../src/present/format-timeline.js';
import { blank, line, paragraph, type Line } from '../text/line.js';

/** How much of one field is laid out unless the whole text is asked for (a pasted chat can be megabytes). */
export const FIELD_PREVIEW = 4_000;

/**
 * Everything one event holds: its envelope, then every data field, wrapped. A
 * field longer than FIELD_PREVIEW characters is cut, saying how much is left,
 * unless `full` (the whole text, on request).
 */
export function eventLines(event: SimpEvent, width: number, m: Messages, more: (n: number) => string, full = false): Line[] {
  const out: Line[] = [
    line(`${eventLabel(event.type, m)}  ${clipped(eventDescription(event, m))}`, { bold: true }),
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
    const cut = !full && text.length > FIELD_PREVIEW;
    out.push(...paragraph(cut ? text.slice(0, FIELD_PREVIEW) : text, width, {}, '  '));
    if (cut) out.push(line(`  ${more(text.length - FIELD_PREVIEW)}`, { token: 'muted' }));
  }
  const extra = Object.keys(event).filter((k) => !['ts', 'type', 'slug', 'v', 'data'].includes(k));
  for (const key of extra) out.push(...paragraph(`${key}: ${JSON.stringify(event[key])}`, width, { token: 'muted' }));
  return out;
}

/** A description cut for one row: a row never needs more than this many characters. */
export const clipped = (text: string, max = 400): string => (text.length > max ? `${text.slice(0, max)}…` : text);
