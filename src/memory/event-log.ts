import { openFolder, readJson, fileSize, type Ctx } from './folder.js';
import { rawCountIsTrusted } from './count-marks.js';
import { countEvents, streamEvents } from './event-read.js';
import { emptyReport, type ReadReport } from './event-lines.js';

/**
 * One crush's event log for reading it whole (the timeline), without the rest of
 * the memory service: no schema library, no YAML parser. The count comes from
 * meta.json when this program made it exact at the log's current size, else it
 * is counted; a meta.json that cannot be read only means counting.
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
      if (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && rawCountIsTrusted(raw as Record<string, unknown>, fileSize(path))) {
        return (raw as { event_count: number }).event_count;
      }
      return countEvents(path);
    },
    events: (report: ReadReport = emptyReport()) => streamEvents(path, report),
  };
}
