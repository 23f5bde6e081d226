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
export function readTrend(events: readonly EngineEvent[], current: number | null = null): Trend {
  const scored = scoredEvents(events);
  const last = scored[scored.length - 1];
  // A reading now is compared with the last scored event of any kind; when that
  // event set today's score, with the one before it, so a rise or fall still shows.
  const [latest, previous] =
    current === null || (last !== undefined && last.score === current && scored.length >= 2)
      ? [last?.score, scored[scored.length - 2]?.score]
      : [current, last?.score];
  if (latest === undefined || previous === undefined) return { reading: 'baseline', delta: null };
  const delta = latest - previous;
  if (delta >= TREND_THRESHOLD) return { reading: 'rising', delta };
  if (delta <= -TREND_THRESHOLD) return { reading: 'falling', delta };
  return { reading: 'steady', delta };
}
