import { CRISIS_TYPES } from '../engine/catalog-crisis.js';
import type { Label } from '../engine/types.js';
import { type Memory } from '../memory/index.js';
import { InputError } from '../model/index.js';
import { loadAdjust, planAdjust, type AdjustRead } from './adjust.js';
import { typed } from './errors.js';
import { runFlow } from './run.js';
import type { Planned, WriteOutcome } from './types.js';

export const OUTCOMES = ['yes', 'no', 'pending'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** How a confession went, in the user's words too. */
export interface OutcomeInput {
  outcome: string;
  note?: string;
}

/** What comes next: a celebration, or the crisis playbook that fits (C-1 a clear no, C-7 left pending). */
export type NextStep = { kind: 'celebrate' } | { kind: 'crisis'; id: string; name: Label; timing: Label };

export interface OutcomeReport {
  outcome: Outcome;
  stage: { from: string; to: string; changed: boolean };
  next: NextStep;
}

export type OutcomeResult = OutcomeReport & { write: WriteOutcome };

/** The stage a yes or a no leads to; "needs time" leaves the stage where it is. */
const STAGE_AFTER: Record<Outcome, string | null> = { yes: '表白后-成功', no: '表白后-被拒', pending: null };
const PLAYBOOK: Record<Outcome, string | null> = { yes: null, no: 'C-1', pending: 'C-7' };

function nextStep(outcome: Outcome): NextStep {
  const id = PLAYBOOK[outcome];
  const crisis = id === null ? undefined : CRISIS_TYPES.find((c) => c.id === id);
  return crisis ? { kind: 'crisis', id: crisis.id, name: crisis.name, timing: crisis.timing } : { kind: 'celebrate' };
}

/**
 * A `confess_outcome` event with the answer, and for a yes or a no the stage
 * change the answer means (through the same events and files as any stage
 * change); then the step that fits is offered.
 */
export function planOutcome(input: OutcomeInput, read: AdjustRead, now: Date): Planned<OutcomeReport> {
  if (!(OUTCOMES as readonly string[]).includes(input.outcome)) {
    throw new InputError(`outcome: "${input.outcome}" is not one of ${OUTCOMES.join(', ')} (yes, no, or pending: they need time)`, [
      { field: 'outcome', kind: 'one-of', options: OUTCOMES },
    ]);
  }
  const outcome = input.outcome as Outcome;
  const note = typed(input.note);
  const event = { type: 'confess_outcome', data: { outcome, ...(note === null ? {} : { note }) } };
  const to = STAGE_AFTER[outcome];
  const from = read.state.current_stage;
  const report: OutcomeReport = { outcome, stage: { from, to: to ?? from, changed: to !== null && to !== from }, next: nextStep(outcome) };
  if (to === null || to === from) return { report, writes: { events: [event], state: null, strategy: null, run: null } };
  const reason = outcome === 'yes' ? '表白成功' : '表白被拒';
  const staged = planAdjust({ stage: to, reason: note === null ? reason : `${reason}：${note}` }, read, now);
  return { report, writes: { ...staged.writes, events: [event, ...staged.writes.events] } };
}

export async function runOutcome(mem: Memory, slug: string, input: OutcomeInput): Promise<OutcomeResult> {
  const { report, write } = await runFlow(mem, slug, () => loadAdjust(mem, slug), (read, now) => planOutcome(input, read, now));
  return { ...report, write };
}
