import { openSync, readSync, closeSync, fstatSync, createReadStream, existsSync } from 'node:fs';
import type { SimpEvent } from './schemas.js';
import { decodeEventLine, type ReadReport } from './event-lines.js';

const CHUNK = 64 * 1024;
const NL = 0x0a;

/**
 * The last `n` events (optionally of some types), read backwards from the end in
 * chunks so a 200,000-line log costs the same as a short one (SPEC 7).
 */
export function readTail(path: string, n: number, types: readonly string[] | null, report: ReadReport): SimpEvent[] {
  if (n <= 0 || !existsSync(path)) return [];
  const fd = openSync(path, 'r');
  const found: SimpEvent[] = [];
  try {
    let pos = fstatSync(fd).size;
    let pending = Buffer.alloc(0);
    let atEnd = true;
    // Grows while no newline turns up, so one huge line is read in few passes.
    let chunkSize = CHUNK;
    const take = (line: Buffer, isFirstLine: boolean): void => {
      if (atEnd) {
        atEnd = false;
        if (line.toString('utf8').trim() !== '') report.tornTail = true;
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
    while (pos > 0 && found.length < n) {
      const len = Math.min(chunkSize, pos);
      pos -= len;
      const chunk = Buffer.alloc(len);
      readSync(fd, chunk, 0, len, pos);
      const buf = pending.length ? Buffer.concat([chunk, pending]) : chunk;
      let end = buf.length;
      while (end > 0 && found.length < n) {
        const nl = buf.lastIndexOf(NL, end - 1);
        if (nl === -1) break;
        take(buf.subarray(nl + 1, end), false);
        end = nl;
      }
      if (end === buf.length) chunkSize *= 2;
      pending = buf.subarray(0, end);
      if (pos === 0 && found.length < n) take(pending, true);
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
  let pending: Buffer = Buffer.alloc(0);
  let lineNo = 0;
  const handle = (bytes: Buffer): LineEvent | null => {
    lineNo += 1;
    const decoded = decodeEventLine(bytes, lineNo === 1);
    if (decoded === null) return null;
    if (typeof decoded === 'string') {
      report.badLines.push({ line: lineNo, reason: decoded });
      return null;
    }
    return { event: decoded, line: lineNo };
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    const buf: Buffer = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    let start = 0;
    for (let nl = buf.indexOf(NL, start); nl !== -1; nl = buf.indexOf(NL, start)) {
      const item = handle(buf.subarray(start, nl));
      start = nl + 1;
      if (item) yield item;
    }
    pending = Buffer.from(buf.subarray(start));
  }
  if (pending.length > 0 && pending.toString('utf8').trim() !== '') report.tornTail = true;
}

/** Counts valid events by streaming (used when meta.json's count cannot be trusted). */
export async function countEvents(path: string): Promise<number> {
  let count = 0;
  const report: ReadReport = { badLines: [], tornTail: false };
  for await (const _ of streamEvents(path, report)) count += 1;
  return count;
}
