import { scoredEvents } from './history.js';
import type { EngineEvent } from './types.js';

export type TrendReading = 'rising' | 'falling' | 'steady' | 'baseline';

export interface Trend {
  readonly reading: TrendReading;
  /** Latest score minus the one before; null when there is no earlier score. */
  readonly delta: number | null;
}

/** A move of at least this many points reads as rising or falling (SPEC 6.2). */
export const TREND_THRESHOLD = 3;

/**
 * The report's reading of the last two scored events. It is deliberately
 * separate from state.md's `score_trend`, which follows the ±2 rebuild rule.
 */
export function readTrend(events: readonly EngineEvent[]): Trend {
  const scored = scoredEvents(events);
  const latest = scored[scored.length - 1];
  const previous = scored[scored.length - 2];
  if (!latest || !previous) return { reading: 'baseline', delta: null };
  const delta = latest.score - previous.score;
  if (delta >= TREND_THRESHOLD) return { reading: 'rising', delta };
  if (delta <= -TREND_THRESHOLD) return { reading: 'falling', delta };
  return { reading: 'steady', delta };
}
