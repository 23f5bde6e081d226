// Where the events of one type sit in a long log, kept between calls: `events
// --type T` on a log it has seen reads only what was appended since, plus the
// lines of T it needs. Derived data in the user's cache folder (render-cache.ts:
// used only when its seal checks against the bytes of the log it was made from).
import { closeSync, existsSync, readSync, statSync } from 'node:fs';
import type { SimpEvent } from '../../model/schemas.js';
import { decodeEventLine, type ReadReport } from '../log/event-lines.js';
import { eachFromEnd, NL, readTail } from '../log/event-read.js';
import { openRegular } from '../io/open-regular.js';
import { openRenderCache } from './render-cache.js';

/** Below this, a log is read from its end as usual: it is quick, and the cache folder stays empty. */
const INDEX_FROM_BYTES = 1 << 20;
const FORMAT = 'type-offsets|1';

/** The byte just after the last line end (a torn last line is not covered). */
function linesEnd(path: string, size: number): number {
  const fd = openRegular(path);
  try {
    const buf = Buffer.alloc(64 * 1024);
    for (let to = size; to > 0; ) {
      const from = Math.max(0, to - buf.length);
      const n = readSync(fd, buf, 0, to - from, from);
      const nl = buf.subarray(0, n).lastIndexOf(NL);
      if (nl >= 0) return from + nl + 1;
      to = from;
    }
    return 0;
  } finally {
    closeSync(fd);
  }
}

/** The line starting at `offset`, decoded. */
export function eventAt(path: string, offset: number): SimpEvent | null {
  const fd = openRegular(path);
  try {
    const parts: Buffer[] = [];
    for (let at = offset; ; ) {
      const buf = Buffer.alloc(16 * 1024);
      const n = readSync(fd, buf, 0, buf.length, at);
      if (n === 0) break;
      const nl = buf.subarray(0, n).indexOf(NL);
      parts.push(buf.subarray(0, nl >= 0 ? nl : n));
      if (nl >= 0) break;
      at += n;
    }
    const decoded = decodeEventLine(Buffer.concat(parts), offset === 0);
    return decoded !== null && typeof decoded !== 'string' ? decoded : null;
  } finally {
    closeSync(fd);
  }
}

/**
 * The newest `n` events of `type`, oldest first, as `readTail` gives them; on a
 * long log through the cache of where that type's lines are.
 */
export function typedTail(path: string, type: string, n: number, report: ReadReport): SimpEvent[] {
  if (n <= 0 || !existsSync(path)) return [];
  const size = statSync(path).size;
  const cache = size >= INDEX_FROM_BYTES ? openRenderCache(path, `${FORMAT}|${type}`) : null;
  if (!cache) return readTail(path, n, [type], report);
  const hit = cache.hit();
  const covered = hit?.covered ?? 0;
  const known: number[] = [];
  if (hit) {
    for (const chunk of hit.body()) for (const s of chunk.toString('latin1').split('\n')) if (s !== '') known.push(Number(s));
    report.badLines.push(...hit.badLines);
  }
  // What was appended since: every line of the type in it (the byte screen passes over the rest).
  const fresh = new Map<number, SimpEvent>();
  const tailReport: ReadReport = { badLines: [], tornTail: false };
  eachFromEnd(path, [type], tailReport, (e, offset) => {
    fresh.set(offset, e);
    return false;
  }, Infinity, covered);
  report.badLines.push(...tailReport.badLines);
  report.tornTail ||= tailReport.tornTail;
  const end = linesEnd(path, size);
  const added = [...fresh.keys()].filter((o) => o < end).sort((a, b) => a - b);
  // Nothing appended since: the entry stands as it is.
  const writer = hit && end === covered ? null : cache.writer(hit);
  if (writer) {
    writer.write(added.map((o) => `${o}\n`).join(''));
    writer.finish({ covered: end, lines: known.length + added.length, badLines: [...(hit?.badLines ?? []), ...tailReport.badLines] });
  }
  hit?.close();
  const offsets = [...known, ...[...fresh.keys()].sort((a, b) => a - b)].slice(-n);
  return offsets.flatMap((o) => {
    const e = fresh.get(o) ?? eventAt(path, o);
    return e ? [e] : [];
  });
}
