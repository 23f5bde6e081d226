import { DEFAULT_RECALL_LIMIT, type KnowledgeEntry } from '../../../src/engine/knowledge/index.js';
import { knowledgeLimit } from '../../../src/flows/knowledge-index.js';
import { errorText } from '../../../src/present/field-errors.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLive } from '../../shell/kernel/live-data.js';

export interface Topics {
  readonly entries: readonly KnowledgeEntry[];
  /** How many to show at once (meta.json's knowledge_context_max_items, default 5). */
  readonly limit: number;
  readonly error: string | null;
}

/** A person's topic memories through the memory service, re-read when their folder changes. */
export function useTopics(slug: string): Topics {
  const { mem, lang } = useServices();
  return useLive(`topics:${slug}`, slug, () => {
    let limit: number;
    try {
      // A bad limit in meta.json must not hide the topics themselves.
      limit = knowledgeLimit(mem.meta(slug));
    } catch {
      limit = DEFAULT_RECALL_LIMIT;
    }
    try {
      return { entries: mem.knowledge(slug), limit, error: null };
    } catch (err) {
      return { entries: [], limit, error: errorText(err, lang) };
    }
  });
}
