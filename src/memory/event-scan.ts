// A forward read of events.jsonl that parses only candidate lines: each large chunk
// is searched for what the wanted lines must hold, so the others cost no per-line work.
import { closeSync, existsSync, fstatSync, readSync } from 'node:fs';
import { openRegular } from './open-regular.js';
import type { SimpEvent } from '../model/schemas.js';
import { decodeEventLine, type ReadReport } from './event-lines.js';
import { BACKSLASH, BIG_CHUNK, MAX_LINE_BYTES, NL, TOO_LONG } from './event-read.js';

/**
 * Calls `each` with every event of one of `types`, in file order, reading the
 * file in large chunks and searching each chunk for the types' quoted names (and
 * for escapes) instead of looking at every line: lines that cannot hold such an
 * event cost no per-line work at all. Broken lines among the candidates go into
 * `report` (without a line number); a torn last line is reported too. `needles`
 * (JSON text) replaces the quoted type names as what a line must hold; `end`
 * stops at that byte (a line start).
 */
export function forEachOfTypes(
  path: string,
  types: readonly string[],
  report: ReadReport,
  each: (event: SimpEvent) => void,
  opts: { needles?: readonly string[]; end?: number } = {},
): void {
  if (!existsSync(path)) return;
  const needles = [...(opts.needles ?? types.map((t) => JSON.stringify(t))).map((t) => Buffer.from(t)), Buffer.from([BACKSLASH])];
  const fd = openRegular(path);
  try {
    const size = Math.min(fstatSync(fd).size, opts.end ?? Infinity);
    const buf = Buffer.allocUnsafe(Math.min(BIG_CHUNK, Math.max(size, 1)));
    let carry: Buffer = Buffer.alloc(0);
    let offset = 0;
    // Set while the rest of a line longer than the cap is being passed over.
    let skippingLong = false;
    while (offset < size) {
      const n = readSync(fd, buf, 0, Math.min(buf.length, size - offset), offset);
      if (n === 0) break;
      offset += n;
      let data = carry.length > 0 ? Buffer.concat([carry, buf.subarray(0, n)]) : buf.subarray(0, n);
      const carryStart = offset - data.length;
      const lastNl = data.lastIndexOf(NL);
      if (lastNl === -1) {
        if (!skippingLong && data.length > MAX_LINE_BYTES) {
          skippingLong = true;
          report.badLines.push({ line: null, reason: TOO_LONG });
        }
        carry = skippingLong ? Buffer.alloc(0) : Buffer.from(data);
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
        else if (types.includes(decoded.type)) each(decoded);
      }
      carry = Buffer.from(data.subarray(lastNl + 1));
      data = Buffer.alloc(0);
    }
    if (skippingLong || carry.toString('utf8').trim() !== '') report.tornTail = true;
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
