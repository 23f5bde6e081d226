import { READINESS_CONDITIONS, type ReadinessId } from './catalog-risks.js';
import type { ProgressInput } from './progress-input.js';
import { DAY_MS, isGreenSignal, loggedTimes } from './history.js';
import type { EngineEvent } from './types.js';

/** "Recent" green signals for readiness: recorded within this many days. */
export const READINESS_GREEN_WINDOW_DAYS = 30;
export const READINESS_GREEN_MIN = 3;

export interface Readiness {
  readonly met: readonly ReadinessId[];
  readonly count: number;
  readonly of: number;
}

/** The conditions the records decide (green signals, the 1-on-1 milestones): never what the user types. */
export const READINESS_FROM_RECORDS: ReadonlySet<ReadinessId> = new Set(['ready.green_signals', 'ready.stable_one_on_one']);

/**
 * Confession readiness N/5. Conditions the user has not answered count as not
 * met: readiness must be confirmed, never assumed.
 */
export function readReadiness(
  input: Pick<ProgressInput, 'now' | 'rival' | 'userCalm' | 'burnout' | 'timePlaceChosen'>,
  milestones: readonly string[],
  events: readonly EngineEvent[],
): Readiness {
  const now = input.now.getTime();
  const times = loggedTimes(events, now);
  const recentGreens = events.filter((e, i) => {
    const ms = times[i] ?? null;
    return isGreenSignal(e) && ms !== null && now - ms <= READINESS_GREEN_WINDOW_DAYS * DAY_MS;
  }).length;

  const checks: Record<ReadinessId, boolean> = {
    'ready.green_signals': recentGreens >= READINESS_GREEN_MIN,
    // Stable means both sides: a 1-on-1 happened and they created or accepted one.
    'ready.stable_one_on_one': milestones.includes('ms.one_on_one') && milestones.includes('ms.they_made_one_on_one'),
    'ready.no_rival': input.rival === false,
    'ready.user_calm': input.userCalm === true && input.burnout !== true,
    'ready.time_place': input.timePlaceChosen === true,
  };
  const met = READINESS_CONDITIONS.map((c) => c.id).filter((id) => checks[id]);
  return { met, count: met.length, of: READINESS_CONDITIONS.length };
}
