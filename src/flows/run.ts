import {
  ConflictError,
  noteRun,
  rewriteState,
  rewriteStrategy,
  type Memory,
  type SimpEvent,
  type Tx,
  type WriteOptions,
} from '../memory/index.js';
import type { Planned, WriteOutcome, WritePlan } from './types.js';

/** Reads again at most this many times when another program keeps writing. */
export const MAX_ATTEMPTS = 3;

/** `snapshot: false`: do not take the day's first snapshot (quit writes only its event, SPEC 4). */
export type RunOptions = Pick<WriteOptions, 'snapshot'>;

/** Writes a plan inside one transaction: events first (validated as one append), then files. */
export function applyPlan(tx: Tx, writes: WritePlan): SimpEvent[] {
  const stored = tx.append(writes.events);
  if (writes.state) rewriteState(tx, writes.state.fields, writes.state.sections);
  if (writes.strategy) rewriteStrategy(tx, writes.strategy);
  if (writes.meta) tx.setMeta(writes.meta);
  if (writes.run) noteRun(tx, writes.run);
  return stored;
}

/**
 * read → plan → write, where the write is refused if the folder changed after
 * the read (another process appended events or rewrote state.md). Then the flow
 * reads again and plans again rather than overwriting newer state. The plan runs
 * inside the lock with the transaction's clock, so event times and the text that
 * quotes them agree.
 */
export async function runFlow<R, Rep>(
  mem: Memory,
  slug: string,
  load: () => R | Promise<R>,
  plan: (read: R, now: Date) => Planned<Rep>,
  opts: RunOptions = {},
): Promise<{ report: Rep; write: WriteOutcome }> {
  for (let attempt = 1; ; attempt += 1) {
    // The revision is taken before reading, so a change during the read is caught too.
    const txOpts: WriteOptions = { ...opts, expectRevision: mem.revision(slug) };
    const read = await load();
    try {
      const { result, changed } = await mem.transaction(
        slug,
        (tx) => {
          const planned = plan(read, tx.now);
          return { report: planned.report, events: applyPlan(tx, planned.writes) };
        },
        txOpts,
      );
      return { report: result.report, write: { changed, events: result.events, attempts: attempt } };
    } catch (err) {
      if (err instanceof ConflictError && attempt < MAX_ATTEMPTS) continue;
      throw err;
    }
  }
}
