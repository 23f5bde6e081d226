import { useMemo } from 'react';
import { type EventIndex } from '../../src/memory/index.js';
import { SCORED_EVENT_TYPES } from '../../src/model/index.js';

/** Enough points for the widest sparkline; older scores are not read. */
const MAX_POINTS = 60;

/** Scores of the latest analysis_done / progress_evaluated events, oldest first. */
export function useScoreHistory(index: EventIndex | null, version: number): number[] {
  return useMemo(() => {
    if (!index) return [];
    const at = index.byTypes([...SCORED_EVENT_TYPES]).slice(-MAX_POINTS);
    return at.map((i) => index.get(i).data['score']).filter((s): s is number => typeof s === 'number');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, version]);
}
