import { closeSync, constants, createWriteStream, fchmodSync, fstatSync, fsyncSync, lstatSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack, type Pack } from 'tar-stream';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, ArchiveError, MANIFEST_NAME, modeText, type Manifest, type ManifestCrush } from '../../model/archive.js';
import { localIso } from '../../model/time.js';
import { sealStream, type SealKey } from './archive-crypto.js';
import { unsafeName } from './archive-paths.js';
import { FILE_MODE, fsyncDir } from '../io/atomic.js';
import { openFolder, type Ctx } from '../crush/folder.js';
import { crushFolderNames } from '../crush/folder-names.js';
import { userFileProblem } from './home.js';
import { LOCK_NAME, withFolderLock } from '../io/lock.js';
import { folderError } from '../io/write-errors.js';
import { SLUG_PATTERN } from '../crush/paths.js';
import { tempName, tempOwner } from '../io/temp-names.js';

/** What a backup archive holds, once written. */
export interface ArchiveWritten {
  path: string;
  encrypted: boolean;
  crushes: ManifestCrush[];
  files: number;
  bytes: number;
  /** The archive's own size. */
  size: number;
  /** What was left out: links, FIFOs, sockets, devices and names a restore would refuse (`<slug>/...`), and base folders that are no crush's (not a slug). */
  skipped: string[];
}

/**
 * Where an archive will be written: the path the user named, refused when it
 * is a folder, inside the data folder (as `export --out` refuses it), or in a
 * folder that does not exist.
 */
export function archiveTarget(ctx: Ctx, out: string): string {
  const target = resolve(out);
  const problem = userFileProblem(target, ctx.base);
  if (problem?.kind === 'folder') throw new ArchiveError({ kind: 'out-is-folder', path: target });
  if (problem?.kind === 'inside') throw new ArchiveError({ kind: 'inside-data', path: target, data: problem.data });
  let parent: boolean;
  try {
    parent = statSync(dirname(target)).isDirectory();
  } catch {
    parent = false;
  }
  if (!parent) throw new ArchiveError({ kind: 'no-folder', path: dirname(target) });
  return target;
}

/** Every crush folder of the base (plain folders named by a slug), and the folders left out because their names are no slug. */
export function archivableCrushes(ctx: Ctx): { slugs: string[]; skipped: string[] } {
  const names = crushFolderNames(ctx.base);
  return { slugs: names.filter((n) => SLUG_PATTERN.test(n)), skipped: names.filter((n) => !SLUG_PATTERN.test(n)) };
}

/** One crush that can be archived: its folder exists and is a folder of its own (not a link to another). */
export function checkArchivable(ctx: Ctx, slug: string): void {
  const folder = openFolder(ctx, slug);
  if (lstatSync(folder.dir).isSymbolicLink()) throw new ArchiveError({ kind: 'not-a-folder', path: folder.dir });
}

/** Adds one entry to the tar and waits until it is taken. */
function addEntry(p: Pack, header: Parameters<Pack['entry']>[0], body: Buffer): Promise<void> {
  return new Promise((done, fail) => p.entry(header, body, (err) => (err ? fail(err) : done())));
}

const READ = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
const CHUNK = 1024 * 1024;

/** Streams one file into the tar, exactly the size it had when opened, hashing it on the way. */
async function addFile(p: Pack, abs: string, name: string, manifest: Manifest, skipped: string[]): Promise<void> {
  const fd = openSync(abs, READ);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) {
      skipped.push(name);
      return;
    }
    const h = createHash('sha256');
    const header = { name, size: st.size, mode: st.mode & 0o777, mtime: st.mtime, type: 'file' as const, uid: 0, gid: 0 };
    if (st.size === 0) await addEntry(p, header, Buffer.alloc(0));
    else {
      let sink!: ReturnType<Pack['entry']>;
      const taken = new Promise<void>((done, fail) => {
        sink = p.entry(header, (err) => (err ? fail(err) : done()));
      });
      let done = 0;
      while (done < st.size) {
        const buf = Buffer.allocUnsafe(Math.min(CHUNK, st.size - done));
        const n = readSync(fd, buf, 0, buf.length, done);
        // Another program cut the file while it was read: the archive would not hold what its manifest says.
        if (n === 0) throw new Error(`${abs} became shorter while it was read; nothing was written`);
        const chunk = buf.subarray(0, n);
        h.update(chunk);
        done += n;
        if (!sink.write(chunk)) await new Promise<void>((r) => sink.once('drain', () => r()));
      }
      sink.end(null);
      await taken;
    }
    manifest.files.push({ path: name, size: st.size, mode: modeText(st.mode), sha256: h.digest('hex') });
  } finally {
    closeSync(fd);
  }
}

/** One folder and everything in it, but the lock, simp's temp files and what a restore could not bring back. */
async function addFolder(p: Pack, abs: string, name: string, manifest: Manifest, skipped: string[]): Promise<void> {
  const st = lstatSync(abs);
  await addEntry(p, { name: `${name}/`, type: 'directory', mode: st.mode & 0o777, mtime: st.mtime, uid: 0, gid: 0 }, Buffer.alloc(0));
  manifest.folders.push({ path: name, mode: modeText(st.mode) });
  const entries = readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    if (e.name === LOCK_NAME || tempOwner(e.name) !== null) continue;
    const child = `${name}/${e.name}`;
    if (unsafeName(child) !== null) skipped.push(child);
    else if (e.isDirectory()) await addFolder(p, join(abs, e.name), child, manifest, skipped);
    else if (e.isFile()) await addFile(p, join(abs, e.name), child, manifest, skipped);
    else skipped.push(child);
  }
}

/**
 * Writes one archive of the given crushes: a gzip'd tar of every file of each
 * folder (each read under that folder's lock, so it is a moment of the folder
 * no writer was in the middle of) and manifest.json last, sealed when a key
 * is given. The file is written beside its target, fsynced and renamed into
 * place, private (0600): a failure at any point leaves no archive and the
 * target as it was.
 */
export async function writeArchive(ctx: Ctx, input: { slugs: readonly string[]; out: string; simpVersion: string; key: SealKey | null }): Promise<ArchiveWritten> {
  const target = archiveTarget(ctx, input.out);
  for (const slug of input.slugs) checkArchivable(ctx, slug);
  const dir = dirname(target);
  const tmp = join(dir, tempName(basename(target)));
  const manifest: Manifest = { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, created_at: localIso(ctx.now()), simp_version: input.simpVersion, crushes: [], folders: [], files: [] };
  const skipped: string[] = [];
  let fd: number | null = null;
  const p = pack();
  try {
    fd = openSync(tmp, 'wx', FILE_MODE);
    fchmodSync(fd, FILE_MODE);
    const out = createWriteStream(tmp, { fd, autoClose: false });
    const stages = input.key ? [p, createGzip(), sealStream(input.key), out] : [p, createGzip(), out];
    const feed = pipeline(stages as unknown as NodeJS.ReadWriteStream[]);
    feed.catch(() => undefined);
    try {
      for (const slug of input.slugs) {
        const folder = openFolder(ctx, slug);
        const before = manifest.files.length;
        await withFolderLock(folder.dir, () => addFolder(p, folder.dir, slug, manifest, skipped), ctx.lock);
        const mine = manifest.files.slice(before);
        manifest.crushes.push({ slug, files: mine.length, bytes: mine.reduce((n, f) => n + f.size, 0) });
      }
      await addEntry(p, { name: MANIFEST_NAME, type: 'file', mode: FILE_MODE, mtime: ctx.now(), uid: 0, gid: 0 }, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      p.finalize();
      await feed;
    } catch (err) {
      p.destroy();
      await feed.catch(() => undefined);
      throw err;
    }
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(tmp, target);
    fsyncDir(dir);
  } catch (err) {
    if (fd !== null) {
      try {
        closeSync(fd);
      } catch {
        // Already closed by the stream that failed: the first error is the one said.
      }
    }
    rmSync(tmp, { force: true });
    throw folderError(dir, err);
  }
  return {
    path: target,
    encrypted: input.key !== null,
    crushes: manifest.crushes,
    files: manifest.files.length,
    bytes: manifest.files.reduce((n, f) => n + f.size, 0),
    size: statSync(target).size,
    skipped,
  };
}
