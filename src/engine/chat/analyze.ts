// The six-dimension chat score of the skill's SignalAnalyzer, on a tally in
// time order: who opens the conversations, how fast and how much faster they
// answer, how much they write, late-night openings, follow-up questions. The
// reference counted any message holding "?" as a follow-up (an operator
// precedence slip); here it is one of theirs, within an hour of yours, asking.
import { pyRound } from '../pyfloat.js';
import { conversationOpenings } from '../who-starts.js';
import { HAS_QUESTION, IS_TARGET, IS_TEXT, IS_USER, PARTICLES, type ChatTally } from './tally.js';

const LATE = new Set([22, 23, 0, 1, 2]);

export type SignalId =
  | 'initiative.high'
  | 'initiative.some'
  | 'initiative.none'
  | 'reply.fast'
  | 'reply.prompt'
  | 'reply.slow'
  | 'trend.faster'
  | 'trend.slower'
  | 'length.longer'
  | 'late.often'
  | 'late.some'
  | 'followup.often';

export interface ReplyStats {
  count: number;
  /** Seconds, rounded as the reference rounds (null without replies). */
  avgSeconds: number | null;
  avgExact: number | null;
  medianSeconds: number | null;
  /** Percent answered within 5 minutes, one decimal. */
  fastPercent: number | null;
}

export interface ChatAnalysis {
  total: number;
  fromTarget: number;
  fromUser: number;
  targetPercent: number;
  firstDay: number | null;
  lastDay: number | null;
  days: number;
  perDay: number;
  initiative: { target: number; user: number; targetPercent: number; userPercent: number };
  reply: { target: ReplyStats; user: ReplyStats; trend: 'faster' | 'slower' | 'steady' | 'unknown' };
  length: { targetAvg: number; userAvg: number; targetLong: number; reading: 'longer' | 'shorter' | 'long' | 'even' };
  lateNight: { targetMessages: number; targetOpens: number };
  followUps: number;
  topWords: Array<[string, number]>;
  particles: Array<[string, number]>;
  emoji: Array<[string, number]>;
  perMessage: { exclaim: number; question: number };
  ellipsis: number;
  style: 'short' | 'long' | 'mixed';
  /** Week by week (Monday to Sunday, oldest first): who opened the conversations, and the median reply of each. */
  weeks: ChatWeek[];
  /** The score out of 25 and what raised or lowered it (with the number behind each). */
  score: number;
  signals: Array<{ id: SignalId; value: number }>;
}

export interface ChatWeek {
  /** The week's Monday (wall-clock ms, like the messages' times). */
  monday: number;
  /** Conversations they opened, and you. */
  theyOpened: number;
  youOpened: number;
  /** Median seconds to answer the other (null: no reply that week). */
  theirReply: number | null;
  yourReply: number | null;
}

const WEEK_MS = 7 * 86_400_000;
/** The Monday of the week a wall-clock time falls in (1970-01-01 was a Thursday). */
const mondayOf = (wall: number): number => Math.floor((wall + 3 * 86_400_000) / WEEK_MS) * WEEK_MS - 3 * 86_400_000;

const medianOf = (xs: readonly number[]): number | null => (xs.length === 0 ? null : ([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number));

interface WeekTally {
  theyOpened: number;
  youOpened: number;
  theirs: number[];
  yours: number[];
}

/** The weeks' tallies, made as the messages pass (`week(at)`), then read out oldest first with who opened each week's conversations. */
function weekTallies() {
  const weeks = new Map<number, WeekTally>();
  const week = (at: number): WeekTally => {
    const key = mondayOf(at);
    let w = weeks.get(key);
    if (!w) weeks.set(key, (w = { theyOpened: 0, youOpened: 0, theirs: [], yours: [] }));
    return w;
  };
  return { week, done: (openings: readonly { at: number; mine: boolean }[]) => weeksOf(weeks, openings, week) };
}

/** Who opened each week's conversations and how fast each answered (the same conversations and delays as the whole). */
function weeksOf(weeks: Map<number, WeekTally>, openings: readonly { at: number; mine: boolean }[], week: (at: number) => WeekTally): ChatWeek[] {
  for (const o of openings) {
    const w = week(o.at);
    if (o.mine) w.youOpened += 1;
    else w.theyOpened += 1;
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([monday, w]) => ({ monday, theyOpened: w.theyOpened, youOpened: w.youOpened, theirReply: medianOf(w.theirs), yourReply: medianOf(w.yours) }));
}

function replyStats(delays: readonly number[]): ReplyStats {
  if (delays.length === 0) return { count: 0, avgSeconds: null, avgExact: null, medianSeconds: null, fastPercent: null };
  const avg = delays.reduce((a, b) => a + b, 0) / delays.length;
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    count: delays.length,
    avgSeconds: pyRound(avg, 0),
    avgExact: avg,
    medianSeconds: sorted[Math.floor(sorted.length / 2)] as number,
    fastPercent: pyRound((delays.filter((d) => d < 300).length / delays.length) * 100, 1),
  };
}

/** Counts, most first; a tie keeps the order first met (Python's most_common). */
const top = (map: ReadonlyMap<string, number>, n: number): Array<[string, number]> => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

const avgOf = (xs: readonly number[]): number => (xs.length === 0 ? 0 : pyRound(xs.reduce((a, b) => a + b, 0) / xs.length, 1));

export function analyzeChat(t: ChatTally): ChatAnalysis {
  const order = t.order();
  const at = (k: number) => order[k] as number;
  const ts = (k: number) => t.ts[at(k)] as number;
  const flag = (k: number) => t.flags[at(k)] as number;
  let fromTarget = 0;
  let fromUser = 0;
  let lateMessages = 0;
  let followUps = 0;
  const targetDelays: number[] = [];
  const userDelays: number[] = [];
  const weekly = weekTallies();
  const targetLens: number[] = [];
  const userLens: number[] = [];
  const n = order.length;
  for (let k = 0; k < n; k += 1) {
    const f = flag(k);
    const hour = new Date(ts(k)).getUTCHours();
    if (f & IS_TARGET) {
      fromTarget += 1;
      if (LATE.has(hour)) lateMessages += 1;
      if (f & IS_TEXT) targetLens.push(t.lengths[at(k)] as number);
    }
    if (f & IS_USER) {
      fromUser += 1;
      if (f & IS_TEXT) userLens.push(t.lengths[at(k)] as number);
    }
    if (k === 0) continue;
    const p = flag(k - 1);
    const delay = (ts(k) - ts(k - 1)) / 1000;
    if (p & IS_USER && f & IS_TARGET && delay < 3600 && f & HAS_QUESTION) followUps += 1;
    if (delay > 14_400) continue;
    if (f & IS_TARGET && p & IS_USER) {
      targetDelays.push(delay);
      weekly.week(ts(k)).theirs.push(delay);
    } else if (f & IS_USER && p & IS_TARGET) {
      userDelays.push(delay);
      weekly.week(ts(k)).yours.push(delay);
    }
  }
  // Who opens the conversations: the one definition (an hour of quiet apart), on the messages in time order.
  const times = new Float64Array(n);
  const mine = new Uint8Array(n);
  for (let k = 0; k < n; k += 1) {
    times[k] = ts(k);
    mine[k] = flag(k) & IS_TARGET ? 0 : 1;
  }
  const openings = conversationOpenings(times, mine);
  const userOpens = openings.filter((o) => o.mine).length;
  const targetOpens = openings.length - userOpens;
  const lateOpens = openings.filter((o) => !o.mine && LATE.has(new Date(o.at).getUTCHours())).length;
  const opens = targetOpens + userOpens || 1;
  const initiative = { target: targetOpens, user: userOpens, targetPercent: pyRound((targetOpens / opens) * 100, 1), userPercent: pyRound((userOpens / opens) * 100, 1) };
  let trend: ChatAnalysis['reply']['trend'] = 'unknown';
  if (targetDelays.length >= 10) {
    const half = Math.floor(targetDelays.length / 2);
    const before = targetDelays.slice(0, half).reduce((a, b) => a + b, 0) / half;
    const after = targetDelays.slice(half).reduce((a, b) => a + b, 0) / (targetDelays.length - half);
    trend = after < before * 0.7 ? 'faster' : after > before * 1.5 ? 'slower' : 'steady';
  }
  const targetAvg = avgOf(targetLens);
  const userAvg = avgOf(userLens);
  const reading = targetAvg > userAvg * 1.3 ? 'longer' : targetAvg < userAvg * 0.5 ? 'shorter' : targetAvg > 50 ? 'long' : 'even';
  const first = n > 0 ? ts(0) : null;
  const last = n > 0 ? ts(n - 1) : null;
  const days = first === null || last === null ? 0 : Math.floor((last - first) / 86_400_000) + 1;
  const analysis: Omit<ChatAnalysis, 'score' | 'signals'> = {
    weeks: weekly.done(openings),
    total: n,
    fromTarget,
    fromUser,
    targetPercent: pyRound((fromTarget / Math.max(n, 1)) * 100, 1),
    firstDay: first,
    lastDay: last,
    days,
    perDay: pyRound(n / Math.max(days, 1), 1),
    initiative,
    reply: { target: replyStats(targetDelays), user: replyStats(userDelays), trend },
    length: { targetAvg, userAvg, targetLong: targetLens.filter((l) => l > 100).length, reading },
    lateNight: { targetMessages: lateMessages, targetOpens: lateOpens },
    followUps,
    topWords: top(t.words, 15),
    particles: top(new Map(PARTICLES.filter((p) => t.particles.has(p)).map((p) => [p, t.particles.get(p) as number])), 8),
    emoji: top(t.emoji, 5),
    perMessage: { exclaim: pyRound(t.exclaim / Math.max(fromTarget, 1), 2), question: pyRound(t.question / Math.max(fromTarget, 1), 2) },
    ellipsis: t.ellipsis,
    style: t.shortMsgs > Math.max(fromTarget, 1) * 0.7 ? 'short' : t.longMsgs > Math.max(fromTarget, 1) * 0.2 ? 'long' : 'mixed',
  };
  return { ...analysis, ...scoreOf(analysis) };
}

/** The reference's points: initiative (-2..6), reply speed (-1..5), its trend (-2..3), length (-1..3), late night (0..5), follow-ups (0..3); at most 25. */
function scoreOf(a: Omit<ChatAnalysis, 'score' | 'signals'>): Pick<ChatAnalysis, 'score' | 'signals'> {
  let score = 0;
  const signals: ChatAnalysis['signals'] = [];
  const ratio = a.initiative.targetPercent;
  if (ratio >= 50) {
    score += 6;
    signals.push({ id: 'initiative.high', value: ratio });
  } else if (ratio >= 35) {
    score += 3;
    signals.push({ id: 'initiative.some', value: ratio });
  } else if (ratio >= 20) score += 1;
  else {
    score -= 2;
    signals.push({ id: 'initiative.none', value: ratio });
  }
  const avg = a.reply.target.avgSeconds;
  if (avg !== null) {
    if (avg < 120) {
      score += 5;
      signals.push({ id: 'reply.fast', value: avg });
    } else if (avg < 600) {
      score += 3;
      signals.push({ id: 'reply.prompt', value: avg });
    } else if (avg > 3600) {
      score -= 1;
      signals.push({ id: 'reply.slow', value: avg });
    }
  }
  if (a.reply.trend === 'faster') {
    score += 3;
    signals.push({ id: 'trend.faster', value: 0 });
  } else if (a.reply.trend === 'slower') {
    score -= 2;
    signals.push({ id: 'trend.slower', value: 0 });
  }
  if (a.length.reading === 'longer') {
    score += 3;
    signals.push({ id: 'length.longer', value: a.length.targetAvg });
  } else if (a.length.reading === 'shorter') score -= 1;
  const late = a.lateNight.targetOpens;
  if (late >= 5) {
    score += 5;
    signals.push({ id: 'late.often', value: late });
  } else if (late >= 2) {
    score += 2;
    signals.push({ id: 'late.some', value: late });
  } else if (a.lateNight.targetMessages > 0) score += 1;
  if (a.followUps >= 10) {
    score += 3;
    signals.push({ id: 'followup.often', value: a.followUps });
  } else if (a.followUps >= 3) score += 1;
  return { score: Math.min(25, score), signals };
}
