// A forward read of events.jsonl that parses only candidate lines: each large chunk
// is searched for what the wanted lines must hold, so the others cost no per-line work.
import { closeSync, existsSync, fstatSync, readSync } from 'node:fs';
import { openRegular } from '../io/open-regular.js';
import type { SimpEvent } from '../../model/schemas.js';
import { decodeEventLine, type ReadReport } from './event-lines.js';
import { BACKSLASH, BIG_CHUNK, MAX_LINE_BYTES, NL, TOO_LONG } from './event-read.js';

/**
 * Calls `each` with every event of one of `types`, in file order, reading the
 * file in large chunks and searching each chunk for the types' quoted names (and
 * for escapes) instead of looking at every line: lines that cannot hold such an
 * event cost no per-line work at all. Broken lines among the candidates go into
 * `report` (without a line number); a torn last line is reported too. `needles`
 * (JSON text) replaces the quoted type names as what a line must hold (`types`
 * null: every type of those lines); `each` gets the offset the line starts at; `start`
 * and `end` (line starts) bound the bytes read.
 */
export function forEachOfTypes(
  path: string,
  types: readonly string[] | null,
  report: ReadReport,
  each: (event: SimpEvent, offset: number) => void,
  opts: { needles?: readonly string[]; start?: number; end?: number } = {},
): void {
  if (!existsSync(path)) return;
  const needles = [...(opts.needles ?? (types ?? []).map((t) => JSON.stringify(t))).map((t) => Buffer.from(t)), Buffer.from([BACKSLASH])];
  const fd = openRegular(path);
  try {
    const size = Math.min(fstatSync(fd).size, opts.end ?? Infinity);
    let offset = Math.min(opts.start ?? 0, size);
    let buf = Buffer.allocUnsafe(Math.min(BIG_CHUNK, Math.max(size - offset, 1)));
    // The start of a line whose end is not read yet sits at the buffer's start (`keep` bytes), and
    // the next read lands after it: no chunk is ever copied whole to join it.
    let keep = 0;
    // Set while the rest of a line longer than the cap is being passed over.
    let skippingLong = false;
    while (offset < size) {
      if (keep === buf.length) {
        const grown = Buffer.allocUnsafe(Math.min(buf.length * 2, MAX_LINE_BYTES + BIG_CHUNK));
        buf.copy(grown, 0, 0, keep);
        buf = grown;
      }
      const n = readSync(fd, buf, keep, Math.min(buf.length - keep, size - offset), offset);
      if (n === 0) break;
      offset += n;
      const data = buf.subarray(0, keep + n);
      const carryStart = offset - data.length;
      const lastNl = data.lastIndexOf(NL);
      if (lastNl === -1) {
        if (!skippingLong && data.length > MAX_LINE_BYTES) {
          skippingLong = true;
          report.badLines.push({ line: null, reason: TOO_LONG });
        }
        keep = skippingLong ? 0 : data.length;
        continue;
      }
      let from = 0;
      if (skippingLong) {
        from = data.indexOf(NL) + 1;
        skippingLong = false;
      }
      const body = data.subarray(0, lastNl + 1);
      for (const start of candidateStarts(body, from, needles)) {
        const end = body.indexOf(NL, start);
        if (end - start > MAX_LINE_BYTES) {
          report.badLines.push({ line: null, reason: TOO_LONG });
          continue;
        }
        const decoded = decodeEventLine(body.subarray(start, end), carryStart + start === 0);
        if (decoded === null) continue;
        if (typeof decoded === 'string') report.badLines.push({ line: null, reason: decoded });
        else if (types === null || types.includes(decoded.type)) each(decoded, carryStart + start);
      }
      keep = data.length - (lastNl + 1);
      buf.copyWithin(0, lastNl + 1, data.length);
    }
    if (skippingLong || buf.toString('utf8', 0, keep).trim() !== '') report.tornTail = true;
  } finally {
    closeSync(fd);
  }
}

/** Starts of the lines of `body` (whole lines, from `from`) that hold one of `needles`, ascending, each once. */
function candidateStarts(body: Buffer, from: number, needles: readonly Buffer[]): number[] {
  const starts: number[] = [];
  for (const needle of needles) {
    for (let i = body.indexOf(needle, from); i !== -1; ) {
      const start = body.lastIndexOf(NL, i) + 1;
      starts.push(Math.max(start, from));
      const end = body.indexOf(NL, i);
      i = end === -1 ? -1 : body.indexOf(needle, end + 1);
    }
  }
  starts.sort((a, b) => a - b);
  return starts.filter((s, k) => k === 0 || s !== starts[k - 1]);
}
