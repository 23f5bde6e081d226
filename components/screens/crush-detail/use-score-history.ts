import { useMemo } from 'react';
import { SCORED_EVENT_TYPES } from '../../../src/model/enums.js';
import type { IndexState } from '../timeline/event-index-store.js';
import { eventAsCorrected } from '../timeline/use-corrections.js';
import type { Corrections } from '../../../src/memory/index.js';

/** Enough points for the widest sparkline; older scores are not read. */
const MAX_POINTS = 60;

/**
 * Scores of the latest analysis_done / progress_evaluated events, oldest first (a
 * new index state: read again); null while the log is still being read, so the
 * pane never says "no scores yet" about a log it has not read.
 */
export function useScoreHistory(idx: IndexState, fixes?: Corrections): number[] | null {
  return useMemo(() => {
    const { index } = idx;
    if (!index) return idx.error ? [] : null;
    // A retracted reading is no point of the history; a corrected one is its corrected score.
    const at = index.byTypes([...SCORED_EVENT_TYPES]).slice(-MAX_POINTS - (fixes?.events.size ?? 0));
    const scores = at
      .map((i) => eventAsCorrected(index, i, fixes)?.data['score'])
      .filter((s): s is number => typeof s === 'number')
      .slice(-MAX_POINTS);
    // Only the newest events are read yet: none of them scored says nothing about the rest.
    return idx.partial && scores.length === 0 ? null : scores;
  }, [idx, fixes]);
}
