import { useEffect, useRef, useState } from 'react';
import { useServices } from '../app/services-context.js';
import type { CrushSummary } from '../../src/memory/index.js';

/**
 * The score trend of the rows on screen. meta.json does not carry it, so it comes
 * from each visible row's state.md (never all 1,000 folders), cached by update
 * time, and read after the frame is drawn so the list itself appears at once.
 */
export function useRowTrends(visible: readonly CrushSummary[]): ReadonlyMap<string, string> {
  const { mem } = useServices();
  const cache = useRef(new Map<string, { at: string; trend: string }>());
  const [trends, setTrends] = useState<ReadonlyMap<string, string>>(new Map());
  const key = visible.map((r) => `${r.slug}@${r.updatedAt}`).join('|');
  useEffect(() => {
    const out = new Map<string, string>();
    for (const row of visible) {
      const hit = cache.current.get(row.slug);
      if (hit && hit.at === row.updatedAt) {
        out.set(row.slug, hit.trend);
        continue;
      }
      try {
        const trend = mem.read(row.slug).state.fields.score_trend;
        cache.current.set(row.slug, { at: row.updatedAt, trend });
        out.set(row.slug, trend);
      } catch {
        // A broken state.md is reported on the detail screen; the row just shows no arrow.
      }
    }
    setTrends(out);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mem, key]);
  return trends;
}
