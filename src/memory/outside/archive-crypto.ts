import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual, type DecipherGCM } from 'node:crypto';
import { Transform } from 'node:stream';
import { ArchiveError } from '../../model/archive.js';

/**
 * The encrypted archive: a header, the gzip'd tar sealed with AES-256-GCM, and
 * the 16-byte GCM tag at the end.
 *
 *   0  8  "SIMPAENC"            says the format
 *   8  1  1                     the header's version
 *   9  3  log2 N, r, p          scrypt's cost, one byte each
 *  12 16  salt                  random, per archive
 *  28 12  nonce                 random, per archive
 *  40 16  passphrase check      HMAC-SHA256 of bytes 0-39 under the second half of the derived key
 *
 * The whole header is the cipher's additional data, so changing any byte of it
 * fails authentication. The check tells a wrong passphrase (refused at once)
 * from data damaged after it was sealed (refused when it does not authenticate).
 */
export const MAGIC = Buffer.from('SIMPAENC', 'latin1');
export const HEADER_SIZE = 56;
export const TAG_SIZE = 16;
const HEADER_VERSION = 1;

/** scrypt at 2^17 × 8 × 1: 128 MiB and about half a second to try one passphrase (OWASP's advice). */
const COST = { log2N: 17, r: 8, p: 1 };
/** What a header may ask for at most: refused beyond it, so a crafted archive cannot make the restore take gigabytes. */
const MAX_MEMORY = 512 * 1024 * 1024;

interface Cost {
  log2N: number;
  r: number;
  p: number;
}

/** A derived key with the header it belongs to. */
export interface SealKey {
  header: Buffer;
  cipherKey: Buffer;
}

function derive(passphrase: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 64, { N, r: cost.r, p: cost.p, maxmem: 128 * N * cost.r * cost.p + 16 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const check = (checkKey: Buffer, head: Buffer): Buffer => createHmac('sha256', checkKey).update(head).digest().subarray(0, 16);

/** A fresh header and key for sealing a new archive. */
export async function newSealKey(passphrase: string): Promise<SealKey> {
  const head = Buffer.alloc(40);
  MAGIC.copy(head, 0);
  head[8] = HEADER_VERSION;
  head[9] = COST.log2N;
  head[10] = COST.r;
  head[11] = COST.p;
  randomBytes(16).copy(head, 12);
  randomBytes(12).copy(head, 28);
  const key = await derive(passphrase, head.subarray(12, 28), COST);
  return { header: Buffer.concat([head, check(key.subarray(32), head)]), cipherKey: key.subarray(0, 32) };
}

/**
 * The key for an archive's header, or an ArchiveError: a header simp cannot
 * read (damaged, or a cost it refuses), or a passphrase that is not the one it
 * was sealed with.
 */
export async function openSealKey(file: string, header: Buffer, passphrase: string): Promise<SealKey> {
  if (header.length !== HEADER_SIZE || !header.subarray(0, 8).equals(MAGIC)) throw new ArchiveError({ kind: 'not-archive', file });
  if (header[8] !== HEADER_VERSION) throw new ArchiveError({ kind: 'unsupported', format: 'SIMPAENC', version: String(header[8]) });
  const cost = { log2N: header[9] as number, r: header[10] as number, p: header[11] as number };
  if (cost.log2N < 10 || cost.log2N > 22 || cost.r < 1 || cost.p < 1 || 128 * 2 ** cost.log2N * cost.r * cost.p > MAX_MEMORY) {
    throw new ArchiveError({ kind: 'damaged', file, detail: 'the encryption header asks for a cost simp does not accept' });
  }
  const head = header.subarray(0, 40);
  const key = await derive(passphrase, head.subarray(12, 28), cost);
  if (!timingSafeEqual(check(key.subarray(32), head), header.subarray(40, 56))) throw new ArchiveError({ kind: 'wrong-passphrase', file });
  return { header: Buffer.from(header), cipherKey: key.subarray(0, 32) };
}

/** Seals what passes through it: the header first, the ciphertext, then the tag. */
export function sealStream(key: SealKey): Transform {
  const cipher = createCipheriv('aes-256-gcm', key.cipherKey, key.header.subarray(28, 40));
  cipher.setAAD(key.header);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (!started) {
        started = true;
        this.push(key.header);
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(key.header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** Opens the ciphertext (the bytes between header and tag); the stream fails at its end if they do not authenticate. */
export function openStream(key: SealKey, tag: Buffer): DecipherGCM {
  const decipher = createDecipheriv('aes-256-gcm', key.cipherKey, key.header.subarray(28, 40));
  decipher.setAAD(key.header);
  decipher.setAuthTag(tag);
  return decipher;
}
