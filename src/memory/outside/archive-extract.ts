import { chmodSync, closeSync, constants, existsSync, fchmodSync, fsyncSync, futimesSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ArchiveError, MANIFEST_NAME, type ManifestFile } from '../../model/archive.js';
import { placeOf } from './archive-paths.js';
import { checkEntry, walkArchive, type VerifiedArchive } from './archive-read.js';
import { DIR_MODE, FILE_MODE, fsyncDir, makeDir } from '../io/atomic.js';
import { assertBaseIsFolder, type Ctx } from '../crush/folder.js';
import { folderError } from '../io/write-errors.js';
import { validateSlug } from '../crush/paths.js';
import { tempName } from '../io/temp-names.js';

/** Crushes extracted and checked, each in a temp folder of the base, waiting to be renamed into place. */
export interface StagedRestore {
  /** Renames one crush's folder into place; refused when something took its place meanwhile. Returns the folder. */
  commit(slug: string): string;
  /** Removes every temp folder not yet committed. */
  abort(): void;
}

/** What is at a crush's place in the base: nothing, its folder, or something else (a file, a link: never moved or replaced). */
export function crushPlace(ctx: Ctx, slug: string): 'none' | 'folder' | 'other' {
  try {
    return lstatSync(join(ctx.base, validateSlug(slug))).isDirectory() ? 'folder' : 'other';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
    throw err;
  }
}


const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/** Writes one entry's content into a new file (made durable), checked against its manifest line as it goes. */
async function writeEntry(path: string, entry: ManifestFile, mtime: Date, body: AsyncIterable<Buffer>): Promise<void> {
  const fd = openSync(path, CREATE, FILE_MODE);
  try {
    const h = createHash('sha256');
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > entry.size) throw new ArchiveError({ kind: 'mismatch', entry: entry.path, what: 'size' });
      h.update(chunk);
      for (let done = 0; done < chunk.length; ) done += writeSync(fd, chunk, done, chunk.length - done);
    }
    if (size !== entry.size) throw new ArchiveError({ kind: 'mismatch', entry: entry.path, what: 'size' });
    if (h.digest('hex') !== entry.sha256) throw new ArchiveError({ kind: 'mismatch', entry: entry.path, what: 'sha256' });
    fsyncSync(fd);
    fchmodSync(fd, Number.parseInt(entry.mode, 8));
    futimesSync(fd, mtime, mtime);
  } finally {
    closeSync(fd);
  }
}

/**
 * The second read of a restore: the chosen crushes of a verified archive
 * extracted into temp folders inside the base (`.{slug}.simp-{pid}-{hex}.tmp`,
 * which a later simp removes if this one is killed), every file hashed again
 * as it is written. Nothing outside those temp folders is touched; on any
 * failure they are removed and the base is as it was.
 */
export async function stageRestore(ctx: Ctx, archive: VerifiedArchive, slugs: readonly string[]): Promise<StagedRestore> {
  assertBaseIsFolder(ctx.base);
  // A base made here for the restore goes again if nothing came of it.
  const madeBase = !existsSync(ctx.base);
  makeDir(ctx.base);
  const temps = new Map<string, string>();
  const abort = (): void => {
    for (const dir of temps.values()) rmSync(dir, { recursive: true, force: true });
    temps.clear();
    if (madeBase && readdirSync(ctx.base).length === 0) rmdirSync(ctx.base);
  };
  const wanted = new Set(slugs);
  const files = new Map(archive.manifest.files.filter((f) => wanted.has(f.path.split('/')[0] as string)).map((f) => [f.path, f]));
  const folders = archive.manifest.folders.filter((f) => wanted.has(f.path.split('/')[0] as string));
  const written = new Set<string>();
  try {
    for (const slug of slugs) {
      const dir = join(ctx.base, tempName(slug));
      mkdirSync(dir, { mode: DIR_MODE });
      temps.set(slug, dir);
    }
    const names = new Set<string>();
    await walkArchive(archive.file, archive.key, async (header, body) => {
      const name = checkEntry(header, names);
      names.add(name);
      if (name === MANIFEST_NAME) return;
      const { slug, rel } = placeOf(name);
      const dir = temps.get(slug);
      if (dir === undefined) return;
      if (header.type === 'directory') {
        if (rel !== '') mkdirSync(join(dir, rel), { recursive: true, mode: DIR_MODE });
        return;
      }
      // The archive may have changed since it was verified: each file is held to its manifest line again.
      const entry = files.get(name);
      if (entry === undefined) throw new ArchiveError({ kind: 'extra', entry: name });
      const parent = rel.split('/').slice(0, -1).join('/');
      if (parent !== '') mkdirSync(join(dir, parent), { recursive: true, mode: DIR_MODE });
      await writeEntry(join(dir, rel), entry, header.mtime, body);
      written.add(name);
    });
    for (const path of files.keys()) if (!written.has(path)) throw new ArchiveError({ kind: 'missing', entry: path });
    // Folder modes last, deepest first, so a read-only folder of the archive was still writable while it filled.
    for (const f of [...folders].sort((a, b) => b.path.split('/').length - a.path.split('/').length)) {
      const { slug, rel } = placeOf(f.path);
      const path = rel === '' ? (temps.get(slug) as string) : join(temps.get(slug) as string, rel);
      fsyncDir(path);
      chmodSync(path, Number.parseInt(f.mode, 8));
    }
  } catch (err) {
    abort();
    throw folderError(ctx.base, err);
  }
  return {
    commit(slug: string): string {
      const from = temps.get(slug);
      if (from === undefined) throw new Error(`${slug} was not staged`);
      const target = join(ctx.base, validateSlug(slug));
      if (crushPlace(ctx, slug) !== 'none') throw new ArchiveError({ kind: 'exists', slugs: [slug] });
      renameSync(from, target);
      temps.delete(slug);
      fsyncDir(ctx.base);
      return target;
    },
    abort,
  };
}
