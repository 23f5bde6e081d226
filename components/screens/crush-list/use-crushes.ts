import { useServices } from '../../shell/kernel/services-context.js';
import { useLive, type Change } from '../../shell/kernel/live-data.js';
import type { CrushSummary, Memory } from '../../../src/memory/index.js';
import { errorText } from '../../../src/present/field-errors.js';
import type { Lang } from '../../../src/i18n/index.js';
import { LIST_KEY, sortByUpdate } from './crush-rows.js';

export interface Listed {
  rows: CrushSummary[];
  error: string | null;
}

function readAll(mem: Memory, lang: Lang): Listed {
  try {
    return { rows: sortByUpdate(mem.list()), error: null };
  } catch (err) {
    return { rows: [], error: errorText(err, lang) };
  }
}

/** The rows of the crushes that changed, read again; the others kept. */
function readChanged(mem: Memory, listed: Listed, slugs: ReadonlySet<string>): Listed {
  const bySlug = new Map(listed.rows.map((r) => [r.slug, r]));
  for (const slug of slugs) {
    const row = mem.summary(slug);
    if (row) bySlug.set(slug, row);
    else bySlug.delete(slug);
  }
  return { rows: sortByUpdate([...bySlug.values()]), error: null };
}

/**
 * Every crush, latest update first. A change to one crush re-reads its row only
 * (1,000 folders are not read again for one append); a change to the set of
 * crushes, or a list that could not be read, reads them all again.
 */
export function useCrushes(): Listed {
  const { mem, lang } = useServices();
  return useLive(LIST_KEY, null, (prev: Listed | undefined, change: Change) =>
    prev && !change.all && prev.error === null ? readChanged(mem, prev, change.slugs) : readAll(mem, lang),
  );
}
