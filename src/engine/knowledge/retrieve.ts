import { normalizeText } from './normalize.js';
import { byRecencyThenId } from './order.js';
import type { KnowledgeEntry } from './schema.js';

export interface RecallHit {
  entry: KnowledgeEntry;
  /** The entry's trigger keywords found in the text, in the entry's order. */
  hits: string[];
}

/** Default of `knowledge_context_max_items` (SPEC 8). */
export const DEFAULT_RECALL_LIMIT = 5;

/**
 * Entries whose trigger keywords occur in the text (substring, so "怕猫" is found in
 * "她还怕猫吗"), most hits first, ties by most recently updated; no hit → not returned.
 */
export function recall(
  entries: readonly KnowledgeEntry[],
  text: string,
  { limit = DEFAULT_RECALL_LIMIT }: { limit?: number } = {},
): RecallHit[] {
  const haystack = normalizeText(text);
  const ranked: RecallHit[] = [];
  for (const entry of entries) {
    const seen = new Set<string>();
    const hits = entry.trigger_keywords.filter((keyword) => {
      const key = normalizeText(keyword);
      if (key === '' || seen.has(key) || !haystack.includes(key)) return false;
      seen.add(key);
      return true;
    });
    if (hits.length > 0) ranked.push({ entry, hits });
  }
  ranked.sort((a, b) => b.hits.length - a.hits.length || byRecencyThenId(a.entry, b.entry));
  return ranked.slice(0, Math.max(0, limit));
}
