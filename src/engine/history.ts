import { SCORED_EVENT_TYPES } from '../model/enums.js';
import type { EngineEvent } from './types.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms of an ISO timestamp (local time when it has no offset, as SPEC 3.4 writes); null if unreadable. */
export function parseTs(ts: string): number | null {
  const ms = Date.parse(ts);
  return Number.isNaN(ms) ? null : ms;
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
 * timestamps tie).
 */
export function scoredEvents(events: readonly EngineEvent[], types: ReadonlySet<string> = SCORED_EVENT_TYPES): ScoredEvent[] {
  const out: ScoredEvent[] = [];
  for (const e of events) {
    if (!types.has(e.type)) continue;
    const score = e.data['score'];
    if (typeof score !== 'number' || !Number.isFinite(score)) continue;
    const stage = e.data['stage'];
    out.push({ ms: parseTs(e.ts), score, stage: typeof stage === 'string' ? stage : null, type: e.type });
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
