import type { PinyinMatch } from './use-pinyin.js';
import { stageName } from '../../../src/present/enum-names.js';
import { shortTs } from '../../../src/present/short-time.js';
import type { CrushSummary } from '../../../src/memory/index.js';

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

/**
 * The `/` filter: the name, slug or stage (stored or English name) contains the
 * query, ignoring case; with `pinyin`, a Chinese name also matches its pinyin
 * (`xy` and `xiaoyu` find 小雨).
 */
export function filterCrushes(rows: readonly CrushSummary[], query: string, pinyin: PinyinMatch | null = null): readonly CrushSummary[] {
  const q = query.trim().toLowerCase();
  if (!q) return rows;
  const latin = /^[a-z\s']+$/.test(q);
  return rows.filter(
    (r) =>
      [r.nickname, r.slug, r.stage, stageName(r.stage, 'en')].some((v) => v.toLowerCase().includes(q)) ||
      (pinyin !== null && latin && /\p{Script=Han}/u.test(r.nickname) && pinyin(r.nickname, q.replace(/[\s']+/g, ''))),
  );
}

/** Whether a filter could match by pinyin (it holds a Latin letter), so the matcher is worth loading. */
export const wantsPinyin = (query: string): boolean => /[a-z]/i.test(query);

/** `2026-11-30T02:06:29.62` → `2026-11-30 02:06`. */
export function shortUpdate(iso: string): string {
  return iso ? shortTs(iso) : '—';
}

/** The live-data key of the crush list (the launcher seeds it with what its first frame read). */
export const LIST_KEY = 'list';
