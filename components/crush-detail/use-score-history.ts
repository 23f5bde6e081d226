import { useMemo } from 'react';
import { SCORED_EVENT_TYPES } from '../../src/model/enums.js';
import type { IndexState } from '../timeline/event-index-store.js';

/** Enough points for the widest sparkline; older scores are not read. */
const MAX_POINTS = 60;

/** Scores of the latest analysis_done / progress_evaluated events, oldest first (a new index state: read again). */
export function useScoreHistory(idx: IndexState): number[] {
  return useMemo(() => {
    const { index } = idx;
    if (!index) return [];
    const at = index.byTypes([...SCORED_EVENT_TYPES]).slice(-MAX_POINTS);
    return at.map((i) => index.get(i).data['score']).filter((s): s is number => typeof s === 'number');
  }, [idx]);
}
