import { existsSync } from 'node:fs';
import { openFolder, readText, type Ctx } from './folder.js';
import { streamEventBatches } from './event-read.js';
import { emptyReport } from './event-lines.js';
import { corrected, correctionOf, loadCorrections } from './corrections.js';
import type { SimpEvent } from '../model/schemas.js';

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

/**
 * Every event, interaction and profile line of one crush whose text holds
 * `needle` (already folded). Logs are streamed, so a long history is read once
 * with flat memory; which field of an event matched is the caller's to say.
 */
export async function searchCrush(ctx: Ctx, slug: string, needle: string, limit = Infinity): Promise<CrushSearch> {
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
        if (foldText(JSON.stringify(event.data)).includes(needle) || foldText(event.type).includes(needle)) hits.push({ kind, line, ordinal, event, ...mark });
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
        if (hits.length < limit && text.trim() !== '---' && foldText(text).includes(needle)) hits.push({ kind: 'profile', line: i + 1, text });
      });
  }
  return { hits };
}
