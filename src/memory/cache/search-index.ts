// The index `search` consults before it reads a crush's files: for each crush,
// the folded text values (or, for a long history, the characters and character
// pairs) of everything a search compares — every line of both logs as written
// (corrections included: an amended record's new values are its correction's
// values), profile.md's lines and the topic memories. It only ever answers "this
// crush cannot hold that word", so a crush it keeps is searched by the usual
// reader and every hit, snippet and order is the reader's: the index can make a
// search faster, never different.
//
// Derived data in the user's cache folder (`<cache>/search/<32 hex>.json`, one
// file per base folder), never a source: the file is sealed (HMAC-SHA256 under
// the render cache's key, src/memory/cache/render-cache.ts) and each crush's part is
// used only while its files are the ones it was made from: same device, inode,
// size, mtime and ctime (a file changed within RACY_MS of being read is checked
// again by content next time, as git does). A log that only grew is indexed from
// where the part ends, after the SHA-256 of the bytes it covered is found
// unchanged; any other change reads that file again. A crush whose files cannot
// all be read has no part: it is searched as before, with its message.
import { closeSync, fstatSync, lstatSync, readSync, realpathSync, type Stats } from 'node:fs';
import { createHash, type Hash } from 'node:crypto';
import { join } from 'node:path';
import { codeStamp } from './render-cache.js';
import { readSealed, sealedPlace, writeSealed, type SealedPlace } from './sealed-file.js';
import { decodeEventLine } from '../log/event-lines.js';
import { MAX_LINE_BYTES, NL } from '../log/event-read.js';
import { openFolder, readText, type Ctx } from '../crush/folder.js';
import { openRegular } from '../io/open-regular.js';
import { readKnowledge } from '../crush/knowledge.js';
import { profileValue, textValues, type Fold } from '../crush/search.js';

const FORMAT = 1;
/** A file whose ctime is this close to when it was read may have changed again unseen (coarse clocks): checked by content next time. */
const RACY_MS = 2000;
/** Past this many characters of distinct texts, a file's part keeps its characters and character pairs instead. */
const TEXT_CAP = 64 * 1024;
const CHUNK = 1 << 20;

const KINDS = ['events', 'interactions', 'profile', 'knowledge'] as const;
type Kind = (typeof KINDS)[number];
const FILE_NAMES: Record<Kind, string> = { events: 'events.jsonl', interactions: 'interactions.jsonl', profile: 'profile.md', knowledge: 'knowledge.json' };

/** dev, ino, size, mtimeMs, ctimeMs of the file read; null: there was none. */
type Mark = [number, number, number, number, number] | null;

interface Part {
  m: Mark;
  /** When the file was read (ms since the epoch). */
  at: number;
  /** Logs: bytes indexed (just after a newline) and the SHA-256 (hex) of those bytes. */
  covered?: number;
  digest?: string;
  /** The distinct folded texts (ids in the index's table), or (a long history) its characters and character pairs. */
  t?: number[];
  g?: string[];
}

type Entry = Record<Kind, Part>;

interface IndexFile {
  format: number;
  code: string;
  base: string;
  texts: string[];
  crushes: Record<string, Entry>;
}

const markOf = (st: Stats): Mark => [st.dev, st.ino, st.size, st.mtimeMs, st.ctimeMs];
const sameMark = (a: Mark, b: Mark): boolean => (a === null || b === null ? a === b : a.every((v, i) => v === b[i]));

function lstatMark(path: string): Mark | 'error' {
  try {
    return markOf(lstatSync(path));
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? null : 'error';
  }
}

/** A part is trusted when its file is as it was and was not changing when read. */
const trusted = (part: Part | undefined, now: Mark | 'error'): boolean =>
  part !== undefined && now !== 'error' && sameMark(part.m, now) && (part.m === null || part.m[4] < part.at - RACY_MS);

/** The distinct texts of an index, stored once however many crushes hold them (a profile's template lines). */
class Table {
  readonly list: string[];
  private readonly ids = new Map<string, number>();
  private readonly holding = new Map<string, Set<number>>();

  constructor(list: string[] = []) {
    this.list = list;
    list.forEach((t, i) => this.ids.set(t, i));
  }

  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.list.push(text) - 1;
      this.ids.set(text, id);
    }
    return id;
  }

  /** The texts holding the needle, each text looked at once. */
  holders(needle: string): Set<number> {
    let ids = this.holding.get(needle);
    if (ids === undefined) {
      ids = new Set();
      for (const [i, t] of this.list.entries()) if (t.includes(needle)) ids.add(i);
      this.holding.set(needle, ids);
    }
    return ids;
  }
}

/** Collects folded texts (as the table's ids), turning into characters and pairs past TEXT_CAP. */
class Texts {
  private texts: Set<number> | null = new Set();
  private grams: Set<string> | null = null;
  private chars = 0;

  constructor(private readonly table: Table, from?: Part) {
    if (from?.g) {
      this.texts = null;
      this.grams = new Set(from.g);
    } else
      for (const id of from?.t ?? []) {
        const text = table.list[id];
        if (typeof text === 'string') this.add(text);
      }
  }

  add(text: string): void {
    if (text === '') return;
    if (this.texts) {
      const id = this.table.id(text);
      if (this.texts.has(id)) return;
      this.texts.add(id);
      this.chars += text.length;
      if (this.chars <= TEXT_CAP) return;
      this.grams = new Set();
      for (const t of this.texts) addGrams(this.grams, this.table.list[t] as string);
      this.texts = null;
      return;
    }
    addGrams(this.grams as Set<string>, text);
  }

  part(m: Mark, at: number): Part {
    return this.texts ? { m, at, t: [...this.texts] } : { m, at, g: [...(this.grams as Set<string>)] };
  }
}

function addGrams(grams: Set<string>, text: string): void {
  const cps = [...text];
  for (let i = 0; i < cps.length; i += 1) {
    grams.add(cps[i] as string);
    if (i + 1 < cps.length) grams.add((cps[i] as string) + (cps[i + 1] as string));
  }
}

/** Whether a part may hold the needle (texts: one of them holds it; grams: every character pair of it is there). */
function mayHold(part: Part, needle: string, table: Table, grams: Map<Part, Set<string>>): boolean {
  if (part.t) {
    const holders = table.holders(needle);
    return holders.size > 0 && part.t.some((id) => holders.has(id));
  }
  if (!part.g) return false;
  const cps = [...needle];
  let g = grams.get(part);
  if (g === undefined) grams.set(part, (g = new Set(part.g)));
  if (cps.length === 1) return g.has(needle);
  for (let i = 0; i + 1 < cps.length; i += 1) if (!g.has((cps[i] as string) + (cps[i + 1] as string))) return false;
  return true;
}

class Unsteady extends Error {}

/** A log's part: from where the old one ended when the bytes it covered are unchanged, else from the start. */
function indexLog(path: string, old: Part | undefined, fold: Fold, table: Table): Part {
  const at = Date.now();
  let fd: number;
  try {
    fd = openRegular(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { m: null, at, t: [] };
    throw err;
  }
  try {
    const before = fstatSync(fd);
    let hash = createHash('sha256');
    let from = 0;
    let texts = new Texts(table);
    if (old?.m && old.covered !== undefined && old.m[0] === before.dev && old.m[1] === before.ino && before.size >= old.covered) {
      hashRange(fd, 0, old.covered, hash);
      if (hash.copy().digest('hex').slice(0, 32) === old.digest) {
        from = old.covered;
        texts = new Texts(table, old);
      } else hash = createHash('sha256');
    }
    const covered = readLines(fd, from, before.size, hash, (line, first) => {
      if (line.length > MAX_LINE_BYTES) return;
      const event = decodeEventLine(line, first);
      if (event === null || typeof event === 'string') return;
      for (const v of textValues(event.data)) texts.add(fold(v.value));
    });
    const after = fstatSync(fd);
    if (!sameMark(markOf(before), markOf(after))) throw new Unsteady();
    return { ...texts.part(markOf(before), at), covered, digest: hash.digest('hex').slice(0, 32) };
  } finally {
    closeSync(fd);
  }
}

function hashRange(fd: number, from: number, to: number, hash: Hash): void {
  const buf = Buffer.allocUnsafe(CHUNK);
  for (let at = from; at < to; ) {
    const n = readSync(fd, buf, 0, Math.min(CHUNK, to - at), at);
    if (n === 0) throw new Unsteady();
    hash.update(buf.subarray(0, n));
    at += n;
  }
}

/** Every whole line from `from` to `end` (a torn last line is left, as the readers leave it); returns the byte after the last newline. */
function readLines(fd: number, from: number, end: number, hash: Hash, visit: (line: Buffer, first: boolean) => void): number {
  const buf = Buffer.allocUnsafe(CHUNK);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let lineStart = from;
  let at = from;
  while (at < end) {
    const n = readSync(fd, buf, 0, Math.min(CHUNK, end - at), at);
    if (n === 0) break;
    const chunk = buf.subarray(0, n);
    let start = 0;
    for (let nl = chunk.indexOf(NL, start); nl !== -1; nl = chunk.indexOf(NL, start)) {
      const piece = chunk.subarray(start, nl);
      const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
      hash.update(line);
      hash.update('\n');
      visit(line, lineStart === 0);
      pending = [];
      pendingBytes = 0;
      start = nl + 1;
      lineStart = at + start;
    }
    if (start < n) {
      // Held only while the line lasts (a line past the readers' cap is not read by them either).
      pendingBytes += n - start;
      pending.push(Buffer.from(chunk.subarray(start)));
      if (pendingBytes > MAX_LINE_BYTES + CHUNK) {
        hash.update(Buffer.concat(pending));
        return hugeLine(fd, at + n, end, hash, lineStart, visit);
      }
    }
    at += n;
  }
  return lineStart;
}

/** A line longer than the readers take: hashed to its end unread, then the lines after it. */
function hugeLine(fd: number, from: number, end: number, hash: Hash, lineStart: number, visit: (line: Buffer, first: boolean) => void): number {
  const buf = Buffer.allocUnsafe(CHUNK);
  for (let at = from; at < end; ) {
    const n = readSync(fd, buf, 0, Math.min(CHUNK, end - at), at);
    if (n === 0) break;
    const nl = buf.subarray(0, n).indexOf(NL);
    if (nl !== -1) {
      hash.update(buf.subarray(0, nl + 1));
      return readLines(fd, at + nl + 1, end, hash, visit);
    }
    hash.update(buf.subarray(0, n));
    at += n;
  }
  return lineStart;
}

/** A small file's part, read between two looks at it (a change while it was read leaves the crush unindexed this time). */
function indexWhole(path: string, read: () => Iterable<string>, fold: Fold, table: Table): Part {
  const at = Date.now();
  const before = lstatMark(path);
  if (before === 'error') throw new Unsteady();
  const texts = new Texts(table);
  for (const v of read()) texts.add(fold(v));
  const after = lstatMark(path);
  if (after === 'error' || !sameMark(before, after)) throw new Unsteady();
  return texts.part(before, at);
}

function profileTexts(path: string): string[] {
  const text = readText(path);
  if (text === null) return [];
  return text.split('\n').filter((l) => l.trim() !== '---').map(profileValue);
}

function topicTexts(ctx: Ctx, slug: string): string[] {
  try {
    return readKnowledge(ctx, slug).flatMap((e) => [e.canonical_meaning, ...e.trigger_keywords]);
  } catch {
    // An unreadable knowledge.json: search finds none of its topics either.
    return [];
  }
}

/** The crush's part brought up to date (the same object when nothing changed); null when its files cannot all be read. */
function refresh(ctx: Ctx, slug: string, dir: string, entry: Entry | undefined, fold: Fold, table: Table): Entry | null {
  const marks = KINDS.map((k) => lstatMark(join(dir, FILE_NAMES[k])));
  if (entry && KINDS.every((k, i) => trusted(entry[k], marks[i] as Mark | 'error'))) return entry;
  try {
    const folder = openFolder(ctx, slug);
    const next = {} as Entry;
    for (const [i, kind] of KINDS.entries()) {
      const old = entry?.[kind];
      if (old && trusted(old, marks[i] as Mark | 'error')) next[kind] = old;
      else if (kind === 'events' || kind === 'interactions') next[kind] = indexLog(folder.path(kind), old, fold, table);
      else if (kind === 'profile') next[kind] = indexWhole(folder.path('profile'), () => profileTexts(folder.path('profile')), fold, table);
      else next[kind] = indexWhole(folder.path('knowledge'), () => topicTexts(ctx, slug), fold, table);
    }
    return next;
  } catch {
    return null;
  }
}

/** Where a base folder's index lives and the key that seals it; null: no index (SIMP_NO_CACHE=1, no usable cache folder or key). */
function indexPlace(base: string, create: boolean): (SealedPlace & { base: string }) | null {
  let real: string;
  try {
    real = realpathSync.native(base);
  } catch {
    return null;
  }
  const place = sealedPlace('search', real, create);
  return place && { ...place, base: real };
}

function loadIndex(place: SealedPlace & { base: string }, code: string): IndexFile | null {
  const body = readSealed(place);
  if (body === null) return null;
  try {
    const parsed = JSON.parse(body) as IndexFile;
    const ok = parsed.format === FORMAT && parsed.code === code && parsed.base === place.base && Array.isArray(parsed.texts) && parsed.crushes && typeof parsed.crushes === 'object';
    return ok ? parsed : null;
  } catch {
    return null;
  }
}

function saveIndex(place: SealedPlace, index: IndexFile, table: Table): void {
  // Only the texts some part still holds, renumbered.
  const kept = new Table();
  const crushes: Record<string, Entry> = {};
  for (const [slug, entry] of Object.entries(index.crushes)) {
    const next = {} as Entry;
    for (const kind of KINDS) {
      const part = entry[kind];
      next[kind] = part.t ? { ...part, t: part.t.map((id) => kept.id(table.list[id] as string)) } : part;
    }
    crushes[slug] = next;
  }
  writeSealed(place, JSON.stringify({ ...index, texts: kept.list, crushes }));
}

/**
 * Of `slugs`, those whose files may hold every one of `needles` (folded with `fold`):
 * all of them when there is no index; the index is brought up to date on the way.
 */
export function searchCandidates(ctx: Ctx, slugs: readonly string[], needles: readonly string[], fold: Fold): Set<string> {
  if (needles.some((n) => n.includes('\u0000'))) return new Set(slugs);
  const place = indexPlace(ctx.base, true);
  if (place === null) return new Set(slugs);
  const code = codeStamp(import.meta.url);
  const index: IndexFile = loadIndex(place, code) ?? { format: FORMAT, code, base: place.base, texts: [], crushes: {} };
  const table = new Table(index.texts);
  const crushes: Record<string, Entry> = {};
  let changed = false;
  const out = new Set<string>();
  const grams = new Map<Part, Set<string>>();
  const prefix = join(ctx.base, '_').slice(0, -1);
  const fresh: [string, Entry][] = [];
  for (const slug of slugs) {
    const old = Object.hasOwn(index.crushes, slug) ? index.crushes[slug] : undefined;
    const entry = refresh(ctx, slug, prefix + slug, old, fold, table);
    if (entry !== old) changed = true;
    if (entry === null) out.add(slug);
    else fresh.push([slug, (crushes[slug] = entry)]);
  }
  // Matched once every text is in the table (what holds a needle is worked out once).
  for (const [slug, entry] of fresh) if (needles.every((n) => KINDS.some((k) => mayHold(entry[k], n, table, grams)))) out.add(slug);
  if (Object.keys(index.crushes).length !== Object.keys(crushes).length) changed = true;
  if (changed) saveIndex(place, { ...index, crushes }, table);
  return out;
}
