import { SIGNALS } from './catalog-signals.js';
import type { TrendReading } from './progress-trend.js';

/**
 * The two questions people ask of a progress review, answered from the records
 * (the progress tracker's "is there hope" and "am I too eager"): no vague
 * comfort, each answer follows from the score, its trend, the last reading's
 * signals and who opens the conversations.
 */

/** good: the signals are there; building: a base, not yet there; unclear: too little or red lights; told: they have said where they stand. */
export type HopeKind = 'good' | 'building' | 'unclear' | 'told';

export interface HopeAnswer {
  readonly kind: HopeKind;
  /** For `building`: the strongest green signal the last reading did not have, to work toward. */
  readonly missing: string | null;
  /** For `unclear`: the red signals of the last reading (ids). */
  readonly red: readonly string[];
}

export interface HopeInput {
  readonly score: number;
  readonly trend: TrendReading;
  /** The last reading held a clear friend-zone statement. */
  readonly friendZone: boolean;
  /** A period of respect after a clear no holds. */
  readonly respect: boolean;
  /** The signal ids of the last reading. */
  readonly lastSignals: readonly string[];
}

/** A score from here, not falling, reads as hopeful (the tracker's ≥ 18 and rising). */
export const HOPE_GOOD_FROM = 18;
/** Under this, the signals are not clear yet (the tracker's < 10). */
export const HOPE_UNCLEAR_UNDER = 10;

const points = new Map<string, number>(SIGNALS.map((s) => [s.id, s.points]));

export function answerHope(input: HopeInput): HopeAnswer {
  if (input.friendZone || input.respect) return { kind: 'told', missing: null, red: [] };
  const red = input.lastSignals.filter((id) => (points.get(id) ?? 0) < 0);
  if (input.score < HOPE_UNCLEAR_UNDER || red.length > 0) return { kind: 'unclear', missing: null, red };
  if (input.score >= HOPE_GOOD_FROM && input.trend !== 'falling') return { kind: 'good', missing: null, red: [] };
  return { kind: 'building', missing: strongestMissing(input.lastSignals), red: [] };
}

/** The green signal worth the most points that the last reading lacked (catalogue order on a tie); one that needs an MBTI letter is left out. */
function strongestMissing(had: readonly string[]): string | null {
  let best: { id: string; points: number } | null = null;
  for (const s of SIGNALS) {
    const item = s as { id: string; points: number; requiresMbtiLetter?: string };
    if (item.points <= 0 || item.requiresMbtiLetter !== undefined || had.includes(item.id)) continue;
    if (best === null || item.points > best.points) best = { id: item.id, points: item.points };
  }
  return best?.id ?? null;
}

/** too_much: you open most conversations; normal: within the usual range; they_lead: they open at least half. */
export type EagerKind = 'too_much' | 'normal' | 'they_lead';

/**
 * Over this share of conversations opened by you reads as too much: the same
 * line the over-pursuit risk draws (`userStartsMostChats`, more than 80%), so
 * the answer and the risks never disagree.
 */
export const EAGER_OVER_PERCENT = 80;
/** At or under this share, they open as many as you or more. */
export const THEY_LEAD_AT_MOST = 50;

export function answerEager(percent: number): EagerKind {
  if (percent > EAGER_OVER_PERCENT) return 'too_much';
  if (percent <= THEY_LEAD_AT_MOST) return 'they_lead';
  return 'normal';
}
