import { correctedBatches, correctedStream, correctedTailAt, loadCorrections, withCorrection, type Correction } from './corrections.js';
import { closeSync, existsSync, fstatSync, readSync } from 'node:fs';
import { openFolder, type Ctx, type Folder } from '../crush/folder.js';
import { mutate, type Tx } from '../crush/mutate.js';
import { parseTs } from '../../model/time.js';
import { dumpsLine } from '../formats/pyjson.js';
import { openRegular } from '../io/open-regular.js';
import { emptyReport, type ReadReport } from './event-lines.js';
import type { WriteOptions, WriteResult } from '../crush/ops-write.js';

/** One line of interactions.jsonl, the time tracker's format (SPEC 3; its `record`). */
export interface InteractionRecord {
  ts: string;
  type: string;
  data: Record<string, unknown>;
  /** Where its line starts in interactions.jsonl, when read with it (what a correction names). */
  offset?: number;
  /** A correction set some of its fields anew (screens mark it). */
  amended?: boolean;
}

export interface LoggedInteraction {
  /** The same time and type as the last record: not written again (the time tracker's rule). */
  skipped: boolean;
  record: InteractionRecord;
}

const TAIL = 64 * 1024;

/** The last non-blank line of a file (within its last 64 KiB), or null. */
function lastLine(path: string): string | null {
  if (!existsSync(path)) return null;
  const fd = openRegular(path);
  try {
    const size = fstatSync(fd).size;
    const len = Math.min(size, TAIL);
    const buf = Buffer.alloc(len);
    readSync(fd, buf, 0, len, size - len);
    const lines = buf.toString('utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '');
    return lines.at(-1) ?? null;
  } finally {
    closeSync(fd);
  }
}

function sameAsLast(path: string, record: InteractionRecord): boolean {
  const last = lastLine(path);
  if (last === null) return false;
  try {
    const parsed = JSON.parse(last) as Record<string, unknown>;
    return parsed['ts'] === record.ts && parsed['type'] === record.type;
  } catch {
    return false;
  }
}

/** The later of two stamps (a record logged after the fact must not move `last_interaction` back). */
export function laterStamp(a: unknown, b: string): string {
  if (typeof a !== 'string') return b;
  const x = parseTs(a)?.getTime();
  const y = parseTs(b)?.getTime();
  if (x === undefined) return b;
  if (y === undefined) return a;
  return y >= x ? b : a;
}

/**
 * Stages one interaction in a write (appended when it commits, under its lock) and
 * counts it in meta.json (`interaction_count`, the later `last_interaction`), as the
 * time tracker does; a record with the last one's time and type is skipped, so
 * importing or logging twice adds nothing. A planned one (`data.planned`, logged
 * ahead) is written but not counted: it has not happened.
 */
export function stageInteraction(tx: Tx, record: InteractionRecord): LoggedInteraction {
  const path = tx.folder.path('interactions');
  if (sameAsLast(path, record)) return { skipped: true, record };
  tx.appendTo(path, [`${dumpsLine({ ts: record.ts, v: 1, type: record.type, slug: tx.folder.slug, data: record.data })}\n`], 'interactions.jsonl');
  if (record.data['planned'] !== true) {
    const count = tx.meta?.raw['interaction_count'];
    tx.setMeta({
      interaction_count: (typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0) + 1,
      last_interaction: laterStamp(tx.meta?.raw['last_interaction'], record.ts),
    });
  }
  return { skipped: false, record };
}

/**
 * meta.json's interaction marks as interactions.jsonl has them: how many records
 * happened (planned ones are not counted) and the latest time of one. A rollback,
 * a repair and an upgrade set them from the file, so the list's "last talked"
 * never reads a stale count.
 */
export async function interactionMarks(folder: Folder, extra?: Correction): Promise<{ interaction_count: number; last_interaction: string | null }> {
  let count = 0;
  let last: string | null = null;
  if (!existsSync(folder.path('interactions'))) return { interaction_count: 0, last_interaction: null };
  // A correction being written in the same transaction counts as made.
  const all = extra ? withCorrection(loadCorrections(folder), extra) : loadCorrections(folder);
  for await (const { event } of correctedStream(folder.path('interactions'), emptyReport(), all.interactions)) {
    if (event.data['planned'] === true) continue;
    count += 1;
    last = laterStamp(last, event.ts);
  }
  return { interaction_count: count, last_interaction: last };
}

/** Appends one interaction under the folder's lock (`stageInteraction` in a write of its own). */
export function recordInteraction(ctx: Ctx, slug: string, record: InteractionRecord, opts: WriteOptions = {}): Promise<WriteResult<LoggedInteraction>> {
  return mutate(ctx, slug, (tx) => stageInteraction(tx, record), opts);
}

/** Visits every interaction in file order, as their corrections leave them, without keeping them (for logs of any length). */
export async function eachInteraction(ctx: Ctx, slug: string, visit: (r: InteractionRecord) => void, report: ReadReport = emptyReport()): Promise<void> {
  const folder = openFolder(ctx, slug);
  for await (const batch of correctedBatches(folder.path('interactions'), report, loadCorrections(folder).interactions))
    for (const { event } of batch) visit({ ts: event.ts, type: event.type, data: event.data });
}

/** Every interaction in file order, as their corrections leave them; lines that are not records go into `report`. */
export async function readInteractions(ctx: Ctx, slug: string, report: ReadReport = emptyReport()): Promise<InteractionRecord[]> {
  const out: InteractionRecord[] = [];
  await eachInteraction(ctx, slug, (r) => void out.push(r), report);
  return out;
}

/**
 * The newest `n` records at once, read from the end of the file (screens,
 * progress and daily: a log of a million imported messages is not read whole);
 * lines that are not records are skipped. A FIFO or a folder in its place is
 * refused by name.
 */
export function recentInteractions(ctx: Ctx, slug: string, n: number): InteractionRecord[] {
  const folder = openFolder(ctx, slug);
  const path = folder.path('interactions');
  if (!existsSync(path)) return [];
  return correctedTailAt(path, n, emptyReport(), loadCorrections(folder).interactions).map(({ event: e, offset, amended }) => ({ ts: e.ts, type: e.type, data: e.data, offset, ...(amended ? { amended } : {}) }));
}
