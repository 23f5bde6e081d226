// The rhythm analyses of one crush's files once read: no file access here, so
// the command line's quick path can use it without the memory service.
import { happened } from '../model/records.js';
import type { ReadReport } from '../memory/log/event-lines.js';
import { frequency, goldenHours, milestones, replyTimes, wallOf, type Frequency, type GoldenHours, type Milestones, type ReplyTimes, type RhythmRecord, type StageTransition } from '../engine/rhythm.js';
import { whoStarts, type WhoStarts } from '../engine/who-starts.js';
import { refused } from '../model/errors.js';
import { trimRepeated } from '../model/text.js';

const DAY_MS = 86_400_000;

export const RHYTHM_PARTS = ['frequency', 'milestones', 'reply', 'golden'] as const;
export type RhythmPart = (typeof RHYTHM_PARTS)[number];

export interface Rhythm {
  days: number;
  /** The time tracker's counts; its `userRatio` is per record (kept for byte parity), not who starts. */
  frequency: Frequency;
  /** Who starts, per conversation (`whoStarts`): the conversations begun in the window, up to now. */
  starts: WhoStarts;
  milestones: Milestones;
  reply: ReplyTimes;
  golden: GoldenHours;
  /** Lines of interactions.jsonl that are not records (left out, counted). */
  skipped: ReadReport;
}

/**
 * The profile's `created_at` as the time tracker finds it: the first frontmatter
 * line starting `created_at:`, quotes trimmed (it reads no YAML).
 */
export function createdAtLine(profile: string | null): string | null {
  if (profile === null || !profile.startsWith('---')) return null;
  const parts = profile.split('---');
  if (parts.length < 3) return null;
  const line = (parts[1] as string).trim().split(/\r\n|\r|\n/).find((l) => l.trim().startsWith('created_at:'));
  if (line === undefined) return null;
  const value = trimRepeated(trimRepeated(line.slice(line.indexOf(':') + 1).trim(), '"'), "'");
  return value === '' ? null : value;
}

/** `days` as the time tracker takes it: a whole number, 0 for all of the log. */
export function checkDays(days: number): number {
  if (!Number.isInteger(days) || days < 0) throw refused({ field: 'days', kind: 'at-least', value: String(days), min: 0, integer: true, unit: 'days' });
  return days;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
export const transitionOf = (e: { ts: string; data: Record<string, unknown> }): StageTransition => ({ ts: e.ts, from: text(e.data['from']), to: text(e.data['to']) });

export function analyses(all: readonly RhythmRecord[], transitions: readonly StageTransition[], profile: string | null, now: Date, days: number, skipped: ReadReport): Rhythm {
  const wall = wallOf(now);
  // What happened: interactions logged as planned are not counted (the time tracker, which
  // does not know the mark, counts them).
  const records = happened(all);
  return {
    days,
    frequency: frequency(records, wall, days),
    starts: whoStarts(records, days ? wall - days * DAY_MS : -Infinity, wall),
    milestones: milestones(createdAtLine(profile), transitions, wall),
    reply: replyTimes(records, wall, days),
    golden: goldenHours(records, wall, days),
    skipped,
  };
}

