import { useServices } from '../../shell/kernel/services-context.js';
import { useLive } from '../../shell/kernel/live-data.js';
import type { CrushView } from '../../../src/memory/index.js';
import { errorText } from '../../../src/present/field-errors.js';
import { SimpError } from '../../../src/model/errors.js';

/** profile, state, strategy and meta of one crush, re-read when its folder changes on disk. */
export function useCrush(slug: string): { view: CrushView | null; error: string | null; repairable: boolean } {
  const { mem, lang } = useServices();
  return useLive(`crush:${slug}`, slug, () => {
    try {
      return { view: mem.read(slug), error: null, repairable: false };
    } catch (err) {
      // A state.md or meta.json that a rebuild from the events mends: the screen offers it.
      return { view: null, error: errorText(err, lang), repairable: err instanceof SimpError && err.remedy?.kind === 'rebuild' };
    }
  });
}
