import { DAY_MS, isGreenSignal, loggedTimes, marksFriendZone, scoredEvents } from './history.js';
import type { EngineEvent } from './types.js';

/** "Over a long run": this many scored events in a row... */
export const FALLING_RUN_LENGTH = 4;
/** ...never rising, dropping at least this much overall... */
export const FALLING_RUN_MIN_DROP = 3;
/** ...and spanning at least this many days. */
export const FALLING_RUN_MIN_DAYS = 30;
/** "2+ months" without a green signal. */
export const NO_GREEN_DAYS = 60;

export type HistorySignalId = 'hist.friend_zone' | 'hist.scores_falling' | 'hist.no_green_2_months';

/** Quit signals visible in the event history (SPEC 6.3 timeline review). */
export function historySignals(events: readonly EngineEvent[], now: Date): HistorySignalId[] {
  const found: HistorySignalId[] = [];
  if (reachedFriendZone(events)) found.push('hist.friend_zone');
  if (fallingOverLongRun(events, now)) found.push('hist.scores_falling');
  if (noGreenFor(events, now, NO_GREEN_DAYS)) found.push('hist.no_green_2_months');
  return found;
}

function reachedFriendZone(events: readonly EngineEvent[]): boolean {
  return events.some(marksFriendZone);
}

function fallingOverLongRun(events: readonly EngineEvent[], now: Date): boolean {
  const run = scoredEvents(events, undefined, now.getTime()).slice(-FALLING_RUN_LENGTH);
  const first = run[0];
  const last = run[run.length - 1];
  if (run.length < FALLING_RUN_LENGTH || !first || !last) return false;
  const neverRises = run.every((e, i) => i === 0 || e.score <= (run[i - 1]?.score ?? e.score));
  const span = first.ms !== null && last.ms !== null ? last.ms - first.ms : -1;
  return neverRises && first.score - last.score >= FALLING_RUN_MIN_DROP && span >= FALLING_RUN_MIN_DAYS * DAY_MS;
}

/**
 * Measured from the last green signal, or from the first event when there has
 * never been one (a long history without any green counts too).
 */
function noGreenFor(events: readonly EngineEvent[], now: Date, days: number): boolean {
  const times = loggedTimes(events, now.getTime());
  let lastGreen: number | null = null;
  let first: number | null = null;
  for (const [i, e] of events.entries()) {
    const ms = times[i] ?? null;
    if (ms === null) continue;
    first ??= ms;
    if (isGreenSignal(e)) lastGreen = ms;
  }
  const reference = lastGreen ?? first;
  return reference !== null && now.getTime() - reference >= days * DAY_MS;
}
