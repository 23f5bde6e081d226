// One file of derived data in the user's cache folder, sealed: its first line is the
// HMAC-SHA256 (hex) of the rest under the user's cache key (render-cache.ts), so only a
// file this user's simp wrote is read back. Every failure only means no file.
//
// A file of parts (writeSealedParts) is read a part at a time: the seal covers its
// second line, the head (the caller's fields and each part's place and SHA-256), and
// a part is used only when its bytes have the digest the head gives them.
import { closeSync, constants, fstatSync, openSync, readFileSync, readSync, renameSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { cacheDir, ownOnly, secretKey, usableDir } from './render-cache.js';

const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

export interface SealedPlace {
  path: string;
  key: Buffer;
}

/** The file `<cache>/<folder>/<32 hex of name>.json` and the key that seals it; null: none (SIMP_NO_CACHE=1, no usable cache folder or key). */
export function sealedPlace(folder: string, name: string, create: boolean): SealedPlace | null {
  const root = cacheDir();
  if (root === null) return null;
  const dir = join(root, folder);
  if (!usableDir(root, create) || !usableDir(dir, create)) return null;
  const key = secretKey(root, create);
  if (key === null) return null;
  return { path: join(dir, `${createHash('sha256').update(name).digest('hex').slice(0, 32)}.json`), key };
}

const macOf = (key: Buffer, body: string | Buffer): Buffer => createHmac('sha256', key).update(body).digest();

/** The file's text after its seal, when the seal checks (the user's own file, not a link). */
export function readSealed(place: SealedPlace): string | null {
  let bytes: Buffer;
  try {
    const fd = openSync(place.path, constants.O_RDONLY | NO_FOLLOW);
    try {
      const st = fstatSync(fd);
      if (!st.isFile() || !ownOnly(st, true)) return null;
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
  // The seal is of the body's bytes as written (its text in UTF-8): checked before the text is decoded.
  if (bytes.length < 65 || bytes[64] !== 0x0a) return null;
  const mac = Buffer.from(bytes.toString('latin1', 0, 64), 'hex');
  const body = bytes.subarray(65);
  return mac.length === 32 && timingSafeEqual(mac, createHmac('sha256', place.key).update(body).digest()) ? body.toString('utf8') : null;
}

/** Writes the file whole (a private temp file renamed over it); a failure leaves none or the old one. */
export function writeSealed(place: SealedPlace, body: string): void {
  writeWhole(place, Buffer.from(`${macOf(place.key, body).toString('hex')}\n${body}`));
}

function writeWhole(place: SealedPlace, data: Buffer): void {
  const tmp = `${place.path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600);
    try {
      for (let off = 0; off < data.length; ) off += writeSync(fd, data, off);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, place.path);
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // never made
    }
  }
}

/** Each part's place after the head: its start, its length in bytes and the first 32 hex digits of its SHA-256. */
type PartTable = Record<string, [number, number, string]>;

const digestOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Writes a file of parts whole: the seal, the head (JSON, `head` with the table of the parts), then the parts' bytes. */
export function writeSealedParts(place: SealedPlace, head: Record<string, unknown>, parts: ReadonlyMap<string, string | Buffer>): void {
  const table: PartTable = {};
  const bytes: Buffer[] = [];
  let at = 0;
  for (const [name, part] of parts) {
    const b = typeof part === 'string' ? Buffer.from(part) : part;
    table[name] = [at, b.length, digestOf(b)];
    bytes.push(b);
    at += b.length;
  }
  // JSON.stringify writes no line end: the head is one line.
  const text = Buffer.from(JSON.stringify({ ...head, parts: table }));
  writeWhole(place, Buffer.concat([Buffer.from(`${macOf(place.key, text).toString('hex')}\n`), text, Buffer.from('\n'), ...bytes]));
}

export interface SealedParts {
  /** The head as written (without the table of parts). */
  head: Record<string, unknown>;
  /** The names of the parts. */
  names: readonly string[];
  /** The bytes of these parts (a name the file has no part of is left out); null: the file is no longer the one read, or a part is not as written (the file is then removed). */
  read(names: readonly string[]): Map<string, Buffer> | null;
}

const sameFile = (a: Stats, b: Stats): boolean => a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** `use` of the file open, when it is the user's own regular file (not a link); null on any failure. */
function withOwnFile<T>(path: string, use: (fd: number, st: Stats) => T | null): T | null {
  try {
    const fd = openSync(path, constants.O_RDONLY | NO_FOLLOW);
    try {
      const st = fstatSync(fd);
      return st.isFile() && ownOnly(st, true) ? use(fd, st) : null;
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
}

function readAt(fd: number, start: number, length: number): Buffer {
  const buf = Buffer.allocUnsafe(length);
  for (let got = 0; got < length; ) {
    const n = readSync(fd, buf, got, length - got, start + got);
    if (n === 0) throw new Error('shorter than it was');
    got += n;
  }
  return buf;
}

/** A file of parts whose seal checks: its head read (the parts only when asked for). */
export function readSealedParts(place: SealedPlace): SealedParts | null {
  return withOwnFile(place.path, (fd, st) => {
    // The head's line: read in growing pieces until its end is found.
    let bytes: Buffer = Buffer.alloc(0);
    let nl = -1;
    for (let want = 16 * 1024; nl === -1 && bytes.length < st.size; want *= 4) {
      bytes = readAt(fd, 0, Math.min(st.size, want));
      nl = bytes.indexOf(0x0a, 65);
    }
    if (nl === -1 || bytes.length < 65 || bytes[64] !== 0x0a) return null;
    const mac = Buffer.from(bytes.toString('latin1', 0, 64), 'hex');
    const text = bytes.subarray(65, nl);
    if (mac.length !== 32 || !timingSafeEqual(mac, createHmac('sha256', place.key).update(text).digest())) return null;
    const { parts, ...head } = JSON.parse(text.toString('utf8')) as Record<string, unknown> & { parts: PartTable };
    const from = nl + 1;
    return {
      head,
      names: Object.keys(parts),
      read: (names) =>
        withOwnFile(place.path, (again, now) => {
          if (!sameFile(st, now)) return null;
          const out = new Map<string, Buffer>();
          for (const name of names) {
            if (!Object.hasOwn(parts, name)) continue;
            const [start, length, digest] = parts[name] as [number, number, string];
            const part = readAt(again, from + start, length);
            if (digestOf(part) !== digest) {
              // Not as written: the file is no use, and the next reader makes it again.
              unlinkSync(place.path);
              return null;
            }
            out.set(name, part);
          }
          return out;
        }),
    };
  });
}
