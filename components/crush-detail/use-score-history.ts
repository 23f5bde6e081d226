import { useMemo } from 'react';
import { SCORED_EVENT_TYPES } from '../../src/model/enums.js';
import type { IndexState } from '../timeline/event-index-store.js';

/** Enough points for the widest sparkline; older scores are not read. */
const MAX_POINTS = 60;

/**
 * Scores of the latest analysis_done / progress_evaluated events, oldest first (a
 * new index state: read again); null while the log is still being read, so the
 * pane never says "no scores yet" about a log it has not read.
 */
export function useScoreHistory(idx: IndexState): number[] | null {
  return useMemo(() => {
    const { index } = idx;
    if (!index) return idx.error ? [] : null;
    const at = index.byTypes([...SCORED_EVENT_TYPES]).slice(-MAX_POINTS);
    const scores = at.map((i) => index.get(i).data['score']).filter((s): s is number => typeof s === 'number');
    // Only the newest events are read yet: none of them scored says nothing about the rest.
    return idx.partial && scores.length === 0 ? null : scores;
  }, [idx]);
}
