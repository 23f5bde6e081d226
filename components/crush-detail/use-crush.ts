import { useMemo } from 'react';
import { useServices } from '../app/services-context.js';
import { useRefreshTick } from '../app/live-refresh.js';
import { type CrushView } from '../../src/memory/index.js';
import { describeError } from '../../src/model/index.js';

/** profile, state, strategy and meta of one crush, re-read when its folder changes on disk. */
export function useCrush(slug: string): { view: CrushView | null; error: string | null } {
  const { mem } = useServices();
  const tick = useRefreshTick(slug);
  return useMemo(() => {
    try {
      return { view: mem.read(slug), error: null };
    } catch (err) {
      return { view: null, error: describeError(err) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mem, slug, tick]);
}
