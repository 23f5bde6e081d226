import { MILESTONES } from '../engine/catalog-milestones.js';
import { RESPECT_EVENT_TYPES } from '../engine/respect-period.js';
import type { EngineState } from '../engine/types.js';
import { SIGNALS } from '../engine/catalog-signals.js';
import { type Memory } from '../memory/index.js';
import { parseTs, SCORED_EVENT_TYPES, type SimpEvent, type StateFields } from '../model/index.js';

export const DAY_MS = 86_400_000;
const FIRST_READ = 64;

const ms = (e: SimpEvent): number | null => parseTs(e.ts)?.getTime() ?? null;

/**
 * The end of the log, grown (×4 each time) until `enough` says the rules can be
 * applied to it, or the whole file is read. Only the tail is read for a
 * long-lived crush (SPEC 7), yet a rule that needs an older event still sees it.
 */
export function readWindow(mem: Memory, slug: string, enough: (events: readonly SimpEvent[]) => boolean): SimpEvent[] {
  for (let n = FIRST_READ; ; n *= 4) {
    const { events } = mem.recent(slug, n);
    if (events.length < n || enough(events)) return events;
  }
}

/** The window reaches back past `sinceMs` (its oldest event is older). */
export function reaches(events: readonly SimpEvent[], sinceMs: number): boolean {
  const first = events[0];
  const t = first ? ms(first) : null;
  return t !== null && t < sinceMs;
}

/**
 * Enough history for the anti-burnout check (SPEC 6.4): the last 15 days, the
 * score in force 14 days ago, and the last three analyses when one is recent.
 */
export function enoughForBurnout(now: Date) {
  const n = now.getTime();
  return (events: readonly SimpEvent[]): boolean => {
    if (!reaches(events, n - 15 * DAY_MS)) return false;
    const scoredBefore = events.some((e) => SCORED_EVENT_TYPES.has(e.type) && (ms(e) ?? Infinity) <= n - 14 * DAY_MS);
    const analyses = events.filter((e) => e.type === 'analysis_done');
    const lastAnalysis = analyses[analyses.length - 1];
    const recentAnalysis = lastAnalysis !== undefined && (ms(lastAnalysis) ?? 0) >= n - 7 * DAY_MS;
    return scoredBefore && (!recentAnalysis || analyses.length >= 3);
  };
}

/** Progress also needs the last two scores (trend), the stage start (stalled) and 30 days of greens (readiness). */
export function enoughForProgress(now: Date) {
  const burnout = enoughForBurnout(now);
  return (events: readonly SimpEvent[]): boolean =>
    burnout(events) &&
    reaches(events, now.getTime() - 31 * DAY_MS) &&
    events.filter((e) => SCORED_EVENT_TYPES.has(e.type)).length >= 2 &&
    events.some((e) => e.type === 'stage_changed');
}

/** Fields the user typed into earlier flows, as stored in their events. */
const NOTE_FIELDS: Record<string, string> = {
  analysis_done: 'note',
  crisis_handled: 'what',
  confess_prepared: 'note',
};

/** Notes typed within the last 7 days, oldest first (the burnout check reads the last three). */
export function notesOf(events: readonly SimpEvent[], now: Date): string[] {
  const since = now.getTime() - 7 * DAY_MS;
  const notes: string[] = [];
  for (const e of events) {
    const field = NOTE_FIELDS[e.type];
    const text = field ? e.data[field] : undefined;
    if (typeof text === 'string' && text.trim() !== '' && (ms(e) ?? -Infinity) >= since) notes.push(text);
  }
  return notes;
}

const MILESTONE_IDS: readonly string[] = MILESTONES.map((m) => m.id);

/** Progress checks looked at for named milestones (others may have written counts only). */
const MILESTONE_LOOKBACK = 16;

/**
 * Milestone ids recorded by the newest progress evaluation that names them, or
 * null when none does. A later check by another tool that wrote only
 * `milestones_done` does not erase them; its count is kept as a floor.
 */
export function lastMilestones(mem: Memory, slug: string): string[] | null {
  const checks = mem.recent(slug, MILESTONE_LOOKBACK, ['progress_evaluated']).events;
  for (let i = checks.length - 1; i >= 0; i -= 1) {
    const ids = checks[i]?.data['milestones'];
    if (Array.isArray(ids)) return ids.filter((id): id is string => typeof id === 'string' && MILESTONE_IDS.includes(id));
  }
  return null;
}

/** The latest `n` signals (log order), for state.md's "latest three". */
export function recentSignals(mem: Memory, slug: string, n = 3): SimpEvent[] {
  return mem.recent(slug, n, ['signal_recorded']).events;
}

export function engineState(fields: StateFields, stage: string = fields.current_stage): EngineState {
  return {
    current_stage: stage,
    signal_score: fields.signal_score,
    last_signal_score: fields.last_signal_score,
    score_trend: fields.score_trend,
    last_updated: fields.last_updated,
    milestones_done: fields.milestones_done,
  };
}

/** Was the latest analysis a clear friend-zone reading (SPEC 6.1 flag)? */
export function lastFriendZone(events: readonly SimpEvent[]): boolean {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const e = events[i];
    if (e?.type === 'analysis_done') return e.data['friend_zone'] === true;
  }
  return false;
}

/** How many of the records that begin or end a period of respect are read (the newest; far more than a period spans). */
const RESPECT_LOOKBACK = 50;

/** The records that begin or end a period of respect after a clear no, newest last (engine/respect-period.ts reads them). */
export function respectRecords(mem: Memory, slug: string): SimpEvent[] {
  return mem.recent(slug, RESPECT_LOOKBACK, RESPECT_EVENT_TYPES).events;
}

const SIGNAL_IDS: readonly string[] = SIGNALS.map((s) => s.id);

/** The signal ids of the latest reading (`analysis_done`), those the catalogue knows. */
export function lastSignalIds(mem: Memory, slug: string): string[] {
  const ids = mem.recent(slug, 1, ['analysis_done']).events[0]?.data['signals'];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && SIGNAL_IDS.includes(id)) : [];
}
