// A cache of text rendered from an event log (the timeline), so printing a long
// history again costs reading the rendered text, not parsing every event. It is
// derived data kept outside the crush folders (the user's cache folder), never
// read as a source and never trusted: an entry is used only when its seal checks,
// an HMAC-SHA256, under a key of the user's kept outside the cache folder, of the
// entry's fields, the SHA-256 of its text and the SHA-256 of the log's first
// `covered` bytes as they are now. So only an entry this user's simp made from
// exactly these bytes of this log is printed; the events after them are parsed
// and rendered as usual. The cache only ever touches files of its own folder
// named by the pattern it writes (`<32 hex>.json`, `<32 hex>.<12 hex>.txt`).
import { closeSync, constants, fstatSync, fsyncSync, lstatSync, lutimesSync, mkdirSync, openSync, readdirSync, readSync, realpathSync, renameSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { createHash, createHmac, randomBytes, timingSafeEqual, type Hash } from 'node:crypto';
import { homedir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadReport } from '../log/event-lines.js';
import { stateHome } from '../outside/home.js';

/** 3: a skipped line's reason is a code (BadLineWhy), said by the reader in the user's language. */
const FORMAT = 3;
/** Entries kept; the least recently used go first. */
const MAX_ENTRIES = 32;
const CHUNK = 1 << 20;
const KEY_BYTES = 32;
/** A header holds the skipped lines of what it covers: generous, but a bound. */
const MAX_HEADER = 64 << 20;
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NON_BLOCK = constants.O_NONBLOCK ?? 0;

/** An entry's files: `{key}.json` (its header), `{key}.{id}.txt` (its text), `{key}.{id}.tmp` (a header being written). */
const HEADER_NAME = /^([0-9a-f]{32})\.json$/;
const BODY_NAME = /^([0-9a-f]{32})\.([0-9a-f]{12})\.txt$/;
const TEMP_NAME = /^([0-9a-f]{32})\.([0-9a-f]{12})\.tmp$/;
/** The files of the first format (no seal): never valid, removed when met. */
const OLD_NAME = /^[0-9a-f]{24}(\.[0-9a-f]{12}\.txt|\.json)$/;

/** Where cached renderings live: SIMP_CACHE_DIR, else $XDG_CACHE_HOME/simp, else ~/.cache/simp. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env['SIMP_NO_CACHE'] === '1') return null;
  const own = env['SIMP_CACHE_DIR'];
  if (own) return own;
  const xdg = env['XDG_CACHE_HOME'];
  let home: string;
  try {
    home = homedir();
  } catch {
    return xdg ? join(xdg, 'simp') : null;
  }
  return join(xdg || join(home, '.cache'), 'simp');
}

/** The key that seals the cache's entries: `cache.key` in the user's state folder (never in the cache folder). */
export function cacheKeyPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = stateHome(env);
  return dir === null ? null : join(dir, 'cache.key');
}

/** A stamp of the running code: a new build renders anew. */
export function codeStamp(moduleUrl: string): string {
  try {
    const s = statSync(fileURLToPath(moduleUrl));
    return `${s.size}:${Math.trunc(s.mtimeMs)}`;
  } catch {
    return 'unknown';
  }
}

interface Header {
  format: number;
  variant: string;
  path: string;
  dev: number;
  ino: number;
  /** Bytes of the log rendered: always just after a newline. */
  covered: number;
  /** Lines of the log up to `covered` (for line numbers of what follows). */
  lines: number;
  badLines: ReadReport['badLines'];
  /** The text's file, `{key}.{id}.txt`. */
  body: string;
  bodyBytes: number;
  /** HMAC-SHA256 (hex) of the fields above, the log's digest and the text's digest. */
  mac: string;
}

/** A valid entry: what was rendered from the log's first `covered` bytes. */
export interface CacheHit {
  covered: number;
  lines: number;
  badLines: ReadReport['badLines'];
  /** The rendered text, in chunks (every byte of it was checked before the first is given). */
  body(): Generator<Buffer>;
  close(): void;
}

/** Streams a new entry's text to a file of its own; `finish` seals it and makes it the entry. */
export interface CacheWriter {
  write(text: string): void;
  finish(end: { covered: number; lines: number; badLines: ReadReport['badLines'] }): void;
  abort(): void;
}

const uid = typeof process.getuid === 'function' ? process.getuid() : null;

/**
 * Whether a file or folder is the user's alone to change (`secret`: to read too).
 * Where there are no owners and modes (Windows) there is nothing to check.
 */
export function ownOnly(st: Stats, secret: boolean): boolean {
  if (uid === null) return true;
  return st.uid === uid && (st.mode & (secret ? 0o077 : 0o022)) === 0;
}

/**
 * The cache folder, when it can be used: a real folder (not a link), the user's
 * own, that nobody else may write into. `create` makes it (private) when missing.
 */
export function usableDir(dir: string, create: boolean): boolean {
  if (create) {
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    } catch {
      return false;
    }
  }
  try {
    const st = lstatSync(dir);
    return st.isDirectory() && ownOnly(st, false);
  } catch {
    return false;
  }
}

function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}

/** A path with its links resolved as far as it exists. */
function realOf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    const up = dirname(path);
    return up === path ? path : join(realOf(up), path.slice(up.length + 1));
  }
}

/**
 * The user's cache key: 32 random bytes in a file of their own that only they can
 * read (created with O_EXCL, 0600), outside the cache folder. Null (no cache) when
 * there is none and `create` is false, or it cannot be made or trusted.
 */
export function secretKey(dir: string, create: boolean, env: NodeJS.ProcessEnv = process.env): Buffer | null {
  const path = cacheKeyPath(env);
  if (path === null) return null;
  // A key in (or holding) the cache folder would be as open as the entries it seals.
  const realDir = realOf(dir);
  const realKey = realOf(dirname(path));
  if (isInside(realDir, realKey) || isInside(realKey, realDir)) return null;
  let key = readKey(path);
  if (key === 'missing' && create) {
    try {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600);
      try {
        const fresh = randomBytes(KEY_BYTES);
        for (let off = 0; off < fresh.length; ) off += writeSync(fd, fresh, off);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch {
      // Made by another simp meanwhile (EEXIST), or it cannot be made: read below, or no cache.
    }
    key = readKey(path);
  }
  return Buffer.isBuffer(key) ? key : null;
}

function readKey(path: string): Buffer | 'missing' | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW | NON_BLOCK);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || !ownOnly(st, true) || st.size !== KEY_BYTES) return null;
    const buf = Buffer.alloc(KEY_BYTES);
    return readSync(fd, buf, 0, KEY_BYTES, 0) === KEY_BYTES ? buf : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

const hmacHex = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('hex');

/** The first part of a log's entry names: every rendering of one log starts with it. */
const logPart = (key: Buffer, logPath: string): string => hmacHex(key, `log\0${logPath}`).slice(0, 20);

/** The text file of entry `key` a header names, spelled anew from its id; null when the name is not one of that entry's. */
function bodyOf(key: string, named: unknown): string | null {
  if (typeof named !== 'string') return null;
  const m = BODY_NAME.exec(named);
  return m && m[1] === key ? `${key}.${m[2] as string}.txt` : null;
}

/** SHA-256 of bytes [from, to) of the file open at `fd`, continuing `hash`. */
function hashRange(fd: number, from: number, to: number, hash: Hash): Hash {
  const buf = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(1, to - from)));
  for (let at = from; at < to; ) {
    const n = readSync(fd, buf, 0, Math.min(buf.length, to - at), at);
    if (n === 0) throw new Error('shorter than it was');
    hash.update(buf.subarray(0, n));
    at += n;
  }
  return hash;
}

/** SHA-256 of a file's bytes [from, to), continuing `hash`. */
function hashFile(path: string, from: number, to: number, hash: Hash): Hash {
  const fd = openSync(path, constants.O_RDONLY | NON_BLOCK);
  try {
    return hashRange(fd, from, to, hash);
  } finally {
    closeSync(fd);
  }
}

/** The seal of an entry: its fields, the log's digest and the text's digest, under the user's key. */
function sealOf(key: Buffer, h: Omit<Header, 'mac'>, logDigest: Buffer, bodyDigest: Buffer): Buffer {
  const fields = JSON.stringify([h.format, h.variant, h.path, h.dev, h.ino, h.covered, h.lines, h.badLines, h.body, h.bodyBytes]);
  // JSON never holds a raw NUL, and both digests are 32 bytes: the parts cannot be told apart otherwise.
  return createHmac('sha256', key).update('simp render cache\0').update(fields).update('\0').update(logDigest).update(bodyDigest).digest();
}

/** A whole number from 0 (a count, a size, an offset) in a cache file's header. */
export const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** A cache file's header as a JSON object, or null (not JSON, or not an object): its fields are checked by its reader. */
export function headerObject(text: string): Record<string, unknown> | null {
  let h: unknown;
  try {
    h = JSON.parse(text);
  } catch {
    return null;
  }
  return h === null || typeof h !== 'object' || Array.isArray(h) ? null : (h as Record<string, unknown>);
}

/** A header's JSON, when it has the shape simp writes (its seal is checked apart). */
function parseHeader(text: string): Header | null {
  const r = headerObject(text);
  if (r === null) return null;
  const bad = r['badLines'];
  if (r['format'] !== FORMAT || typeof r['variant'] !== 'string' || typeof r['path'] !== 'string' || typeof r['body'] !== 'string') return null;
  if (![r['dev'], r['ino']].every((v) => typeof v === 'number') || ![r['covered'], r['lines'], r['bodyBytes']].every(count)) return null;
  if (typeof r['mac'] !== 'string' || !/^[0-9a-f]{64}$/.test(r['mac']) || !Array.isArray(bad)) return null;
  const lineOk = (b: unknown): boolean => b !== null && typeof b === 'object' && typeof (b as Record<string, unknown>)['reason'] === 'string';
  return bad.every(lineOk) ? (r as unknown as Header) : null;
}

/** A file of the cache folder as text (not through a link; not another user's), or null. */
export function readOwn(path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW | NON_BLOCK);
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || !ownOnly(st, false) || st.size > MAX_HEADER) return null;
    const buf = Buffer.alloc(st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync(fd, buf, got, st.size - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.toString('utf8', 0, got);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Writes a header: a new private file beside it (O_EXCL), made durable and renamed over it. */
function writeHeader(dir: string, key: string, id: string, text: string): void {
  const tmp = join(dir, `${key}.${id}.tmp`);
  const fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600);
  try {
    const buf = Buffer.from(text, 'utf8');
    for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    removeQuietly(tmp);
    throw err;
  }
  closeSync(fd);
  try {
    renameSync(tmp, join(dir, `${key}.json`));
  } catch (err) {
    removeQuietly(tmp);
    throw err;
  }
}

/** Where a hit's check stopped: the digests so far of the log and of the text, for an entry that continues them. */
const digests = new WeakMap<CacheHit, { covered: number; log: Hash; text: Hash }>();

/**
 * The cache entry of one rendering (`variant`) of one log. Every failure of the
 * cache itself (no home folder, a full disk, a broken or forged entry, a folder
 * others may write into) only means no cache.
 */
export function openRenderCache(logPath: string, variant: string, dir: string | null = cacheDir()) {
  if (dir === null) return null;
  const cache = dir;
  const keyFor = (secret: Buffer): string => `${logPart(secret, logPath)}${hmacHex(secret, `variant\0${variant}`).slice(0, 12)}`;

  const readHeader = (key: string): Header | null => {
    const text = readOwn(join(cache, `${key}.json`));
    const h = text === null ? null : parseHeader(text);
    return h && h.variant === variant && h.path === logPath ? h : null;
  };

  return {
    /** The entry, when its seal checks against the log as it is now (its text is read once for that, once to print). */
    hit(): CacheHit | null {
      if (!usableDir(cache, false)) return null;
      const secret = secretKey(cache, false);
      if (!secret) return null;
      const key = keyFor(secret);
      const h = readHeader(key);
      if (!h) return null;
      const name = bodyOf(key, h.body);
      if (name === null) return null;
      let log;
      try {
        log = statSync(logPath);
      } catch {
        return null;
      }
      if (log.dev !== h.dev || log.ino !== h.ino || log.size < h.covered) return null;
      let fd: number;
      try {
        fd = openSync(join(cache, name), constants.O_RDONLY | NO_FOLLOW | NON_BLOCK);
      } catch {
        return null;
      }
      let hash: Hash;
      let textHash: Hash;
      try {
        const st = fstatSync(fd);
        // The text's own file, that only this user can change between the check and the print.
        if (!st.isFile() || !ownOnly(st, false) || st.size !== h.bodyBytes) throw new Error('not the entry');
        hash = hashFile(logPath, 0, h.covered, createHash('sha256'));
        textHash = hashRange(fd, 0, h.bodyBytes, createHash('sha256'));
        const want = sealOf(secret, h, hash.copy().digest(), textHash.copy().digest());
        if (!timingSafeEqual(want, Buffer.from(h.mac, 'hex'))) throw new Error('not sealed by this user');
      } catch {
        closeSync(fd);
        return null;
      }
      touch(join(cache, `${key}.json`));
      const hit: CacheHit = {
        covered: h.covered,
        lines: h.lines,
        badLines: h.badLines,
        *body() {
          for (let at = 0; at < h.bodyBytes; ) {
            // A buffer per chunk: a stream may hold on to what it was given.
            const buf = Buffer.allocUnsafe(Math.min(CHUNK, h.bodyBytes - at));
            const n = readSync(fd, buf, 0, buf.length, at);
            if (n === 0) return;
            at += n;
            yield buf.subarray(0, n);
          }
        },
        close: () => closeSync(fd),
      };
      digests.set(hit, { covered: h.covered, log: hash, text: textHash });
      return hit;
    },

    /** A new entry: `from` (a hit) is copied first, then what is written is added. */
    writer(from: CacheHit | null): CacheWriter | null {
      if (!usableDir(cache, true)) return null;
      const secret = secretKey(cache, true);
      if (!secret) return null;
      const key = keyFor(secret);
      let log: Stats;
      try {
        log = statSync(logPath);
      } catch {
        return null;
      }
      const id = randomBytes(6).toString('hex');
      const body = `${key}.${id}.txt`;
      const bodyPath = join(cache, body);
      let fd: number;
      try {
        fd = openSync(bodyPath, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600);
      } catch {
        return null;
      }
      const seed = from ? digests.get(from) : undefined;
      // The hit's text was hashed when it was checked: its copy here continues that digest (a copy that
      // came out otherwise would only make an entry whose seal never checks).
      const bodyHash = seed ? seed.text.copy() : createHash('sha256');
      const logHash = seed ? { covered: seed.covered, hash: seed.log.copy() } : { covered: 0, hash: createHash('sha256') };
      let bytes = 0;
      let failed = from !== null && seed === undefined;
      const put = (buf: Buffer, hashed: boolean): void => {
        if (failed) return;
        try {
          for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off);
          if (!hashed) bodyHash.update(buf);
          bytes += buf.length;
        } catch {
          failed = true;
        }
      };
      if (from) for (const chunk of from.body()) put(chunk, true);
      const drop = (): void => {
        try {
          closeSync(fd);
        } catch {
          // already closed
        }
        removeQuietly(bodyPath);
      };
      return {
        write: (text) => put(Buffer.from(text, 'utf8'), false),
        abort: drop,
        finish: (end) => {
          if (failed || end.covered < logHash.covered) return drop();
          try {
            closeSync(fd);
            const now = statSync(logPath);
            if (now.dev !== log.dev || now.ino !== log.ino) throw new Error('another log now');
            const logDigest = hashFile(logPath, logHash.covered, end.covered, logHash.hash).digest();
            const fields: Omit<Header, 'mac'> = { format: FORMAT, variant, path: logPath, dev: log.dev, ino: log.ino, covered: end.covered, lines: end.lines, badLines: end.badLines, body, bodyBytes: bytes };
            const header: Header = { ...fields, mac: sealOf(secret, fields, logDigest, bodyHash.digest()).toString('hex') };
            const old = readHeader(key);
            writeHeader(cache, key, id, JSON.stringify(header));
            const oldBody = old ? bodyOf(key, old.body) : null;
            if (oldBody !== null && oldBody !== body) removeQuietly(join(cache, oldBody));
            evict(cache);
          } catch {
            drop();
          }
        },
      };
    },
  };
}

/**
 * Drops every entry made from the log at `logPath` (each rendering of it: the
 * timeline in every language and form, the type index), and any other entry of
 * the same file (`same`: reached by another name). Called when a crush's folder
 * moves away (delete, rename, replaced by a restore): what was rendered from its
 * history does not stay behind in the cache.
 */
export function dropRendered(logPath: string, same: { dev: number; ino: number } | null = null, dir: string | null = cacheDir()): void {
  if (dir === null || !usableDir(dir, false)) return;
  const secret = secretKey(dir, false);
  const part = secret ? logPart(secret, logPath) : null;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const gone = new Set<string>();
  for (const n of names) {
    const key = HEADER_NAME.exec(n)?.[1];
    if (key === undefined) continue;
    if (part !== null && key.startsWith(part)) {
      gone.add(key);
      continue;
    }
    const text = readOwn(join(dir, n));
    const h = text === null ? null : parseHeader(text);
    if (h && (h.path === logPath || (same !== null && h.dev === same.dev && h.ino === same.ino))) gone.add(key);
  }
  for (const n of names) {
    const key = (HEADER_NAME.exec(n) ?? BODY_NAME.exec(n) ?? TEMP_NAME.exec(n))?.[1];
    if (key !== undefined && (gone.has(key) || (part !== null && key.startsWith(part)))) removeQuietly(join(dir, n));
  }
}

/** The header's time is the entry's last use, for eviction. */
function touch(path: string): void {
  try {
    const now = new Date();
    lutimesSync(path, now, now);
  } catch {
    // not needed for correctness
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // gone already
  }
}

/** Keeps the most recently used entries; texts no entry names are removed. */
function evict(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const mtime = (n: string): number => {
    try {
      return lstatSync(join(dir, n)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const headers = names
    .filter((n) => HEADER_NAME.test(n))
    .map((n) => ({ n, t: mtime(n) }))
    .sort((a, b) => b.t - a.t);
  for (const { n } of headers.slice(MAX_ENTRIES)) removeQuietly(join(dir, n));
  const named = new Set<string>();
  for (const { n } of headers.slice(0, MAX_ENTRIES)) {
    const key = (HEADER_NAME.exec(n) as RegExpExecArray)[1] as string;
    const text = readOwn(join(dir, n));
    const h = text === null ? null : parseHeader(text);
    const body = h ? bodyOf(key, h.body) : null;
    if (body !== null) named.add(body);
  }
  const stale = Date.now() - 10 * 60_000;
  for (const n of names) {
    if (OLD_NAME.test(n)) {
      removeQuietly(join(dir, n));
      continue;
    }
    if (!(BODY_NAME.test(n) || TEMP_NAME.test(n)) || named.has(n)) continue;
    // A text no entry names: its entry was evicted, or its writer died. One being
    // written now (its entry not yet saved) is younger than ten minutes.
    if (mtime(n) < stale) removeQuietly(join(dir, n));
  }
}
