import { noteRun, rewriteState, rewriteStrategy, type Memory, type Tx, type WriteOptions } from '../memory/index.js';
import { type SimpEvent } from '../model/index.js';
import type { Planned, WriteOutcome, WritePlan } from './types.js';

/** Writes a plan inside one transaction: events first (validated as one append), then files. */
export function applyPlan(tx: Tx, writes: WritePlan): SimpEvent[] {
  const stored = tx.append(writes.events);
  if (writes.state) rewriteState(tx, writes.state.fields, writes.state.sections);
  if (writes.strategy) rewriteStrategy(tx, writes.strategy);
  if (writes.meta) tx.setMeta(writes.meta);
  if (writes.run) noteRun(tx, writes.run);
  return stored;
}

/** read → plan → write while holding the folder's lock (runFlow without settling meta.json first). */
export async function runLocked<R, Rep>(
  mem: Memory,
  slug: string,
  load: () => R | Promise<R>,
  plan: (read: R, now: Date) => Planned<Rep>,
  opts: Pick<WriteOptions, 'snapshot'> = {},
): Promise<{ report: Rep; write: WriteOutcome }> {
  const seen = mem.revision(slug);
  const { result, changed } = await mem.transaction(
    slug,
    async (tx) => {
      const reread = mem.revision(slug) !== seen;
      const planned = plan(await load(), tx.now);
      return { report: planned.report, events: applyPlan(tx, planned.writes), reread };
    },
    { snapshot: opts.snapshot },
  );
  return { report: result.report, write: { changed, events: result.events, attempts: result.reread ? 2 : 1 } };
}
