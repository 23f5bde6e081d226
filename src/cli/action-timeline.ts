import { openEventLog } from '../memory/event-log.js';
import { resolveBaseDir } from '../memory/paths.js';
import { dumpsLine } from '../memory/pyjson.js';
import { describeReport, emptyReport } from '../memory/event-lines.js';
import type { StreamPosition } from '../memory/event-read.js';
import { messages, type Lang } from '../i18n/index.js';
import { timelineLine, eventLabel, eventDescription, interactionDescription, interactionLabel, interactionLine, type InteractionRow } from '../present/format-timeline.js';
import { Out, warn } from './io.js';

/**
 * Below this size a timeline is printed from the log alone: it is quick, and the
 * user's cache folder stays empty for the few thousand events most people have.
 */
const CACHE_FROM_BYTES = 1 << 20;

/**
 * The timeline from plain arguments (main() calls it without commander for the plain
 * spellings). A long log's rendered lines are kept in the user's cache folder, so
 * printing it again reads them back and parses only the events added since
 * (src/memory/render-cache.ts); the output is the same byte for byte.
 */
export async function printTimeline(a: { slug: string; full: boolean; json: boolean; baseDir?: string; lang: Lang; interactions?: boolean }): Promise<void> {
  const m = messages(a.lang);
  const log = openEventLog({ base: resolveBaseDir(a.baseDir), now: () => new Date() }, a.slug);
  const detail = a.full ? 'full' : 'reference';
  const out = new Out();
  const report = emptyReport();
  const size = log.size();
  if (a.interactions) return printMerged(a, log, report);
  const cache = size >= CACHE_FROM_BYTES ? log.renderCache(`timeline|${a.lang}|${detail}|${a.json ? 'json' : 'text'}`, import.meta.url) : null;
  const hit = cache?.hit() ?? null;
  if (!a.json) {
    // The header needs the total before any line.
    const total = await log.count();
    if (total === 0) {
      hit?.close();
      await out.line(m.timeline.empty);
      await out.flush();
      warn(describeReport(report, 'events.jsonl'));
      return;
    }
    await out.line(m.timeline.header(total));
    await out.line('');
  }
  const render = a.json
    ? (batch: { event: Parameters<typeof timelineLine>[0] }[]) =>
        batch.map(({ event }) => dumpsLine({ ts: event.ts, type: event.type, label: eventLabel(event.type, m), description: eventDescription(event, m, detail) }))
    : (batch: { event: Parameters<typeof timelineLine>[0] }[]) => batch.map(({ event }) => timelineLine(event, m, detail));
  const from = hit?.covered ?? 0;
  if (hit) {
    for (const chunk of hit.body()) await out.bytes(chunk);
    report.badLines.push(...hit.badLines);
  }
  // Only what the cache lacks is written to it, and only when the log has more.
  const writer = cache && size > from ? cache.writer(hit) : null;
  hit?.close();
  const position: StreamPosition = { lines: 0, linesEnd: 0 };
  try {
    for await (const batch of log.batchesBetween(report, from, size, hit?.lines ?? 0, position)) {
      const text = `${render(batch).join('\n')}\n`;
      writer?.write(text);
      await out.write(text);
    }
  } catch (err) {
    writer?.abort();
    throw err;
  }
  if (writer) {
    if (position.linesEnd > from) {
      writer.finish({ covered: position.linesEnd, crc: log.crc(from, position.linesEnd, hit?.crc ?? 0), lines: position.lines, badLines: report.badLines });
    } else writer.abort();
  }
  await out.flush();
  warn(describeReport(report, 'events.jsonl'));
}

/**
 * `--interactions`: the time tracker's records among the events, each at its time
 * (events in log order; an interaction goes before the first event later than it).
 */
async function printMerged(
  a: { full: boolean; json: boolean; lang: Lang },
  log: ReturnType<typeof openEventLog>,
  report: ReturnType<typeof emptyReport>,
): Promise<void> {
  const m = messages(a.lang);
  const detail = a.full ? 'full' : 'reference';
  const out = new Out();
  const otherReport = emptyReport();
  // Stable: two records of one moment keep the order they were written in.
  const rows = (await log.interactions(otherReport)).map((r, i) => ({ r, i })).sort((x, y) => (x.r.ts < y.r.ts ? -1 : x.r.ts > y.r.ts ? 1 : x.i - y.i)).map(({ r }) => r);
  const total = await log.count();
  const line = (r: InteractionRow) =>
    a.json ? dumpsLine({ ts: r.ts, type: r.type, label: interactionLabel(r.type, m), description: interactionDescription(r, m), kind: 'interaction' }) : interactionLine(r, m);
  if (!a.json) {
    if (total === 0 && rows.length === 0) await out.line(m.timeline.empty);
    else {
      await out.line(rows.length === 0 ? m.timeline.header(total) : m.timeline.headerWith(total, rows.length));
      await out.line('');
    }
  }
  let next = 0;
  for await (const batch of log.batches(report)) {
    const text: string[] = [];
    for (const { event } of batch) {
      while (next < rows.length && (rows[next] as InteractionRow).ts < event.ts) text.push(line(rows[next++] as InteractionRow));
      text.push(
        a.json
          ? dumpsLine({ ts: event.ts, type: event.type, label: eventLabel(event.type, m), description: eventDescription(event, m, detail) })
          : timelineLine(event, m, detail),
      );
    }
    await out.write(`${text.join('\n')}\n`);
  }
  if (next < rows.length) await out.write(`${rows.slice(next).map(line).join('\n')}\n`);
  await out.flush();
  warn(describeReport(report, 'events.jsonl'));
  warn(describeReport(otherReport, 'interactions.jsonl'));
}
