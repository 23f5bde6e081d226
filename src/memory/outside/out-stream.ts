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
}

/** Text kept aside until its place in the document comes; `copyTo` hands it on in order. */
export interface Spool extends TextSink {
  /** Whether nothing was written. */
  readonly empty: boolean;
  copyTo(sink: TextSink): void;
  /** Lets go of what it holds (its file too); the spool is not used after. */
  close(): void;
}

/** Text held in memory before a spool spills it to its file, and the size of the pieces written there. */
const HOLD_CHARS = 64 * 1024;
const READ_BYTES = 1024 * 1024;

/** A spool whose text past HOLD_CHARS goes to a file in `dir` with no name (removed as soon as it is open where the system allows). */
export function fileSpool(dir: string = tmpdir()): Spool {
  let held: string[] = [];
  let heldChars = 0;
  let fd: number | null = null;
  let path: string | null = null;
  let written = 0;
  let empty = true;
  const spill = () => {
    if (heldChars === 0) return;
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
    const bytes = Buffer.from(held.join(''), 'utf8');
    held = [];
    heldChars = 0;
    try {
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at, written + at);
    } catch (err) {
      throw folderError(dir, err);
    }
    written += bytes.length;
  };
  return {
    get empty() {
      return empty;
    },
    write(text) {
      const s = typeof text === 'string' ? text : Buffer.from(text).toString('utf8');
      if (s === '') return;
      empty = false;
      held.push(s);
      heldChars += s.length;
      if (heldChars >= HOLD_CHARS) spill();
    },
    copyTo(sink) {
      if (fd !== null) {
        spill();
        for (let at = 0; at < written; ) {
          // A new buffer each time: a sink may keep what it is handed (stdout is asynchronous on some systems).
          const buf = Buffer.allocUnsafe(Math.min(READ_BYTES, written - at));
          const n = readSync(fd, buf, 0, buf.length, at);
          if (n === 0) break;
          sink.write(buf.subarray(0, n));
          at += n;
        }
      } else if (heldChars > 0) sink.write(held.join(''));
    },
    close() {
      held = [];
      heldChars = 0;
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

/** Pieces gathered before one write to the file. */
const WRITE_CHARS = 64 * 1024;

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
  let pending: string[] = [];
  let pendingChars = 0;
  const put = (bytes: string | Uint8Array) => {
    if (fd === null) throw new Error('the export file is closed');
    const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    for (let at = 0; at < buf.length; ) at += writeSync(fd, buf, at, buf.length - at);
  };
  const flush = () => {
    if (pendingChars === 0) return;
    const text = pending.join('');
    pending = [];
    pendingChars = 0;
    put(text);
  };
  const fail = (err: unknown): never => {
    abort();
    throw folderError(dir, err);
  };
  const abort = () => {
    pending = [];
    if (fd !== null) closeSync(fd);
    fd = null;
    rmSync(tmp, { force: true });
  };
  return {
    dir,
    write(text) {
      try {
        if (typeof text !== 'string') {
          flush();
          put(text);
          return;
        }
        pending.push(text);
        pendingChars += text.length;
        if (pendingChars >= WRITE_CHARS) flush();
      } catch (err) {
        fail(err);
      }
    },
    commit() {
      try {
        flush();
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
