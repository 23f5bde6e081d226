// The Chinese tagger's prepared state, kept between calls. jieba builds its
// dictionary inside its WebAssembly memory on first use (about 0.6 s, every call
// of `remember`); that memory, once built, is saved in the user's cache folder
// and copied back into a new instance instead. Derived data, never trusted: it
// is used only when its seal checks, an HMAC-SHA256 under the user's cache key
// (render-cache.ts) of its layout and the SHA-256 of its bytes, and only for the
// inputs it was made from (the WebAssembly file's own bytes, the user word list
// and its frequency): a new jieba-wasm or an added word makes another entry, and
// the old one is removed when the new one is saved.
//
// Hashing the whole state (about 46 MiB) on every call cost more than copying it,
// so a state whose bytes this user's simp has checked (or written) is marked so in
// a record beside it (`.seen`): its seal, its header's, and the file's identity
// when it was checked (device, inode, size, modification and change times to the
// nanosecond), under the same key. While the file is that file, unchanged since,
// the hash is not taken again: what the seal guards against (a state another
// program or version wrote or altered, a file put in its place, a copy cut short)
// cannot happen without changing one of those (a write or a rename sets the change
// time, which no program can set back), and a record cannot be made without the key
// that lives outside the cache folder. A record that does not match means the whole
// check, as before.
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync, renameSync, unlinkSync, writeSync, lstatSync } from 'node:fs';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { cacheDir, count, headerObject, ownOnly, readOwn, secretKey, usableDir } from './render-cache.js';

const FORMAT = 1;
const PAGE = 65536;
const CHUNK = 1 << 20;
const MAX_HEADER = 1 << 20;
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NON_BLOCK = constants.O_NONBLOCK ?? 0;
const STATE_NAME = /^tagger-([0-9a-f]{32})\.state$/;
const SEEN_NAME = /^tagger-([0-9a-f]{32})\.seen$/;
const TEMP_NAME = /^tagger-[0-9a-f]{32}\.[0-9a-f]{12}\.tmp$/;
const MAX_SEEN = 4096;

/** What the instance's state lives in: its memory and its table of JavaScript values. */
export interface TaggerInstance {
  memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  __wbindgen_export_2: { readonly length: number; grow(entries: number): number; get(i: number): unknown; set(i: number, v: unknown): void };
}

/** A slot of the table that holds something: [index, value]; `undefined` is written as an empty array. */
type Slot = [number, string | number | boolean | []];

interface Header {
  format: number;
  inputs: string;
  /** The memory's size in pages. */
  pages: number;
  /** The table's length. */
  table: number;
  /** Runs of pages that are not all zeros, [first page, pages], in order: the bytes that follow are theirs. */
  runs: [number, number][];
  /**
   * The table's slots that hold a value (the rest hold null): the memory names them by index
   * (jieba's glue keeps the strings "word" and "tag" there).
   */
  slots: Slot[];
  mac: string;
}

/**
 * What a prepared state is made from: the WebAssembly file, the words added to
 * jieba with their frequency, and what was run before it was saved.
 */
export function taggerInputs(wasm: Uint8Array, words: readonly (readonly [string, string])[], frequency: number, warmUp: readonly string[]): string {
  const code = createHash('sha256').update(wasm).digest('hex');
  return createHash('sha256').update(JSON.stringify(['simp tagger state', FORMAT, code, frequency, words, warmUp])).digest('hex');
}

/** SIMP_NO_TAGGER_CACHE=1 (the tests set it): build the dictionary in every process, keep nothing. */
function stateDir(env: NodeJS.ProcessEnv = process.env): string | null {
  return env['SIMP_NO_TAGGER_CACHE'] === '1' ? null : cacheDir(env);
}

const nameOf = (secret: Buffer, inputs: string): string =>
  `tagger-${createHmac('sha256', secret).update(`tagger\0${inputs}`).digest('hex').slice(0, 32)}`;

function sealOf(secret: Buffer, h: Omit<Header, 'mac'>, digest: Buffer): Buffer {
  const fields = JSON.stringify([h.format, h.inputs, h.pages, h.table, h.runs, h.slots]);
  return createHmac('sha256', secret).update('simp tagger state\0').update(fields).update('\0').update(digest).digest();
}

const whole = count;

function parseHeader(text: string): Header | null {
  const r = headerObject(text);
  if (r === null) return null;
  if (r['format'] !== FORMAT || typeof r['inputs'] !== 'string' || typeof r['mac'] !== 'string' || !/^[0-9a-f]{64}$/.test(r['mac'])) return null;
  if (!whole(r['pages']) || r['pages'] > 65536 || !whole(r['table']) || !Array.isArray(r['runs'])) return null;
  let next = 0;
  for (const run of r['runs'] as unknown[]) {
    if (!Array.isArray(run) || run.length !== 2 || !whole(run[0]) || !whole(run[1]) || run[1] === 0 || run[0] < next) return null;
    next = run[0] + run[1];
  }
  if (next > r['pages'] || !Array.isArray(r['slots'])) return null;
  const slotOk = (v: unknown): boolean =>
    Array.isArray(v) && v.length === 2 && whole(v[0]) && v[0] < (r['table'] as number) &&
    (typeof v[1] === 'string' || typeof v[1] === 'boolean' || (typeof v[1] === 'number' && Number.isFinite(v[1])) || (Array.isArray(v[1]) && v[1].length === 0));
  return (r['slots'] as unknown[]).every(slotOk) ? (r as unknown as Header) : null;
}

/** The table's slots that hold a value, or null when one holds what a file cannot (an object, a function). */
function slotsOf(table: TaggerInstance['__wbindgen_export_2']): Slot[] | null {
  const slots: Slot[] = [];
  for (let i = 0; i < table.length; i += 1) {
    const v = table.get(i);
    if (v === null) continue;
    if (v === undefined) slots.push([i, []]);
    else if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) slots.push([i, v]);
    else return null;
  }
  return slots;
}

/** The file's identity: what any write, truncation, rename over it or replacement changes. */
function identityOf(fd: number): string {
  const st = fstatSync(fd, { bigint: true });
  return [st.dev, st.ino, st.size, st.mtimeNs, st.ctimeNs].join(':');
}

const seenMacOf = (secret: Buffer, name: string, mac: string, identity: string): Buffer =>
  createHmac('sha256', secret).update('simp tagger state seen\0').update(`${name}\0${mac}\0${identity}`).digest();

/** Whether the record beside the state says this very file, with this seal, was checked whole. */
function seenBefore(dir: string, secret: Buffer, name: string, mac: string, identity: string): boolean {
  const text = readOwn(join(dir, `${name}.seen`));
  const r = text === null || text.length > MAX_SEEN ? null : headerObject(text);
  if (r === null || r['identity'] !== identity || typeof r['mac'] !== 'string' || !/^[0-9a-f]{64}$/.test(r['mac'])) return false;
  return timingSafeEqual(seenMacOf(secret, name, mac, identity), Buffer.from(r['mac'], 'hex'));
}

/** Records that the state file (open as `fd`) is checked; a failure only means the next call checks it whole. */
function markSeen(dir: string, secret: Buffer, name: string, mac: string, fd: number): void {
  const identity = identityOf(fd);
  const tmp = join(dir, `${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const out = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600);
    try {
      writeSync(out, JSON.stringify({ identity, mac: seenMacOf(secret, name, mac, identity).toString('hex') }));
    } finally {
      closeSync(out);
    }
    renameSync(tmp, join(dir, `${name}.seen`));
  } catch {
    removeQuietly(tmp);
  }
}

/** How the last restored state was checked: its whole bytes hashed, or its record found (tests, bench). */
export let lastCheck: 'whole' | 'seen' | null = null;

function readFully(fd: number, into: Uint8Array, offset: number, length: number, position: number): void {
  for (let got = 0; got < length; ) {
    const n = readSync(fd, into, offset + got, length - got, position + got);
    if (n === 0) throw new Error('shorter than it was');
    got += n;
  }
}

/**
 * Puts a saved state into a fresh instance (nothing run in it yet but its start):
 * true when done, false when there is none that checks (the instance is untouched
 * then). Throws only when the file changed between its check and its copy (the
 * instance is then not to be used).
 */
export function restoreTaggerState(instance: TaggerInstance, inputs: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const dir = stateDir(env);
  if (dir === null || !usableDir(dir, false)) return false;
  const secret = secretKey(dir, false, env);
  if (!secret) return false;
  const name = nameOf(secret, inputs);
  let fd: number;
  try {
    fd = openSync(join(dir, `${name}.state`), constants.O_RDONLY | NO_FOLLOW | NON_BLOCK);
  } catch {
    return false;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || !ownOnly(st, false) || st.size < 4) return false;
    const len = Buffer.alloc(4);
    readFully(fd, len, 0, 4, 0);
    const headerBytes = len.readUInt32LE(0);
    if (headerBytes > MAX_HEADER || 4 + headerBytes > st.size) return false;
    const text = Buffer.alloc(headerBytes);
    readFully(fd, text, 0, headerBytes, 4);
    const h = parseHeader(text.toString('utf8'));
    if (!h || h.inputs !== inputs) return false;
    const start = 4 + headerBytes;
    const dataBytes = h.runs.reduce((n, [, pages]) => n + pages * PAGE, 0);
    if (start + dataBytes !== st.size) return false;
    const { memory, __wbindgen_export_2: table } = instance;
    const have = memory.buffer.byteLength / PAGE;
    if (h.pages < have || h.table < table.length) return false;
    const identity = identityOf(fd);
    const seen = seenBefore(dir, secret, name, h.mac, identity);
    if (!seen) {
      // Checked first, through a small buffer: a state that does not check never reaches the instance.
      const hash = createHash('sha256');
      const buf = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(1, dataBytes)));
      for (let at = 0; at < dataBytes; ) {
        const n = Math.min(buf.length, dataBytes - at);
        readFully(fd, buf, 0, n, start + at);
        hash.update(buf.subarray(0, n));
        at += n;
      }
      const want = sealOf(secret, h, hash.digest());
      if (!timingSafeEqual(want, Buffer.from(h.mac, 'hex'))) return false;
    }
    // Read straight into the instance's memory: pages of zeros are what a grown memory holds already.
    if (h.pages > have) memory.grow(h.pages - have);
    const mem = new Uint8Array(memory.buffer);
    mem.fill(0, 0, have * PAGE);
    let at = start;
    for (const [first, pages] of h.runs) {
      readFully(fd, mem, first * PAGE, pages * PAGE, at);
      at += pages * PAGE;
    }
    if (h.table > table.length) table.grow(h.table - table.length);
    for (let i = 0; i < table.length; i += 1) table.set(i, null);
    for (const [i, v] of h.slots) table.set(i, Array.isArray(v) ? undefined : v);
    if (identityOf(fd) !== identity) throw new Error('the tagger state changed while it was read');
    if (!seen) markSeen(dir, secret, name, h.mac, fd);
    lastCheck = seen ? 'seen' : 'whole';
    return true;
  } catch (err) {
    if (err instanceof Error && err.message === 'the tagger state changed while it was read') throw err;
    return false;
  } finally {
    closeSync(fd);
  }
}

/** Runs of pages of `mem` holding anything but zeros. */
function nonZeroRuns(mem: Uint8Array): [number, number][] {
  const words = new Int32Array(mem.buffer, mem.byteOffset, mem.byteLength >> 2);
  const per = PAGE >> 2;
  const runs: [number, number][] = [];
  for (let page = 0; page * per < words.length; page += 1) {
    let used = false;
    for (let i = page * per, end = i + per; i < end; i += 1) {
      if (words[i] !== 0) {
        used = true;
        break;
      }
    }
    if (!used) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === page) last[1] += 1;
    else runs.push([page, 1]);
  }
  return runs;
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // gone already
  }
}

/**
 * Saves the instance's state (between calls: nothing of a call in flight) for
 * these inputs, and removes the states of other inputs. Any failure only means
 * nothing is kept.
 */
export function saveTaggerState(instance: TaggerInstance, inputs: string, env: NodeJS.ProcessEnv = process.env): void {
  const dir = stateDir(env);
  if (dir === null || !usableDir(dir, true)) return;
  const secret = secretKey(dir, true, env);
  if (!secret) return;
  const name = nameOf(secret, inputs);
  const mem = new Uint8Array(instance.memory.buffer);
  const slots = slotsOf(instance.__wbindgen_export_2);
  if (slots === null) return;
  const runs = nonZeroRuns(mem);
  const hash = createHash('sha256');
  for (const [first, pages] of runs) hash.update(mem.subarray(first * PAGE, (first + pages) * PAGE));
  const fields = { format: FORMAT, inputs, pages: mem.byteLength / PAGE, table: instance.__wbindgen_export_2.length, runs, slots };
  const mac = sealOf(secret, fields, hash.digest()).toString('hex');
  const header = Buffer.from(JSON.stringify({ ...fields, mac }), 'utf8');
  const tmp = join(dir, `${name}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number;
  try {
    fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600);
  } catch {
    return;
  }
  try {
    const write = (bytes: Uint8Array): void => {
      for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off, bytes.length - off);
    };
    const len = Buffer.alloc(4);
    len.writeUInt32LE(header.length, 0);
    write(len);
    write(header);
    for (const [first, pages] of runs) write(mem.subarray(first * PAGE, (first + pages) * PAGE));
    renameSync(tmp, join(dir, `${name}.state`));
    // Written here from this memory: as checked as a state can be (identity taken after the rename).
    markSeen(dir, secret, name, mac, fd);
    closeSync(fd);
  } catch {
    try {
      closeSync(fd);
    } catch {
      // closed already
    }
    removeQuietly(tmp);
    return;
  }
  // The states of other inputs (an older jieba-wasm or word list) are never used again; a
  // temporary file is someone's save in progress unless it is older than ten minutes.
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const stale = Date.now() - 10 * 60_000;
  for (const n of names) {
    if ((STATE_NAME.test(n) && n !== `${name}.state`) || (SEEN_NAME.test(n) && n !== `${name}.seen`)) removeQuietly(join(dir, n));
    else if (TEMP_NAME.test(n)) {
      try {
        if (lstatSync(join(dir, n)).mtimeMs < stale) removeQuietly(join(dir, n));
      } catch {
        // gone already
      }
    }
  }
}
