import type { CrushSummary, Memory } from '../../src/memory/index.js';

/** The live-data cache key of the row trends (the launcher seeds it). */
export const ROW_TRENDS = 'row-trends';

/** Trends already read, by slug, with the update time they were read at. */
export type TrendCache = Map<string, { at: string; trend: string }>;

/**
 * The score trends of some rows. meta.json does not carry them, so each comes from
 * the crush's state.md, unless `cache` holds it for the row's update time. A row whose
 * state.md cannot be read has no trend (the detail screen reports why).
 */
export function readRowTrends(mem: Memory, rows: readonly CrushSummary[], cache: TrendCache = new Map()): Map<string, string> {
  const out = new Map<string, string>();
  for (const row of rows) {
    const hit = cache.get(row.slug);
    if (hit && hit.at === row.updatedAt) {
      out.set(row.slug, hit.trend);
      continue;
    }
    let trend: string;
    try {
      trend = mem.state(row.slug).fields.score_trend;
    } catch {
      continue;
    }
    cache.set(row.slug, { at: row.updatedAt, trend });
    out.set(row.slug, trend);
  }
  return out;
}
