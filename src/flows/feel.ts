import { MOOD_RECORDED, moodTrend, type MoodTrend } from '../engine/mood.js';
import { type Memory } from '../memory/index.js';
import { refused, type SimpEvent } from '../model/index.js';
import { typed } from './errors.js';
import { runFlow } from './run.js';
import type { Planned, WriteOutcome } from './types.js';

/** How many of the recorded moods are read for the trend's average (the newest). */
const MOODS_READ = 10_000;

/** The user's own mood, 1 (low) .. 5 (well), as typed (`"3"`) or picked (3), and a note. */
export interface FeelInput {
  mood: string | number;
  note?: string;
}

export interface FeelReport {
  mood: number;
  note: string | null;
  /** The trend with this mood counted. */
  trend: MoodTrend;
}

export type FeelResult = FeelReport & { write: WriteOutcome };

/** A mood 1..5, or the issue that says what is wrong with it. */
export function moodOfInput(value: string | number): number {
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) throw refused({ field: 'mood', kind: 'integer' });
  const n = Number(text);
  if (n < 1 || n > 5) throw refused({ field: 'mood', kind: 'range', min: 1, max: 5, integer: true });
  return n;
}

/** The moods recorded so far, in log order. */
export function loadMoods(mem: Memory, slug: string): SimpEvent[] {
  return mem.recent(slug, MOODS_READ, [MOOD_RECORDED]).events;
}

/** One `mood_recorded` event; the trend is the recorded moods with this one last. */
export function planFeel(input: FeelInput, moods: readonly SimpEvent[]): Planned<FeelReport> {
  const mood = moodOfInput(input.mood);
  const note = typed(input.note);
  const data = { mood, ...(note === null ? {} : { note }) };
  const trend = moodTrend([...moods, { ts: '', type: MOOD_RECORDED, data }]) as MoodTrend;
  return { report: { mood, note, trend }, writes: { events: [{ type: MOOD_RECORDED, data }], state: null, strategy: null, run: null } };
}

/** `simp feel`: how the user is, recorded as `mood_recorded` through the one write path. */
export async function runFeel(mem: Memory, slug: string, input: FeelInput): Promise<FeelResult> {
  moodOfInput(input.mood);
  const { report, write } = await runFlow(mem, slug, () => loadMoods(mem, slug), (moods) => planFeel(input, moods));
  return { ...report, write };
}
