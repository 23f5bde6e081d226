import { type Memory, type WriteOptions } from '../memory/index.js';
import type { Planned, WriteOutcome } from './types.js';
import { settleMetaState } from './reconcile.js';
import { runLocked } from './run-core.js';

export { applyPlan } from './run-core.js';

/**
 * `snapshot: false`: do not take the day's first snapshot (quit writes only its event, SPEC 4).
 * `settle: false`: do not first settle a disagreement between meta.json and state.md (the settling write itself).
 */
export type RunOptions = Pick<WriteOptions, 'snapshot'> & { settle?: boolean };

/**
 * read → plan → write, all while holding the folder's lock: what the flow reads
 * is what it writes on top of, so a write of another program (or another simp)
 * is never overwritten, and many flows run at once on one crush each wait their
 * turn instead of failing. When the folder changed after the caller started (a
 * preview may be stale), the write says so (`attempts: 2`: read again). The plan
 * runs with the transaction's clock, so event times and the text quoting them agree.
 */
export async function runFlow<R, Rep>(
  mem: Memory,
  slug: string,
  load: () => R | Promise<R>,
  plan: (read: R, now: Date) => Planned<Rep>,
  opts: RunOptions = {},
): Promise<{ report: Rep; write: WriteOutcome }> {
  // Two tools on one folder: a newer meta.json (another tool's stage or score) is adopted first, never overwritten.
  if (opts.settle !== false) await settleMetaState(mem, slug);
  return runLocked(mem, slug, load, plan, { snapshot: opts.snapshot });
}
