import { useEffect, useMemo, useState } from 'react';
import type { EventIndex } from '../../src/memory/index.js';
import { viewOf, type TimelineView } from './timeline-view.js';

/**
 * The events the timeline shows: type filter from the in-memory index, search
 * streamed from disk (it yields, so keys stay responsive on a long log).
 */
export function useTimelineData(
  index: EventIndex | null,
  version: number,
  types: readonly string[] | null,
  query: string,
): { view: TimelineView; searching: boolean } {
  const [found, setFound] = useState<{ query: string; version: number; hits: number[] } | null>(null);
  useEffect(() => {
    if (!index || !query) return;
    let live = true;
    index.search(query).then(
      (hits) => live && setFound({ query, version, hits }),
      () => live && setFound({ query, version, hits: [] }),
    );
    return () => {
      live = false;
    };
  }, [index, query, version]);
  const byType = useMemo(() => (index && types ? index.byTypes(types) : null), [index, types, version]);
  const searching = query !== '' && (found?.query !== query || found.version !== version);
  // While a refreshed log is searched again, the previous hits stay on screen.
  const bySearch = query ? (found?.query === query ? found.hits : []) : null;
  const count = index?.count ?? 0;
  const view = useMemo(() => viewOf(count, byType, bySearch), [count, byType, bySearch]);
  return { view, searching };
}
