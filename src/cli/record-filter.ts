// The filters of `timeline` and `events` (--type, --since, --until, --grep): one
// predicate over a record ({ts, type, data}), events and interactions alike. This
// file holds the type filter; the dates and the text are read by record-filter-full.ts,
// loaded only when one of them is given (the binary's file of the read verbs,
// dist/read-verbs.js, holds neither the date reader nor the fold: it loads them from
// dist/record-filter.mjs).
import { refused } from '../model/errors.js';
import { EVENT_TYPES } from '../model/event-rules.js';
import { INTERACTION_TYPES } from '../model/enums.js';
import { logHoldsType } from '../memory/log/tail.js';
import type { Ctx } from '../memory/crush/folder.js';

/** The filter flags as typed; any may be left out. */
export interface FilterFlags {
  type?: string;
  since?: string;
  until?: string;
  grep?: string;
}

/** A record as the filter reads it. */
export interface FilterRecord {
  ts: string;
  type: string;
  data: unknown;
}

export interface RecordFilter {
  /** The types asked for (null: any type). */
  types: string[] | null;
  keep: (r: FilterRecord) => boolean;
}

export const hasFilter = (f: FilterFlags): boolean => f.type !== undefined || f.since !== undefined || f.until !== undefined || f.grep !== undefined;

/**
 * The types of `--type` (one, or several split by commas): the event types (and, with
 * `interactions`, the interaction types), or a type the log holds (another tool's);
 * null when not given. An unknown one is refused naming the flag.
 */
export function filterTypes(type: string | undefined, o: { ctx: Ctx; slug: string; interactions: boolean }): string[] | null {
  if (type === undefined) return null;
  const types = [...new Set(type.split(',').map((t) => t.trim()))];
  const known = new Set<string>([...EVENT_TYPES, ...(o.interactions ? INTERACTION_TYPES : [])]);
  const unknown = types.filter((t) => !known.has(t) && (t === '' || !logHoldsType(o.ctx, o.slug, t)));
  if (unknown.length > 0) throw refused({ field: 'filter_type', kind: 'unknown', values: unknown, options: [...known] });
  return types;
}

/** The filter of `--type` alone (the plain spellings), or null. */
export function typeFilter(type: string | undefined, o: { ctx: Ctx; slug: string; interactions: boolean }): RecordFilter | null {
  const types = filterTypes(type, o);
  return types === null ? null : { types, keep: (r) => types.includes(r.type) };
}

/** The filter of the flags, or null: --type alone here; the dates and the text through record-filter-full.ts, loaded only then. */
export async function loadFilter(f: FilterFlags, o: { ctx: Ctx; slug: string; interactions: boolean }): Promise<RecordFilter | null> {
  if (f.since === undefined && f.until === undefined && f.grep === undefined) return typeFilter(f.type, o);
  const { recordFilter } = await import('./record-filter-full.js');
  return recordFilter(f, o);
}
