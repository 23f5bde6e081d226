import {
  ANXIOUS_PHRASES,
  FLOW_NAMES,
  BREAK_MESSAGE,
  BURNOUT_TRIGGERS,
  COUNTED_FLOWS,
  type BurnoutTriggerId,
} from './catalog-burnout.js';
import { localDate } from '../model/time.js';
import { MOOD_LOW, moodIsLow, moodSparkline, moodTrend } from './mood.js';
import { DAY_MS, isGreenSignal, loggedTimes, scoredEvents } from './history.js';
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

export interface FiredCheck {
  readonly id: BurnoutTriggerId;
  readonly severity: Severity;
  /** Which check fired and why, in plain words with the figures that made it fire. */
  readonly why: Label;
}

export interface BurnoutResult {
  readonly fired: readonly FiredCheck[];
  /** True when any trigger fired: the flow pauses for the break message before any advice. */
  readonly tookBreak: boolean;
  readonly message: Label | null;
}

/** SPEC 6.4, run first by daily and progress. */
export function checkBurnout(input: BurnoutInput): BurnoutResult {
  const now = input.now.getTime();
  const runTimes = loggedTimes(input.runs, now);
  const recentRuns = input.runs.flatMap((r, i) => {
    const ms = runTimes[i] ?? null;
    return within(ms, now, WINDOW_DAYS) ? [{ flow: r.flow, ms: ms as number }] : [];
  });
  const why: Record<BurnoutTriggerId, Label | null> = {
    'burnout.many_runs': manyRuns(recentRuns),
    'burnout.same_flow_day': sameFlowSameDay(recentRuns),
    'burnout.falling_scores': fallingAnalyses(input.events, now),
    'burnout.low_no_green': lowWithoutGreen(input.events, now),
    'burnout.anxious_notes': anxiousNotes(input.notes),
    'burnout.low_mood': lowMood(input.events),
  };
  const fired = BURNOUT_TRIGGERS.flatMap((t) => {
    const reason = why[t.id];
    return reason ? [{ id: t.id, severity: t.severity, why: reason }] : [];
  });
  return { fired, tookBreak: fired.length > 0, message: fired.length > 0 ? BREAK_MESSAGE : null };
}

/** `ms` is a logged time (never later than now): within the last `days` days. */
function within(ms: number | null, now: number, days: number): boolean {
  return ms !== null && now - ms <= days * DAY_MS;
}

interface TimedRun {
  readonly flow: string;
  readonly ms: number;
}

function manyRuns(runs: readonly TimedRun[]): Label | null {
  const n = runs.filter((r) => COUNTED_FLOWS.includes(r.flow)).length;
  if (n < MANY_RUNS) return null;
  return {
    zh: `过去 ${WINDOW_DAYS} 天里，信号分析、今日小结和进度评估一共运行了 ${n} 次（到 ${MANY_RUNS} 次就值得停一停）。`,
    en: `In the last ${WINDOW_DAYS} days, analyze, daily and progress ran ${n} times together (${MANY_RUNS} is the point to pause).`,
  };
}

/**
 * "One day" is the local calendar day of each run's logged time: a run stamped
 * with an offset, or after the clock went back, is counted on the day it
 * happened in the log's order, not on the day name its stamp happens to carry.
 */
function sameFlowSameDay(runs: readonly TimedRun[]): Label | null {
  const counts = new Map<string, { flow: string; day: string; n: number }>();
  for (const r of runs) {
    const day = localDate(new Date(r.ms));
    const key = `${r.flow}\u0000${day}`;
    const c = counts.get(key) ?? { flow: r.flow, day, n: 0 };
    c.n += 1;
    counts.set(key, c);
  }
  const hit = [...counts.values()].filter((c) => c.n >= SAME_DAY_RUNS).sort((a, b) => b.n - a.n)[0];
  if (!hit) return null;
  const name = FLOW_NAMES[hit.flow] ?? { zh: hit.flow, en: hit.flow };
  return {
    zh: `${hit.day} 这一天，「${name.zh}」运行了 ${hit.n} 次（同一天 ${SAME_DAY_RUNS} 次就算多了）。`,
    en: `On ${hit.day}, ${name.en} ran ${hit.n} times (${SAME_DAY_RUNS} in one day is already a lot).`,
  };
}

/** The last three analyses, each lower than the one before; the newest must be within the window. */
function fallingAnalyses(events: readonly EngineEvent[], now: number): Label | null {
  const last = scoredEvents(events, new Set(['analysis_done']), now).slice(-3);
  const [a, b, c] = last;
  if (!a || !b || !c || !within(c.ms, now, WINDOW_DAYS)) return null;
  if (!(b.score < a.score && c.score < b.score && a.score - c.score >= FALLING_DROP)) return null;
  const path = `${a.score} → ${b.score} → ${c.score}`;
  return {
    zh: `最近三次分析的分数是 ${path}，每次都更低，一共降了 ${a.score - c.score} 分。`,
    en: `Your last three analyses scored ${path}, lower each time, ${a.score - c.score} points down in all.`,
  };
}

/**
 * Below 8 for 14 days: the score in force 14 days ago was below 8, every score
 * since is below 8, and no green signal was recorded since.
 */
function lowWithoutGreen(events: readonly EngineEvent[], now: number): Label | null {
  const start = now - LOW_SCORE_DAYS * DAY_MS;
  const scored = scoredEvents(events, undefined, now).filter((e) => e.ms !== null);
  const before = scored.filter((e) => (e.ms as number) <= start);
  const inForce = before[before.length - 1];
  if (!inForce || inForce.score >= LOW_SCORE) return null;
  const since = scored.filter((e) => (e.ms as number) > start);
  if (since.some((e) => e.score >= LOW_SCORE)) return null;
  const times = loggedTimes(events, now);
  const green = events.some((e, i) => {
    const ms = times[i] ?? null;
    return isGreenSignal(e) && ms !== null && ms > start;
  });
  if (green) return null;
  const latest = (since[since.length - 1] ?? inForce).score;
  return {
    zh: `分数已经 ${LOW_SCORE_DAYS} 天都低于 ${LOW_SCORE}（现在是 ${latest}），这段时间没有记下一个绿灯信号。`,
    en: `The score has stayed below ${LOW_SCORE} for ${LOW_SCORE_DAYS} days (it is ${latest} now), with no green signal recorded in that time.`,
  };
}

function anxiousNotes(notes: readonly string[]): Label | null {
  const last = notes.slice(-NOTES_LOOKED_AT);
  const anxious = last.filter((n) => ANXIOUS_PHRASES.some((p) => n.includes(p)));
  if (anxious.length < ANXIOUS_NOTES_MIN) return null;
  const words = ANXIOUS_PHRASES.filter((p) => anxious.some((n) => n.includes(p)));
  return {
    zh: `你最近写下的 ${last.length} 段话里，有 ${anxious.length} 段带着焦虑的话（${words.map((w) => `「${w}」`).join('')}）。`,
    en: `${anxious.length} of the last ${last.length} notes you wrote carry anxious wording (${words.map((w) => `"${w}"`).join(', ')}).`,
  };
}

/** What the user recorded of their own mood (`simp feel`): 3 of the last 5 at 2 or lower. */
function lowMood(events: readonly EngineEvent[]): Label | null {
  const t = moodTrend(events);
  if (t === null || !moodIsLow(t)) return null;
  const spark = moodSparkline(t.last);
  return {
    zh: `你自己记下的最近 ${t.last.length} 次心情里，有 ${t.low} 次在 ${MOOD_LOW} 分或以下（${spark}）。`,
    en: `${t.low} of the last ${t.last.length} moods you recorded were ${MOOD_LOW} or lower (${spark}).`,
  };
}
