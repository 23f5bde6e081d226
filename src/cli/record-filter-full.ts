// The whole filter of `timeline` and `events`: the types (record-filter.ts), the
// dates read as `simp search` reads them (the engine's date range) and the text
// compared as it compares it (the memory service's fold, over the values only).
import { refused } from '../model/errors.js';
import { rangeBounds, inRange } from '../engine/date-range.js';
import { holdsAll, loadSearchFold, textValues } from '../memory/crush/search.js';
import type { Ctx } from '../memory/crush/folder.js';
import { filterTypes, hasFilter, type FilterFlags, type RecordFilter } from './record-filter.js';

/**
 * The filter of the flags (all must hold), or null when none is given. A value that
 * cannot be read is refused naming its flag: an unknown type, a date that is no date,
 * a start after the end, a `--grep` with no word.
 */
export async function recordFilter(f: FilterFlags, o: { ctx: Ctx; slug: string; interactions: boolean }): Promise<RecordFilter | null> {
  if (!hasFilter(f)) return null;
  const types = filterTypes(f.type, o);
  const bounds = rangeBounds({ since: f.since, until: f.until }, o.ctx.now());
  let text: ((data: unknown) => boolean) | null = null;
  if (f.grep !== undefined) {
    const fold = await loadSearchFold();
    // Several words: each must be in the record, as in `simp search`.
    const needles = [...new Set(f.grep.split(/\s+/u).map(fold).filter((w) => w !== ''))];
    if (needles.length === 0) throw refused({ field: 'grep', kind: 'say', what: 'look-for' });
    text = (data) => holdsAll(textValues(data).map((v) => v.value), needles, fold);
  }
  return {
    types,
    keep: (r) => (types === null || types.includes(r.type)) && (bounds === null || inRange(r.ts, bounds)) && (text === null || text(r.data)),
  };
}
