import type { Messages } from '../../../src/i18n/index.js';
import type { SimpEvent } from '../../../src/model/index.js';
import { eventDescription, eventLabel } from '../../../src/present/format-timeline.js';
import { blank, line, paragraph, type Line } from '../../widgets/text/line.js';
import { eventFields, type EventField } from '../../../src/present/event-fields.js';
import { padEnd } from '../../widgets/text/wrap-lines.js';
import { textWidth } from '../../widgets/text/text-width.js';

/** How much of one field is laid out unless the whole text is asked for (a pasted chat can be megabytes). */
export const FIELD_PREVIEW = 4_000;

/**
 * One event laid out for reading: its one-line description, the fields its type
 * is known by (labelled, stored values named in the reader's language), every
 * other field it holds, then when and what it is. A field longer than
 * FIELD_PREVIEW characters is cut, saying how much is left, unless `full`.
 */
export function eventLines(event: SimpEvent, width: number, m: Messages, more: (n: number) => string, full = false): Line[] {
  const out: Line[] = [line(`${eventLabel(event.type, m)}  ${clipped(eventDescription(event, m, 'full'))}`, { bold: true }), blank];
  const { known, more: rest } = eventFields(event, m);
  const labelW = Math.min(22, Math.max(0, ...known.map((f) => textWidth(f.label))) + 2);
  const field = (f: EventField, pad: number) => {
    const items = typeof f.value === 'string' ? [f.value] : f.value.length === 0 ? ['—'] : f.value.map((v) => `· ${v}`);
    const oneRow = items.length === 1 && !(items[0] as string).includes('\n') && textWidth(items[0] as string) + pad <= width;
    if (oneRow) {
      out.push([{ text: padEnd(f.label, pad), token: 'muted' }, { text: items[0] as string }]);
      return;
    }
    out.push(line(f.label, { token: 'muted' }));
    for (const item of items) {
      const cut = !full && item.length > FIELD_PREVIEW;
      out.push(...paragraph(cut ? item.slice(0, FIELD_PREVIEW) : item, width, {}, '  '));
      if (cut) out.push(line(`  ${more(item.length - FIELD_PREVIEW)}`, { token: 'muted' }));
    }
  };
  for (const f of known) field(f, labelW);
  if (rest.length > 0) {
    out.push(blank, line(m.timeline.more, { token: 'heading', bold: true }));
    for (const f of rest) field(f, Math.min(22, Math.max(...rest.map((r) => textWidth(r.label))) + 2));
  }
  out.push(blank, line(m.timeline.envelope, { token: 'heading', bold: true }));
  out.push([{ text: 'ts    ', token: 'muted' }, { text: event.ts }]);
  out.push([{ text: 'type  ', token: 'muted' }, { text: event.type }]);
  if (event.slug !== undefined) out.push([{ text: 'slug  ', token: 'muted' }, { text: event.slug }]);
  if (event.v !== undefined) out.push([{ text: 'v     ', token: 'muted' }, { text: String(event.v) }]);
  const extra = Object.keys(event).filter((k) => !['ts', 'type', 'slug', 'v', 'data'].includes(k));
  for (const key of extra) out.push(...paragraph(`${key}: ${JSON.stringify(event[key])}`, width, { token: 'muted' }));
  return out;
}

/** A description cut for one row: a row never needs more than this many characters. */
export const clipped = (text: string, max = 400): string => (text.length > max ? `${text.slice(0, max)}…` : text);
