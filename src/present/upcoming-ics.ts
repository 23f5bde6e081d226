import { createHash } from 'node:crypto';
import { createEvents, type EventAttributes } from 'ics';
import type { UpcomingItem } from '../engine/upcoming.js';
import type { UpcomingReport } from '../flows/upcoming.js';
import { upcomingCommand, upcomingWhy } from './upcoming-text.js';
import type { Lang } from './report-text.js';

/**
 * The same item is the same calendar event: its UID is derived from the crush,
 * the kind, the day and what it is about, so importing the file twice (or a
 * newer one) updates events instead of doubling them.
 */
export const upcomingUid = (i: UpcomingItem): string => `${createHash('sha256').update([i.slug, i.kind, i.due, i.kind === 'contact' || i.kind === 'analysis' ? '' : i.detail].join('\u0000')).digest('hex').slice(0, 32)}@simp`;

const dayParts = (date: string): [number, number, number] => {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
};

/** The upcoming items as an iCalendar file (RFC 5545): one all-day event each, with why and what to run. */
export function upcomingIcs(r: UpcomingReport, lang: Lang, now: Date): string {
  const events: EventAttributes[] = r.items.map((i) => {
    const start = dayParts(i.date);
    const end = new Date(start[0], start[1] - 1, start[2] + 1);
    return {
      uid: upcomingUid(i),
      start,
      end: [end.getFullYear(), end.getMonth() + 1, end.getDate()],
      title: `${i.nickname} · ${upcomingWhy(i, lang)}`,
      description: upcomingCommand(i),
      productId: 'simp',
      timestamp: now.getTime(),
    };
  });
  if (events.length === 0) return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:simp', 'END:VCALENDAR', ''].join('\r\n');
  const { error, value } = createEvents(events);
  if (error || typeof value !== 'string') throw error ?? new Error('the calendar could not be written');
  return value;
}
