/**
 * "A year ago today": the records (events and interactions alike) of today's
 * month-day in earlier years. Pure: the memory service finds the candidate lines
 * (`recordsOnDays`), the finder keeps the right ones, `onThisDay` picks what is shown.
 */
import type { EngineEvent } from './types.js';

export interface OnThisDay {
  /** Whole years back (1 = a year ago today). */
  years: number;
  ts: string;
  type: string;
  /** What the user wrote (note, content, summary, description), '' when nothing. */
  text: string;
}

const TEXT_KEYS = ['note', 'content', 'content_summary', 'description', 'summary', 'activity', 'reason', 'what'] as const;

function textOf(r: EngineEvent): string {
  for (const k of TEXT_KEYS) {
    const v = r.data?.[k];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return '';
}

/**
 * Records (events and interactions alike) of today's month-day in earlier years, newest
 * year first, at most `max`, the same words of the same year once. On a Feb 28 of a year without a Feb 29, Feb 29 records count too.
 */
export function onThisDay(records: readonly EngineEvent[], today: Date, max = 3): OnThisDay[] {
  const y = today.getFullYear();
  const md = (m: number, d: number) => `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const days = new Set([md(today.getMonth() + 1, today.getDate())]);
  const leap = (n: number) => (n % 4 === 0 && n % 100 !== 0) || n % 400 === 0;
  if (today.getMonth() === 1 && today.getDate() === 28 && !leap(y)) days.add('02-29');
  const found: OnThisDay[] = [];
  for (const r of records) {
    const m = /^(\d{4})-(\d{2}-\d{2})/.exec(r.ts);
    if (m === null) continue;
    const years = y - Number(m[1]);
    if (years < 1 || !days.has(m[2] as string)) continue;
    found.push({ years, ts: r.ts, type: r.type, text: textOf(r) });
  }
  // One moment logged twice (an interaction and the signal it carried) is said once.
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.years - b.years || b.ts.localeCompare(a.ts))
    .filter((f) => {
      const key = f.text === '' ? `${f.ts} ${f.type}` : `${f.years} ${f.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max);
}

/** How many records of today's month-day in earlier years a finder keeps (far more than are shown). */
const KEEP_ON_THIS_DAY = 64;

const monthDay = (m: number, d: number) => `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The month-days ("MM-DD") whose records may be shown today: today's, and Feb 29
 * (remembered on Feb 28 of a year without one; `onThisDay` decides).
 */
export function onThisDayDays(today: Date): string[] {
  return [monthDay(today.getMonth() + 1, today.getDate()), '02-29'];
}

/**
 * Records of today's month-day in earlier years, gathered while records pass (the
 * quit review streams both logs whole; daily and the crush screen hand it the lines
 * the memory service found for those days). The newest are kept when there are many.
 */
export class OnThisDayFinder {
  private readonly days: Set<string>;
  private readonly year: number;
  private kept: EngineEvent[] = [];

  constructor(private readonly today: Date) {
    this.year = today.getFullYear();
    this.days = new Set(onThisDayDays(today));
  }

  add(record: EngineEvent): void {
    const ts = record.ts;
    if (typeof ts !== 'string' || !this.days.has(ts.slice(5, 10)) || Number(ts.slice(0, 4)) >= this.year) return;
    this.kept.push(record);
    if (this.kept.length > KEEP_ON_THIS_DAY) this.kept.shift();
  }

  found(): OnThisDay[] {
    return onThisDay(this.kept, this.today);
  }
}
