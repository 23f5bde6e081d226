// A document too big to hold at once (an export of a million events), written as
// it is built: to a temp file beside its target, renamed into place whole when it
// is done (a crash leaves no half file under the final name), and the parts that
// come before others in the document kept meanwhile in spools (memory, then a
// file that has no name, past a few MiB).
import { closeSync, fsyncSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { FILE_MODE, fsyncDir } from '../io/atomic.js';
import { checkUserFile } from './home.js';
import { tempName } from '../io/temp-names.js';
import { folderError } from '../io/write-errors.js';

/** Where text goes: a file being written, stdout, a string, a spool. */
export interface TextSink {
  write(text: string | Uint8Array): void;
  /** The sink is done with what it is handed when `write` returns (a file written at once): the same buffer may be handed again. */
  readonly writesAtOnce?: boolean;
}

/** Text kept aside until its place in the document comes; `copyTo` hands it on in order. */
export interface Spool extends TextSink {
  /** Whether nothing was written. */
  readonly empty: boolean;
  copyTo(sink: TextSink): void;
  /** Lets go of what it holds (its file too); the spool is not used after. */
  close(): void;
}

/** The bytes a spool holds in memory before it spills them to its file, and the size of the pieces read back. */
const HOLD_BYTES = 256 * 1024;
const READ_BYTES = 1024 * 1024;

/**
 * Bytes gathered in one buffer, each text encoded straight into it (no joined
 * string, no buffer a piece): `drain` hands on what it holds when the next piece
 * might not fit, and a piece larger than the whole buffer goes on by itself.
 */
class ByteBuffer {
  private buf: Buffer | null = null;
  at = 0;
  constructor(
    private readonly size: number,
    private readonly drain: (bytes: Buffer) => void,
  ) {}
  put(text: string | Uint8Array): void {
    if (typeof text !== 'string') {
      this.flush();
      if (text.length > 0) this.drain(Buffer.from(text.buffer, text.byteOffset, text.length));
      return;
    }
    // A UTF-16 unit is at most 3 bytes of UTF-8 (a pair of them, 4).
    if (text.length * 3 > this.size - this.at) {
      this.flush();
      if (text.length * 3 > this.size) {
        this.drain(Buffer.from(text, 'utf8'));
        return;
      }
    }
    this.buf ??= Buffer.allocUnsafe(this.size);
    this.at += this.buf.write(text, this.at);
  }
  /** What is held, copied (the buffer is written over next). */
  held(): Buffer {
    return Buffer.from((this.buf ?? Buffer.alloc(0)).subarray(0, this.at));
  }
  flush(): void {
    if (this.at === 0 || this.buf === null) return;
    const bytes = this.buf.subarray(0, this.at);
    this.at = 0;
    this.drain(bytes);
  }
  drop(): void {
    this.buf = null;
    this.at = 0;
  }
}

/** A spool whose text past HOLD_BYTES goes to a file in `dir` with no name (removed as soon as it is open where the system allows). */
export function fileSpool(dir: string = tmpdir()): Spool {
  let fd: number | null = null;
  let path: string | null = null;
  let written = 0;
  let empty = true;
  const spill = (bytes: Buffer) => {
    if (fd === null) {
      path = join(dir, tempName('export-part'));
      try {
        fd = openSync(path, 'wx+', FILE_MODE);
      } catch (err) {
        throw folderError(dir, err);
      }
      try {
        rmSync(path);
        path = null;
      } catch {
        // Removed when the spool is closed (a system that cannot remove an open file).
      }
    }
    try {
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at, written + at);
    } catch (err) {
      throw folderError(dir, err);
    }
    written += bytes.length;
  };
  const held = new ByteBuffer(HOLD_BYTES, spill);
  return {
    get empty() {
      return empty;
    },
    write(text) {
      if (text.length === 0) return;
      empty = false;
      held.put(text);
    },
    copyTo(sink) {
      if (fd !== null) {
        held.flush();
        // One buffer read into again and again for a sink that writes at once; else a new buffer each time: a
        // sink may keep what it is handed (stdout is asynchronous on some systems). Buffers let go of only pile up
        // until the next collection, which a long copy (110 MiB of a million events) would otherwise wait for.
        const again = sink.writesAtOnce === true ? Buffer.allocUnsafe(Math.min(READ_BYTES, written)) : null;
        for (let at = 0; at < written; ) {
          const buf = again ?? Buffer.allocUnsafe(Math.min(READ_BYTES, written - at));
          const n = readSync(fd, buf, 0, Math.min(buf.length, written - at), at);
          if (n === 0) break;
          sink.write(buf.subarray(0, n));
          at += n;
        }
      } else if (held.at > 0) sink.write(held.held());
    },
    close() {
      held.drop();
      if (fd !== null) closeSync(fd);
      if (path !== null) rmSync(path, { force: true });
      fd = null;
      path = null;
    },
  };
}

/** A file the user asked for, being written: `commit` renames it into place whole, `abort` leaves the target as it was. */
export interface OutFile extends TextSink {
  /** The folder the spools of its parts go to (the target's: the user chose where the export's bytes may be). */
  readonly dir: string;
  /** Makes the file durable and renames it into place; returns its full path. */
  commit(): string;
  abort(): void;
}

/** Bytes gathered before one write to the file. */
const WRITE_BYTES = 256 * 1024;

/**
 * Starts writing a file the user asked for outside the data folder (an export),
 * refused as `writeUserFile` refuses (a link, a folder, inside the data folder, no
 * such folder): the text goes to a private temp file beside it until `commit`.
 */
export function openUserFile(path: string, base: string): OutFile {
  const target = checkUserFile(path, base);
  const dir = dirname(target);
  const tmp = join(dir, tempName(basename(target)));
  let fd: number | null;
  try {
    fd = openSync(tmp, 'wx', FILE_MODE);
  } catch (err) {
    throw folderError(dir, err);
  }
  const put = (buf: Buffer) => {
    if (fd === null) throw new Error('the export file is closed');
    for (let at = 0; at < buf.length; ) at += writeSync(fd, buf, at, buf.length - at);
  };
  const pending = new ByteBuffer(WRITE_BYTES, put);
  const fail = (err: unknown): never => {
    abort();
    throw folderError(dir, err);
  };
  const abort = () => {
    pending.drop();
    if (fd !== null) closeSync(fd);
    fd = null;
    rmSync(tmp, { force: true });
  };
  return {
    dir,
    writesAtOnce: true,
    write(text) {
      try {
        pending.put(text);
      } catch (err) {
        fail(err);
      }
    },
    commit() {
      try {
        pending.flush();
        fsyncSync(fd as number);
        closeSync(fd as number);
        fd = null;
        renameSync(tmp, target);
      } catch (err) {
        fail(err);
      }
      fsyncDir(dir);
      return target;
    },
    abort,
  };
}
