import { openFolder, readJson, fileSize, type Ctx } from '../crush/folder.js';
import { countFromMarks, streamEventBatches, streamEvents, type StreamPosition } from './event-read.js';
import { codeStamp, openRenderCache } from '../cache/render-cache.js';
import { emptyReport, type ReadReport } from './event-lines.js';
import { loadCorrections } from './corrections.js';

/**
 * One crush's event log for reading it whole (the timeline), without the rest of
 * the memory service: no schema library, no YAML parser. The count comes from
 * meta.json's marks (see countFromMarks); a meta.json that cannot be read only
 * means counting.
 */
export function openEventLog(ctx: Ctx, slug: string) {
  const folder = openFolder(ctx, slug);
  const path = folder.path('events');
  return {
    async count(): Promise<number> {
      let raw: unknown;
      try {
        raw = readJson(folder.path('meta'));
      } catch {
        raw = null;
      }
      const marks = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
      return countFromMarks(path, marks, fileSize(path));
    },
    events: (report: ReadReport = emptyReport()) => streamEvents(path, report),
    /** The corrections of both logs (`simp amend` / `void`), by the target line's offset. */
    corrections: () => loadCorrections(folder),
    batches: (report: ReadReport = emptyReport()) => streamEventBatches(path, report),
    /** interactions.jsonl's records in file order (the time tracker's log; usually short). */
    interactions: async (report: ReadReport = emptyReport()) => {
      const out: { ts: string; type: string; data: Record<string, unknown>; line: number; offset: number }[] = [];
      for await (const { event, line, offset } of streamEvents(folder.path('interactions'), report)) out.push({ ts: event.ts, type: event.type, data: event.data, line, offset });
      return out;
    },
    /** The log's size now (0 when there is none). */
    size: () => fileSize(path),
    /** Batches of bytes [from, end), line numbers counting on from `lineBase`; `position` follows the lines read. */
    batchesBetween: (report: ReadReport, from: number, end: number, lineBase: number, position: StreamPosition) =>
      streamEventBatches(path, report, from, end, lineBase, position),
    /** The cache of one rendering of this log (null: no cache folder); `stamp` names the code that renders. */
    renderCache: (variant: string, moduleUrl: string) => openRenderCache(path, `${variant}|${codeStamp(moduleUrl)}`),
  };
}
