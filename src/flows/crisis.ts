import { CRISIS_TYPES, type CrisisType } from '../engine/catalog-crisis.js';
import { type Memory } from '../memory/index.js';
import { type SimpEvent, type StateFields, refused } from '../model/index.js';
import { typed } from './errors.js';
import { recentSignals } from './history.js';
import { runFlow } from './run.js';
import { oneLine, stateSections } from './state-text.js';
import type { Planned, TopicCandidate, WriteOutcome } from './types.js';

export interface CrisisInput {
  /** C-1..C-11 (case does not matter). */
  type: string;
  /** What happened, in the user's words; a topic-memory candidate. */
  what: string;
  /** How the user means to handle it; defaults to the catalogue's timing advice. */
  resolution?: string;
}

export interface CrisisRead {
  state: StateFields;
  signals: SimpEvent[];
}

export interface CrisisReport {
  crisis: CrisisType;
  resolution: string;
  candidates: TopicCandidate[];
}

export type CrisisOutcome = CrisisReport & { write: WriteOutcome };

export function findCrisis(type: string): CrisisType {
  const found = CRISIS_TYPES.find((c) => c.id === type.trim().toUpperCase());
  if (!found) {
    throw refused({ field: 'crisis_type', kind: 'unknown', values: [type], options: CRISIS_TYPES.map((c) => c.id) });
  }
  return found;
}

export function loadCrisis(mem: Memory, slug: string): CrisisRead {
  return { state: mem.state(slug).fields, signals: recentSignals(mem, slug) };
}

/** SPEC 4 "crisis": `crisis_handled` and a state.md rewrite; stage and scores stay as they are. */
export function planCrisis(input: CrisisInput, read: CrisisRead): Planned<CrisisReport> {
  const crisis = findCrisis(input.type);
  const what = typed(input.what);
  if (what === null) throw refused({ field: 'what', kind: 'say', what: 'what-happened' });
  const resolution = typed(input.resolution) ?? crisis.timing.zh;
  const s = read.state;
  return {
    report: { crisis, resolution, candidates: [{ text: what, source: 'crisis' }] },
    writes: {
      events: [
        {
          type: 'crisis_handled',
          data: { crisis_type: `${crisis.id} ${crisis.name.zh}`, resolution, crisis_id: crisis.id, what },
        },
      ],
      state: {
        // Rewritten as a whole (SPEC 3.3): the sections change, the fields stay as they are.
        fields: {},
        sections: stateSections({
          oneLine: `${s.current_stage}，正在处理「${crisis.id} ${crisis.name.zh}」：${oneLine(what)}`,
          signals: read.signals,
          stage: s.current_stage,
          mode: s.recommended_mode,
          friendZone: false,
          nextStep: resolution,
        }),
      },
      strategy: null,
      run: null,
    },
  };
}

export async function runCrisis(mem: Memory, slug: string, input: CrisisInput): Promise<CrisisOutcome> {
  findCrisis(input.type);
  const { report, write } = await runFlow(mem, slug, () => loadCrisis(mem, slug), (read) => planCrisis(input, read));
  return { ...report, write };
}
