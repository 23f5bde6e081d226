import { type KnowledgeWriteOutcome, type Memory } from '../memory/index.js';
import { ConflictError } from '../model/index.js';
import { replan, type RememberPlan } from './knowledge-remember.js';

/** The part of the memory service a remember needs (a test can hand in a stub). */
export type KnowledgeStore = Pick<Memory, 'knowledge' | 'writeKnowledge' | 'revision'>;

export interface RememberResult {
  /** The plan actually written: re-planned when another program wrote first. */
  plan: RememberPlan;
  outcomes: KnowledgeWriteOutcome[];
  changed: string[];
  attempts: number;
}

/**
 * Each try waits for the folder's lock; a conflict means another writer got there
 * first, so with several writers at once a remember may need several tries.
 */
export const MAX_REMEMBER_ATTEMPTS = 12;

/**
 * Writes a plan. When the folder changed since `expectRevision` (another simp
 * wrote meanwhile), the entries are read again and the same inputs re-planned,
 * so the candidate merges with what is there now instead of overwriting it.
 * Bounded: a folder that keeps changing fails with the ConflictError.
 */
export async function applyRemember(
  mem: KnowledgeStore,
  slug: string,
  plan: RememberPlan,
  opts: { expectRevision?: string; maxAttempts?: number } = {},
): Promise<RememberResult> {
  const maxAttempts = opts.maxAttempts ?? MAX_REMEMBER_ATTEMPTS;
  let current = plan;
  let revision = opts.expectRevision;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { result, changed } = await mem.writeKnowledge(slug, current.ops, { expectRevision: revision });
      return { plan: current, outcomes: result, changed, attempts: attempt };
    } catch (err) {
      if (!(err instanceof ConflictError) || attempt >= maxAttempts) throw err;
      // Revision before entries: a write landing between the two reads then
      // conflicts once more instead of slipping through on stale entries.
      revision = mem.revision(slug);
      current = replanKeepingEdits(current, mem.knowledge(slug));
    }
  }
}

/**
 * An edit was made against one target's old meaning; it is kept only where the
 * re-plan writes to the same target, so an edit never carries statements of a
 * topic that was deleted meanwhile into a new entry.
 */
function replanKeepingEdits(plan: RememberPlan, entries: Parameters<typeof replan>[1]): RememberPlan {
  const fresh = replan(plan, entries, []);
  const edits = plan.edits.map((edit, i) => (fresh.ops[i]?.target_id === plan.ops[i]?.target_id ? edit : undefined));
  return edits.some((e) => e !== undefined) ? replan(plan, entries, edits) : fresh;
}
