// A cache of text rendered from an event log (the timeline), so printing a long
// history again costs reading the rendered text, not parsing every event. It is
// derived data kept outside the crush folders (the user's cache folder), never
// read as a source: an entry is used only while the log's first `covered` bytes
// are what it was made from (same file, same CRC-32 of those bytes), and the
// events after them are parsed and rendered as usual.
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, statSync, unlinkSync, utimesSync, writeSync, constants } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import type { ReadReport } from './event-lines.js';
import { writeFileAtomic } from './atomic.js';

const FORMAT = 1;
/** Entries kept; the least recently used go first. */
const MAX_ENTRIES = 32;
const CHUNK = 1 << 20;

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
  crc: number;
  /** Lines of the log up to `covered` (for line numbers of what follows). */
  lines: number;
  badLines: ReadReport['badLines'];
  body: string;
  bodyBytes: number;
}

/** A valid entry: what was rendered from the log's first `covered` bytes. */
export interface CacheHit {
  covered: number;
  crc: number;
  lines: number;
  badLines: ReadReport['badLines'];
  /** The rendered text, in chunks. */
  body(): Generator<Buffer>;
  close(): void;
}

/** Streams a new entry's text to a file of its own; `finish` makes it the entry. */
export interface CacheWriter {
  write(text: string): void;
  finish(end: { covered: number; crc: number; lines: number; badLines: ReadReport['badLines'] }): void;
  abort(): void;
}

/** CRC-32 of bytes [from, to) of a file, continuing `seed`. */
export function crcOfRange(path: string, from: number, to: number, seed = 0): number {
  const fd = openSync(path, constants.O_RDONLY);
  try {
    let crc = seed;
    const buf = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(1, to - from)));
    for (let at = from; at < to; ) {
      const n = readSync(fd, buf, 0, Math.min(buf.length, to - at), at);
      if (n === 0) break;
      crc = crc32(buf.subarray(0, n), crc);
      at += n;
    }
    return crc;
  } finally {
    closeSync(fd);
  }
}

/**
 * The cache entry of one rendering (`variant`) of one log. Every failure of the
 * cache itself (no home folder, a full disk, a broken entry) only means no cache.
 */
export function openRenderCache(logPath: string, variant: string, dir: string | null = cacheDir()) {
  if (dir === null) return null;
  const key = createHash('sha1').update(`${logPath}\0${variant}`).digest('hex').slice(0, 24);
  const headerPath = join(dir, `${key}.json`);

  const readHeader = (): Header | null => {
    try {
      const fd = openSync(headerPath, constants.O_RDONLY);
      try {
        const size = fstatSync(fd).size;
        const buf = Buffer.alloc(size);
        readSync(fd, buf, 0, size, 0);
        const h = JSON.parse(buf.toString('utf8')) as Header;
        return h.format === FORMAT && h.variant === variant && h.path === logPath ? h : null;
      } finally {
        closeSync(fd);
      }
    } catch {
      return null;
    }
  };

  return {
    /** The entry, when the log still begins with exactly what it was made from. */
    hit(): CacheHit | null {
      const h = readHeader();
      if (!h) return null;
      let log;
      try {
        log = statSync(logPath);
      } catch {
        return null;
      }
      if (log.dev !== h.dev || log.ino !== h.ino || log.size < h.covered) return null;
      let fd: number;
      try {
        // Opened before the check: a writer replacing the entry now cannot take it away.
        fd = openSync(join(dir, h.body), constants.O_RDONLY);
      } catch {
        return null;
      }
      try {
        if (fstatSync(fd).size < h.bodyBytes || crcOfRange(logPath, 0, h.covered) !== h.crc) {
          closeSync(fd);
          return null;
        }
      } catch {
        closeSync(fd);
        return null;
      }
      touch(headerPath);
      return {
        covered: h.covered,
        crc: h.crc,
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
    },

    /** A new entry: `from` (a hit) is copied first, then what is written is added. */
    writer(from: CacheHit | null): CacheWriter | null {
      let log;
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        log = statSync(logPath);
      } catch {
        return null;
      }
      const body = `${key}.${randomBytes(6).toString('hex')}.txt`;
      const bodyPath = join(dir, body);
      let fd: number;
      try {
        fd = openSync(bodyPath, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
      } catch {
        return null;
      }
      let bytes = 0;
      let failed = false;
      const put = (buf: Buffer): void => {
        if (failed) return;
        try {
          for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off);
          bytes += buf.length;
        } catch {
          failed = true;
        }
      };
      if (from) for (const chunk of from.body()) put(chunk);
      const drop = (): void => {
        try {
          closeSync(fd);
        } catch {
          // already closed
        }
        try {
          unlinkSync(bodyPath);
        } catch {
          // gone already
        }
      };
      return {
        write: (text) => put(Buffer.from(text, 'utf8')),
        abort: drop,
        finish: (end) => {
          if (failed) return drop();
          try {
            closeSync(fd);
            const old = readHeader();
            const header: Header = { format: FORMAT, variant, path: logPath, dev: log.dev, ino: log.ino, body, bodyBytes: bytes, ...end };
            writeFileAtomic(headerPath, JSON.stringify(header));
            if (old && old.body !== body) removeQuietly(join(dir, old.body));
            evict(dir);
          } catch {
            drop();
          }
        },
      };
    },
  };
}

/** The header's time is the entry's last use, for eviction. */
function touch(path: string): void {
  try {
    const now = new Date();
    utimesSync(path, now, now);
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

/** Keeps the most recently used entries; bodies no entry names are removed. */
function evict(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const headers = names
    .filter((n) => n.endsWith('.json'))
    .map((n) => {
      try {
        return { n, t: statSync(join(dir, n)).mtimeMs };
      } catch {
        return { n, t: 0 };
      }
    })
    .sort((a, b) => b.t - a.t);
  for (const { n } of headers.slice(MAX_ENTRIES)) removeQuietly(join(dir, n));
  const bodies = new Map<string, string>();
  for (const { n } of headers.slice(0, MAX_ENTRIES)) {
    try {
      bodies.set(n.slice(0, -'.json'.length), (JSON.parse(readFileSync(join(dir, n), 'utf8')) as Header).body);
    } catch {
      // an unreadable header: its bodies go below
    }
  }
  const stale = Date.now() - 10 * 60_000;
  for (const n of names) {
    if (!n.endsWith('.txt') || bodies.get(n.split('.')[0] as string) === n) continue;
    // A body no entry names: its entry was evicted, or its writer died. One being
    // written now (its entry not yet saved) is younger than ten minutes.
    try {
      if (statSync(join(dir, n)).mtimeMs < stale) removeQuietly(join(dir, n));
    } catch {
      // gone already
    }
  }
}
