import { readSync, closeSync, fstatSync, createReadStream, existsSync } from 'node:fs';
import { openRegular } from '../io/open-regular.js';
import type { SimpEvent } from '../../model/schemas.js';
import { LIMITS } from '../../model/limits.js';
import { decodeEventLine, type ReadReport } from './event-lines.js';
import { lastCount, rawCountIsTrusted } from './count-marks.js';

const CHUNK = 64 * 1024;
export const BIG_CHUNK = 4 * 1024 * 1024;
export const NL = 0x0a;

/**
 * The longest line read as an event. A longer one (a runaway paste, a file that is
 * not a log) is skipped and reported, so reading costs the same whatever it holds.
 */
export const MAX_LINE_BYTES = LIMITS.logLineBytes;
/** A line longer than MAX_LINE_BYTES, as a read report says it. */
export const TOO_LONG = 'long' as const;

/**
 * The pieces of one line met across chunks, joined once when the line ends. Past
 * MAX_LINE_BYTES the pieces are let go (the line is only skipped now), so memory
 * stays bounded. Read backwards, each piece comes before the ones held.
 */
class LinePieces {
  private parts: Buffer[] = [];
  /** Bytes met so far (it keeps growing past the cap while the line's other end is looked for). */
  size = 0;
  private tooLong = false;

  constructor(private readonly backwards: boolean) {}

  add(piece: Buffer): void {
    if (this.tooLong || piece.length === 0) return;
    if (this.backwards) this.parts.unshift(piece);
    else this.parts.push(piece);
    this.size += piece.length;
    if (this.size > MAX_LINE_BYTES) {
      this.tooLong = true;
      this.parts = [];
    }
  }

  /** The whole line, closed by `edge` (its start when reading backwards); null when too long. */
  finish(edge: Buffer): Buffer | null {
    const long = this.tooLong || this.size + edge.length > MAX_LINE_BYTES;
    const line = long ? null : this.parts.length === 0 ? edge : Buffer.concat(this.backwards ? [edge, ...this.parts] : [...this.parts, edge]);
    this.parts = [];
    this.size = 0;
    this.tooLong = false;
    return line;
  }

  /** Whether what is held is more than blank space (a line cut off without its end). */
  holdsText(): boolean {
    return this.tooLong || this.parts.some((p) => p.toString('utf8').trim() !== '');
  }
}

/**
 * The last `n` events (optionally of some types), read backwards from the end in
 * chunks so a 200,000-line log costs the same as a short one (SPEC 7).
 */
export function readTail(path: string, n: number, types: readonly string[] | null, report: ReadReport): SimpEvent[] {
  const found: SimpEvent[] = [];
  if (n <= 0) return found;
  eachFromEnd(path, types, report, (event) => {
    found.push(event);
    return found.length >= n;
  });
  return found.reverse();
}

/**
 * Visits the events (optionally of some types) from the last one backwards, in
 * chunks, with the byte offset of each one's line, until `visit` returns true
 * (then it returns true) or the start of the file is reached; from byte `end`
 * (a line start) when given, down to byte `floor` (a line start). Lines the type
 * screen turns down are not parsed.
 */
export function eachFromEnd(
  path: string,
  types: readonly string[] | null,
  report: ReadReport,
  visit: (event: SimpEvent, offset: number) => boolean,
  end = Infinity,
  floor = 0,
): boolean {
  if (!existsSync(path)) return false;
  const fd = openRegular(path);
  const couldBe = typeScreen(types);
  let done = false;
  try {
    let pos = Math.min(fstatSync(fd).size, end);
    const pieces = new LinePieces(true);
    let atEnd = true;
    const take = (line: Buffer | null, isFirstLine: boolean, offset: number): void => {
      if (atEnd) {
        atEnd = false;
        if (line === null || line.toString('utf8').trim() !== '') report.tornTail = true;
        return;
      }
      if (line === null) {
        report.badLines.push({ line: null, reason: TOO_LONG });
        return;
      }
      if (!couldBe(line)) return;
      const decoded = decodeEventLine(line, isFirstLine);
      if (decoded === null) return;
      if (typeof decoded === 'string') {
        report.badLines.push({ line: null, reason: decoded });
        return;
      }
      if (types === null || types.includes(decoded.type)) done = visit(decoded, offset);
    };
    while (pos > floor && !done) {
      // A line longer than a chunk is read in bigger steps, so one huge line takes few passes.
      const len = Math.min(pieces.size > CHUNK ? BIG_CHUNK : CHUNK, pos - floor);
      pos -= len;
      const chunk = Buffer.alloc(len);
      readSync(fd, chunk, 0, len, pos);
      let end = chunk.length;
      while (end > 0 && !done) {
        const nl = chunk.lastIndexOf(NL, end - 1);
        if (nl === -1) break;
        take(pieces.finish(chunk.subarray(nl + 1, end)), false, pos + nl + 1);
        end = nl;
      }
      if (done) break;
      pieces.add(chunk.subarray(0, end));
      if (pos === floor) take(pieces.finish(Buffer.alloc(0)), floor === 0, floor);
    }
  } finally {
    closeSync(fd);
  }
  return done;
}

/**
 * A byte test that passes every line that could hold an event of one of `types`:
 * its type is a JSON string, so the line holds it quoted as written, or holds an
 * escape (a backslash). Lines that fail are not parsed at all, so asking for a
 * rare type reads the log at the speed of a byte search; a broken line that
 * cannot be of the type is not reported either.
 */
export function typeScreen(types: readonly string[] | null): (line: Buffer) => boolean {
  if (types === null) return () => true;
  const needles = types.map((t) => Buffer.from(JSON.stringify(t)));
  return (line) => line.includes(BACKSLASH) || needles.some((n) => line.includes(n));
}
export const BACKSLASH = 0x5c;

export interface LineEvent {
  event: SimpEvent;
  line: number;
  /** The byte its line starts at (stable: the log is only appended to). */
  offset: number;
}

/**
 * Every event in file order, streamed: memory stays flat whatever the file size.
 * Bad lines and a torn last line go into `report`. From byte `from` (a line start).
 */
export async function* streamEvents(path: string, report: ReadReport, from = 0): AsyncGenerator<LineEvent> {
  for await (const batch of streamEventBatches(path, report, from)) yield* batch;
}

/** Where a stream stands: lines read so far (counting `lineBase`), and the byte just after the last newline. */
export interface StreamPosition {
  lines: number;
  linesEnd: number;
}

/**
 * The events of `streamEvents`, a read chunk at a time (readers with much to print
 * do not pay a step per event). `lineBase` lines come before byte `from` (for the
 * line numbers of bad lines); `position`, when given, follows the lines read.
 */
export async function* streamEventBatches(
  path: string,
  report: ReadReport,
  from = 0,
  end = Infinity,
  lineBase = 0,
  position: StreamPosition = { lines: 0, linesEnd: 0 },
): AsyncGenerator<LineEvent[]> {
  position.lines = lineBase;
  position.linesEnd = from;
  if (!existsSync(path)) return;
  // Opened first: a FIFO or device in its place is refused even when nothing would be read.
  const fd = openRegular(path);
  if (from >= end) {
    closeSync(fd);
    return;
  }
  const pieces = new LinePieces(false);
  let lineNo = lineBase;
  const handle = (bytes: Buffer | null, offset: number): LineEvent | null => {
    lineNo += 1;
    if (bytes === null) {
      report.badLines.push({ line: lineNo, reason: TOO_LONG });
      return null;
    }
    const decoded = decodeEventLine(bytes, lineNo === 1 && from === 0 && lineBase === 0);
    if (decoded === null) return null;
    if (typeof decoded === 'string') {
      report.badLines.push({ line: lineNo, reason: decoded });
      return null;
    }
    return { event: decoded, line: lineNo, offset };
  };
  let at = from;
  // Where the line being read began.
  let lineStart = from;
  for await (const chunk of logChunks(fd, from, end)) {
    const batch: LineEvent[] = [];
    let start = 0;
    for (let nl = chunk.indexOf(NL, start); nl !== -1; nl = chunk.indexOf(NL, start)) {
      const item = handle(pieces.finish(chunk.subarray(start, nl)), lineStart);
      start = nl + 1;
      lineStart = at + start;
      if (item) batch.push(item);
    }
    if (start > 0) {
      position.lines = lineNo;
      position.linesEnd = at + start;
    }
    at += chunk.length;
    if (start < chunk.length) pieces.add(Buffer.from(chunk.subarray(start)));
    if (batch.length > 0) yield batch;
  }
  if (pieces.holdsText()) report.tornTail = true;
}

const CHUNK_BYTES = 256 * 1024;

/**
 * The bytes of a log from `from` to `end` (or to its end), in chunks. A range of one chunk or
 * less when it starts (a day's log) is read at once, without a stream: a stream's machinery
 * (Node's file streams and promises) costs a few milliseconds to load, more than such a read.
 */
function logChunks(fd: number, from: number, end: number): AsyncIterable<Buffer> | Iterable<Buffer> {
  if (Math.min(end, fstatSync(fd).size) - from > CHUNK_BYTES) {
    return createReadStream('', { fd, highWaterMark: CHUNK_BYTES, start: from, ...(end === Infinity ? {} : { end: end - 1 }) }) as AsyncIterable<Buffer>;
  }
  return readChunks(fd, from, end);
}

function* readChunks(fd: number, from: number, end: number): Generator<Buffer> {
  try {
    // Read on to the end as a stream would: lines appended meanwhile are read too.
    for (let at = from; at < end; ) {
      const buf = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, end - at));
      const got = readSync(fd, buf, 0, buf.length, at);
      if (got === 0) return;
      at += got;
      yield got === buf.length ? buf : buf.subarray(0, got);
    }
  } finally {
    closeSync(fd);
  }
}

/** Counts valid events by streaming, from byte `from` (a line start) to byte `end` (default: the end of the file). */
export async function countEvents(path: string, from = 0, end = Infinity): Promise<number> {
  let count = 0;
  const report: ReadReport = { badLines: [], tornTail: false };
  for await (const batch of streamEventBatches(path, report, from, end)) count += batch.length;
  return count;
}

/**
 * The number of valid events in the first `size` bytes of the log, read as little
 * as it can be: meta.json's count when this program made it exact at this very
 * size; else the count this program last made (at `events_bytes`) plus the
 * events appended after it — another tool (the reference appends without a
 * lock) only ever adds lines, so only they are read; else, when the log shrank
 * or that mark is missing or not at a line end, the whole log is counted.
 */
export async function countFromMarks(path: string, raw: Readonly<Record<string, unknown>> | null, size: number): Promise<number> {
  if (raw && rawCountIsTrusted(raw, size)) return raw['event_count'] as number;
  const mark = raw ? lastCount(raw) : null;
  // Counted up to `size` only: lines another program appends meanwhile belong to the next count.
  if (mark && mark.bytes <= size && endsALine(path, mark.bytes)) return mark.count + (await countEvents(path, mark.bytes, size));
  return countEvents(path, 0, size);
}

/** True when byte `at` of the file starts a line (the one before it is a newline, or it is the start). */
function endsALine(path: string, at: number): boolean {
  if (at === 0) return true;
  const fd = openRegular(path);
  try {
    const b = Buffer.alloc(1);
    return readSync(fd, b, 0, 1, at - 1) === 1 && b[0] === NL;
  } finally {
    closeSync(fd);
  }
}
