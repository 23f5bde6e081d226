import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { crushDir, fileIn, SLUG_PATTERN } from './paths.js';
import { NotFoundError, refused } from '../../model/errors.js';
import type { Clock } from '../../model/time.js';
import { parseJsonText } from '../formats/json-error.js';
import type { LockOptions } from '../io/lock.js';
import { notRegular, openRegular } from '../io/open-regular.js';
import { realFolder } from './confine.js';
import { limitFor, readBounded } from '../io/bounds.js';

/** What every memory operation needs: where the data lives and what time it is. */
export interface Ctx {
  base: string;
  now: Clock;
  /** How writers wait for a folder's lock, and who is told about a long wait. */
  lock?: LockOptions;
}

export const FILES = {
  profile: 'profile.md',
  state: 'state.md',
  events: 'events.jsonl',
  strategy: 'strategy.md',
  meta: 'meta.json',
  knowledge: 'knowledge.json',
  interactions: 'interactions.jsonl',
} as const;
export type FileKey = keyof typeof FILES;

export interface Folder {
  slug: string;
  dir: string;
  path: (key: FileKey) => string;
  /** A path below the folder (`snapshots/x.json`, `versions/v1_...`), refused if a symlink leads out of the base. */
  sub: (...parts: string[]) => string;
  /** One of the folder's files as text, or null when it does not exist; a symlink there must stay inside the base. */
  read: (key: FileKey) => string | null;
  /**
   * A sub-folder simp writes into (`snapshots`, `versions`, `memories/chats`): every
   * step a real folder inside the base (confine.ts), made when `make` and missing.
   */
  writeDir: (parts: readonly string[], make: boolean) => string;
}

/** Resolves an existing crush folder (slug checked, symlinks kept inside the base folder). */
export function openFolder(ctx: Ctx, slug: string): Folder {
  assertBaseIsFolder(ctx.base);
  const dir = crushDir(ctx.base, slug);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new NotFoundError(`no crush "${slug}" in ${ctx.base}`, { kind: 'list' }, [{ field: 'slug', kind: 'no-crush', value: slug, base: ctx.base }]);
  }
  return folderAt(ctx, realSlug(ctx.base, slug, dir), dir);
}

/**
 * A crush folder reached through a link to another crush folder of the base (an
 * alias) is that crush: events written through it carry the real folder's slug.
 */
function realSlug(base: string, slug: string, dir: string): string {
  if (!lstatSync(dir).isSymbolicLink()) return slug;
  const real = realpathSync.native(dir);
  const name = basename(real);
  return dirname(real) === realpathSync.native(base) && SLUG_PATTERN.test(name) ? name : slug;
}

/** A base folder that exists but is a file is bad input, not a system failure. */
export function assertBaseIsFolder(base: string): void {
  if (existsSync(base) && !statSync(base).isDirectory()) {
    throw refused({ field: '', kind: 'place', problem: 'base-file', value: base });
  }
}

export function folderAt(ctx: Ctx, slug: string, dir: string): Folder {
  const sub = (...parts: string[]): string => {
    let at = dir;
    for (const part of parts) at = fileIn(ctx.base, at, part);
    return at;
  };
  return {
    slug,
    dir,
    path: (key) => fileIn(ctx.base, dir, FILES[key]),
    sub,
    read: (key) => readInside(ctx.base, dir, FILES[key]),
    writeDir: (parts, make) => realFolder(ctx.base, dir, parts, make),
  };
}

/** A folder file's path for messages (no symlink check: nothing is opened through it). */
export function shownPath(folder: Folder, key: FileKey): string {
  return join(folder.dir, FILES[key]);
}

const NO_FOLLOW = constants.O_NOFOLLOW;

/**
 * Reads a file of a crush folder. Opening with O_NOFOLLOW reads a plain file in one
 * step (listing 1,000 folders reads 1,000 of them); when the open fails for any reason
 * but a missing file (a symlink: ELOOP on Linux and macOS, EMLINK on FreeBSD, EFTYPE
 * on NetBSD), the guarded path checks the link stays inside the base folder and reads
 * it, or reports why it cannot. O_NONBLOCK keeps a FIFO put there from hanging the read.
 */
export function readInside(base: string, dir: string, name: string): string | null {
  if (NO_FOLLOW === undefined) return readText(fileIn(base, dir, name));
  const path = join(dir, name);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return readText(fileIn(base, dir, name));
  }
  try {
    if (!fstatSync(fd).isFile()) throw notRegular(path);
    return readWhole(fd, path);
  } finally {
    closeSync(fd);
  }
}

/** One buffer for the many small files a list reads (meta.json is well under it). */
const SMALL = Buffer.allocUnsafe(64 * 1024);

/** The rest of an open file as text: one read for a small file; a larger one no further than its limit (bounds.ts). */
function readWhole(fd: number, path: string): string {
  const got = readSync(fd, SMALL, 0, SMALL.length, null);
  if (got < SMALL.length) return SMALL.toString('utf8', 0, got);
  return readBounded(fd, path, limitFor(path), Buffer.from(SMALL)).toString('utf8');
}

/** Reads a text file of a folder, or null when it does not exist. */
export function readText(path: string): string | null {
  let fd: number;
  try {
    fd = openRegular(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    return readBounded(fd, path, limitFor(path)).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** Parses a JSON file, naming the file, line and column when it is broken. */
export function readJson(path: string): unknown {
  return parseJsonFile(path, readText(path));
}

/** JSON text read from `path` (null: no file), naming the file, line and column when it is broken. */
export function parseJsonFile(path: string, text: string | null, keepNumbers = false): unknown {
  return text === null ? null : parseJsonText(text, path, keepNumbers);
}

/** Whether a folder is there and holds anything (no stat of its files: a cheap "is there something to scan"). */
export function folderHoldsAny(path: string): boolean {
  try {
    return statSync(path).isDirectory() && readdirSync(path).length > 0;
  } catch {
    return false;
  }
}

export function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
