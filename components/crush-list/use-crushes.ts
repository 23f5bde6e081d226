import { useMemo } from 'react';
import { useServices } from '../app/services-context.js';
import { useRefreshTick } from '../app/live-refresh.js';
import { describeError, type CrushSummary } from '../../src/memory/index.js';
import { sortByUpdate } from './crush-rows.js';

/** Every crush, latest update first; re-read whenever anything under the base folder changes. */
export function useCrushes(): { rows: CrushSummary[]; error: string | null } {
  const { mem } = useServices();
  const tick = useRefreshTick();
  // Read while rendering (not in an effect) so the very first frame already shows the list.
  return useMemo(() => {
    try {
      return { rows: sortByUpdate(mem.list()), error: null };
    } catch (err) {
      return { rows: [], error: describeError(err) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mem, tick]);
}
