import { DIR_MODE } from './atomic.js';
import { join } from 'node:path';
import { closeSync, lstatSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync, statSync, utimesSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { LockBusyError, LockLostError, LockObstacleError, folderError, holderText, type Holder, type LockObstacle } from './write-errors.js';
import { HOST, pidAlive, sweepDeadTemps, tempName } from './temp-names.js';
import { settlePlans } from './commit-journal.js';

export const LOCK_NAME = '.simp.lock';

/** A holder on another computer (a shared folder) refreshes its owner file this often... */
export const HEARTBEAT_MS = 2_000;
/** ...and is taken for gone only after this long without it. On this computer, only a dead process is. */
export const OTHER_HOST_STALE_MS = 120_000;
/** How long a writer waits for a holder that is alive (paused, busy) before giving up with an error. */
export const DEFAULT_WAIT_MS = 60_000;
/** When the wait is first reported (who holds the lock). */
export const NOTICE_AFTER_MS = 3_000;

const OWNER_FILE = /^owner-([0-9a-f]{16})\.json$/;

export interface LockOwner {
  pid: number;
  host: string;
  /** The holder process's start (Linux /proc start time), so a reused pid is not taken for it. */
  started: string | null;
  token: string;
  since: string;
  command: string;
}

export interface LockOptions {
  /** Longest wait for a live holder, in ms. */
  waitMs?: number;
  /** Told (once, after a few seconds) who holds the lock while this writer waits (the message in English, and its parts). */
  onWait?: (message: string, holder: Holder, dir: string) => void;
  /** Asked while waiting: true stops the wait at once (the user gave up), with nothing written. */
  giveUp?: () => boolean;
  /** Told the name of each commit step (`events.jsonl`, `meta.json`, …) just before the lock is checked for it. */
  onStep?: (step: string) => void;
}

export interface HeldLock {
  /** Throws LockLostError when this writer no longer owns the lock; called before each commit step (named by `step`). */
  check(step?: string): void;
}

function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

const holderOf = (o: LockOwner): Holder => ({ pid: o.pid, command: o.command || 'simp', host: o.host === HOST ? null : o.host, since: o.since.slice(11, 19) || o.since });

/**
 * The owner file, written whole in the lock's temp folder before that is renamed into place. Not
 * fsynced: it matters only while its writer runs, which a power cut ends; what the cut leaves
 * (an empty or cut-off file) is read as a gone holder's and taken over (`look`).
 */
function writeOwner(path: string, owner: LockOwner): void {
  const fd = openSync(path, 'wx', 0o644);
  try {
    const text = Buffer.from(JSON.stringify(owner));
    for (let done = 0; done < text.length; ) done += writeSync(fd, text, done, text.length - done);
  } finally {
    closeSync(fd);
  }
}

type Seen =
  | { kind: 'free' }
  | { kind: 'obstacle'; why: LockObstacle; detail?: string }
  | { kind: 'held'; owner: LockOwner; file: string; mtimeMs: number }
  | { kind: 'torn'; file: string };

/** What sits at the lock path now. */
function look(lockPath: string): Seen {
  let st;
  try {
    st = lstatSync(lockPath);
  } catch {
    return { kind: 'free' };
  }
  if (st.isSymbolicLink()) return { kind: 'obstacle', why: 'link' };
  if (!st.isDirectory()) return { kind: 'obstacle', why: 'file' };
  let names: string[];
  try {
    names = readdirSync(lockPath);
  } catch {
    return { kind: 'free' };
  }
  const owners = names.filter((n) => OWNER_FILE.test(n));
  const others = names.filter((n) => !OWNER_FILE.test(n));
  if (others.length > 0) return { kind: 'obstacle', why: 'foreign', detail: others.slice(0, 3).join(', ') };
  if (owners.length === 0) return { kind: 'free' };
  if (owners.length > 1) return { kind: 'obstacle', why: 'owners', detail: String(owners.length) };
  const file = join(lockPath, owners[0] as string);
  let text: string;
  let mtimeMs: number;
  try {
    text = readFileSync(file, 'utf8');
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    // Released between the listing and the read.
    return { kind: 'free' };
  }
  const owner = ownerOf(text);
  // Every owner file is whole before its folder is renamed into place (writeOwner), so one that
  // does not read as an owner is what a power cut left (it is not fsynced): its writer is gone.
  if (owner === null) return { kind: 'torn', file };
  return { kind: 'held', owner, file, mtimeMs };
}

function ownerOf(text: string): LockOwner | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  return typeof o['pid'] === 'number' && typeof o['host'] === 'string' && typeof o['since'] === 'string' ? (v as LockOwner) : null;
}

/** A holder is gone when its process ended (this computer) or its heartbeat stopped long ago (another one). */
function gone(seen: Extract<Seen, { kind: 'held' }>, now: number): boolean {
  const { owner } = seen;
  if (owner.host !== HOST) return now - seen.mtimeMs > OTHER_HOST_STALE_MS;
  if (!pidAlive(owner.pid)) return true;
  // The pid was given to another process since: the holder is gone.
  const started = startOf(owner.pid);
  return owner.started !== null && started !== null && started !== owner.started;
}

/**
 * What sits at a crush folder's lock now, for `simp doctor`: nothing, a live
 * writer's lock, one whose writer is gone (any write takes it over), or something
 * that is not simp's lock (it must be moved away by hand).
 */
export function lockStatus(dir: string): { kind: 'free' } | { kind: 'held' | 'stale'; pid: number; host: string; since: string } | { kind: 'obstacle'; why: string } {
  const seen = look(join(dir, LOCK_NAME));
  // A torn owner file (a power cut's) names no writer; the next write takes it over at once.
  if (seen.kind === 'torn') return { kind: 'free' };
  if (seen.kind !== 'held') return seen;
  const { pid, host, since } = seen.owner;
  return { kind: gone(seen, Date.now()) ? 'stale' : 'held', pid, host, since };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function commandName(): string {
  const verb = process.argv.slice(2).find((a) => !a.startsWith('-'));
  return verb ? `simp ${verb}` : 'simp';
}

// Owner files of the locks this process holds, removed if it exits without releasing (Ctrl-C, an error).
const held = new Set<string>();
let exitHook = false;
function removeOnExit(file: string): void {
  held.add(file);
  if (exitHook) return;
  exitHook = true;
  process.on('exit', () => {
    for (const f of held) rmSync(f, { force: true });
  });
}

/**
 * Takes the lock of one crush folder: a folder `.simp.lock` holding one
 * `owner-{token}.json` (pid, host, start time, token). It is made complete
 * beside the lock and renamed into place, so it is never seen half-written. A
 * holder is taken over only when it is gone (see `gone`), never because it is
 * old: a live holder that is paused or busy is waited for, then the wait ends
 * with an error naming it. Only the holder's own owner file is ever removed.
 */
export async function acquireLock(dir: string, opts: LockOptions = {}): Promise<{ lock: HeldLock; release: () => void }> {
  const lockPath = join(dir, LOCK_NAME);
  const token = randomBytes(8).toString('hex');
  const owner: LockOwner = { pid: process.pid, host: HOST, started: startOf(process.pid), token, since: new Date().toISOString(), command: commandName() };
  const tmp = join(dir, tempName(LOCK_NAME.slice(1)));
  try {
    mkdirSync(tmp, { mode: DIR_MODE });
    writeOwner(join(tmp, `owner-${token}.json`), owner);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw folderError(dir, err);
  }
  const waitMs = opts.waitMs ?? DEFAULT_WAIT_MS;
  const start = Date.now();
  let told = false;
  let pause = 5;
  for (;;) {
    const seen = look(lockPath);
    if (seen.kind === 'obstacle') {
      rmSync(tmp, { recursive: true, force: true });
      throw new LockObstacleError(lockPath, seen.why, seen.detail);
    }
    if (seen.kind === 'free') {
      try {
        renameSync(tmp, lockPath);
        break;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOTDIR' && code !== 'EISDIR') {
          rmSync(tmp, { recursive: true, force: true });
          throw folderError(dir, err);
        }
        // Another writer got there first: look again.
        continue;
      }
    }
    if (seen.kind === 'torn' || gone(seen, Date.now())) {
      // Removing the gone holder's own file by its token: a live owner's is never touched.
      rmSync(seen.file, { force: true });
      try {
        rmdirSync(lockPath);
      } catch {
        // Someone else took it meanwhile, or removed it: look again.
      }
      continue;
    }
    const waited = Date.now() - start;
    const gaveUp = opts.giveUp?.() === true;
    if (waited >= waitMs || gaveUp) {
      rmSync(tmp, { recursive: true, force: true });
      throw new LockBusyError(dir, holderOf(seen.owner), Math.round(waited / 1000), gaveUp);
    }
    if (!told && waited >= NOTICE_AFTER_MS) {
      told = true;
      const holder = holderOf(seen.owner);
      opts.onWait?.(`waiting for ${holderText(holder)}, which is writing ${dir}`, holder, dir);
    }
    await sleep(pause);
    pause = Math.min(100, pause * 2);
  }
  const mine = join(lockPath, `owner-${token}.json`);
  removeOnExit(mine);
  // Another computer sees a shared folder's lock as alive while its owner file keeps being touched.
  const beat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(mine, now, now);
    } catch {
      // Checked before every commit step; nothing to do here.
    }
  }, HEARTBEAT_MS);
  beat.unref();
  const lock: HeldLock = {
    check: (step) => {
      if (step !== undefined) opts.onStep?.(step);
      try {
        statSync(mine);
      } catch {
        throw new LockLostError(`the lock on ${dir} was taken away while writing; what was not yet written was not written`);
      }
    },
  };
  const release = (): void => {
    clearInterval(beat);
    held.delete(mine);
    rmSync(mine, { force: true });
    try {
      rmdirSync(lockPath);
    } catch {
      // Not empty: another writer's lock is already there. Never removed.
    }
  };
  return { lock, release };
}

/**
 * Runs `fn` while holding the lock of one crush folder, after sweeping the temp
 * files that killed writers left there (only simp's own, only when their
 * process is gone).
 */
export async function withFolderLock<T>(dir: string, fn: (lock: HeldLock) => Promise<T> | T, opts: LockOptions = {}): Promise<T> {
  const { lock, release } = await acquireLock(dir, opts);
  try {
    // A write a killed writer logged but did not put in place is finished first; then its leftovers go.
    settlePlans(dir);
    sweepTempFiles(dir);
    return await fn(lock);
  } finally {
    release();
  }
}

/** The folders of a crush a write makes temp files in (relative; '' is the folder itself). */
export const TEMP_FOLDERS: readonly string[] = ['', 'snapshots', 'versions', 'memories/chats'];

function sweepTempFiles(dir: string): void {
  for (const rel of TEMP_FOLDERS) {
    const sub = join(dir, rel);
    let names: string[];
    try {
      // A sub-folder that is a link (or lies under one) may lead out of the base folder: never sweep there.
      const steps = rel === '' ? [] : rel.split('/');
      if (steps.some((_, i) => lstatSync(join(dir, ...steps.slice(0, i + 1))).isSymbolicLink())) continue;
      names = readdirSync(sub);
    } catch {
      continue;
    }
    sweepDeadTemps(sub, names);
  }
}
