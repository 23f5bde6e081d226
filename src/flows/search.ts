import { holdsAll, loadSearchFold, textValues, type Fold, type Memory } from '../memory/index.js';
import { refused } from '../model/index.js';
import { inRange, rangeBounds, type DateBounds, type DateRange } from '../engine/date-range.js';

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

/** A span of time a hit must fall in (the engine's date range, shared with `timeline` and `events`). */
export type SearchRange = DateRange;
/** A range's ends as epoch milliseconds. */
export type SearchBounds = DateBounds;
export { inRange, rangeBounds };

/** The matched part of a value with a little of what is around it, on one line. */
export function snippet(value: string, needle: string, fold: Fold, width = 60): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  // Folding keeps one character for one (NFKC aside): the place in the folded text is the place in the value.
  const folded = fold(flat);
  const at = folded.indexOf(needle);
  if (chars.length <= width || at < 0) return chars.slice(0, width).join('') + (chars.length > width ? '…' : '');
  const start = Math.max(0, [...folded.slice(0, at)].length - Math.floor(width / 3));
  return `${start > 0 ? '…' : ''}${chars.slice(start, start + width).join('')}${start + width < chars.length ? '…' : ''}`;
}

/** The first text value of an event's data (depth first) that holds one of the needles, with its key. */
function matchedField(data: unknown, needles: readonly string[], fold: Fold): { field: string; value: string; needle: string } | null {
  for (const v of textValues(data)) {
    const needle = needles.find((n) => fold(v.value).includes(n));
    if (needle !== undefined) return { ...v, needle };
  }
  return null;
}

/**
 * Looks for a text in every crush (archived ones too): events, interactions,
 * profile lines and topic memories, case and width folded; at most `limit` places.
 * With a range, only what is dated in it: events and interactions by their time,
 * topic memories by when they were written; profile lines carry no date and are left out.
 */
export async function runSearch(mem: Memory, text: string, limit = 200, range: SearchRange = {}): Promise<SearchResult> {
  const bounds = rangeBounds(range, mem.ctx.now());
  const fold = await loadSearchFold();
  // Several words: each must be in the same record.
  const needles = [...new Set(text.split(/\s+/u).map(fold).filter((w) => w !== ''))];
  if (needles.length === 0) throw refused({ field: 'query', kind: 'say', what: 'look-for' });
  const first = needles[0] as string;
  const crushes: CrushFound[] = [];
  const skipped: SearchResult['skipped'] = [];
  let total = 0;
  let truncated = false;
  const listed = mem.listBrief().slice().sort((a, b) => a.slug.localeCompare(b.slug));
  // The index leaves out the crushes that cannot hold every word; those it keeps are read as always.
  const maybe = mem.searchCandidates(listed.map((c) => c.slug), needles, fold);
  for (const crush of listed) {
    if (total >= limit) {
      truncated = true;
      break;
    }
    if (!maybe.has(crush.slug)) continue;
    const found: Found[] = [];
    let searched;
    try {
      // A range is applied here, after the search: the hits it leaves out must not use up the limit.
      searched = await mem.search(crush.slug, needles, bounds ? Infinity : limit - total + 1);
    } catch (error) {
      // A folder that cannot be read is skipped, and said so.
      skipped.push({ slug: crush.slug, error });
      continue;
    }
    // Its profile could not be read: what the logs hold is listed, and the rest said.
    if (searched.unreadable !== undefined) skipped.push({ slug: crush.slug, error: searched.unreadable });
    for (const h of searched.hits) {
      if (bounds && (h.kind === 'profile' || !inRange(h.event.ts, bounds))) continue;
      if (h.kind === 'profile') found.push({ kind: 'profile', line: h.line, snippet: snippet(h.text, first, fold) });
      else {
        const m = matchedField(h.event.data, needles, fold) ?? { field: '', value: '', needle: first };
        found.push({ kind: h.kind, line: h.line, ordinal: h.ordinal, ts: h.event.ts, type: h.event.type, field: m.field, snippet: snippet(m.value, m.needle, fold), ...(h.correction ? { correction: h.correction } : {}) });
      }
    }
    try {
      for (const e of mem.knowledge(crush.slug)) {
        if (bounds && !inRange(e.created_at, bounds)) continue;
        const texts = [e.canonical_meaning, ...e.trigger_keywords];
        if (holdsAll(texts, needles, fold)) found.push({ kind: 'topic', id: e.id, snippet: snippet(holdsAll([e.canonical_meaning], needles, fold) ? e.canonical_meaning : texts.join(' '), first, fold) });
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
