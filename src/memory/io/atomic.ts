import { openSync, readSync, writeSync, fsyncSync, fstatSync, fchmodSync, ftruncateSync, closeSync, renameSync, rmSync, mkdirSync, statSync, constants } from 'node:fs';
import { refused } from '../../model/errors.js';
import { dirname, basename, join } from 'node:path';
import { tempName } from './temp-names.js';
import { openRegular } from './open-regular.js';

/** A file simp creates is its owner's alone: the notes are private. */
export const FILE_MODE = 0o600;
/** So is a folder it creates. */
export const DIR_MODE = 0o700;

/** Creates a folder (and any missing parents) private to its owner; an existing one keeps its mode. */
export function makeDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
}

/** The permission bits of a file, or null when there is none. */
function modeOf(path: string): number | null {
  try {
    return statSync(path).mode & 0o7777;
  } catch {
    return null;
  }
}

export function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems refuse to fsync a folder; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A replacement written beside its file and made durable, waiting to be renamed into place. */
export interface Prepared {
  /** The temp file (or folder) holding the new content, and where it goes. */
  readonly tmp: string;
  readonly target: string;
  /** Renames the new content into place (cheap, needs no space), and makes the rename durable. */
  commit(): void;
  /**
   * The rename alone: the caller makes it durable with one fsync of `dir` after all its
   * renames there (a transaction under its commit journal, which redoes any rename a crash left undone).
   */
  rename?(): void;
  /** The folder whose entry the rename changes, when `rename` leaves its fsync to the caller. */
  readonly dir?: string;
  /** Removes the temp file (the write is called off). */
  abort(): void;
}

/**
 * The first half of an atomic replace: the new content in a temp file beside the
 * target, fsynced. Everything that can run out of space happens here, so a
 * transaction prepares all its files before it changes any.
 */
export function prepareReplace(path: string, content: string | Uint8Array, mode?: number): Prepared {
  const dir = dirname(path);
  makeDir(dir);
  const tmp = join(dir, tempName(basename(path)));
  try {
    // The new content keeps the file's permissions (a user's chmod stays); a new file is private.
    // A mode given is set exactly, whatever the file had and whatever the umask.
    if (mode !== undefined) writeDurable(tmp, content, 'wx', mode, true);
    else writeNewDurable(tmp, content, modeOf(path) ?? FILE_MODE);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  return {
    tmp,
    target: path,
    dir,
    commit: () => {
      renameSync(tmp, path);
      fsyncDir(dir);
    },
    rename: () => renameSync(tmp, path),
    abort: () => rmSync(tmp, { force: true }),
  };
}

/**
 * Replaces a file so that a crash at any moment leaves either the old or the new
 * content: write a temp file beside it, fsync, rename over, fsync the folder.
 * `mode`: the file's permissions afterwards (else it keeps those it had; a new one is private).
 */
export function writeFileAtomic(path: string, content: string | Uint8Array, mode?: number): void {
  const p = prepareReplace(path, content, mode);
  try {
    p.commit();
  } catch (err) {
    p.abort();
    throw err;
  }
}

const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/**
 * Appends bytes all or nothing and makes them durable before returning. Only a
 * regular file with one name is appended to (a FIFO would block; a hard link
 * would carry the history outside its folder). A failed write (a full disk) is
 * cut back to the file's size before it, so the log is exactly as it was; what
 * another program appended meanwhile is never cut.
 */
export function appendDurable(path: string, content: string): void {
  const fd = openSync(path, APPEND_FLAGS, FILE_MODE);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw refused({ field: '', kind: 'place', problem: 'not-regular-write', value: path });
    if (st.nlink > 1) throw refused({ field: '', kind: 'place', problem: 'hard-links', value: path, detail: String(st.nlink) });
    const before = st.size;
    try {
      writeAll(fd, content);
      fsyncSync(fd);
    } catch (err) {
      const partial = (err as { written?: number }).written ?? 0;
      // Cut back only what this write added: another program's line after it stays.
      if (partial > 0 && fstatSync(fd).size === before + partial) {
        ftruncateSync(fd, before);
        fsyncSync(fd);
      }
      throw err;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Cuts a log back to `size` when it is exactly `expected` bytes long (only what
 * this write appended goes; a line another program added after it stays, and
 * then nothing is cut). True when cut.
 */
export function cutBack(path: string, size: number, expected: number): boolean {
  const fd = openSync(path, constants.O_WRONLY);
  try {
    if (fstatSync(fd).size !== expected) return false;
    ftruncateSync(fd, size);
    fsyncSync(fd);
    return true;
  } finally {
    closeSync(fd);
  }
}

/** Creates a file with its content made durable (files of a folder being built), private unless `mode` says otherwise. */
export function writeNewDurable(path: string, content: string | Uint8Array, mode = FILE_MODE): void {
  writeDurable(path, content, 'wx', mode);
}

/**
 * Copies a file, byte for byte and streamed (a log may be hundreds of megabytes),
 * into a new file made durable before this returns.
 */
export function copyNewDurable(from: string, to: string, mode = FILE_MODE): void {
  // A FIFO or a device where a file belongs is refused by name, never waited on.
  const src = openRegular(from);
  const dst = openSync(to, 'wx', mode);
  try {
    if (mode !== FILE_MODE) fchmodSync(dst, mode);
    const buf = Buffer.allocUnsafe(1 << 20);
    for (let n = readSync(src, buf, 0, buf.length, null); n > 0; n = readSync(src, buf, 0, buf.length, null)) writeAll(dst, buf.subarray(0, n));
    fsyncSync(dst);
  } finally {
    closeSync(src);
    closeSync(dst);
  }
}

function writeDurable(path: string, content: string | Uint8Array, flag: 'wx', mode: number, exact = false): void {
  const fd = openSync(path, flag, mode);
  try {
    // Exactly these bits, whatever the umask would take away from a kept mode.
    if (exact || mode !== FILE_MODE) fchmodSync(fd, mode);
    writeAll(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes every byte or throws: a write that stops short (a full disk) must never
 * be renamed over a good file or acknowledged as an event.
 */
function writeAll(fd: number, content: string | Uint8Array): void {
  const buf = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  let done = 0;
  try {
    while (done < buf.length) {
      const n = writeSync(fd, buf, done, buf.length - done);
      if (n <= 0) throw new Error(`short write: ${done} of ${buf.length} bytes`);
      done += n;
    }
  } catch (err) {
    // How far it got, so a failed append can be cut back exactly.
    Object.assign(err as object, { written: done });
    throw err;
  }
}
