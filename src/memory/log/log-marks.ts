// Where the last line of a rare kind sits in the log, kept in meta.json beside
// the exact count (count-marks.ts), so a read of a long log that needs those
// lines does not search the whole log for them: `mode_set_at`, the last mode
// change (what `rebuild` needs), and `corrected_at`, the last correction (every
// read that shows events applies them). Each covers the log's first
// `events_bytes` bytes (it is always written with them): the offset of the last
// such line among them, or null when there is none. The log is only ever
// appended to, so a mark stays true for the bytes it covers; what another tool
// appended after them is searched (it is short). A mark that names a line that
// is not of its kind is not used.
import { closeSync, readSync } from 'node:fs';
import { MODES } from '../../model/enums.js';
import type { SimpEvent } from '../../model/schemas.js';
import { EVENTS_BYTES_KEY } from './count-marks.js';
import { eachFromEnd, NL } from './event-read.js';
import { emptyReport } from './event-lines.js';
import { openRegular } from '../io/open-regular.js';
import { eventAt } from '../cache/type-index.js';

export const MODE_AT_KEY = 'mode_set_at';
export const CORRECTED_AT_KEY = 'corrected_at';
/** A log up to this size with no mark is searched whole when it is appended to (a few milliseconds). */
const SEARCH_WHOLE_BYTES = 4 << 20;

/** Whether an event changes the mode: a strategy update naming one of the modes. */
export const setsMode = (event: Pick<SimpEvent, 'type' | 'data'>): boolean =>
  event.type === 'strategy_updated' && (MODES as readonly unknown[]).includes(event.data['new_mode']);

interface MarkKind {
  key: string;
  type: string;
  /** Text every such line of simp's holds (a quick screen of the lines a write adds). */
  needle: string;
  is: (event: Pick<SimpEvent, 'type' | 'data'>) => boolean;
}

export const MODE_MARK: MarkKind = { key: MODE_AT_KEY, type: 'strategy_updated', needle: '"new_mode"', is: setsMode };
export const CORRECTION_MARK: MarkKind = {
  key: CORRECTED_AT_KEY,
  type: 'record_corrected',
  needle: '"record_corrected"',
  is: (event) => event.type === 'record_corrected',
};
const KINDS = [MODE_MARK, CORRECTION_MARK];

const whole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** meta.json's mark of one kind, when it is one: the bytes it covers and the last such line among them (null: none). */
export function markOf(raw: Readonly<Record<string, unknown>> | null, kind: MarkKind): { bytes: number; at: number | null } | null {
  if (raw === null || !(kind.key in raw)) return null;
  const bytes = raw[EVENTS_BYTES_KEY];
  const at = raw[kind.key];
  if (!whole(bytes)) return null;
  if (at === null) return { bytes, at: null };
  return whole(at) && at < bytes ? { bytes, at } : null;
}

/** The last event of the kind in bytes [from, to) of the log, with its line's offset, or null. */
export function lastOfKind(path: string, kind: MarkKind, from: number, to: number): { offset: number; event: SimpEvent } | null {
  if (to <= from) return null;
  let found: { offset: number; event: SimpEvent } | null = null;
  eachFromEnd(
    path,
    [kind.type],
    emptyReport(),
    (event, offset) => {
      if (!kind.is(event)) return false;
      found = { offset, event };
      return true;
    },
    to,
    from,
  );
  return found;
}

/** Whether byte `offset` of the log starts a line. */
export function startsLine(path: string, offset: number): boolean {
  if (offset === 0) return true;
  const fd = openRegular(path);
  try {
    const buf = Buffer.alloc(1);
    return readSync(fd, buf, 0, 1, offset - 1) === 1 && buf[0] === NL;
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/**
 * The mode the last mode change before byte `cut` sets, by meta.json's mark
 * (`raw`) and a search of what the log holds past the bytes it covers: null when
 * no line before `cut` sets it, undefined when the mark cannot tell (none, one
 * for a longer log, one naming a line that does not set the mode): then the
 * caller searches. `cut` is where a read from the end stopped, having seen
 * every state event after it (none set the mode).
 */
export function modeBefore(path: string, raw: Readonly<Record<string, unknown>> | null, cut: number, size: number): string | null | undefined {
  const mark = markOf(raw, MODE_MARK);
  if (mark === null || mark.bytes > size || !startsLine(path, mark.bytes)) return undefined;
  if (mark.bytes < cut) {
    const later = lastOfKind(path, MODE_MARK, mark.bytes, cut);
    if (later) return later.event.data['new_mode'] as string;
  }
  if (mark.at === null) return null;
  if (mark.at >= cut || !startsLine(path, mark.at)) return undefined;
  const event = eventAt(path, mark.at);
  return event && setsMode(event) ? (event.data['new_mode'] as string) : undefined;
}

/**
 * Where a search for corrections may start: past the bytes meta.json's mark
 * says hold none (0 when it cannot say: no mark, one naming a correction, one
 * for a longer log).
 */
export function correctionsFrom(path: string, raw: Readonly<Record<string, unknown>> | null, size: number): number {
  const mark = markOf(raw, CORRECTION_MARK);
  if (mark === null || mark.at !== null || mark.bytes > size) return 0;
  return startsLine(path, mark.bytes) ? mark.bytes : 0;
}

/**
 * The marks to write with the count marks after appending `lines` (each ending
 * in a newline) at byte `sizeBefore` of the log: from the marks of meta.json as
 * it was (`base`), the lines another tool appended since (searched), and the new
 * lines. A mark is undefined when it cannot be told cheaply (none before on a
 * long log, a torn line closed by this write): then it is not written.
 * `recount`: the whole log is searched instead (a repair, which recounts it too).
 */
export function marksAfter(
  path: string,
  base: Readonly<Record<string, unknown>> | null,
  sizeBefore: number,
  block: string,
  lines: readonly string[],
  recount = false,
): Record<string, number | null | undefined> {
  const out: Record<string, number | null | undefined> = {};
  for (const kind of KINDS) out[kind.key] = block.startsWith('\n') ? undefined : markAfter(path, kind, base, sizeBefore, lines, recount);
  return out;
}

function markAfter(path: string, kind: MarkKind, base: Readonly<Record<string, unknown>> | null, sizeBefore: number, lines: readonly string[], recount: boolean): number | null | undefined {
  let at: number | null;
  const prev = recount ? null : markOf(base, kind);
  if (prev !== null && prev.bytes <= sizeBefore && startsLine(path, prev.bytes)) {
    at = lastOfKind(path, kind, prev.bytes, sizeBefore)?.offset ?? prev.at;
  } else if (recount || sizeBefore <= SEARCH_WHOLE_BYTES) {
    // No mark to go on (a folder of an older simp, or another tool's rewrite of meta.json dropped it):
    // a short log is searched whole; a long one only by a repair, which reads it all anyway.
    at = lastOfKind(path, kind, 0, sizeBefore)?.offset ?? null;
  } else {
    return undefined;
  }
  let offset = sizeBefore;
  for (const line of lines) {
    if (line.includes(kind.needle)) {
      const event = JSON.parse(line) as Partial<SimpEvent>;
      if (typeof event.type === 'string' && event.data !== null && typeof event.data === 'object' && kind.is(event as SimpEvent)) at = offset;
    }
    offset += Buffer.byteLength(line);
  }
  return at;
}
