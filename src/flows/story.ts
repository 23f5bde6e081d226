import { isPlanned, parseTs } from '../model/index.js';
import type { InteractionRecord } from '../memory/index.js';
import { wallTime } from '../engine/rhythm.js';
import { conversationOpenings, countOpenings, starterOf } from '../engine/who-starts.js';

/** Weeks of chats the review lists one by one (the newest); older ones are in the totals. */
const KEEP_WEEKS = 12;
const DAY_MS = 86_400_000;

/** One week of interactions (Monday to Sunday, local days). */
export interface StoryWeek {
  /** The week's Monday, `YYYY-MM-DD`. */
  readonly start: string;
  readonly sent: number;
  readonly received: number;
  /** Meetings, calls, online. */
  readonly other: number;
}

/** What interactions.jsonl holds, for the review before letting go. */
export interface InteractionsReview {
  /** Records that happened (planned ones are left out). */
  readonly count: number;
  readonly first: string | null;
  readonly last: string | null;
  /** Records per kind (chat_sent, chat_received, meeting, call, online_interaction). */
  readonly byType: Readonly<Record<string, number>>;
  /** The newest weeks with any record, oldest first. */
  readonly weeks: readonly StoryWeek[];
  /** Weeks with records before the ones listed. */
  readonly earlierWeeks: number;
  /** Who opened each conversation (`whoStarts`: a chat after an hour of quiet), where the record says who wrote it. */
  readonly opened: { readonly you: number; readonly them: number };
  /** The score of the newest imported chat (`simp import`), out of 25, if one was scored. */
  readonly chatScore: { readonly score: number; readonly at: string | null } | null;
  /** Planned interactions (still to come), not counted above. */
  readonly planned: number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The Monday of a moment's local week, `YYYY-MM-DD`. */
function mondayOf(ms: number): string {
  const d = new Date(ms);
  const monday = new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7));
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}

/**
 * Folds every interaction, streamed, into the review's summary: counts, span, the
 * weeks, who opened the conversations. Memory grows with the weeks and with one
 * number and a byte per chat record whose writer is known (a million imported messages: 9 MB).
 */
export class InteractionsTally {
  private count = 0;
  private planned = 0;
  private firstMs = Infinity;
  private lastMs = -Infinity;
  private first: string | null = null;
  private last: string | null = null;
  private readonly byType: Record<string, number> = {};
  private readonly weeks = new Map<string, { sent: number; received: number; other: number }>();
  /** Chat records whose writer is known, in log order: time in ms, and 1 when it was you. */
  private starts = new Float64Array(1024);
  private mine = new Uint8Array(1024);
  private starters = 0;

  add(record: InteractionRecord): void {
    if (isPlanned(record)) {
      this.planned += 1;
      return;
    }
    this.count += 1;
    this.byType[record.type] = (this.byType[record.type] ?? 0) + 1;
    const ms = parseTs(record.ts)?.getTime() ?? null;
    if (ms === null) return;
    if (ms < this.firstMs) [this.firstMs, this.first] = [ms, record.ts];
    if (ms >= this.lastMs) [this.lastMs, this.last] = [ms, record.ts];
    const week = mondayOf(ms);
    const w = this.weeks.get(week) ?? { sent: 0, received: 0, other: 0 };
    if (record.type === 'chat_sent') w.sent += 1;
    else if (record.type === 'chat_received') w.received += 1;
    else w.other += 1;
    this.weeks.set(week, w);
    const starter = starterOf(record);
    // On the wall clock, as every other count of who starts reads it.
    const wall = starter === null ? null : wallTime(record.ts);
    if (starter !== null && wall !== null) {
      if (this.starters === this.starts.length) {
        const grown = new Float64Array(this.starts.length * 2);
        grown.set(this.starts);
        this.starts = grown;
        const grownMine = new Uint8Array(this.mine.length * 2);
        grownMine.set(this.mine);
        this.mine = grownMine;
      }
      this.mine[this.starters] = starter ? 1 : 0;
      this.starts[this.starters++] = wall;
    }
  }

  /** The earliest and the latest dated record, for the span of the whole story. */
  bounds(): { first: { ms: number; ts: string } | null; last: { ms: number; ts: string } | null } {
    return {
      first: this.first === null ? null : { ms: this.firstMs, ts: this.first },
      last: this.last === null ? null : { ms: this.lastMs, ts: this.last },
    };
  }

  review(chatScore: InteractionsReview['chatScore']): InteractionsReview {
    const { you, them } = countOpenings(conversationOpenings(this.starts.subarray(0, this.starters), this.mine.subarray(0, this.starters)));
    const weeks = [...this.weeks.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([start, w]) => ({ start, ...w }));
    return {
      count: this.count,
      first: this.first,
      last: this.last,
      byType: { ...this.byType },
      weeks: weeks.slice(-KEEP_WEEKS),
      earlierWeeks: Math.max(0, weeks.length - KEEP_WEEKS),
      opened: { you, them },
      chatScore,
      planned: this.planned,
    };
  }
}

/** Whole days from the first record to the last (0 when they are the same day). */
export function spanDays(first: string | null, last: string | null): number | null {
  const a = first === null ? null : parseTs(first);
  const b = last === null ? null : parseTs(last);
  if (!a || !b) return null;
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.max(0, Math.round((day(b) - day(a)) / DAY_MS));
}
