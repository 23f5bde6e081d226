import { openEventLog } from '../memory/log/event-log.js';
import { resolveBaseDir } from '../memory/crush/paths.js';
import { dumpsLine } from '../memory/formats/pyjson.js';
import { emptyReport } from '../memory/log/event-lines.js';
import { readReportLines } from '../present/read-report.js';
import type { StreamPosition } from '../memory/log/event-read.js';
import { messages, type Lang } from '../i18n/index.js';
import { timelineLine, eventLabel, eventDescription, interactionDescription, interactionLabel, interactionLine, correctedLines, type InteractionRow } from '../present/format-timeline.js';
import { corrected, correctionOf, type Corrections } from '../memory/log/corrections.js';
import type { LineEvent } from '../memory/log/event-read.js';
import type { Messages } from '../i18n/index.js';
import { Out, warn } from './io.js';
import type { RecordFilter } from './record-filter.js';

/**
 * Below this size a timeline is printed from the log alone: it is quick, and the
 * user's cache folder stays empty for the few thousand events most people have.
 */
const CACHE_FROM_BYTES = 1 << 20;

/**
 * The timeline from plain arguments (main() calls it without commander for the plain
 * spellings). A long log's rendered lines are kept in the user's cache folder, so
 * printing it again reads them back and parses only the events added since
 * (src/memory/cache/render-cache.ts); the output is the same byte for byte.
 */
export async function printTimeline(a: {
  slug: string;
  full: boolean;
  json: boolean;
  baseDir?: string;
  lang: Lang;
  interactions?: boolean;
  /** --type, --since, --until, --grep (record-filter.ts); null or left out: every record. */
  filter?: RecordFilter | null;
}): Promise<void> {
  const m = messages(a.lang);
  const ctx = { base: resolveBaseDir(a.baseDir), now: () => new Date() };
  const log = openEventLog(ctx, a.slug);
  const filter = a.filter ?? null;
  const detail = a.full ? 'full' : 'reference';
  const out = new Out();
  const report = emptyReport();
  const size = log.size();
  if (a.interactions) return printMerged(a, log, report, filter);
  const fixes = log.corrections();
  if (filter) return printFiltered(a, log, report, filter, fixes);
  // A correction changes how lines far back read: a log that has one is rendered whole, never from the cache.
  const cache = size >= CACHE_FROM_BYTES && fixes.size === 0 ? log.renderCache(`timeline|${a.lang}|${detail}|${a.json ? 'json' : 'text'}`, import.meta.url) : null;
  const hit = cache?.hit() ?? null;
  if (!a.json) {
    // The header needs the total before any line.
    const total = await log.count();
    if (total === 0) {
      hit?.close();
      await out.line(m.timeline.empty);
      await out.flush();
      warn(readReportLines(report, 'events.jsonl', a.lang));
      return;
    }
    await out.line(m.timeline.header(total));
    await out.line('');
  }
  const render = a.json
    ? (batch: LineEvent[]) => batch.map((item) => jsonRow(item, fixes, m, detail))
    : fixes.size === 0 && !a.full
      ? (batch: LineEvent[]) => batch.map(({ event }) => timelineLine(event, m, detail))
      : (batch: LineEvent[]) => batch.flatMap((item) => textRows(item, fixes, m, detail, a.full));
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
      writer.finish({ covered: position.linesEnd, lines: position.lines, badLines: report.badLines });
    } else writer.abort();
  }
  await out.flush();
  warn(readReportLines(report, 'events.jsonl', a.lang));
}

/** A record passes the filter by what it now says (its correction applied); a retracted one by what it said. */
function passes(filter: RecordFilter | null, map: Corrections['events'], r: { ts: string; type: string; data: Record<string, unknown>; offset: number }): boolean {
  if (!filter) return true;
  const c = map.size === 0 ? null : correctionOf(map, r.offset, r);
  return filter.keep((c ? corrected(r, c) : r) ?? r);
}

/** The header's line of a filtered timeline and its closing count, or the line saying none passed. */
async function filteredEnds(out: Out, m: Messages, json: boolean, at: 'start' | 'end', total: number, shown: number): Promise<void> {
  if (json) return;
  if (at === 'start') {
    await out.line(m.timeline.filtered(total));
    await out.line('');
  } else await out.line(shown === 0 ? m.timeline.noneMatch : m.timeline.matched(shown));
}

/**
 * The timeline with --type, --since, --until or --grep: streamed as the whole one is,
 * without its cache (the cache holds whole timelines); the count comes at the end.
 */
async function printFiltered(
  a: { full: boolean; json: boolean; lang: Lang },
  log: ReturnType<typeof openEventLog>,
  report: ReturnType<typeof emptyReport>,
  filter: RecordFilter,
  fixes: Corrections,
): Promise<void> {
  const m = messages(a.lang);
  const detail = a.full ? 'full' : 'reference';
  const out = new Out();
  await filteredEnds(out, m, a.json, 'start', await log.count(), 0);
  let shown = 0;
  for await (const batch of log.batches(report)) {
    const kept = batch.filter((item) => passes(filter, fixes.events, { ...item.event, offset: item.offset }));
    if (kept.length === 0) continue;
    shown += kept.length;
    const rows = a.json ? kept.map((item) => jsonRow(item, fixes, m, detail)) : kept.flatMap((item) => (fixes.size === 0 && !a.full ? [timelineLine(item.event, m, detail)] : textRows(item, fixes, m, detail, a.full)));
    await out.write(`${rows.join('\n')}\n`);
  }
  if (!a.json && shown > 0) await out.line('');
  await filteredEnds(out, m, a.json, 'end', 0, shown);
  await out.flush();
  warn(readReportLines(report, 'events.jsonl', a.lang));
}

/** One event as the text timeline shows it, with its correction (and with --full its ref). */
function textRows({ event, line, offset }: LineEvent, fixes: Corrections, m: Messages, detail: 'reference' | 'full', full: boolean): string[] {
  const c = correctionOf(fixes.events, offset, event);
  return correctedLines(event, c ? corrected(event, c) : event, c, `#${line}`, (e, mark) => timelineLine(e, m, detail, mark), m, full);
}

/** One event as a JSON line: its ref, and its correction when it has one (the record as it now reads). */
function jsonRow({ event, line, offset }: LineEvent, fixes: Corrections, m: Messages, detail: 'reference' | 'full'): string {
  const c = correctionOf(fixes.events, offset, event);
  const shown = c ? corrected(event, c) : event;
  const base = { ts: event.ts, type: event.type, label: eventLabel(event.type, m), description: eventDescription(shown ?? event, m, detail) };
  if (fixes.size === 0) return dumpsLine(base);
  return dumpsLine({ ...base, ref: `#${line}`, ...(c ? { corrected: c.action === 'void' ? 'void' : 'amend' } : {}) });
}

/**
 * `--interactions`: the time tracker's records among the events, each at its time
 * (events in log order; an interaction goes before the first event later than it).
 */
async function printMerged(
  a: { full: boolean; json: boolean; lang: Lang },
  log: ReturnType<typeof openEventLog>,
  report: ReturnType<typeof emptyReport>,
  filter: RecordFilter | null,
): Promise<void> {
  const m = messages(a.lang);
  const detail = a.full ? 'full' : 'reference';
  const out = new Out();
  const otherReport = emptyReport();
  const fixes = log.corrections();
  // Stable: two records of one moment keep the order they were written in.
  const all = (await log.interactions(otherReport)).map((r, i) => ({ r, i })).sort((x, y) => (x.r.ts < y.r.ts ? -1 : x.r.ts > y.r.ts ? 1 : x.i - y.i)).map(({ r }) => r);
  const rows = filter ? all.filter((r) => passes(filter, fixes.interactions, r)) : all;
  const total = await log.count();
  let shown = rows.length;
  const line = (r: InteractionRow & { line: number; offset: number }): string => {
    const c = correctionOf(fixes.interactions, r.offset, r);
    const shown = c ? corrected(r, c) : r;
    if (a.json) {
      const base = { ts: r.ts, type: r.type, label: interactionLabel(r.type, m), description: interactionDescription(shown ?? r, m), kind: 'interaction' };
      return dumpsLine(fixes.size === 0 ? base : { ...base, ref: `i:${r.line}`, ...(c ? { corrected: c.action } : {}) });
    }
    return correctedLines(r, shown, c, `i:${r.line}`, (x, mark) => interactionLine(x, m, mark), m, a.full).join('\n');
  };
  if (filter) await filteredEnds(out, m, a.json, 'start', total + all.length, 0);
  else if (!a.json) {
    if (total === 0 && rows.length === 0) await out.line(m.timeline.empty);
    else {
      await out.line(rows.length === 0 ? m.timeline.header(total) : m.timeline.headerWith(total, rows.length));
      await out.line('');
    }
  }
  let next = 0;
  for await (const batch of log.batches(report)) {
    const text: string[] = [];
    for (const item of batch) {
      while (next < rows.length && (rows[next] as InteractionRow).ts < item.event.ts) text.push(line(rows[next++] as (typeof rows)[number]));
      if (filter && !passes(filter, fixes.events, { ...item.event, offset: item.offset })) continue;
      shown += 1;
      text.push(...(a.json ? [jsonRow(item, fixes, m, detail)] : fixes.size === 0 && !a.full ? [timelineLine(item.event, m, detail)] : textRows(item, fixes, m, detail, a.full)));
    }
    if (text.length > 0) await out.write(`${text.join('\n')}\n`);
  }
  if (next < rows.length) await out.write(`${rows.slice(next).map(line).join('\n')}\n`);
  if (filter) {
    if (!a.json && shown > 0) await out.line('');
    await filteredEnds(out, m, a.json, 'end', 0, shown);
  }
  await out.flush();
  warn(readReportLines(report, 'events.jsonl', a.lang));
  warn(readReportLines(otherReport, 'interactions.jsonl', a.lang));
}
