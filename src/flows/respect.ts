import { RESPECT_ENDED, respectPeriod, type RespectPeriod } from '../engine/respect-period.js';
import { type Memory } from '../memory/index.js';
import type { SimpEvent } from '../model/index.js';
import { typed } from './errors.js';
import { respectRecords } from './history.js';
import { runFlow } from './run.js';
import type { Planned, WriteOutcome } from './types.js';

export interface RespectInput {
  /** End the period now (one `respect_ended` event); without it, only say where it stands. */
  end?: boolean;
  note?: string;
}

export interface RespectRead {
  /** The records that begin or end a period, newest last. */
  records: SimpEvent[];
}

export interface RespectReport {
  /** The period that held when asked (null: none). */
  period: RespectPeriod | null;
  /** True when this call ended it. */
  ended: boolean;
}

export type RespectOutcome = RespectReport & { write: WriteOutcome };

export function loadRespect(mem: Memory, slug: string): RespectRead {
  return { records: respectRecords(mem, slug) };
}

/** Where the period of respect stands; with `end`, the event that ends it (nothing when none holds). */
export function planRespect(input: RespectInput, read: RespectRead, now: Date): Planned<RespectReport> {
  const period = respectPeriod(read.records, now);
  const note = typed(input.note);
  const ending = input.end === true && period !== null;
  const events = ending ? [{ type: RESPECT_ENDED, data: { since: period.since, ...(note === null ? {} : { note }) } }] : [];
  return { report: { period, ended: ending }, writes: { events, state: null, strategy: null, run: null } };
}

/** `simp respect`: without `end` it only reads; ending a period that does not hold writes nothing. */
export async function runRespect(mem: Memory, slug: string, input: RespectInput = {}): Promise<RespectOutcome> {
  const nothing: WriteOutcome = { changed: [], events: [], attempts: 1 };
  const read = loadRespect(mem, slug);
  const first = planRespect(input, read, mem.ctx.now());
  if (!first.report.ended) return { ...first.report, write: nothing };
  const { report, write } = await runFlow(mem, slug, () => loadRespect(mem, slug), (r, now) => planRespect(input, r, now));
  return { ...report, write };
}
