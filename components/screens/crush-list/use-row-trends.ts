import { useEffect, useRef, useState } from 'react';
import { useLiveData } from '../../shell/kernel/live-data.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { CrushSummary } from '../../../src/memory/index.js';
import { readRowTrends, ROW_TRENDS, type RowInfo, type TrendCache } from './row-trend.js';

const keyOf = (rows: readonly CrushSummary[]): string => rows.map((r) => `${r.slug}@${r.updatedAt}`).join('|');

/**
 * The score trend of the rows on screen, read from each visible row's state.md
 * (never all 1,000 folders) and cached by update time. The rows of the first
 * frame are read at once, so that frame matches the one the launcher drew before
 * the app loaded; rows scrolled into view later are read after their frame is drawn.
 */
export function useRowTrends(visible: readonly CrushSummary[], greens = false): ReadonlyMap<string, RowInfo> {
  const { mem } = useServices();
  // Shared for the app's life, and seeded with what the launcher read for its first frame.
  const cache = useLiveData().cache<TrendCache>(ROW_TRENDS, () => new Map());
  const [trends, setTrends] = useState<ReadonlyMap<string, RowInfo>>(() => readRowTrends(mem, visible, cache, greens));
  const key = `${keyOf(visible)}#${greens}`;
  const readFor = useRef(key);
  // Reads only when other rows came into view (`visible` is a new array on most renders; `key` says what it holds).
  useEffect(() => {
    if (readFor.current === key) return;
    readFor.current = key;
    setTrends(readRowTrends(mem, visible, cache, greens));
  }, [key, mem, visible, cache, greens]);
  return trends;
}
