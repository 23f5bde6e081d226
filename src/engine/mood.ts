/**
 * The user's own recorded moods (`mood_recorded`, 1 low .. 5 well) over a pursuit. Pure.
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
