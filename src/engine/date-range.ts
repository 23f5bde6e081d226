import { isDateOnly, parseTs } from '../model/time.js';
import { refused } from '../model/errors.js';
import { parseDateBound } from './natural-date.js';

/** A span of time a record must fall in, as the user typed its ends (昨天, 3 days ago, 2026-05-15); either may be left out. */
export interface DateRange {
  since?: string;
  until?: string;
}

/** A range's ends as epoch milliseconds (-Infinity / Infinity where left open). */
export interface DateBounds {
  since: number;
  until: number;
}

/**
 * The range's ends as instants, read on `now`; a day alone as since is its start,
 * as until its end. An end that cannot be read, or a start after the end, is refused
 * naming the field (`since`, `until`).
 */
export function rangeBounds(range: DateRange, now: Date): DateBounds | null {
  if (range.since === undefined && range.until === undefined) return null;
  const end = (text: string | undefined, side: 'since' | 'until'): number => {
    if (text === undefined) return side === 'since' ? -Infinity : Infinity;
    const at = parseDateBound(text, now, side);
    if (!at) throw refused({ field: side, kind: 'time' });
    return at.getTime();
  };
  const bounds = { since: end(range.since, 'since'), until: end(range.until, 'until') };
  if (bounds.since > bounds.until) throw refused({ field: 'since', kind: 'after', other: 'until' });
  return bounds;
}

/**
 * A record dated `ts` is in the range when its time is; one dated by its day alone
 * (`2026-05-15`) happened some time that day, so it is in when the day meets the range.
 */
export function inRange(ts: string, bounds: DateBounds): boolean {
  const at = parseTs(ts);
  if (!at) return false;
  const first = at.getTime();
  const last = isDateOnly(ts) ? new Date(at.getFullYear(), at.getMonth(), at.getDate(), 23, 59, 59, 999).getTime() : first;
  return last >= bounds.since && first <= bounds.until;
}
