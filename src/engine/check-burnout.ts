import {
  ANXIOUS_PHRASES,
  BREAK_MESSAGE,
  BURNOUT_TRIGGERS,
  COUNTED_FLOWS,
  type BurnoutTriggerId,
} from './catalog-burnout.js';
import { DAY_MS, isGreenSignal, parseTs, scoredEvents } from './history.js';
import type { EngineEvent, Label, Severity } from './types.js';

export const WINDOW_DAYS = 7;
export const MANY_RUNS = 10;
export const SAME_DAY_RUNS = 3;
export const FALLING_DROP = 5;
export const LOW_SCORE = 8;
export const LOW_SCORE_DAYS = 14;
export const ANXIOUS_NOTES_MIN = 2;
export const NOTES_LOOKED_AT = 3;

export interface FlowRun {
  readonly flow: string;
  readonly ts: string;
}

export interface BurnoutInput {
  readonly runs: readonly FlowRun[];
  readonly events: readonly EngineEvent[];
  /** What the user typed in flows, oldest first. */
  readonly notes: readonly string[];
  readonly now: Date;
}

export interface BurnoutResult {
  readonly fired: readonly { readonly id: BurnoutTriggerId; readonly severity: Severity }[];
  /** True when any trigger fired: the flow pauses for the break message before any advice. */
  readonly tookBreak: boolean;
  readonly message: Label | null;
}

/** SPEC 6.4, run first by daily and progress. */
export function checkBurnout(input: BurnoutInput): BurnoutResult {
  const now = input.now.getTime();
  const recentRuns = input.runs.filter((r) => within(parseTs(r.ts), now, WINDOW_DAYS));
  const hits: Record<BurnoutTriggerId, boolean> = {
    'burnout.many_runs': recentRuns.filter((r) => COUNTED_FLOWS.includes(r.flow)).length >= MANY_RUNS,
    'burnout.same_flow_day': sameFlowSameDay(recentRuns),
    'burnout.falling_scores': fallingAnalyses(input.events, now),
    'burnout.low_no_green': lowWithoutGreen(input.events, now),
    'burnout.anxious_notes': anxiousNotes(input.notes),
  };
  const fired = BURNOUT_TRIGGERS.filter((t) => hits[t.id]).map((t) => ({ id: t.id, severity: t.severity }));
  return { fired, tookBreak: fired.length > 0, message: fired.length > 0 ? BREAK_MESSAGE : null };
}

function within(ms: number | null, now: number, days: number): boolean {
  return ms !== null && ms <= now && now - ms <= days * DAY_MS;
}

/**
 * "One day" is the calendar date written in the timestamp: SPEC 3.4 writes
 * local time, so its date part is the user's own day, whatever the machine's zone.
 */
function sameFlowSameDay(runs: readonly FlowRun[]): boolean {
  const counts = new Map<string, number>();
  for (const r of runs) {
    const key = `${r.flow}\u0000${r.ts.slice(0, 10)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.values()].some((n) => n >= SAME_DAY_RUNS);
}

/** The last three analyses, each lower than the one before; the newest must be within the window. */
function fallingAnalyses(events: readonly EngineEvent[], now: number): boolean {
  const last = scoredEvents(events, new Set(['analysis_done'])).slice(-3);
  const [a, b, c] = last;
  if (!a || !b || !c || !within(c.ms, now, WINDOW_DAYS)) return false;
  return b.score < a.score && c.score < b.score && a.score - c.score >= FALLING_DROP;
}

/**
 * Below 8 for 14 days: the score in force 14 days ago was below 8, every score
 * since is below 8, and no green signal was recorded since.
 */
function lowWithoutGreen(events: readonly EngineEvent[], now: number): boolean {
  const start = now - LOW_SCORE_DAYS * DAY_MS;
  const scored = scoredEvents(events).filter((e) => e.ms !== null && e.ms <= now);
  const before = scored.filter((e) => (e.ms as number) <= start);
  const inForce = before[before.length - 1];
  if (!inForce || inForce.score >= LOW_SCORE) return false;
  const since = scored.filter((e) => (e.ms as number) > start);
  if (since.some((e) => e.score >= LOW_SCORE)) return false;
  return !events.some((e) => {
    const ms = parseTs(e.ts);
    return isGreenSignal(e) && ms !== null && ms > start && ms <= now;
  });
}

function anxiousNotes(notes: readonly string[]): boolean {
  const last = notes.slice(-NOTES_LOOKED_AT);
  return last.filter((n) => ANXIOUS_PHRASES.some((p) => n.includes(p))).length >= ANXIOUS_NOTES_MIN;
}
