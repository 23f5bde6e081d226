import { applyWrite, type KnowledgeWrite } from './apply-write.js';
import { createEntry, fuseEntry, type KnowledgeCandidate } from './fuse.js';
import { normalizeText } from './normalize.js';
import { byRecencyThenId } from './order.js';
import type { KnowledgeEntry } from './schema.js';

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  overlap: number;
}

/**
 * The entry sharing the most trigger keywords with the candidate, searched over
 * ALL entries: a pre-filtered top-N would miss an old fact and duplicate it.
 * Ties go to the most recently updated, then the smallest id; no shared keyword → null.
 */
export function findTarget(entries: readonly KnowledgeEntry[], keywords: readonly string[]): KnowledgeMatch | null {
  const wanted = new Set(keywords.map(normalizeText));
  let best: KnowledgeMatch | null = null;
  for (const entry of entries) {
    const overlap = new Set(entry.trigger_keywords.map(normalizeText).filter((k) => wanted.has(k))).size;
    if (overlap === 0) continue;
    if (best === null || overlap > best.overlap || (overlap === best.overlap && byRecencyThenId(entry, best.entry) < 0)) {
      best = { entry, overlap };
    }
  }
  return best;
}

/**
 * Plans the writes of one batch. Each candidate is matched against a running
 * snapshot that already holds the writes planned before it, so two candidates
 * about one new topic become one entry instead of two.
 */
export function planBatch(
  entries: readonly KnowledgeEntry[],
  candidates: readonly KnowledgeCandidate[],
  now: string,
  newId: () => string,
): KnowledgeWrite[] {
  let snapshot: KnowledgeEntry[] = [...entries];
  const writes: KnowledgeWrite[] = [];
  for (const candidate of candidates) {
    const target = findTarget(snapshot, candidate.keywords);
    const write: KnowledgeWrite = target
      ? { target_id: target.entry.id, entry: fuseEntry(target.entry, candidate, now) }
      : { target_id: null, entry: createEntry(newId(), candidate, now) };
    writes.push(write);
    snapshot = applyWrite(snapshot, write);
  }
  return writes;
}
