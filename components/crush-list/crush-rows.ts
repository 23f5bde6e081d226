import { shortTs } from '../../src/present/format-timeline.js';
import type { CrushSummary } from '../../src/memory/index.js';

/** Latest update first; folders that never recorded an update go last, by name. */
export function sortByUpdate(rows: readonly CrushSummary[]): CrushSummary[] {
  return [...rows].sort((a, b) => {
    if (a.updatedAt !== b.updatedAt) {
      if (!a.updatedAt) return 1;
      if (!b.updatedAt) return -1;
      return a.updatedAt < b.updatedAt ? 1 : -1;
    }
    return a.slug.localeCompare(b.slug);
  });
}

/** The crushes the list shows: archived ones only when asked for. */
export function listedRows(rows: readonly CrushSummary[], showArchived: boolean): readonly CrushSummary[] {
  return showArchived ? rows : rows.filter((r) => !r.archived);
}

/** The `/` filter: name, slug or stage contains the query (case-insensitive). */
export function filterCrushes(rows: readonly CrushSummary[], query: string): readonly CrushSummary[] {
  const q = query.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((r) => [r.nickname, r.slug, r.stage].some((v) => v.toLowerCase().includes(q)));
}

/** `2026-11-30T02:06:29.62` → `2026-11-30 02:06`. */
export function shortUpdate(iso: string): string {
  return iso ? shortTs(iso) : '—';
}
