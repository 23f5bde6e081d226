// The interaction-time analyses of the skill's time tracker (its `analyze`):
// frequency with streaks and who starts, reply-time buckets, golden hours and
// stage durations against baselines. Pure: records, the wall clock and the
// window come in; numbers go out, the same as the reference's on the same file.
import { pyRound } from './pyfloat.js';

/** One line of interactions.jsonl as read (time tracker format). */
export interface RhythmRecord {
  ts: string;
  type: string;
  data: Record<string, unknown>;
}

const DAY_MS = 86_400_000;
export const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * A naive ISO time as milliseconds on a clock without zones (the reference
 * compares naive times); null when it is not a time. An offset is read past:
 * the wall time is what the record says.
 */
export function wallTime(text: string): number | null {
  const m = WALL.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v))) as [number, number, number, number, number, number];
  const ms = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const t = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  return new Date(t).getUTCDate() === d ? t : null;
}

/** The wall clock of a moment in the local zone, as `wallTime` counts. */
export function wallOf(now: Date): number {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds());
}

const dayOf = (wall: number): number => Math.floor(wall / DAY_MS);
const dateText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The records of the last `days` days (all when days is 0), of the given types, in file order. */
export function withinDays(records: readonly RhythmRecord[], now: number, days: number, types?: readonly string[]): RhythmRecord[] {
  const cutoff = days ? now - days * DAY_MS : null;
  return records.filter((r) => {
    if (types && !types.includes(r.type)) return false;
    if (cutoff === null) return true;
    const t = wallTime(r.ts);
    return t !== null && t >= cutoff;
  });
}

const hourOf = (r: RhythmRecord): number | null => (typeof r.data['hour'] === 'number' ? r.data['hour'] : null);

export interface Frequency {
  total: number;
  activeDays: number;
  totalDays: number;
  currentStreak: number;
  maxStreak: number;
  userCount: number;
  themCount: number;
  /** Percent of the interactions the user started, one decimal. */
  userRatio: number;
  /** Interactions per hour of the day, hours in order. */
  byHour: Array<[number, number]>;
  byDayOfWeek: Record<(typeof DAY_NAMES)[number], number>;
}

/** Frequency, streaks and who starts (the reference's `analyze_timeline` and `get_interaction_frequency`). */
export function frequency(records: readonly RhythmRecord[], now: number, days: number): Frequency {
  const list = withinDays(records, now, days);
  const hours = new Map<number, number>();
  const byDayOfWeek = Object.fromEntries(DAY_NAMES.map((d) => [d, 0])) as Frequency['byDayOfWeek'];
  const dates = new Set<string>();
  let userCount = 0;
  let themCount = 0;
  for (const r of list) {
    const hour = hourOf(r);
    if (hour !== null) hours.set(hour, (hours.get(hour) ?? 0) + 1);
    const dow = r.data['day_of_week'];
    if (typeof dow === 'string' && Object.hasOwn(byDayOfWeek, dow)) byDayOfWeek[dow as keyof typeof byDayOfWeek] += 1;
    const date = r.ts.slice(0, 10);
    if (date !== '') dates.add(date);
    if (r.data['is_initiator'] === true) userCount += 1;
    else if (r.data['is_initiator'] === false) themCount += 1;
  }
  const byHour = [...hours.entries()].sort((a, b) => a[0] - b[0]);
  const base = { totalDays: days, byHour, byDayOfWeek, userCount, themCount };
  if (list.length === 0) return { ...base, total: 0, activeDays: 0, currentStreak: 0, maxStreak: 0, userRatio: 0 };
  const sortedDays = [...dates].sort().map((d) => wallTime(d)).filter((t): t is number => t !== null).map(dayOf);
  let current = 1;
  let longest = 1;
  for (let i = 1; i < sortedDays.length; i += 1) {
    current = (sortedDays[i] as number) - (sortedDays[i - 1] as number) === 1 ? current + 1 : 1;
    longest = Math.max(longest, current);
  }
  const last = sortedDays.at(-1);
  const today = dayOf(now);
  const currentStreak = last !== undefined && (last === today || today - last === 1) ? current : 0;
  return {
    ...base,
    total: list.length,
    activeDays: dates.size,
    currentStreak,
    maxStreak: sortedDays.length > 0 ? longest : 0,
    userRatio: pyRound((userCount / list.length) * 100, 1),
  };
}

export const REPLY_BUCKETS = [
  ['lte_5min', 0, 5],
  ['min_5_to_15', 5, 15],
  ['min_15_to_60', 15, 60],
  ['hr_1_to_4', 60, 240],
  ['gt_4h', 240, Infinity],
] as const;
export type ReplyBucket = (typeof REPLY_BUCKETS)[number][0];

export interface ReplyTimes {
  totalReplies: number;
  averageMin: number | null;
  medianMin: number | null;
  /** Percent of replies per bucket, one decimal; empty when there are none. */
  distribution: Partial<Record<ReplyBucket, number>>;
}

/** How long they take to answer: `reply_delay_min` of received chats (the reference's `analyze_reply_times`). */
export function replyTimes(records: readonly RhythmRecord[], now: number, days: number): ReplyTimes {
  const delays = withinDays(records, now, days, ['chat_received'])
    .map((r) => r.data['reply_delay_min'])
    .filter((d): d is number => typeof d === 'number' && Number.isFinite(d));
  if (delays.length === 0) return { totalReplies: 0, averageMin: null, medianMin: null, distribution: {} };
  const sum = delays.reduce((a, b) => a + b, 0);
  const sorted = [...delays].sort((a, b) => a - b);
  const distribution: Partial<Record<ReplyBucket, number>> = {};
  for (const [label, lo, hi] of REPLY_BUCKETS) {
    const count = delays.filter((d) => lo <= d && d < hi).length;
    distribution[label] = pyRound((count / delays.length) * 100, 1);
  }
  return { totalReplies: delays.length, averageMin: pyRound(sum / delays.length, 1), medianMin: sorted[Math.floor(sorted.length / 2)] as number, distribution };
}

export interface GoldenHours {
  peakHour: number | null;
  topWindows: Array<{ hour: number; count: number; pct: number }>;
  weekdayPeak: number | null;
  weekendPeak: number | null;
}

/** The hour among most counts; a tie goes to the hour seen first in the file, as the reference's does. */
function peak(counts: Map<number, number>): number | null {
  let best: number | null = null;
  for (const [hour, count] of counts) if (best === null || count > (counts.get(best) as number)) best = hour;
  return best;
}

/** When they write: hours of received chats (the reference's `analyze_golden_hours`). */
export function goldenHours(records: readonly RhythmRecord[], now: number, days: number): GoldenHours {
  const received = withinDays(records, now, days, ['chat_received']);
  const all = new Map<number, number>();
  const weekday = new Map<number, number>();
  const weekend = new Map<number, number>();
  for (const r of received) {
    const hour = hourOf(r);
    if (hour === null) continue;
    all.set(hour, (all.get(hour) ?? 0) + 1);
    const side = r.data['day_of_week'] === 'sat' || r.data['day_of_week'] === 'sun' ? weekend : weekday;
    side.set(hour, (side.get(hour) ?? 0) + 1);
  }
  const top = [...all.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return {
    peakHour: peak(all),
    topWindows: top.map(([hour, count]) => ({ hour, count, pct: pyRound((count / received.length) * 100, 1) })),
    weekdayPeak: peak(weekday),
    weekendPeak: peak(weekend),
  };
}

/** Days a stage usually takes (the time tracker's baselines). */
export const STAGE_BASELINES: Readonly<Record<string, readonly [number, number]>> = {
  破冰期: [7, 14],
  升温期: [10, 21],
  暧昧期: [14, 35],
  表白前: [7, 21],
  '表白后-成功': [0, 0],
};

export type StagePace = 'fast' | 'normal' | 'slow';

export interface StageSpan {
  name: string;
  start: string;
  /** Null for the stage the crush is in now. */
  end: string | null;
  days: number;
  baseline: readonly [number, number];
  status: StagePace;
}

export interface Milestones {
  stages: StageSpan[];
  totalDays: number;
  createdAt: string | null;
}

export interface StageTransition {
  /** The event's `ts`. */
  ts: string;
  from: string;
  to: string;
}

function pace(name: string, days: number): { baseline: readonly [number, number]; status: StagePace } {
  const baseline = STAGE_BASELINES[name] ?? ([0, 0] as const);
  const status = baseline[0] > 0 && days > baseline[1] ? 'slow' : baseline[0] > 0 && days < baseline[0] ? 'fast' : 'normal';
  return { baseline, status };
}

/**
 * Time spent in each stage since the profile was created, from the stage changes
 * in log order (the reference's `analyze_milestones`); no stages without a
 * creation date.
 */
export function milestones(createdAt: string | null, transitions: readonly StageTransition[], now: number): Milestones {
  const created = createdAt === null ? null : wallTime(createdAt.slice(0, 10));
  if (created === null) return { stages: [], totalDays: 0, createdAt: null };
  const today = dayOf(now);
  const stages: StageSpan[] = [];
  let prev = dayOf(created);
  let current = '破冰期';
  for (const t of transitions) {
    const at = wallTime(t.ts.slice(0, 10));
    if (at === null) continue;
    const day = dayOf(at);
    stages.push({ name: t.from, start: dateText(prev), end: dateText(day), days: day - prev, ...pace(t.from, day - prev) });
    prev = day;
    current = t.to;
  }
  stages.push({ name: current, start: dateText(prev), end: null, days: today - prev, ...pace(current, today - prev) });
  return { stages, totalDays: today - dayOf(created), createdAt: dateText(dayOf(created)) };
}
