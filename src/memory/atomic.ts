import { openSync, writeSync, fsyncSync, closeSync, renameSync, rmSync, mkdirSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';

function fsyncDir(dir: string): void {
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

/**
 * Replaces a file so that a crash at any moment leaves either the old or the new
 * content: write a temp file beside it, fsync, rename over, fsync the folder.
 */
export function writeFileAtomic(path: string, content: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeNewDurable(tmp, content);
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  fsyncDir(dir);
}

/** Appends bytes and makes them durable before returning. */
export function appendDurable(path: string, content: string): void {
  writeDurable(path, content, 'a');
}

/** Creates a file with its content made durable (files of a folder being built). */
export function writeNewDurable(path: string, content: string): void {
  writeDurable(path, content, 'wx');
}

function writeDurable(path: string, content: string, flag: 'a' | 'wx'): void {
  const fd = openSync(path, flag, 0o644);
  try {
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
function writeAll(fd: number, content: string): void {
  const buf = Buffer.from(content, 'utf8');
  let done = 0;
  while (done < buf.length) {
    const n = writeSync(fd, buf, done, buf.length - done);
    if (n <= 0) throw new Error(`short write: ${done} of ${buf.length} bytes`);
    done += n;
  }
}
