import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract, type Header } from 'tar-stream';
import { ArchiveError, MANIFEST_NAME, modeText, type Manifest } from '../../model/archive.js';
import { HEADER_SIZE, MAGIC, openSealKey, openStream, TAG_SIZE, type SealKey } from './archive-crypto.js';
import { compareEntries, parseManifest, type SeenEntry } from './archive-manifest.js';
import { entryName, placeOf } from './archive-paths.js';

/** An archive file as opened: plain (gzip'd tar) or encrypted, with the encryption's header and tag. */
export interface ArchiveFile {
  path: string;
  size: number;
  encrypted: boolean;
  header: Buffer | null;
  tag: Buffer | null;
}

/** An archive whose every entry was read, hashed and found to be what its manifest says. */
export interface VerifiedArchive {
  file: ArchiveFile;
  key: SealKey | null;
  manifest: Manifest;
}

/** The biggest manifest read (a crush of a million files makes one of about 150 MiB... none does). */
const MANIFEST_MAX = 64 * 1024 * 1024;

function readAt(fd: number, length: number, position: number): Buffer {
  const buf = Buffer.alloc(length);
  const n = readSync(fd, buf, 0, length, position);
  return buf.subarray(0, n);
}

/** Opens an archive and tells its kind by its first bytes, reading nothing else yet. */
export function openArchive(path: string): ArchiveFile {
  const file = resolve(path);
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    throw new ArchiveError({ kind: 'no-file', file });
  }
  const fd = openSync(file, 'r');
  try {
    const start = readAt(fd, 8, 0);
    if (start[0] === 0x1f && start[1] === 0x8b) return { path: file, size, encrypted: false, header: null, tag: null };
    if (!start.equals(MAGIC)) throw new ArchiveError({ kind: 'not-archive', file });
    if (size <= HEADER_SIZE + TAG_SIZE) throw new ArchiveError({ kind: 'damaged', file, detail: 'cut short' });
    return { path: file, size, encrypted: true, header: readAt(fd, HEADER_SIZE, 0), tag: readAt(fd, TAG_SIZE, size - TAG_SIZE) };
  } finally {
    closeSync(fd);
  }
}

/** The key of an encrypted archive (a wrong passphrase is refused here, before any data is read). */
export function unlockArchive(file: ArchiveFile, passphrase: string): Promise<SealKey> {
  return openSealKey(file.path, file.header as Buffer, passphrase);
}

/** A failure of the data itself (gzip, tar, the cipher's tag) said as the archive's; a failure to read the file stays what it is. */
function asArchiveError(file: ArchiveFile, err: unknown): unknown {
  if (err instanceof ArchiveError) return err;
  if (err !== null && typeof err === 'object' && 'syscall' in err) return err;
  if (file.encrypted) return new ArchiveError({ kind: 'tampered', file: file.path });
  return new ArchiveError({ kind: 'damaged', file: file.path, detail: err instanceof Error ? err.message : String(err) });
}

/**
 * Visits every entry of the archive's tar in order, with its content as a
 * stream (drained after the visit when left unread). The archive is read as
 * it is visited: nothing is held in memory but the current chunk. An encrypted
 * archive authenticates only at its end: a visit may see data that later
 * fails, so nothing it does is final until this resolves.
 */
export async function walkArchive(file: ArchiveFile, key: SealKey | null, visit: (header: Header, body: AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  const input = file.encrypted ? createReadStream(file.path, { start: HEADER_SIZE, end: file.size - TAG_SIZE - 1 }) : createReadStream(file.path);
  const ex = extract();
  const stages = file.encrypted ? [input, openStream(key as SealKey, file.tag as Buffer), createGunzip(), ex] : [input, createGunzip(), ex];
  const feed = pipeline(stages as unknown as NodeJS.ReadWriteStream[]);
  // Settled below: either the visits fail first, or the feed's own failure ends them.
  feed.catch(() => undefined);
  try {
    for await (const entry of ex) {
      await visit(entry.header, entry as AsyncIterable<Buffer>);
      entry.resume();
    }
    await feed;
  } catch (err) {
    input.destroy();
    ex.destroy();
    await feed.catch(() => undefined);
    throw asArchiveError(file, err);
  }
}

/** Reads an entry whole, refusing more than `max` bytes. */
export async function readBody(name: string, body: AsyncIterable<Buffer>, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const c of body) {
    n += c.length;
    if (n > max) throw new ArchiveError({ kind: 'bad-manifest', field: name });
    chunks.push(c);
  }
  return Buffer.concat(chunks);
}

/** An entry's size and sha256, read through. */
async function hashBody(body: AsyncIterable<Buffer>): Promise<{ size: number; sha256: string }> {
  const h = createHash('sha256');
  let size = 0;
  for await (const c of body) {
    size += c.length;
    h.update(c);
  }
  return { size, sha256: h.digest('hex') };
}

/**
 * An entry's name, or an ArchiveError when it may not be restored: only files
 * and folders, at safe places (the manifest a file at the root), each once.
 */
export function checkEntry(header: Header, names: ReadonlySet<string>): string {
  const name = entryName(header.name);
  if (header.type !== 'file' && header.type !== 'directory') throw new ArchiveError({ kind: 'unsafe-entry', entry: header.name, why: 'type', type: header.type });
  if (name !== MANIFEST_NAME || header.type !== 'file') placeOf(name);
  if (names.has(name)) throw new ArchiveError({ kind: 'unsafe-entry', entry: name, why: 'duplicate' });
  return name;
}

/**
 * The first of a restore's two reads, which writes nothing: every entry is
 * checked (type, place, once only) and hashed, then the manifest is checked and
 * compared with them, and an encrypted archive's tag authenticates the whole.
 * Throws an ArchiveError naming what is wrong.
 */
export async function verifyArchive(file: ArchiveFile, key: SealKey | null): Promise<VerifiedArchive> {
  const seen = new Map<string, SeenEntry>();
  const names = new Set<string>();
  let manifestText: string | null = null;
  await walkArchive(file, key, async (header, body) => {
    const name = checkEntry(header, names);
    names.add(name);
    if (name === MANIFEST_NAME) {
      manifestText = (await readBody(name, body, MANIFEST_MAX)).toString('utf8');
      return;
    }
    const mode = modeText(header.mode);
    seen.set(name, header.type === 'directory' ? { type: 'dir', mode } : { type: 'file', mode, ...(await hashBody(body)) });
  });
  if (manifestText === null) throw new ArchiveError({ kind: 'no-manifest', file: file.path });
  const manifest = parseManifest(manifestText);
  compareEntries(manifest, seen);
  return { file, key, manifest };
}
