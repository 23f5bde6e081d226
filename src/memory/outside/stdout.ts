// Standard output written by its file descriptor while no stream was made for it. Node makes
// process.stdout on first use; for a pipe that loads its network code (a socket), about 10 ms
// of a call's start, more than a daily verb's own work on the example. The binary turns this on
// when standard output is a pipe, a file or a socket (never a terminal: the guard against escape
// sequences and the pager work on the stream); the first use of process.stdout (commander, the
// UI, a verb that writes to the stream) turns it off, and everything after goes through the
// stream, after what was written here (these writes are done when they return).
import { fstatSync, writeSync } from 'node:fs';

// On the process, under a registered symbol: the binary and each file it loads hold a copy of this module.
const STATE = Symbol.for('simp.direct-stdout');
interface State {
  direct: boolean;
  closed: () => void;
}
const state = (): State => ((process as unknown as Record<symbol, State>)[STATE] ??= { direct: false, closed: () => undefined });

/**
 * Writes standard output by its descriptor from now on when it is a pipe, a file or a socket;
 * `onStream` is told of process.stdout when something makes it (at once when this is not on),
 * `onClosed` when the reader is gone (EPIPE). True when on.
 */
export function directStdout(onStream: (stream: NodeJS.WriteStream) => void, onClosed: () => void): boolean {
  const desc = Object.getOwnPropertyDescriptor(process, 'stdout');
  const get = desc?.get;
  if (mayBeTerminal(1) || get === undefined || desc?.configurable !== true) {
    onStream(process.stdout);
    return false;
  }
  const st = state();
  st.closed = onClosed;
  Object.defineProperty(process, 'stdout', {
    configurable: true,
    enumerable: desc.enumerable ?? true,
    get: () => {
      st.direct = false;
      // Node's own getter again (it keeps the stream it makes).
      Object.defineProperty(process, 'stdout', desc);
      const stream = get.call(process) as NodeJS.WriteStream;
      onStream(stream);
      return stream;
    },
  });
  st.direct = true;
  return true;
}

/**
 * Whether a standard descriptor may be a terminal: false for a pipe, a file or a socket (no
 * terminal, so nothing to guard, and no stream needs making to find that out).
 */
export function mayBeTerminal(fd: 1 | 2): boolean {
  try {
    const st = fstatSync(fd);
    return !(st.isFIFO() || st.isFile() || st.isSocket());
  } catch {
    return true;
  }
}

/** Whether standard output is written by its descriptor now (no stream made yet). */
export const stdoutIsDirect = (): boolean => state().direct;

/**
 * Writes to standard output: whole, by its descriptor, while `directStdout` holds; else through
 * process.stdout. False as a stream's write is false: wait for its 'drain'.
 */
export function writeStdout(data: string | Uint8Array): boolean {
  const st = state();
  if (!st.direct) return process.stdout.write(data);
  const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let done = 0;
  try {
    while (done < buf.length) done += writeSync(1, buf, done, buf.length - done);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') {
      st.closed();
      return true;
    }
    // A descriptor another program made non-blocking, its pipe full: the rest goes through the stream, which waits.
    if (code === 'EAGAIN') return process.stdout.write(buf.subarray(done));
    throw err;
  }
}
