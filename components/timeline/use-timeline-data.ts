import { useEffect, useMemo, useState } from 'react';
import type { IndexState } from './event-index-store.js';
import { viewOf, type TimelineView } from './timeline-view.js';

const NO_HITS: readonly number[] = [];

/**
 * The events the timeline shows: type filter from the in-memory index, search
 * streamed from disk (it yields, so keys stay responsive on a long log). The
 * index is mutable; each refresh that gained events is a new `idx`.
 */
export function useTimelineData(
  idx: IndexState,
  types: readonly string[] | null,
  query: string,
): { view: TimelineView; searching: boolean } {
  const [found, setFound] = useState<{ query: string; idx: IndexState; hits: readonly number[] } | null>(null);
  useEffect(() => {
    if (!idx.index || !query) return;
    let live = true;
    idx.index.search(query).then(
      (hits) => live && setFound({ query, idx, hits }),
      () => live && setFound({ query, idx, hits: NO_HITS }),
    );
    return () => {
      live = false;
    };
  }, [idx, query]);
  const byType = useMemo(() => (idx.index && types ? idx.index.byTypes(types) : null), [idx, types]);
  const searching = query !== '' && (found?.query !== query || found.idx !== idx);
  // While a refreshed log is searched again, the previous hits stay on screen.
  const hits = found?.query === query ? found.hits : NO_HITS;
  const bySearch = query ? hits : null;
  const count = idx.index?.count ?? 0;
  const view = useMemo(() => viewOf(count, byType, bySearch), [count, byType, bySearch]);
  return { view, searching };
}
