import { foldText, type Memory } from '../memory/index.js';
import { refused } from '../model/index.js';

/** One place the text was found. */
export type Found =
  | { kind: 'event' | 'interaction'; line: number; ordinal: number; ts: string; type: string; field: string; snippet: string; correction?: 'amend' | 'void' }
  | { kind: 'profile'; line: number; snippet: string }
  | { kind: 'topic'; id: string; snippet: string };

export interface CrushFound {
  slug: string;
  nickname: string;
  archived: boolean;
  found: Found[];
}

export interface SearchResult {
  text: string;
  crushes: CrushFound[];
  total: number;
  /** More places than `limit` were found; the rest are not listed. */
  truncated: boolean;
  /** Crushes whose files could not all be searched (a FIFO where profile.md belongs, a log over its limit), and why. */
  skipped: { slug: string; error: unknown }[];
}

/** The matched part of a value with a little of what is around it, on one line. */
export function snippet(value: string, needle: string, width = 60): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  const at = foldText(flat).indexOf(needle);
  const chars = [...flat];
  if (chars.length <= width || at < 0) return chars.slice(0, width).join('') + (chars.length > width ? '…' : '');
  const start = Math.max(0, [...flat.slice(0, at)].length - Math.floor(width / 3));
  return `${start > 0 ? '…' : ''}${chars.slice(start, start + width).join('')}${start + width < chars.length ? '…' : ''}`;
}

/** The first string of an event's data (depth first) that holds the needle, with its key. */
function matchedField(data: unknown, needle: string, key = ''): { field: string; value: string } | null {
  if (typeof data === 'string') return foldText(data).includes(needle) ? { field: key, value: data } : null;
  if (Array.isArray(data)) {
    for (const item of data) {
      const m = matchedField(item, needle, key);
      if (m) return m;
    }
    return null;
  }
  if (data !== null && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) {
      const m = matchedField(v, needle, k);
      if (m) return m;
    }
  }
  return null;
}

/**
 * Looks for a text in every crush (archived ones too): events, interactions,
 * profile lines and topic memories, case and width folded; at most `limit` places.
 */
export async function runSearch(mem: Memory, text: string, limit = 200): Promise<SearchResult> {
  const needle = foldText(text.trim());
  if (needle === '') throw refused({ field: 'query', kind: 'say', what: 'look-for' });
  const crushes: CrushFound[] = [];
  const skipped: SearchResult['skipped'] = [];
  let total = 0;
  let truncated = false;
  for (const crush of mem.list().slice().sort((a, b) => a.slug.localeCompare(b.slug))) {
    if (total >= limit) {
      truncated = true;
      break;
    }
    const found: Found[] = [];
    let searched;
    try {
      searched = await mem.search(crush.slug, needle, limit - total + 1);
    } catch (error) {
      // A folder that cannot be read is skipped, and said so.
      skipped.push({ slug: crush.slug, error });
      continue;
    }
    // Its profile could not be read: what the logs hold is listed, and the rest said.
    if (searched.unreadable !== undefined) skipped.push({ slug: crush.slug, error: searched.unreadable });
    for (const h of searched.hits) {
      if (h.kind === 'profile') found.push({ kind: 'profile', line: h.line, snippet: snippet(h.text, needle) });
      else {
        const m = matchedField(h.event.data, needle) ?? { field: 'type', value: h.event.type };
        found.push({ kind: h.kind, line: h.line, ordinal: h.ordinal, ts: h.event.ts, type: h.event.type, field: m.field, snippet: snippet(m.value, needle), ...(h.correction ? { correction: h.correction } : {}) });
      }
    }
    try {
      for (const e of mem.knowledge(crush.slug)) {
        const all = [e.canonical_meaning, ...e.trigger_keywords].join(' ');
        if (foldText(all).includes(needle)) found.push({ kind: 'topic', id: e.id, snippet: snippet(foldText(e.canonical_meaning).includes(needle) ? e.canonical_meaning : all, needle) });
      }
    } catch {
      // an unreadable knowledge.json: its topics are not searched
    }
    if (found.length === 0) continue;
    const room = limit - total;
    if (found.length > room) truncated = true;
    const kept = found.slice(0, room);
    total += kept.length;
    crushes.push({ slug: crush.slug, nickname: crush.nickname, archived: crush.archived, found: kept });
  }
  return { text, crushes, total, truncated, skipped };
}
