import { useMemo } from 'react';
import { DEFAULT_RECALL_LIMIT, type KnowledgeEntry } from '../../src/engine/knowledge/index.js';
import { knowledgeLimit } from '../../src/flows/knowledge-index.js';
import { describeError } from '../../src/model/index.js';
import { useServices } from '../app/services-context.js';
import { useRefreshTick } from '../app/live-refresh.js';

export interface Topics {
  readonly entries: readonly KnowledgeEntry[];
  /** How many to show at once (meta.json's knowledge_context_max_items, default 5). */
  readonly limit: number;
  readonly error: string | null;
}

/** A person's topic memories through the memory service, re-read when their folder changes. */
export function useTopics(slug: string): Topics {
  const { mem } = useServices();
  const tick = useRefreshTick(slug);
  return useMemo(() => {
    let limit = DEFAULT_RECALL_LIMIT;
    try {
      // A bad limit in meta.json must not hide the topics themselves.
      limit = knowledgeLimit(mem.meta(slug));
    } catch {
      limit = DEFAULT_RECALL_LIMIT;
    }
    try {
      return { entries: mem.knowledge(slug), limit, error: null };
    } catch (err) {
      return { entries: [], limit, error: describeError(err) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mem, slug, tick]);
}
