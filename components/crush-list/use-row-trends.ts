import { useEffect, useRef, useState } from 'react';
import { useServices } from '../app/services-context.js';
import type { CrushSummary } from '../../src/memory/index.js';
import { readRowTrend } from './row-trend.js';

type Cache = Map<string, { at: string; trend: string }>;

const keyOf = (rows: readonly CrushSummary[]): string => rows.map((r) => `${r.slug}@${r.updatedAt}`).join('|');

/**
 * The score trend of the rows on screen, read from each visible row's state.md
 * (never all 1,000 folders) and cached by update time. The rows of the first
 * frame are read at once, so that frame matches the one the launcher drew before
 * the app loaded; rows scrolled into view later are read after their frame is drawn.
 */
export function useRowTrends(visible: readonly CrushSummary[]): ReadonlyMap<string, string> {
  const { mem } = useServices();
  const cache = useRef<Cache>(new Map());
  const collect = (rows: readonly CrushSummary[]): Map<string, string> => {
    const out = new Map<string, string>();
    for (const row of rows) {
      const hit = cache.current.get(row.slug);
      if (hit && hit.at === row.updatedAt) {
        out.set(row.slug, hit.trend);
        continue;
      }
      const trend = readRowTrend(mem, row.slug);
      if (trend === null) continue;
      cache.current.set(row.slug, { at: row.updatedAt, trend });
      out.set(row.slug, trend);
    }
    return out;
  };
  const [trends, setTrends] = useState<ReadonlyMap<string, string>>(() => collect(visible));
  const key = keyOf(visible);
  const readFor = useRef(key);
  useEffect(() => {
    if (readFor.current === key) return;
    readFor.current = key;
    setTrends(collect(visible));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mem, key]);
  return trends;
}
