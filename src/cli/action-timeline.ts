import { openEventLog } from '../memory/event-log.js';
import { resolveBaseDir } from '../memory/paths.js';
import { dumpsLine } from '../memory/pyjson.js';
import { describeReport, emptyReport } from '../memory/event-lines.js';
import { messages, type Lang } from '../i18n/index.js';
import { timelineLine, eventLabel, eventDescription } from '../present/format-timeline.js';
import { Out, warn } from './io.js';


/** The timeline from plain arguments (main() calls it without commander for the plain spellings). */
export async function printTimeline(a: { slug: string; full: boolean; json: boolean; baseDir?: string; lang: Lang }): Promise<void> {
  const m = messages(a.lang);
  const log = openEventLog({ base: resolveBaseDir(a.baseDir), now: () => new Date() }, a.slug);
  const detail = a.full ? 'full' : 'reference';
  const out = new Out();
  const report = emptyReport();
  if (a.json) {
    for await (const batch of log.batches(report)) {
      const rows = batch.map(({ event }) => dumpsLine({ ts: event.ts, type: event.type, label: eventLabel(event.type, m), description: eventDescription(event, m, detail) }));
      await out.write(`${rows.join('\n')}\n`);
    }
  } else {
    // The header needs the total before any line.
    const total = await log.count();
    if (total === 0) await out.line(m.timeline.empty);
    else {
      await out.line(m.timeline.header(total));
      await out.line('');
      for await (const batch of log.batches(report)) await out.write(`${batch.map(({ event }) => timelineLine(event, m, detail)).join('\n')}\n`);
    }
  }
  await out.flush();
  warn(describeReport(report, 'events.jsonl'));
}
