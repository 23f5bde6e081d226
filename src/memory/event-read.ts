import { readSync, closeSync, fstatSync, createReadStream, existsSync } from 'node:fs';
import { openRegular } from './open-regular.js';
import type { SimpEvent } from './schemas.js';
import { decodeEventLine, type ReadReport } from './event-lines.js';

const CHUNK = 64 * 1024;
const BIG_CHUNK = 4 * 1024 * 1024;
const NL = 0x0a;

/**
 * The longest line read as an event. A longer one (a runaway paste, a file that is
 * not a log) is skipped and reported, so reading costs the same whatever it holds.
 */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
export const TOO_LONG = `longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB`;

/**
 * The last `n` events (optionally of some types), read backwards from the end in
 * chunks so a 200,000-line log costs the same as a short one (SPEC 7). The bytes
 * of the line being assembled are kept as a list and joined once, and a line past
 * MAX_LINE_BYTES is dropped while its start is looked for: memory stays bounded.
 */
export function readTail(path: string, n: number, types: readonly string[] | null, report: ReadReport): SimpEvent[] {
  if (n <= 0 || !existsSync(path)) return [];
  const fd = openRegular(path);
  const found: SimpEvent[] = [];
  try {
    let pos = fstatSync(fd).size;
    // The end of the line being read (chunks newest last) and how long it is so far.
    let parts: Buffer[] = [];
    let partLen = 0;
    let tooLong = false;
    let atEnd = true;
    const take = (line: Buffer | null, isFirstLine: boolean): void => {
      if (atEnd) {
        atEnd = false;
        if (line === null || line.toString('utf8').trim() !== '') report.tornTail = true;
        return;
      }
      if (line === null) {
        report.badLines.push({ line: null, reason: TOO_LONG });
        return;
      }
      const decoded = decodeEventLine(line, isFirstLine);
      if (decoded === null) return;
      if (typeof decoded === 'string') {
        report.badLines.push({ line: null, reason: decoded });
        return;
      }
      if (types === null || types.includes(decoded.type)) found.push(decoded);
    };
    const finishLine = (head: Buffer, isFirstLine: boolean): void => {
      const long = tooLong || partLen + head.length > MAX_LINE_BYTES;
      take(long ? null : parts.length > 0 ? Buffer.concat([head, ...parts]) : head, isFirstLine);
      parts = [];
      partLen = 0;
      tooLong = false;
    };
    while (pos > 0 && found.length < n) {
      const len = Math.min(partLen > CHUNK ? BIG_CHUNK : CHUNK, pos);
      pos -= len;
      const chunk = Buffer.alloc(len);
      readSync(fd, chunk, 0, len, pos);
      let end = chunk.length;
      while (end > 0 && found.length < n) {
        const nl = chunk.lastIndexOf(NL, end - 1);
        if (nl === -1) break;
        finishLine(chunk.subarray(nl + 1, end), false);
        end = nl;
      }
      if (found.length >= n) break;
      const rest = chunk.subarray(0, end);
      if (!tooLong) {
        parts.unshift(rest);
        partLen += rest.length;
        if (partLen > MAX_LINE_BYTES) {
          tooLong = true;
          parts = [];
        }
      }
      if (pos === 0) finishLine(Buffer.alloc(0), true);
    }
  } finally {
    closeSync(fd);
  }
  return found.reverse();
}

export interface LineEvent {
  event: SimpEvent;
  line: number;
}

/**
 * Every event in file order, streamed: memory stays flat whatever the file size.
 * Bad lines and a torn last line go into `report`.
 */
export async function* streamEvents(path: string, report: ReadReport): AsyncGenerator<LineEvent> {
  if (!existsSync(path)) return;
  // The start of the line being read, as a list joined once its end arrives.
  let parts: Buffer[] = [];
  let partLen = 0;
  let tooLong = false;
  let lineNo = 0;
  const handle = (bytes: Buffer | null): LineEvent | null => {
    lineNo += 1;
    if (bytes === null) {
      report.badLines.push({ line: lineNo, reason: TOO_LONG });
      return null;
    }
    const decoded = decodeEventLine(bytes, lineNo === 1);
    if (decoded === null) return null;
    if (typeof decoded === 'string') {
      report.badLines.push({ line: lineNo, reason: decoded });
      return null;
    }
    return { event: decoded, line: lineNo };
  };
  for await (const chunk of createReadStream('', { fd: openRegular(path), highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let nl = chunk.indexOf(NL, start); nl !== -1; nl = chunk.indexOf(NL, start)) {
      const tail = chunk.subarray(start, nl);
      const long = tooLong || partLen + tail.length > MAX_LINE_BYTES;
      const item = handle(long ? null : parts.length > 0 ? Buffer.concat([...parts, tail]) : tail);
      parts = [];
      partLen = 0;
      tooLong = false;
      start = nl + 1;
      if (item) yield item;
    }
    if (start < chunk.length && !tooLong) {
      parts.push(Buffer.from(chunk.subarray(start)));
      partLen += chunk.length - start;
      if (partLen > MAX_LINE_BYTES) {
        tooLong = true;
        parts = [];
      }
    }
  }
  if (tooLong || parts.some((p) => p.toString('utf8').trim() !== '')) report.tornTail = true;
}

/** Counts valid events by streaming (used when meta.json's count cannot be trusted). */
export async function countEvents(path: string): Promise<number> {
  let count = 0;
  const report: ReadReport = { badLines: [], tornTail: false };
  for await (const _ of streamEvents(path, report)) count += 1;
  return count;
}
