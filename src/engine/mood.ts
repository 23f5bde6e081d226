/**
 * The user's own recorded moods (`mood_recorded`, 1 low .. 5 well) over a pursuit, and
 * the records of the same month-day in earlier years ("a year ago today"). Pure.
 */
import type { EngineEvent } from './types.js';

export const MOOD_RECORDED = 'mood_recorded';
/** How many of the newest moods the trend and the burnout sign look at. */
export const MOOD_WINDOW = 5;
/** A mood at or below this is low. */
export const MOOD_LOW = 2;

export interface MoodTrend {
  /** The newest moods, oldest first (at most MOOD_WINDOW). */
  last: number[];
  /** Average over every mood recorded in the pursuit, one decimal. */
  average: number;
  count: number;
  direction: 'up' | 'down' | 'flat';
  /** How many of `last` are low (≤ MOOD_LOW). */
  low: number;
}

const moodOf = (e: EngineEvent): number | null => {
  const v = e.type === MOOD_RECORDED ? e.data?.['mood'] : undefined;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5 ? v : null;
};

/** The trend of the moods in `events` (read in log order); null when none was recorded. */
export function moodTrend(events: readonly EngineEvent[]): MoodTrend | null {
  const all = events.map(moodOf).filter((v): v is number => v !== null);
  if (all.length === 0) return null;
  const last = all.slice(-MOOD_WINDOW);
  const half = Math.floor(last.length / 2);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const diff = last.length < 2 ? 0 : mean(last.slice(last.length - half)) - mean(last.slice(0, half));
  return {
    last,
    average: Math.round(mean(all) * 10) / 10,
    count: all.length,
    direction: diff >= 0.5 ? 'up' : diff <= -0.5 ? 'down' : 'flat',
    low: last.filter((v) => v <= MOOD_LOW).length,
  };
}

/** True when the recorded moods are a burnout sign: 3 of the last 5 at ≤ 2. */
export const moodIsLow = (t: MoodTrend | null): boolean => t !== null && t.low >= 3;

const BARS = '▁▂▄▆█';
/** A sparkline of moods 1..5. */
export const moodSparkline = (moods: readonly number[]): string => moods.map((v) => BARS[Math.min(5, Math.max(1, v)) - 1]).join('');

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
 * year first, at most `max`. On a Feb 28 of a year without a Feb 29, Feb 29 records count too.
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
  return found.sort((a, b) => a.years - b.years || b.ts.localeCompare(a.ts)).slice(0, max);
}
