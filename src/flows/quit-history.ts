import { localIso, parseTs, SCORED_EVENT_TYPES, type SimpEvent } from '../model/index.js';
import { isGreenSignal, isRedSignal, marksFriendZone } from '../engine/history.js';
import { lowMoment, moodsBesideCost, type LowMoment } from '../engine/quit-depth.js';
import { MOOD_RECORDED, MOOD_WINDOW, type MoodTrend } from '../engine/mood.js';
import type { EngineEvent } from '../engine/types.js';
import type { OnThisDay } from '../engine/on-this-day.js';
import { spanDays, type InteractionsReview, type InteractionsTally } from './story.js';

/** More than the quit rules look at (the last four scores), so the review can show a short history. */
const KEEP_SCORES = 8;
const KEEP_STAGE_CHANGES = 50;
const KEEP_VERDICTS = 5;
/** The newest crisis / "no" records kept for the opening's low-moment check (more than one day can hold). */
const KEEP_LOWS = 8;

/** The timeline review shown before the quit questions (SPEC 6.3). */
export interface TimelineReview {
  events: number;
  first: string | null;
  last: string | null;
  /** The latest stage changes, oldest first. */
  stageChanges: { ts: string; from: string; to: string }[];
  /** The latest scores, oldest first. */
  scores: { ts: string; score: number; stage: string | null }[];
  greens: number;
  reds: number;
  lastGreen: string | null;
  /** Earlier quit reviews, oldest first: when (and how many days before now), and what was concluded. */
  verdicts: { ts: string; daysAgo: number | null; conclusion: string | null; verdict: string }[];
  /** What interactions.jsonl holds (logged and imported chats, meetings, calls); absent when it was not read. */
  interactions?: InteractionsReview;
  /**
   * The whole story: every event AND every interaction, from the first record of
   * either file to the last (the span the review says).
   */
  story?: { records: number; first: string | null; last: string | null; days: number | null };
  /** What happened on this day in earlier years, events and interactions alike (newest year first). */
  onThisDay?: OnThisDay[];
}

interface Kept {
  at: number;
  event: SimpEvent;
  /** The event's logged time so far: no later than any event written after it (engine `loggedTimes`). */
  bound: number;
}

/**
 * Folds EVERY event of the log, streamed, into what the quit judge reads (the
 * first dated event, any friend-zone stage, the latest scores and the latest
 * green signal) plus the review. Memory stays flat for 200,000 events (SPEC 7);
 * a property test checks the judge answers the same on the fold as on the log.
 */
export class QuitHistory {
  private count = 0;
  private firstDated: Kept | null = null;
  private friendZone: Kept | null = null;
  private lastGreen: Kept | null = null;
  private scored: Kept[] = [];
  private first: string | null = null;
  private last: string | null = null;
  private stageChanges: TimelineReview['stageChanges'] = [];
  private greens = 0;
  private reds = 0;
  private verdicts: TimelineReview['verdicts'] = [];
  private latest: string | null = null;
  private latestMs = -Infinity;
  /** What the opening reads: the newest crisis and "no" records, the newest moods and every mood's sum. */
  private lows: SimpEvent[] = [];
  private moods: SimpEvent[] = [];
  private moodSum = 0;
  private moodCount = 0;

  add(event: SimpEvent): void {
    // A correction is bookkeeping about another record, not part of the story: the corrected record already reads as it now is.
    if (event.type === 'record_corrected') return;
    const ms = parseTs(event.ts)?.getTime() ?? null;
    // An event dated back to when it happened bounds the earlier ones by when it was written.
    const at = event.data['recorded_at'];
    const written = typeof at === 'string' ? (parseTs(at)?.getTime() ?? null) : null;
    const bound = ms === null ? null : written !== null && written >= ms ? written : ms;
    if (bound !== null) for (const k of this.keptNow()) k.bound = Math.min(k.bound, bound);
    const kept: Kept = { at: this.count, event, bound: ms ?? Infinity };
    this.count += 1;
    this.first ??= event.ts;
    this.last = event.ts;
    if (ms !== null && ms >= this.latestMs) [this.latestMs, this.latest] = [ms, event.ts];
    if (this.firstDated === null && ms !== null) this.firstDated = kept;
    const d = event.data;
    if (event.type === 'stage_changed') {
      this.stageChanges.push({ ts: event.ts, from: String(d['from'] ?? ''), to: String(d['to'] ?? '') });
      if (this.stageChanges.length > KEEP_STAGE_CHANGES) this.stageChanges.shift();
    }
    if (event.type === 'quit_evaluated' && typeof d['verdict'] === 'string') {
      this.verdicts.push({ ts: event.ts, daysAgo: null, conclusion: typeof d['conclusion'] === 'string' ? d['conclusion'] : null, verdict: d['verdict'] });
      if (this.verdicts.length > KEEP_VERDICTS) this.verdicts.shift();
    }
    this.addLow(event);
    if (marksFriendZone(event)) this.friendZone ??= kept;
    if (SCORED_EVENT_TYPES.has(event.type) && typeof d['score'] === 'number' && Number.isFinite(d['score'])) {
      this.scored.push(kept);
      if (this.scored.length > KEEP_SCORES) this.scored.shift();
    }
    if (isGreenSignal(event)) {
      this.greens += 1;
      if (ms !== null) this.lastGreen = kept;
    } else if (isRedSignal(event)) this.reds += 1;
  }

  private addLow(event: SimpEvent): void {
    const d = event.data;
    if (event.type === 'crisis_handled' || (event.type === 'confess_outcome' && d['outcome'] === 'no')) {
      this.lows.push(event);
      if (this.lows.length > KEEP_LOWS) this.lows.shift();
    } else if (event.type === MOOD_RECORDED && typeof d['mood'] === 'number' && Number.isInteger(d['mood']) && d['mood'] >= 1 && d['mood'] <= 5) {
      this.moods.push(event);
      if (this.moods.length > MOOD_WINDOW) this.moods.shift();
      this.moodSum += d['mood'];
      this.moodCount += 1;
    }
  }

  /** The opening's reading: a low moment now, if any, and the recorded moods (null when none). */
  opening(now: Date): { low: LowMoment | null; moods: MoodTrend | null } {
    return { low: lowMoment([...this.lows, ...this.moods], now), moods: moodsBesideCost(this.moods, this.moodSum, this.moodCount) };
  }

  private keptNow(): Kept[] {
    const out: Kept[] = [];
    for (const k of [this.firstDated, this.friendZone, this.lastGreen, ...this.scored]) if (k) out.push(k);
    return out;
  }

  /**
   * The kept events in log order, each the log's own, except that one stamped
   * later than an event written after it (a clock that went back) carries its
   * logged time, so the judge reads the same times as on the whole log.
   */
  events(): EngineEvent[] {
    const kept = new Map<number, SimpEvent>();
    for (const k of this.keptNow()) {
      const ms = parseTs(k.event.ts)?.getTime() ?? null;
      kept.set(k.at, ms !== null && k.bound < ms ? { ...k.event, ts: localIso(new Date(k.bound)) } : k.event);
    }
    return [...kept.entries()].sort(([a], [b]) => a - b).map(([, e]) => e);
  }

  /** The review with the interactions beside the events, the span over both files. */
  wholeReview(now: Date, tally: InteractionsTally, chatScore: InteractionsReview['chatScore']): TimelineReview {
    const review = this.review(now);
    const interactions = tally.review(chatScore);
    const { first, last } = tally.bounds();
    const ms = (ts: string | null) => (ts === null ? null : (parseTs(ts)?.getTime() ?? null));
    const pickFirst = first && (ms(this.firstDatedTs()) ?? Infinity) > first.ms ? first.ts : (this.firstDatedTs() ?? first?.ts ?? null);
    const lastEvent = this.lastDatedTs();
    const pickLast = last && (ms(lastEvent) ?? -Infinity) < last.ms ? last.ts : (lastEvent ?? last?.ts ?? null);
    return { ...review, interactions, story: { records: review.events + interactions.count, first: pickFirst, last: pickLast, days: spanDays(pickFirst, pickLast) } };
  }

  private firstDatedTs(): string | null {
    return this.firstDated?.event.ts ?? null;
  }

  /** The latest stamp among the events (not the last line: a record dated back is not the latest). */
  private lastDatedTs(): string | null {
    return this.latest;
  }

  review(now: Date): TimelineReview {
    const days = (ts: string): number | null => {
      const at = parseTs(ts);
      return at === null ? null : Math.max(0, Math.floor((now.getTime() - at.getTime()) / 86_400_000));
    };
    return {
      events: this.count,
      first: this.first,
      last: this.last,
      stageChanges: [...this.stageChanges],
      scores: this.scored.map(({ event: e }) => ({
        ts: e.ts,
        score: e.data['score'] as number,
        stage: typeof e.data['stage'] === 'string' ? e.data['stage'] : null,
      })),
      greens: this.greens,
      reds: this.reds,
      lastGreen: this.lastGreen?.event.ts ?? null,
      verdicts: this.verdicts.map((v) => ({ ...v, daysAgo: days(v.ts) })),
    };
  }
}
