import { SCORED_EVENT_TYPES } from '../model/enums.js';
import { parseTs as parseStamp } from '../model/time.js';
import type { EngineEvent } from './types.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms of an ISO timestamp (local time when it has no offset, as SPEC 3.4 writes; a bare date is local midnight); null if unreadable. */
export function parseTs(ts: string): number | null {
  return parseStamp(ts)?.getTime() ?? null;
}

/**
 * When a record was written, if it says (an event dated at the moment it happened,
 * earlier than when it was entered, carries `data.recorded_at`); else its stamp.
 */
function writtenMs(record: { readonly ts: string; readonly data?: Readonly<Record<string, unknown>> }, ms: number): number {
  const at = record.data?.['recorded_at'];
  if (typeof at !== 'string') return ms;
  const written = parseTs(at);
  return written !== null && written >= ms ? written : ms;
}

/**
 * Epoch ms of each stamped record, read in log order so that a clock or
 * time-zone change cannot reorder history: a record counts as no later than
 * any record written after it, nor later than `now` (a clock set back, a trip
 * west, the hour repeated when daylight saving ends). Timestamps are kept as
 * written; only the reading is ordered. Unreadable stamps stay null.
 */
export function loggedTimes(records: readonly { readonly ts: string; readonly data?: Readonly<Record<string, unknown>> }[], now = Infinity): (number | null)[] {
  const out: (number | null)[] = new Array<number | null>(records.length).fill(null);
  let bound = now;
  for (let i = records.length - 1; i >= 0; i--) {
    const record = records[i] as { ts: string; data?: Readonly<Record<string, unknown>> };
    const ms = parseTs(record.ts);
    if (ms === null) continue;
    out[i] = Math.min(bound, ms);
    // A record dated back to when it happened bounds what was written before it by
    // the moment it was written, not by the moment it tells of.
    bound = Math.min(bound, writtenMs(record, ms));
  }
  return out;
}

export interface ScoredEvent {
  readonly ms: number | null;
  readonly score: number;
  readonly stage: string | null;
  readonly type: string;
}


/**
 * `analysis_done` and `progress_evaluated` events with a numeric score, in log
 * order (the log is append-only, so log order is time order even when
 * timestamps tie or a clock went back), with their logged times.
 */
export function scoredEvents(
  events: readonly EngineEvent[],
  types: ReadonlySet<string> = SCORED_EVENT_TYPES,
  now = Infinity,
): ScoredEvent[] {
  const out: ScoredEvent[] = [];
  const times = loggedTimes(events, now);
  for (const [i, e] of events.entries()) {
    if (!types.has(e.type)) continue;
    const score = e.data['score'];
    if (typeof score !== 'number' || !Number.isFinite(score)) continue;
    const stage = e.data['stage'];
    out.push({ ms: times[i] ?? null, score, stage: typeof stage === 'string' ? stage : null, type: e.type });
  }
  return out;
}

export function isGreenSignal(e: EngineEvent): boolean {
  return e.type === 'signal_recorded' && e.data['direction'] === 'green';
}

export function isRedSignal(e: EngineEvent): boolean {
  return e.type === 'signal_recorded' && e.data['direction'] === 'red';
}

/** The event puts the person in the friend zone: a stage change to it, or a score read there. */
export function marksFriendZone(e: EngineEvent): boolean {
  return (e.type === 'stage_changed' && e.data['to'] === '友谊区') || (SCORED_EVENT_TYPES.has(e.type) && e.data['stage'] === '友谊区');
}
