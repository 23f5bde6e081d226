import { checkBurnout, type BurnoutResult } from '../engine/check-burnout.js';
import { readRuns } from '../memory/index.js';
import { localIso, type Meta, type SimpEvent } from '../model/index.js';
import { notesOf } from './history.js';
import type { CountedFlow } from './types.js';

export interface FlowRunRecord {
  flow: string;
  ts: string;
}

/** Recorded flow runs (meta.json `flow_runs`, kept by the memory service). */
export function runsOf(meta: Meta | null): FlowRunRecord[] {
  return readRuns(meta);
}

/**
 * SPEC 6.4, run first by daily and progress. The run being made now counts:
 * the tenth run of the week is the one that should be told to rest.
 */
export function burnoutNow(
  runs: readonly FlowRunRecord[],
  history: readonly SimpEvent[],
  flow: CountedFlow,
  now: Date,
): BurnoutResult {
  return checkBurnout({
    runs: [...runs, { flow, ts: localIso(now) }],
    events: history,
    notes: notesOf(history, now),
    now,
  });
}

