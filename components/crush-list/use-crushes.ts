import { useMemo, useRef } from 'react';
import { useServices } from '../app/services-context.js';
import { useRefreshTicks, type Ticks } from '../app/live-refresh.js';
import { type CrushSummary, type Memory } from '../../src/memory/index.js';
import { describeError } from '../../src/model/index.js';
import { sortByUpdate } from './crush-rows.js';

interface Listed {
  rows: CrushSummary[];
  error: string | null;
}

function readAll(mem: Memory): Listed {
  try {
    return { rows: sortByUpdate(mem.list()), error: null };
  } catch (err) {
    return { rows: [], error: describeError(err) };
  }
}

/** The rows of the crushes whose counters moved since `before`, read again; the others kept. */
function readChanged(mem: Memory, listed: Listed, before: Ticks, now: Ticks): Listed {
  const changed = Object.keys(now.bySlug).filter((slug) => now.bySlug[slug] !== before.bySlug[slug]);
  if (changed.length === 0) return listed;
  const bySlug = new Map(listed.rows.map((r) => [r.slug, r]));
  for (const slug of changed) {
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
  const { mem } = useServices();
  const ticks = useRefreshTicks();
  const last = useRef<{ mem: Memory; ticks: Ticks; listed: Listed } | null>(null);
  // Read while rendering (not in an effect) so the very first frame already shows the list.
  return useMemo(() => {
    const prev = last.current;
    const listed =
      prev && prev.mem === mem && prev.ticks.set === ticks.set && prev.listed.error === null
        ? readChanged(mem, prev.listed, prev.ticks, ticks)
        : readAll(mem);
    last.current = { mem, ticks, listed };
    return listed;
  }, [mem, ticks]);
}
