import { existsSync } from 'node:fs';
import { openFolder, readText, type Ctx } from './folder.js';
import { streamEventBatches } from '../log/event-read.js';
import { emptyReport } from '../log/event-lines.js';
import { corrected, correctionOf, loadCorrections } from '../log/corrections.js';
import type { SimpEvent } from '../../model/schemas.js';

/** A line of a crush's files holding the text looked for. */
export type SearchHit =
  /** `ordinal`: the record's place among the file's valid records (the timeline's index of an event). */
  | { kind: 'event' | 'interaction'; line: number; ordinal: number; event: SimpEvent; correction?: 'amend' | 'void' }
  | { kind: 'profile'; line: number; text: string };

/** What a search of one crush found, and why its profile was left out if it was. */
export interface CrushSearch {
  hits: SearchHit[];
  /** The error that kept profile.md from being read (the logs' hits stand). */
  unreadable?: unknown;
}

/** The text in the form it is compared in: NFKC, lower case. */
export const foldText = (s: string): string => s.normalize('NFKC').toLowerCase();

/** How a search compares text: `foldText`, then traditional Chinese as simplified. */
export type Fold = (s: string) => string;

let searchFold: Fold | null = null;

/**
 * The fold of a search: NFKC, lower case, and traditional characters as simplified
 * (OpenCC's t2cn table, loaded on the first search only), so 貓 finds 猫 and 猫 finds 貓.
 */
export async function loadSearchFold(): Promise<Fold> {
  if (searchFold) return searchFold;
  const { Converter } = await import('opencc-js/t2cn');
  const toSimplified = Converter({ from: 't', to: 'cn' });
  // ASCII has nothing to convert: the table is skipped for it.
  searchFold = (s) => {
    const plain = foldText(s);
    return /[\u0080-\u{10ffff}]/u.test(plain) ? toSimplified(plain) : plain;
  };
  return searchFold;
}

/** The text values a record's data holds (depth first), with the key each sits under; never the keys themselves. */
export function textValues(data: unknown, key = '', out: { field: string; value: string }[] = []): { field: string; value: string }[] {
  if (typeof data === 'string') out.push({ field: key, value: data });
  else if (Array.isArray(data)) for (const item of data) textValues(item, key, out);
  else if (data !== null && typeof data === 'object') for (const [k, v] of Object.entries(data)) if (!isCodeKey(k)) textValues(v, k, out);
  return out;
}

/** Keys whose values are the program's ids and codes (a signal's id, a band, a direction), not words the user wrote. */
const CODE_KEYS = new Set(['id', 'signals', 'milestones', 'band', 'direction', 'verdict', 'trend', 'answers']);
const isCodeKey = (k: string): boolean => CODE_KEYS.has(k) || k.endsWith('_id') || k.endsWith('_ids');

/** Every needle (already folded) is in one of the texts. */
export const holdsAll = (texts: readonly string[], needles: readonly string[], fold: Fold): boolean => {
  const folded = texts.map(fold);
  return needles.every((n) => folded.some((t) => t.includes(n)));
};

/** A profile line as the user wrote it: the value of a `key: value` line of the front matter, else the line. */
export const profileValue = (line: string): string => /^[A-Za-z_][\w-]*:\s*(.*)$/.exec(line)?.[1] ?? line;

/**
 * Every event, interaction and profile line of one crush whose values hold every
 * one of `needles` (already folded with the search's fold): the text the user wrote,
 * never a key, an id or a type. Logs are streamed, so a long history is read once
 * with flat memory; which field of an event matched is the caller's to say.
 */
export async function searchCrush(ctx: Ctx, slug: string, needles: readonly string[], limit = Infinity): Promise<CrushSearch> {
  const fold = await loadSearchFold();
  const folder = openFolder(ctx, slug);
  const hits: SearchHit[] = [];
  const fixes = loadCorrections(folder);
  for (const [kind, file] of [['event', 'events'], ['interaction', 'interactions']] as const) {
    const map = kind === 'event' ? fixes.events : fixes.interactions;
    const path = folder.path(file);
    if (!existsSync(path)) continue;
    let ordinal = 0;
    for await (const batch of streamEventBatches(path, emptyReport())) {
      for (const { event: raw, line, offset } of batch) {
        if (hits.length >= limit) return { hits };
        // A corrected record is found by what it now says; a retracted one as it was, marked.
        const c = map.size === 0 ? null : correctionOf(map, offset, raw);
        const event = (c ? corrected(raw, c) : raw) ?? raw;
        const mark = c ? { correction: c.action } : {};
        if (holdsAll(textValues(event.data).map((v) => v.value), needles, fold)) hits.push({ kind, line, ordinal, event, ...mark });
        ordinal += 1;
      }
    }
  }
  // Through the regular-file check: a FIFO there is refused at once instead of waited on; the logs' hits stand.
  let profile: string | null;
  try {
    profile = readText(folder.path('profile'));
  } catch (err) {
    return { hits, unreadable: err };
  }
  if (profile !== null) {
    profile
      .split('\n')
      .forEach((text, i) => {
        if (hits.length < limit && text.trim() !== '---' && holdsAll([profileValue(text)], needles, fold)) hits.push({ kind: 'profile', line: i + 1, text });
      });
  }
  return { hits };
}
