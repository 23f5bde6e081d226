import type { CrushSummary } from '../../../src/memory/index.js';
import type { SimpEvent } from '../../../src/model/schemas.js';

/** The live-data cache key of the row trends (the launcher seeds it). */
export const ROW_TRENDS = 'row-trends';

/** What a list row shows beyond meta.json: the score trend, and when the last green signal was. */
export interface RowInfo {
  trend: string;
  /** Time stamp of the newest green signal among the last ones (null: none; undefined: not read). */
  lastGreen?: string | null;
}

/** Infos already read, by slug, with the update time they were read at. */
export type TrendCache = Map<string, { at: string; info: RowInfo }>;

/** Where the infos come from: the memory service, or the launcher's quick readers (the same answers). */
export interface RowSource {
  /** Throws when the row's state.md cannot be read. */
  state(slug: string): { fields: { score_trend: string } };
  recent(slug: string, n: number, types: readonly string[]): { events: readonly SimpEvent[] };
}

/** How many of the newest signals are looked through for a green one. */
const GREEN_LOOKBACK = 30;

/**
 * The score trends of some rows (and, when `greens`, their last green signal). meta.json
 * does not carry them, so each comes from the crush's state.md and the end of its log,
 * unless `cache` holds it for the row's update time. A row whose state.md cannot be
 * read has no trend (the detail screen reports why).
 */
export function readRowTrends(mem: RowSource, rows: readonly CrushSummary[], cache: TrendCache = new Map(), greens = false): Map<string, RowInfo> {
  const out = new Map<string, RowInfo>();
  for (const row of rows) {
    const hit = cache.get(row.slug);
    if (hit && hit.at === row.updatedAt && (!greens || hit.info.lastGreen !== undefined)) {
      out.set(row.slug, hit.info);
      continue;
    }
    let info: RowInfo;
    try {
      info = { trend: mem.state(row.slug).fields.score_trend };
    } catch {
      continue;
    }
    if (greens) {
      try {
        const signals = mem.recent(row.slug, GREEN_LOOKBACK, ['signal_recorded']).events;
        info.lastGreen = signals.filter((e) => e.data['direction'] === 'green').at(-1)?.ts ?? null;
      } catch {
        info.lastGreen = null;
      }
    }
    cache.set(row.slug, { at: row.updatedAt, info });
    out.set(row.slug, info);
  }
  return out;
}
