// Text the user hands a verb on stdin (`-`) or as a file they name (an answers
// file): read no further than its limit, a FIFO or device path refused, so a
// pipe that never ends cannot grow a verb without bound.
import { closeSync, readSync } from 'node:fs';
import { InputError, refused } from '../../model/errors.js';
import { LIMITS } from '../../model/limits.js';
import { limitError, readBounded } from '../io/bounds.js';
import { openRegular } from '../io/open-regular.js';

const pause = new Int32Array(new SharedArrayBuffer(4));

/** stdin as text, at most `limit` bytes; `label` (`--note -`) names it in a refusal. */
export function readStdinText(label: string, limit: number = LIMITS.stdinBytes): string {
  const parts: Buffer[] = [];
  let total = 0;
  const buf = Buffer.allocUnsafe(64 * 1024);
  for (;;) {
    let got: number;
    try {
      got = readSync(0, buf, 0, Math.min(buf.length, limit + 1 - total), null);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // A terminal or pipe opened without blocking has nothing yet: wait a little and read again.
      if (code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 20);
        continue;
      }
      if (code === 'EOF') break;
      throw refused({ field: label, kind: 'place', problem: 'unreadable', value: '-', detail: code ?? 'error' });
    }
    if (got === 0) break;
    parts.push(Buffer.from(buf.subarray(0, got)));
    total += got;
    if (total > limit) throw limitError(`${label}: stdin`, 'bytes', limit);
  }
  return Buffer.concat(parts, total).toString('utf8');
}

/** A file the user named (or stdin for `-`) as text, refused past `limit` or when it is no regular file. */
export function readGivenText(source: string, label: string, limit: number = LIMITS.stdinBytes): string {
  if (source === '-') return readStdinText(label, limit);
  let fd: number;
  try {
    fd = openRegular(source);
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw refused({ field: label, kind: 'place', problem: 'unreadable', value: source, detail: (err as NodeJS.ErrnoException).code ?? 'error' });
  }
  try {
    return readBounded(fd, source, limit).toString('utf8');
  } finally {
    closeSync(fd);
  }
}
