import { useServices } from '../kernel/services-context.js';
import { useLive } from '../kernel/live-data.js';
import type { CrushView } from '../../src/memory/index.js';
import { errorText } from '../../src/present/field-errors.js';

/** profile, state, strategy and meta of one crush, re-read when its folder changes on disk. */
export function useCrush(slug: string): { view: CrushView | null; error: string | null } {
  const { mem, lang } = useServices();
  return useLive(`crush:${slug}`, slug, () => {
    try {
      return { view: mem.read(slug), error: null };
    } catch (err) {
      return { view: null, error: errorText(err, lang) };
    }
  });
}
