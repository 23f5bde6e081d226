/**
 * The opening of the quit review (is this a low moment?) and the concrete parts
 * of each conclusion (how long, until when). Pure: events in, numbers out.
 */
import { localDate, localIso, parseTs } from '../model/time.js';
import { RESPECT_DAYS } from './respect-period.js';
import { DAY_MS } from './history.js';
import { MOOD_RECORDED, moodIsLow, moodTrend, type MoodTrend } from './mood.js';
import type { QuitConclusion } from './catalog-quit-signals.js';
import type { EngineEvent } from './types.js';

/** A crisis handled or a confession answered no within this many hours is a low moment. */
export const LOW_MOMENT_HOURS = 72;
/** Recorded moods count as a low moment only while the newest is this recent. */
export const MOOD_RECENT_DAYS = 7;
/** At a low moment the opening suggests coming back this many hours from now (never blocks). */
export const COME_BACK_HOURS = 72;
/**
 * B's observation period. The skill leaves it as N months; two, because two months
 * of pulling away, or without a green signal, is where the skill's quit signals begin.
 */
export const OBSERVE_MONTHS = 2;
/** C's pause without contact. The skill leaves it as N weeks; simp's default is two. */
export const PAUSE_WEEKS = 2;

export type LowReason = 'crisis' | 'outcome_no' | 'mood_low';

export interface LowMoment {
  reasons: LowReason[];
  /** The newest record that made it a low moment. */
  at: string;
  /** When the opening suggests coming back (local time stamp). */
  comeBack: string;
  hours: number;
}

/** The records the opening reads: crises, confession outcomes, moods (any others are ignored). */
export const LOW_MOMENT_TYPES = ['crisis_handled', 'confess_outcome', MOOD_RECORDED] as const;

/**
 * A low moment at `now`: a crisis handled or a confession answered no in the last
 * LOW_MOMENT_HOURS, or recorded moods that read low (moodIsLow: 3 of the last 5 at
 * 2 or below) with the newest in the last MOOD_RECENT_DAYS. Null otherwise.
 */
export function lowMoment(events: readonly EngineEvent[], now: Date): LowMoment | null {
  const nowMs = now.getTime();
  const reasons = new Set<LowReason>();
  let at: { ts: string; ms: number } | null = null;
  const note = (reason: LowReason, e: EngineEvent, ms: number): void => {
    reasons.add(reason);
    if (at === null || ms >= at.ms) at = { ts: e.ts, ms };
  };
  const moods: EngineEvent[] = [];
  let newestMood: { e: EngineEvent; ms: number } | null = null;
  for (const e of events) {
    const ms = parseTs(e.ts)?.getTime() ?? null;
    if (ms === null || ms > nowMs) continue;
    const recent = nowMs - ms <= LOW_MOMENT_HOURS * 3_600_000;
    if (e.type === 'crisis_handled' && recent) note('crisis', e, ms);
    else if (e.type === 'confess_outcome' && e.data['outcome'] === 'no' && recent) note('outcome_no', e, ms);
    else if (e.type === MOOD_RECORDED) {
      moods.push(e);
      if (newestMood === null || ms >= newestMood.ms) newestMood = { e, ms };
    }
  }
  const newest = newestMood as { e: EngineEvent; ms: number } | null;
  if (newest !== null && nowMs - newest.ms <= MOOD_RECENT_DAYS * DAY_MS && moodIsLow(moodTrend(moods))) note('mood_low', newest.e, newest.ms);
  const found = at as { ts: string; ms: number } | null;
  if (found === null) return null;
  return { reasons: [...reasons], at: found.ts, comeBack: localIso(new Date(nowMs + COME_BACK_HOURS * 3_600_000)), hours: COME_BACK_HOURS };
}

export interface QuitPlan {
  conclusion: QuitConclusion;
  /** lighter: keep going, less hard; observe: a watched period; pause: no contact for a while; let_go: the period of respect. */
  kind: 'lighter' | 'observe' | 'pause' | 'let_go';
  /** How long, in the unit the text says (null for A: no period). */
  months: number | null;
  weeks: number | null;
  days: number | null;
  /** The day it ends (local date), null for A. */
  until: string | null;
}

function addMonths(d: Date, n: number): Date {
  const out = new Date(d.getTime());
  const day = out.getDate();
  out.setMonth(out.getMonth() + n, 1);
  const last = new Date(out.getFullYear(), out.getMonth() + 1, 0).getDate();
  out.setDate(Math.min(day, last));
  return out;
}

/** The concrete part of a conclusion, counted from `now`. */
export function quitPlan(conclusion: QuitConclusion, now: Date): QuitPlan {
  const inDays = (n: number) => localDate(new Date(now.getTime() + n * DAY_MS));
  if (conclusion === 'B') {
    const end = addMonths(now, OBSERVE_MONTHS);
    return { conclusion, kind: 'observe', months: OBSERVE_MONTHS, weeks: null, days: Math.round((end.getTime() - now.getTime()) / DAY_MS), until: localDate(end) };
  }
  if (conclusion === 'C') return { conclusion, kind: 'pause', months: null, weeks: PAUSE_WEEKS, days: PAUSE_WEEKS * 7, until: inDays(PAUSE_WEEKS * 7) };
  if (conclusion === 'D') return { conclusion, kind: 'let_go', months: null, weeks: RESPECT_DAYS / 7, days: RESPECT_DAYS, until: inDays(RESPECT_DAYS) };
  return { conclusion, kind: 'lighter', months: null, weeks: null, days: null, until: null };
}

/** The moods shown beside the cost questions: the newest few and the average over every one. */
export function moodsBesideCost(lastMoods: readonly EngineEvent[], sum: number, count: number): MoodTrend | null {
  const t = moodTrend(lastMoods);
  return t === null || count === 0 ? t : { ...t, average: Math.round((sum / count) * 10) / 10, count };
}
