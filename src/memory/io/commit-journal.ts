// The plan of a write while it commits, kept on disk beside the files it
// changes. A writer killed after its events reached the log but before every
// prepared file was renamed into place (state.md, meta.json, strategy.md still
// on the old stage) leaves this plan behind; the next writer, under the lock,
// finishes it (the events are the commit point), and a writer killed before
// that point leaves nothing: its temps are swept. `simp doctor` reports either.
import { closeSync, existsSync, openSync, readSync, readdirSync, renameSync, rmSync, fstatSync, lstatSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, join, relative, sep } from 'node:path';
import { appendDurable, fsyncDir, writeFileAtomic, writeNewDurable, type Prepared } from './atomic.js';
import { pidAlive, tempName, tempOwner } from './temp-names.js';
import { LIMITS } from '../../model/limits.js';
import { openRegular } from './open-regular.js';
import { readBounded } from './bounds.js';

const JOURNAL = 'commit';

/** One log appended by the write: where it started, the bytes it added (their hash) and the temp file that holds them. */
interface LogStep {
  /** Relative to the crush folder. */
  log: string;
  from: number;
  bytes: number;
  sha256: string;
  /** The block itself, for finding it and for finishing a side log the writer did not reach: in the plan when small, else in a temp file (relative). */
  block: string | null;
  text?: string;
}

interface Plan {
  v: 1;
  /** The events block: the commit point. Null when the write appends no events. */
  events: LogStep | null;
  /** Further logs (interactions.jsonl), appended right after the events. */
  logs: LogStep[];
  /** Prepared temps and their targets, in commit order (meta.json last), relative to the crush folder. */
  renames: [string, string][];
  /** The hash of meta.json as the prepared one was based on it (null: there was none). */
  metaBefore: string | null;
}

/** Blocks up to this size are kept in the plan itself. */
const INLINE_BYTES = 256 * 1024;

const sha = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** The plan of one write, written durably once every file is prepared and before anything changes. */
export interface Journal {
  /** The write finished (or was called off whole): the plan is removed. */
  done(): void;
  /** The prepared files changed (meta.json prepared again): the plan says so. */
  update(prepared: readonly Prepared[]): void;
  /** The write stopped half-way in this process: the plan stays for the next write to finish. */
  leave(): void;
}

/** Plans of writes running in this process (a long-lived TUI settles its own only once they have stopped). */
const running = new Set<string>();

/**
 * Writes the plan of a commit: `events` the block about to be appended to
 * events.jsonl at `from` (empty: none), `logs` the side logs' blocks, `prepared`
 * the temps in the order they are renamed.
 */
export function writeJournal(
  dir: string,
  events: { from: number; block: string },
  logs: readonly { path: string; from: number; block: string }[],
  prepared: readonly Prepared[],
): Journal {
  const rel = (p: string): string => relative(dir, p);
  const made: string[] = [];
  const path = join(dir, tempName(JOURNAL));
  let plan: Plan;
  running.add(path);
  try {
    // A small block rides in the plan itself (one file less on a nearly full disk); a big one in a temp file beside it.
    const keep = (block: string): { block: string | null; text?: string } => {
      if (Buffer.byteLength(block) <= INLINE_BYTES) return { block: null, text: block };
      const blockPath = join(dir, tempName(`${JOURNAL}-block`));
      made.push(blockPath);
      writeNewDurable(blockPath, block);
      return { block: rel(blockPath) };
    };
    const step = (log: string, from: number, block: string): LogStep => ({ log, from, bytes: Buffer.byteLength(block), sha256: sha(block), ...keep(block) });
    const metaPath = join(dir, 'meta.json');
    plan = {
      v: 1,
      events: events.block === '' ? null : step('events.jsonl', events.from, events.block),
      logs: logs.map((l) => step(rel(l.path), l.from, l.block)),
      renames: prepared.map((p) => [rel(p.tmp), rel(p.target)]),
      metaBefore: existsSync(metaPath) ? hashFile(metaPath) : null,
    };
    writeNewDurable(path, JSON.stringify(plan));
    fsyncDir(dir);
  } catch (err) {
    // Nothing changed yet: the plan and its blocks go, the write is refused whole.
    running.delete(path);
    for (const p of made) rmSync(p, { force: true });
    rmSync(path, { force: true });
    throw err;
  }
  return {
    done: () => {
      running.delete(path);
      rmSync(path, { force: true });
      for (const p of made) rmSync(p, { force: true });
    },
    update: (next) => {
      writeFileAtomic(path, JSON.stringify({ ...plan, renames: next.map((p) => [rel(p.tmp), rel(p.target)]) }));
    },
    leave: () => {
      running.delete(path);
    },
  };
}

/** What a killed writer left: its plan, and whether its events reached the log (then it is finished, else called off). */
export interface LeftPlan {
  pid: number;
  path: string;
  committed: boolean;
  /** The files it would put in place, and the temps that hold them (relative). */
  targets: string[];
  temps: string[];
}

/** The plans of writers that are gone, in one crush folder. A plan that cannot be read is called off. */
export function leftPlans(dir: string): LeftPlan[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: LeftPlan[] = [];
  for (const name of names) {
    if (!name.startsWith(`.${JOURNAL}.simp-`)) continue;
    const pid = tempOwner(name);
    const path = join(dir, name);
    if (pid === null || (pid === process.pid ? running.has(path) : pidAlive(pid))) continue;
    const plan = readPlan(path);
    const temps = plan === null ? [] : [...plan.renames.map(([t]) => t), ...[plan.events, ...plan.logs].flatMap((s) => (s === null || s.block === null ? [] : [s.block]))];
    out.push({ pid, path, committed: plan !== null && isCommitted(dir, plan), targets: plan?.renames.map(([, t]) => t) ?? [], temps });
  }
  return out;
}

/**
 * Under the lock, before a write: finishes each plan whose events are in the log
 * (appends the side logs it had not reached, renames its temps still there, its
 * meta.json only if nobody changed meta.json since), then removes the plan. A
 * plan not committed is removed with nothing done (its temps are swept after).
 * Returns the files put in place.
 */
export function settlePlans(dir: string): string[] {
  const finished: string[] = [];
  for (const left of leftPlans(dir)) {
    const plan = readPlan(left.path);
    if (plan !== null && left.committed) finished.push(...finish(dir, plan));
    // What the plan made and did not put in place goes with it (a temp of a folder a link leads to is never touched).
    if (plan !== null) {
      const made = [...plan.renames.map(([tmp]) => tmp), ...[plan.events, ...plan.logs].flatMap((s) => (s === null || s.block === null ? [] : [s.block]))];
      for (const tmp of made) if (inside(dir, tmp) && tempOwner(basename(tmp)) !== null) rmSync(join(dir, tmp), { recursive: true, force: true });
    }
    rmSync(left.path, { force: true });
  }
  return finished;
}

function finish(dir: string, plan: Plan): string[] {
  const put: string[] = [];
  for (const step of plan.logs) {
    if (!inside(dir, step.log)) continue;
    const log = join(dir, step.log);
    const block = blockOf(dir, step);
    if (block !== null && !has(log, step, block)) {
      appendDurable(log, block.toString('utf8'));
      put.push(step.log);
    }
  }
  const metaNow = existsSync(join(dir, 'meta.json')) ? hashFile(join(dir, 'meta.json')) : null;
  for (const [tmp, target] of plan.renames) {
    if (!inside(dir, tmp) || !inside(dir, target)) continue;
    const from = join(dir, tmp);
    if (!existsSync(from)) continue;
    // meta.json changed by another program since: its prepared copy is stale, the next write sets it from the files.
    if (target === 'meta.json' && metaNow !== plan.metaBefore) {
      rmSync(from, { force: true });
      continue;
    }
    renameSync(from, join(dir, target));
    put.push(target);
  }
  fsyncDir(dir);
  return put;
}

/** The events (or, without events, any renamed temp) are the commit point. */
function isCommitted(dir: string, plan: Plan): boolean {
  if (plan.events !== null) return inside(dir, plan.events.log) && has(join(dir, plan.events.log), plan.events, blockOf(dir, plan.events));
  return plan.renames.some(([tmp]) => inside(dir, tmp) && !existsSync(join(dir, tmp)));
}

/**
 * Whether a log holds a step's bytes: where the plan put them, or later (another
 * program appended first, so the block landed after its lines). The block's
 * lines carry their own time stamps, so finding them is finding this write.
 */
function has(log: string, step: LogStep, block: Buffer | null = null): boolean {
  let fd: number;
  try {
    fd = openSync(log, 'r');
  } catch {
    return false;
  }
  try {
    const size = fstatSync(fd).size;
    if (!fstatSync(fd).isFile() || size < step.from + step.bytes) return false;
    if (hashAt(fd, step.from, step.bytes) === step.sha256) return true;
    if (block === null || size - step.from > LIMITS.otherFileBytes) return false;
    const tail = Buffer.alloc(size - step.from);
    readSync(fd, tail, 0, tail.length, step.from);
    const lines = block[0] === 0x0a ? block.subarray(1) : block;
    return lines.length > 0 && tail.includes(lines);
  } finally {
    closeSync(fd);
  }
}

function hashAt(fd: number, from: number, bytes: number): string {
  const hash = createHash('sha256');
  const buf = Buffer.allocUnsafe(Math.min(1 << 20, Math.max(bytes, 1)));
  for (let at = from; at < from + bytes; ) {
    const got = readSync(fd, buf, 0, Math.min(buf.length, from + bytes - at), at);
    if (got === 0) break;
    hash.update(buf.subarray(0, got));
    at += got;
  }
  return hash.digest('hex');
}

/** A step's block as kept, if it is whole. */
function blockOf(dir: string, step: LogStep): Buffer | null {
  const block = typeof step.text === 'string' ? Buffer.from(step.text) : step.block !== null && inside(dir, step.block) ? readSmall(join(dir, step.block)) : null;
  return block !== null && sha(block) === step.sha256 ? block : null;
}

function readPlan(path: string): Plan | null {
  const text = readSmall(path);
  if (text === null) return null;
  try {
    const plan = JSON.parse(text.toString('utf8')) as Plan;
    return plan?.v === 1 && Array.isArray(plan.renames) && Array.isArray(plan.logs) ? plan : null;
  } catch {
    return null;
  }
}

/** A regular file's bytes, or null (not one, a link, or larger than any plan or block simp writes). */
function readSmall(path: string): Buffer | null {
  try {
    // A plan is never trusted to lead through a link, even to a file.
    if (!lstatSync(path).isFile()) return null;
    const fd = openRegular(path);
    try {
      return readBounded(fd, path, LIMITS.chatFileBytes);
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
}

function hashFile(path: string): string | null {
  const data = readSmall(path);
  return data === null ? null : sha(data);
}

/**
 * A relative path that stays inside the crush folder, every folder on its way a
 * real one (a plan is a file: it is never trusted to lead anywhere else).
 */
function inside(dir: string, rel: string): boolean {
  if (typeof rel !== 'string' || rel === '' || rel.startsWith('/') || rel.includes('\0')) return false;
  const parts = rel.split(sep);
  if (parts.some((p) => p === '..' || p === '.' || p === '')) return false;
  return parts.slice(0, -1).every((_, i) => realDirAt(join(dir, ...parts.slice(0, i + 1))));
}

function realDirAt(path: string): boolean {
  try {
    const st = lstatSync(path);
    return st.isDirectory() && !st.isSymbolicLink();
  } catch {
    return false;
  }
}
