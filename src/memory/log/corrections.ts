import { existsSync } from 'node:fs';
import { forEachOfTypes } from './event-scan.js';
import { emptyReport, type ReadReport } from './event-lines.js';
import { eachFromEnd, readTail, streamEventBatches, streamEvents, type LineEvent } from './event-read.js';
import type { SimpEvent } from '../../model/schemas.js';
import { fileSize, type Folder } from '../crush/folder.js';
import { correctionsFrom } from './log-marks.js';
import { readMetaRaw } from '../crush/meta-load.js';

/** Which log a correction is about. */
export type CorrectedFile = 'events.jsonl' | 'interactions.jsonl';

/**
 * One correction (`record_corrected`): a record of a log, named by its line and
 * its byte offset (stable: the logs are only appended to), with the time and type
 * it had, so a reader can tell it is still that line; voided, or some of its
 * fields (and its time) set anew.
 */
export interface Correction {
  file: CorrectedFile;
  line: number;
  offset: number;
  targetTs: string;
  targetType: string;
  action: 'amend' | 'void';
  changes: Record<string, unknown>;
  reason: string | null;
  /** When the correction was made (its own event's stamp). */
  at: string;
  /** The correction event's own line, for showing it beside the record. */
  ownTs: string;
}

/** Every correction of a crush, by file and target offset; a later one of the same record replaces an earlier. */
export interface Corrections {
  readonly events: ReadonlyMap<number, Correction>;
  readonly interactions: ReadonlyMap<number, Correction>;
  readonly size: number;
}

export const NO_CORRECTIONS: Corrections = { events: new Map(), interactions: new Map(), size: 0 };

/**
 * The corrections of a folder, found by a byte search for their type (a log of a
 * million events without one costs a scan at the speed of `indexOf`), from where
 * meta.json's mark says none is before (`meta`: meta.json as stored, when the
 * caller has read it).
 */
export function loadCorrections(folder: Folder, meta?: Readonly<Record<string, unknown>> | null): Corrections {
  const path = folder.path('events');
  if (!existsSync(path)) return NO_CORRECTIONS;
  // meta.json's mark says how far the log holds no correction (log-marks.ts): the search starts there.
  let raw = meta;
  if (raw === undefined) {
    try {
      raw = readMetaRaw(folder);
    } catch {
      raw = null;
    }
  }
  const start = correctionsFrom(path, raw, fileSize(path));
  const events = new Map<number, Correction>();
  const interactions = new Map<number, Correction>();
  forEachOfTypes(path, ['record_corrected'], emptyReport(), (event) => {
    const d = event.data;
    const file = d['file'];
    const offset = d['offset'];
    if ((file !== 'events.jsonl' && file !== 'interactions.jsonl') || typeof offset !== 'number') return;
    const c: Correction = {
      file,
      line: typeof d['line'] === 'number' ? d['line'] : 0,
      offset,
      targetTs: typeof d['target_ts'] === 'string' ? d['target_ts'] : '',
      targetType: typeof d['target_type'] === 'string' ? d['target_type'] : '',
      action: d['action'] === 'void' ? 'void' : 'amend',
      changes: d['changes'] !== null && typeof d['changes'] === 'object' && !Array.isArray(d['changes']) ? (d['changes'] as Record<string, unknown>) : {},
      reason: typeof d['reason'] === 'string' ? d['reason'] : null,
      at: event.ts,
      ownTs: event.ts,
    };
    (file === 'events.jsonl' ? events : interactions).set(offset, c);
  }, { start });
  return { events, interactions, size: events.size + interactions.size };
}

/** A record as the log holds it, or as a correction leaves it. */
export interface Correctable {
  readonly ts: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * The record as its correction leaves it: null when voided, its data (and time)
 * set anew when amended, itself when there is none, or when the correction names
 * a record that is no longer at that line (another tool rewrote the log).
 */
export function corrected<T extends Correctable>(record: T, c: Correction | undefined): T | null {
  if (!c || c.targetTs !== record.ts || c.targetType !== record.type) return record;
  if (c.action === 'void') return null;
  const { ts, ...data } = c.changes;
  return { ...record, ...(typeof ts === 'string' ? { ts } : {}), data: { ...record.data, ...data } };
}

/** The correction that applies to a record at `offset` (null when none does). */
export function correctionOf(map: ReadonlyMap<number, Correction>, offset: number, record: Correctable): Correction | null {
  const c = map.get(offset);
  return c && c.targetTs === record.ts && c.targetType === record.type ? c : null;
}

/**
 * The events of a log in file order as their corrections leave them (voided ones
 * left out, amended ones with their new values); a correction event itself is
 * yielded too (readers that count types pass over it).
 */
export async function* correctedStream(path: string, report: ReadReport, map: ReadonlyMap<number, Correction>): AsyncGenerator<LineEvent> {
  for await (const batch of correctedBatches(path, report, map)) yield* batch;
}

/** The events of `correctedStream`, a read chunk at a time (readers of a whole log do not pay a step per event). */
export async function* correctedBatches(path: string, report: ReadReport, map: ReadonlyMap<number, Correction>): AsyncGenerator<LineEvent[]> {
  for await (const batch of streamEventBatches(path, report)) {
    if (map.size === 0) {
      yield batch;
      continue;
    }
    const out: LineEvent[] = [];
    for (const item of batch) {
      const event = corrected(item.event, map.get(item.offset));
      if (event) out.push({ ...item, event });
    }
    if (out.length > 0) yield out;
  }
}

/** The newest `n` events (of `types`, when given) as their corrections leave them, read from the end. */
export function correctedTail(path: string, n: number, types: readonly string[] | null, report: ReadReport, map: ReadonlyMap<number, Correction>): SimpEvent[] {
  if (map.size === 0) return readTail(path, n, types, report);
  const found: SimpEvent[] = [];
  if (n <= 0) return found;
  eachFromEnd(path, types, report, (event, offset) => {
    const kept = corrected(event, map.get(offset));
    if (kept) found.push(kept);
    return found.length >= n;
  });
  return found.reverse();
}

/** A record found in one of the logs: where it is, and what it says there. */
export interface FoundRecord {
  file: CorrectedFile;
  line: number;
  offset: number;
  record: Correctable;
}

/** The record at `line` (1-based, as `timeline` and `search` number them) of a log, or null when that line is no record. */
export async function recordAtLine(folder: Folder, file: CorrectedFile, line: number): Promise<FoundRecord | null> {
  const path = folder.path(file === 'events.jsonl' ? 'events' : 'interactions');
  if (!existsSync(path)) return null;
  for await (const item of streamEvents(path, emptyReport())) {
    if (item.line === line) return { file, line, offset: item.offset, record: item.event };
    if (item.line > line) return null;
  }
  return null;
}

/** Every record of both logs stamped `ts` (or starting with it: `2026-12-01T12:30` finds `…12:30:00`). */
export async function recordsAt(folder: Folder, ts: string): Promise<FoundRecord[]> {
  const out: FoundRecord[] = [];
  for (const file of ['events.jsonl', 'interactions.jsonl'] as const) {
    const path = folder.path(file === 'events.jsonl' ? 'events' : 'interactions');
    if (!existsSync(path)) continue;
    for await (const item of streamEvents(path, emptyReport())) {
      if (item.event.ts === ts || item.event.ts.startsWith(ts)) out.push({ file, line: item.line, offset: item.offset, record: item.event });
    }
  }
  return out;
}

/** The corrections with one more (not yet written) on top: what the folder will say once it is. */
export function withCorrection(all: Corrections, extra: Correction): Corrections {
  const events = new Map(all.events);
  const interactions = new Map(all.interactions);
  (extra.file === 'events.jsonl' ? events : interactions).set(extra.offset, extra);
  return { events, interactions, size: events.size + interactions.size };
}

/** The record whose line starts at byte `offset` of a log (its line number counted), or null when none does. */
export async function recordAtOffset(folder: Folder, file: CorrectedFile, offset: number): Promise<FoundRecord | null> {
  const path = folder.path(file === 'events.jsonl' ? 'events' : 'interactions');
  if (!existsSync(path)) return null;
  for await (const item of streamEvents(path, emptyReport())) {
    if (item.offset === offset) return { file, line: item.line, offset, record: item.event };
    if (item.offset > offset) return null;
  }
  return null;
}

/** The newest `n` records as their corrections leave them, each with the offset its line starts at. */
export function correctedTailAt(path: string, n: number, report: ReadReport, map: ReadonlyMap<number, Correction>): { event: SimpEvent; offset: number; amended: boolean }[] {
  const found: { event: SimpEvent; offset: number; amended: boolean }[] = [];
  if (n <= 0) return found;
  eachFromEnd(path, null, report, (raw, offset) => {
    const event = map.size === 0 ? raw : corrected(raw, map.get(offset));
    if (event) found.push({ event, offset, amended: event !== raw });
    return found.length >= n;
  });
  return found.reverse();
}

/**
 * The records of both logs stamped on one of `days` ("MM-DD") of any year, as
 * their corrections leave them, in file order: each large chunk is searched for
 * the days' text (`-MM-DD`), so the other lines cost no per-line work (daily and
 * the crush screen ask for "a year ago today" without reading a log whole). A
 * record a correction moved onto one of the days is found by its old stamp.
 * Broken lines are passed over.
 */
export function recordsOnDays(folder: Folder, days: readonly string[]): { events: SimpEvent[]; interactions: SimpEvent[] } {
  const all = loadCorrections(folder);
  const onDay = (ts: unknown) => typeof ts === 'string' && days.includes(ts.slice(5, 10));
  const read = (file: 'events' | 'interactions', map: ReadonlyMap<number, Correction>): SimpEvent[] => {
    const out: SimpEvent[] = [];
    const moved = [...map.values()].filter((c) => onDay(c.changes['ts'])).map((c) => JSON.stringify(c.targetTs));
    forEachOfTypes(folder.path(file), null, emptyReport(), (event, offset) => {
      const kept = corrected(event, map.get(offset));
      if (kept && kept.type !== 'record_corrected' && onDay(kept.ts)) out.push(kept);
    }, { needles: [...days.map((d) => `-${d}`), ...moved] });
    return out;
  };
  return { events: read('events', all.events), interactions: read('interactions', all.interactions) };
}
