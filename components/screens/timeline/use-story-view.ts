import { useEffect, useMemo, useState } from 'react';
import { EVENT_TYPES } from '../../../src/model/event-rules.js';
import type { InteractionRecord } from '../../../src/memory/index.js';
import type { IndexState } from './event-index-store.js';
import { allOf, insertPoints, mergedView, someOf, type EventSeq, type TimelineView } from './timeline-view.js';
import type { TimelineState } from './use-timeline-state.js';

/** The type filter's entry for the interactions of interactions.jsonl (logged and imported chats, meetings, calls). */
export const INTERACTIONS_TYPE = 'interactions';

const NO_HITS: readonly number[] = [];

/** An interaction matches a search when its record holds the text (case-insensitive), as an event does. */
const holds = (r: InteractionRecord, needle: string): boolean => JSON.stringify(r).toLowerCase().includes(needle);

/**
 * What a timeline shows: the events that pass its type filter and search, with
 * the interactions that pass them too at their times, newest first (the detail)
 * or oldest first (the review before letting go). The type filter offers every type
 * the log can hold (each type of the rules, and any other the log has), and the
 * interactions as one more. Search reads events from disk (it yields, so keys stay
 * responsive) and the interactions in memory.
 */
export function useStoryView(
  idx: IndexState,
  state: TimelineState,
  interactions: readonly InteractionRecord[],
  oldestFirst: boolean,
): { view: TimelineView; searching: boolean; types: readonly string[] } {
  const { types, query } = state;
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
  const searching = query !== '' && (found?.query !== query || found.idx !== idx);
  const hits = found?.query === query ? found.hits : NO_HITS;
  const offered = useMemo(() => {
    const present = idx.index?.typesPresent() ?? [];
    const others = present.filter((t) => !(EVENT_TYPES as readonly string[]).includes(t));
    return [...EVENT_TYPES, ...others, ...(interactions.length > 0 ? [INTERACTIONS_TYPE] : [])];
  }, [idx, interactions.length]);
  const view = useMemo(() => {
    const index = idx.index;
    if (!index) return mergedView(allOf(0), [], [], oldestFirst);
    const byType = types ? index.byTypes(types.filter((t) => t !== INTERACTIONS_TYPE)) : null;
    let events: EventSeq;
    if (byType === null && !query) events = allOf(index.count);
    else if (byType === null) events = someOf(hits);
    else if (!query) events = someOf(byType);
    else {
      const keep = new Set(hits);
      events = someOf(byType.filter((i) => keep.has(i)));
    }
    // While only a long log's newest events are read, its interactions wait for the whole index.
    const withInteractions = !idx.partial && (types === null || types.includes(INTERACTIONS_TYPE));
    const needle = query.toLowerCase();
    const inter: number[] = [];
    if (withInteractions) interactions.forEach((r, j) => (!needle || holds(r, needle)) && inter.push(j));
    const at = insertPoints(events.length, (p) => index.get(events.at(p)).ts, inter.map((j) => (interactions[j] as InteractionRecord).ts));
    return mergedView(events, inter, at, oldestFirst);
  }, [idx, types, query, hits, interactions, oldestFirst]);
  return { view, searching, types: offered };
}
