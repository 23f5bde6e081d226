// What progress and daily take from interaction times: the pace of the last
// two weeks, the streak, who starts the chats, and when to send. Pure.
import { frequency, goldenHours, wallTime, withinDays, type RhythmRecord } from './rhythm.js';
import { pyRound } from './pyfloat.js';
import { countOpenings, recordOpenings } from './who-starts.js';
import type { Label } from './types.js';

const DAY_MS = 86_400_000;
/** How many of the newest interactions progress and daily read: far more than 30 days of any chat. */
export const DIGEST_INTERACTIONS = 50_000;
/** Fewer records than this say nothing about a rhythm (the progress tracker's floor). */
export const PACE_MIN_RECORDS = 7;
/** Fewer than this say nothing about golden hours (the daily coach's floor). */
export const GOLDEN_MIN_RECORDS = 10;
/** Conversations with a known opener needed before the share you opened counts as a risk. */
export const INITIATIVE_MIN_CHATS = 10;

export type Pace = 'faster' | 'slower' | 'steady';

export interface RhythmDigest {
  /** Interactions a day over the last 7 days, one decimal. */
  perDay: number;
  pace: Pace;
  streak: number;
  /** Share of the conversations begun in the last 30 days that you opened (`whoStarts`), whole percent, and how many; null with too few. */
  initiative: { percent: number; chats: number } | null;
}

/** Interaction pace (last 7 days against the 7 before: ×1.3 faster, ×0.7 slower), the streak and who starts; null below 7 records. */
export function rhythmDigest(records: readonly RhythmRecord[], now: number): RhythmDigest | null {
  if (records.length < PACE_MIN_RECORDS) return null;
  const ages = records.map((r) => wallTime(r.ts)).filter((t): t is number => t !== null && t <= now).map((t) => now - t);
  const last = ages.filter((a) => a < 7 * DAY_MS).length;
  const before = ages.filter((a) => a >= 7 * DAY_MS && a < 14 * DAY_MS).length;
  const pace: Pace = last > before * 1.3 ? 'faster' : last < before * 0.7 ? 'slower' : 'steady';
  const f = frequency(records, now, 30);
  const opened = countOpenings(recordOpenings(records), now - 30 * DAY_MS, now);
  return {
    perDay: pyRound(last / 7, 1),
    pace,
    streak: f.currentStreak,
    initiative: opened.conversations >= INITIATIVE_MIN_CHATS ? { percent: opened.percent as number, chats: opened.conversations } : null,
  };
}

/** How often to be in touch in each stage (the progress tracker's reference). */
export const STAGE_RHYTHM: Readonly<Record<string, Label>> = {
  破冰期: { zh: '每 2-3 天一次轻量互动', en: 'something light every 2-3 days' },
  升温期: { zh: '每 1-2 天一次有内容的互动', en: 'something with substance every 1-2 days' },
  暧昧期: { zh: '接近每天都有互动，但不强求', en: 'close to daily, without forcing it' },
  表白前: { zh: '保持自然频率，不要刻意加码', en: 'your natural pace; do not step it up on purpose' },
  '表白后-成功': { zh: '根据对方回应节奏调整', en: 'follow the pace of their answers' },
  '表白后-被拒': { zh: '根据对方回应节奏调整', en: 'follow the pace of their answers' },
};

/**
 * The hour to send a message on a weekday or weekend: that kind of day's peak
 * of their messages, else the overall peak; null below 10 records or without
 * received chats.
 */
export function sendHour(records: readonly RhythmRecord[], now: number, weekend: boolean): number | null {
  if (records.length < GOLDEN_MIN_RECORDS || withinDays(records, now, 30, ['chat_received']).length === 0) return null;
  const g = goldenHours(records, now, 30);
  return (weekend ? g.weekendPeak : g.weekdayPeak) ?? g.peakHour;
}

/**
 * Your share of the conversations begun each week (`whoStarts`), week by week (the last `weeks`
 * weeks of 7 days ending now, oldest first); null for a week without one.
 */
export function initiativeByWeek(records: readonly RhythmRecord[], now: number, weeks: number): Array<number | null> {
  const openings = recordOpenings(records);
  return Array.from({ length: weeks }, (_, w) => {
    const end = now - (weeks - 1 - w) * 7 * DAY_MS;
    // A week is the 7 days up to its end, its start left out (the week before has it).
    return countOpenings(openings, end - 7 * DAY_MS + 1, end).percent;
  });
}
