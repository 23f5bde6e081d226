import { isGreenSignal, loggedTimes } from '../engine/history.js';
import { READINESS_CONDITIONS } from '../engine/catalog-risks.js';
import { READINESS_FROM_RECORDS, READINESS_GREEN_WINDOW_DAYS as GREEN_WINDOW_DAYS, readReadiness } from '../engine/progress-readiness.js';
import type { Label } from '../engine/types.js';
import { type Memory } from '../memory/index.js';
import { type SimpEvent, refused } from '../model/index.js';
import { checkIds, typed } from './errors.js';
import { CONFESS_STYLE } from './directions.js';
import { DAY_MS, lastMilestones, reaches, readWindow } from './history.js';
import { runFlow } from './run.js';
import type { Planned, TopicCandidate, WriteOutcome } from './types.js';

export interface ConfessInput {
  /** How the user plans to say it. */
  method: string;
  /** Readiness conditions the user confirms (see `simp catalog readiness`). */
  ready?: readonly string[];
  note?: string;
}

export interface ConfessRead {
  stage: string;
  /** The pursuit mode: how to say it differs by mode. */
  mode: string;
  /** Green signals recorded in the last 30 days: shown next to what the user confirmed. */
  greens: number;
  /** The conditions the records meet, read as progress reads them (green signals, the 1-on-1 milestones). */
  recordMet: string[];
}

export interface ConfessReport {
  method: string;
  readiness: { met: string[]; missing: Label[]; count: number; of: number };
  greensRecorded: number;
  stage: string;
  mode: string;
  /** How to say it, in the mode's voice. */
  style: Label;
  candidates: TopicCandidate[];
}

export type ConfessOutcome = ConfessReport & { write: WriteOutcome };

export function loadConfess(mem: Memory, slug: string): ConfessRead {
  const now = mem.ctx.now().getTime();
  const since = now - GREEN_WINDOW_DAYS * DAY_MS;
  const events = readWindow(mem, slug, (e) => reaches(e, since));
  const times = loggedTimes(events, now);
  const greens = events.filter((e: SimpEvent, i) => {
    const t = times[i] ?? null;
    return isGreenSignal(e) && t !== null && t >= since;
  }).length;
  const state = mem.state(slug).fields;
  const recordMet = readReadiness({ now: new Date(now) }, lastMilestones(mem, slug) ?? [], events).met.filter((id) => READINESS_FROM_RECORDS.has(id));
  return { stage: state.current_stage, mode: state.recommended_mode, greens, recordMet };
}

/**
 * SPEC 4 "confess": only `confess_prepared`. Readiness counts what the user
 * confirms (never assumed); the record's green signals are shown beside it.
 */
export function planConfess(input: ConfessInput, read: ConfessRead): Planned<ConfessReport> {
  const method = typed(input.method);
  if (method === null) throw refused({ field: 'method', kind: 'say', what: 'how-to-tell' });
  const ids = READINESS_CONDITIONS.map((c) => c.id as string);
  const confirmed = checkIds('ready', input.ready ?? [], ids);
  // What the records decide is read from them (as progress does); the rest is what the user confirms.
  const fromRecords = new Set<string>(READINESS_FROM_RECORDS);
  const met = ids.filter((id) => (fromRecords.has(id) ? read.recordMet.includes(id) : confirmed.includes(id)));
  const missing = READINESS_CONDITIONS.filter((c) => !met.includes(c.id)).map((c) => c.label);
  const note = typed(input.note);
  const data: Record<string, unknown> = { method, readiness_score: met.length, ready: met, stage: read.stage, mode: read.mode };
  if (note !== null) data['note'] = note;
  return {
    report: {
      method,
      readiness: { met, missing, count: met.length, of: ids.length },
      greensRecorded: read.greens,
      stage: read.stage,
      mode: read.mode,
      style: CONFESS_STYLE[read.mode] ?? (CONFESS_STYLE['hybrid'] as Label),
      candidates: note === null ? [] : [{ text: note, source: 'confess' }],
    },
    writes: { events: [{ type: 'confess_prepared', data }], state: null, strategy: null, run: null },
  };
}

export async function runConfess(mem: Memory, slug: string, input: ConfessInput): Promise<ConfessOutcome> {
  const { report, write } = await runFlow(mem, slug, () => loadConfess(mem, slug), (read) => planConfess(input, read));
  return { ...report, write };
}
