// One file of derived data in the user's cache folder, sealed: its first line is the
// HMAC-SHA256 (hex) of the rest under the user's cache key (render-cache.ts), so only a
// file this user's simp wrote is read back. Every failure only means no file.
import { closeSync, constants, fstatSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
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

const macOf = (key: Buffer, body: string): Buffer => createHmac('sha256', key).update(body).digest();

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
  const tmp = `${place.path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600);
    try {
      const data = Buffer.from(`${macOf(place.key, body).toString('hex')}\n${body}`);
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
