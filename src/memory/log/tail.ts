import { correctedTail, loadCorrections } from './corrections.js';
import { typedTail } from '../cache/type-index.js';
import { openFolder, type Ctx } from '../crush/folder.js';
import { eachFromEnd, readTail } from './event-read.js';
import { emptyReport, type ReadReport } from './event-lines.js';
import type { SimpEvent } from '../../model/schemas.js';

/** The last n events (optionally of some types), reading only the end of the file. */
export function recentEvents(
  ctx: Ctx,
  slug: string,
  n: number,
  types: readonly string[] | null = null,
): { events: SimpEvent[]; report: ReadReport } {
  const folder = openFolder(ctx, slug);
  const report = emptyReport();
  return { events: readTail(folder.path('events'), n, types, report), report };
}

/** The newest `n` events (of `types`) as their corrections leave them: what flows read of the recent history. */
export function recentCorrected(ctx: Ctx, slug: string, n: number, types: readonly string[] | null = null): { events: SimpEvent[]; report: ReadReport } {
  const folder = openFolder(ctx, slug);
  const report = emptyReport();
  return { events: correctedTail(folder.path('events'), n, types, report, loadCorrections(folder).events), report };
}

/** The newest `n` events of one type, through the cache of where its lines are in a long log. */
export function typedEvents(ctx: Ctx, slug: string, n: number, type: string): { events: SimpEvent[]; report: ReadReport } {
  const folder = openFolder(ctx, slug);
  const report = emptyReport();
  return { events: typedTail(folder.path('events'), type, n, report), report };
}

/**
 * The newest `n` events (of `types`) that `keep` takes, reading back from the end of
 * the file until `n` are found (the type screen passes over other lines unparsed).
 */
export function filteredTail(
  ctx: Ctx,
  slug: string,
  n: number,
  types: readonly string[] | null,
  keep: (event: SimpEvent) => boolean,
): { events: SimpEvent[]; report: ReadReport } {
  const folder = openFolder(ctx, slug);
  const report = emptyReport();
  const found: SimpEvent[] = [];
  eachFromEnd(folder.path('events'), types, report, (event) => {
    if (keep(event)) found.push(event);
    return found.length >= n;
  });
  return { events: found.reverse(), report };
}

/** Whether the log holds an event of `type` (a type another tool wrote), through the type cache. */
export function logHoldsType(ctx: Ctx, slug: string, type: string): boolean {
  return typedTail(openFolder(ctx, slug).path('events'), type, 1, emptyReport()).length > 0;
}
