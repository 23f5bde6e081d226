import { DAY_MS, loggedTimes } from './history.js';
import type { EngineEvent } from './types.js';

/**
 * After a clear no — a confession answered no, a C-1 crisis (明确被拒) handled,
 * or a quit review that concluded to let go — the coach holds a period of
 * respect: no pursuit, self-care and low contact, and it says why. It ends by
 * itself after this many days, or earlier when the user ends it.
 */
export const RESPECT_DAYS = 28;

/** What began the period. */
export type RespectReason = 'outcome_no' | 'crisis_c1' | 'let_go';

export interface RespectPeriod {
  reason: RespectReason;
  /** The stamp of the record that began it, as written (the end record names it). */
  since: string;
  /** Epoch ms when it began and when it ends by itself. */
  startMs: number;
  endMs: number;
  /** Whole days left, at least 1 while it holds. */
  daysLeft: number;
}

/** The event type that ends a period early; `data.since` names the record that began it. */
export const RESPECT_ENDED = 'respect_ended';

/** The event types that can begin or end a period (what a reader needs to fetch). */
export const RESPECT_EVENT_TYPES = ['confess_outcome', 'crisis_handled', 'quit_evaluated', RESPECT_ENDED] as const;

const C1 = /^C-1(?!\d)/;

/** Why a record begins a period of respect, if it does. */
export function respectReason(e: EngineEvent): RespectReason | null {
  const d = e.data;
  if (e.type === 'confess_outcome' && d['outcome'] === 'no') return 'outcome_no';
  if (e.type === 'crisis_handled' && (d['crisis_id'] === 'C-1' || (typeof d['crisis_type'] === 'string' && C1.test(d['crisis_type'].trim())))) return 'crisis_c1';
  if (e.type === 'quit_evaluated' && d['verdict'] === 'let_go') return 'let_go';
  return null;
}

/**
 * The period of respect that holds at `now`, or null: the newest record that
 * began one, unless it is over (its days ran out), ended by the user (a
 * `respect_ended` after it), or a confession answered yes came after it.
 * `events` in log order; times are read as the rest of the coach reads them.
 */
export function respectPeriod(events: readonly EngineEvent[], now: Date): RespectPeriod | null {
  const nowMs = now.getTime();
  const times = loggedTimes(events, nowMs);
  let open: { reason: RespectReason; since: string; startMs: number } | null = null;
  events.forEach((e, i) => {
    const at = times[i] ?? null;
    const reason = respectReason(e);
    if (reason !== null && at !== null) open = { reason, since: e.ts, startMs: at };
    else if (open !== null && (e.type === RESPECT_ENDED || (e.type === 'confess_outcome' && e.data['outcome'] === 'yes'))) open = null;
  });
  const found = open as { reason: RespectReason; since: string; startMs: number } | null;
  if (found === null) return null;
  const endMs = found.startMs + RESPECT_DAYS * DAY_MS;
  if (nowMs >= endMs) return null;
  return { ...found, endMs, daysLeft: Math.max(1, Math.ceil((endMs - nowMs) / DAY_MS)) };
}
