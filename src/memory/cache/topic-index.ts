// Derived data of one knowledge.json kept between calls (what `recall` works out
// from every topic, src/engine/knowledge/recall-plan.ts), so a call reads that and
// the few topics it returns instead of parsing, checking and ranking every topic.
//
// Derived data in the user's cache folder (`<cache>/topics/<32 hex>.json`, one file
// per knowledge.json and kind of data), never a source: the file is sealed, a file
// of parts (sealed-file.ts: the builder's named parts, and the topics' spans in parts
// of SPAN_PART topics), so a call reads only the parts it asks for. It is used
// only while knowledge.json is the file it was made from:
// same device, inode, size, mtime and ctime (a file changed within RACY_MS of
// being read is checked again by content, its SHA-256, before it is trusted, as
// git does). It is made only from a file the usual reader accepts, with where each
// topic's bytes are (each span checked to hold exactly the topic read), so a topic
// it returns is read from knowledge.json itself. Any other change, a file that
// cannot be read, a cache that cannot be used or written: the topics are read as
// usual, and the answer is the same.
import { closeSync, fstatSync, lstatSync, readdirSync, readSync, realpathSync, unlinkSync, type Stats } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { KnowledgeEntry } from '../../model/knowledge-schema.js';
import type { Folder } from '../crush/folder.js';
import { knowledgeOfText } from '../crush/knowledge.js';
import { arraySpans } from '../formats/json-spans.js';
import { limitFor, readBounded } from '../io/bounds.js';
import { openRegular } from '../io/open-regular.js';
import { codeStamp } from './render-cache.js';
import { readSealedParts, sealedPlace, writeSealedParts, type SealedParts } from './sealed-file.js';

const FORMAT = 3;
/** Below this, knowledge.json is read as usual: it is quick, and the cache folder stays empty. */
export const TOPIC_INDEX_FROM_BYTES = 128 * 1024;
/** A file whose ctime is this close to when it was read may have changed again unseen (coarse clocks): checked by content next time. */
const RACY_MS = 2000;
/** Files kept in the folder; the least recently written go first. */
const MAX_FILES = 64;
/** Topics whose spans are one part (`s/<i>`): 16 hex digits a topic, its start and end in the file. */
const SPAN_PART = 256;

/** dev, ino, size, mtimeMs, ctimeMs. */
type Mark = [number, number, number, number, number];

interface Head {
  format: number;
  code: string;
  variant: string;
  path: string;
  m: Mark;
  /** When the file was read (ms since the epoch). */
  at: number;
  /** SHA-256 (hex) of the file's bytes. */
  digest: string;
}

/** The kept data's parts, and the whole topics of some positions (null: they cannot be read as they were). */
export interface IndexedTopics {
  /** The builder's parts of these names (a name it made none of is left out); null: the kept file is not as it was written. */
  parts(names: readonly string[]): ReadonlyMap<string, string> | null;
  load(positions: readonly number[]): KnowledgeEntry[] | null;
}

const markOf = (st: Stats): Mark => [st.dev, st.ino, st.size, st.mtimeMs, st.ctimeMs];
const sameMark = (a: Mark, b: Mark): boolean => a.every((v, i) => v === b[i]);
const isMark = (m: unknown): m is Mark => Array.isArray(m) && m.length === 5 && m.every((v) => typeof v === 'number');

function loadHead(file: SealedParts | null, code: string, variant: string, path: string): Head | null {
  if (file === null) return null;
  const h = file.head as Partial<Head>;
  return h.format === FORMAT && h.code === code && h.variant === variant && h.path === path && isMark(h.m) && typeof h.at === 'number' && typeof h.digest === 'string' ? (h as Head) : null;
}

/** `use` of the file open (a regular file); null when it cannot be opened or `use` fails. */
function withFile<T>(path: string, use: (fd: number) => T | null): T | null {
  let fd: number;
  try {
    fd = openRegular(path);
  } catch {
    return null;
  }
  try {
    return use(fd);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** The builder's parts of a kept file (kept under `d/<name>`). */
function partsOfFile(file: SealedParts): IndexedTopics['parts'] {
  return (names) => {
    const got = file.read(names.map((n) => `d/${n}`));
    return got === null ? null : new Map([...got].map(([n, b]) => [n.slice(2), b.toString('utf8')]));
  };
}

/** The topics at `positions`, read from their spans of the file while it is still the one indexed. */
function loadSpans(path: string, file: SealedParts, mark: Mark, positions: readonly number[]): KnowledgeEntry[] | null {
  const got = file.read([...new Set(positions.map((at) => `s/${Math.floor(at / SPAN_PART)}`))]);
  if (got === null) return null;
  return withFile(path, (fd) => {
    if (!sameMark(markOf(fstatSync(fd)), mark)) return null;
    return positions.map((at) => {
      const spans = got.get(`s/${Math.floor(at / SPAN_PART)}`)?.toString('latin1') ?? '';
      const span = spans.slice(16 * (at % SPAN_PART), 16 * (at % SPAN_PART) + 16);
      const start = parseInt(span.slice(0, 8), 16);
      const end = parseInt(span.slice(8), 16);
      if (!/^[0-9a-f]{16}$/.test(span) || end < start) throw new Error('no such topic');
      const buf = Buffer.allocUnsafe(end - start);
      for (let read = 0; read < buf.length; ) {
        const n = readSync(fd, buf, read, buf.length - read, start + read);
        if (n === 0) throw new Error('shorter than it was');
        read += n;
      }
      return JSON.parse(buf.toString('utf8')) as KnowledgeEntry;
    });
  });
}

/** Whether each span holds exactly the topic read at its position. */
function spansHold(bytes: Buffer, spans: readonly number[], entries: readonly KnowledgeEntry[]): boolean {
  if (spans.length !== 2 * entries.length) return false;
  try {
    return entries.every((e, i) => JSON.stringify(JSON.parse(bytes.toString('utf8', spans[2 * i], spans[2 * i + 1]))) === JSON.stringify(e));
  } catch {
    return false;
  }
}

/** Keeps the most recently written files of the folder; temp files a writer left are removed. */
function evict(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /^[0-9a-f]{32}\.json(\.[0-9a-f]{12}\.tmp)?$/.test(n));
  } catch {
    return;
  }
  if (names.length <= MAX_FILES) return;
  const mtime = (n: string): number => {
    try {
      return lstatSync(join(dir, n)).mtimeMs;
    } catch {
      return 0;
    }
  };
  for (const { n } of names.map((n) => ({ n, t: mtime(n) })).sort((a, b) => b.t - a.t).slice(MAX_FILES)) {
    try {
      unlinkSync(join(dir, n));
    } catch {
      // gone already
    }
  }
}

/**
 * The data `variant` (`build` of the topics: named parts of text) for
 * knowledge.json as it is now, kept in the cache folder; made (and kept) when
 * there is none for this file. Null when there is nothing to use: no file, a
 * small one, no cache folder, a file the usual reader refuses or that changed
 * while it was read. The caller then reads the topics as usual (and says what
 * is wrong with them).
 */
export function indexedTopics(
  folder: Folder,
  variant: string,
  build: (entries: readonly KnowledgeEntry[]) => ReadonlyMap<string, string>,
  fromBytes = TOPIC_INDEX_FROM_BYTES,
): IndexedTopics | null {
  const path = folder.path('knowledge');
  return withFile(path, (fd) => {
    const mark = markOf(fstatSync(fd));
    if (mark[2] < fromBytes) return null;
    const real = realpathSync.native(path);
    const place = sealedPlace('topics', `${real}\0${variant}`, true);
    if (place === null) return null;
    const code = codeStamp(import.meta.url);
    const file = readSealedParts(place);
    const old = loadHead(file, code, variant, real);
    const hit = (kept: SealedParts, m: Mark): IndexedTopics => ({ parts: partsOfFile(kept), load: (positions) => loadSpans(path, kept, m, positions) });
    if (file && old && sameMark(old.m, mark) && old.m[4] < old.at - RACY_MS) return hit(file, mark);
    const at = Date.now();
    const bytes = readBounded(fd, path, limitFor(path));
    if (!sameMark(markOf(fstatSync(fd)), mark)) return null;
    const digest = createHash('sha256').update(bytes).digest('hex');
    const save = (head: Head, parts: ReadonlyMap<string, string | Buffer>): void => {
      writeSealedParts(place, { ...head }, parts);
      evict(dirname(place.path));
    };
    if (file && old && old.digest === digest && old.m[2] === bytes.length) {
      // The same bytes (touched, copied back, or read too soon after a change): kept as they are, for this file now.
      const parts = file.read(file.names);
      if (parts !== null) {
        save({ ...old, m: mark, at }, parts);
        return hit(file, mark);
      }
    }
    const entries = knowledgeOfText(bytes.toString('utf8'), folder);
    const spans = arraySpans(bytes, 'entries');
    if (spans === null || bytes.length > 0xffffffff || !spansHold(bytes, spans, entries)) return null;
    const data = build(entries);
    const hex = (n: number): string => n.toString(16).padStart(8, '0');
    const parts = new Map<string, string>([...data].map(([n, text]) => [`d/${n}`, text]));
    for (let from = 0; from < entries.length; from += SPAN_PART) parts.set(`s/${from / SPAN_PART}`, spans.slice(2 * from, 2 * (from + SPAN_PART)).map(hex).join(''));
    save({ format: FORMAT, code, variant, path: real, m: mark, at, digest }, parts);
    return { parts: (names) => new Map(names.flatMap((n) => (data.has(n) ? [[n, data.get(n) as string] as const] : []))), load: (positions) => positions.map((i) => entries[i] as KnowledgeEntry) };
  });
}
