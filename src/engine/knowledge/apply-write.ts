import type { KnowledgeEntry } from './schema.js';

/** One planned write: update `target_id`, or insert when it is null. */
export interface KnowledgeWrite {
  target_id: string | null;
  entry: KnowledgeEntry;
}

/**
 * Applies a write to a list without mutating it. A target that no longer exists
 * (deleted since the plan was made) turns the write into an insert: the
 * candidate is never dropped silently.
 */
export function applyWrite(entries: readonly KnowledgeEntry[], write: KnowledgeWrite): KnowledgeEntry[] {
  const at = write.target_id === null ? -1 : entries.findIndex((e) => e.id === write.target_id);
  if (at === -1) return [...entries, write.entry];
  return entries.map((e, i) => (i === at ? write.entry : e));
}
