import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { LOCK_NAME, withFolderLock } from '../io/lock.js';
import { LockLostError, MoveUnfinishedError, PartialWriteError, folderError, lockLostDuring } from '../io/write-errors.js';
import { openFolder, fileSize, type Ctx, type Folder } from './folder.js';
import { mergeMeta, metaText, readMeta, type MetaFile } from './meta-load.js';
import { countMarks } from '../log/count-marks.js';
import { marksAfter } from '../log/log-marks.js';
import { countEvents, countFromMarks } from '../log/event-read.js';
import { appendDurable, cutBack, fsyncDir, prepareReplace, type Prepared, writeNewDurable } from '../io/atomic.js';
import { writeJournal, type Journal } from '../io/commit-journal.js';
import { KEPT_NAME, keptChanges, keptOf, readKept } from './kept.js';
import { checkEventShape, eventBlock, eventLine, validateEventData } from '../log/event-write.js';
import { localDate, localIso, parseTs } from '../../model/time.js';
import { dumpsPretty } from '../formats/pyjson.js';
import { ConflictError, refused } from '../../model/errors.js';
import { nextVersion, prepareVersion } from './version-files.js';
import type { SimpEvent } from '../../model/schemas.js';

/** A write in progress on one folder, under its lock. */
export interface Tx {
  folder: Folder;
  now: Date;
  meta: MetaFile | null;
  /**
   * Checks events (type and shape now, their fields before anything is written) and
   * appends them (one durable write) when the write commits; returns them as stored.
   */
  append: (events: { type: string; data: Record<string, unknown>; at?: string }[]) => SimpEvent[];
  /**
   * Stages a whole-file rewrite (temp + fsync + rename at commit). Nothing reaches
   * the disk until `fn` has returned, so a refusal anywhere in it writes nothing.
   */
  write: (path: string, content: string, label: string) => void;
  /** Extra meta.json changes, written once at the end with the event count. */
  setMeta: (changes: Record<string, unknown>) => void;
  /**
   * Appends lines to another append-only log of the folder (interactions.jsonl)
   * when the write commits, right after the events, in one durable write.
   */
  appendTo: (path: string, lines: readonly string[], label: string) => void;
  /**
   * Saves profile, state, strategy and meta as they were before this write into
   * versions/ (as `backup` does) when the write commits, before any file is
   * rewritten. For rewrites that must not lose the user's text (strategy.md, SPEC 6.6).
   */
  keepVersion: () => void;
  /**
   * Saves the folder as it is before this write into versions/ now (`backup`, and
   * a repair or rollback before it replaces anything), committed first; bumps
   * meta.json's version. `current`: the version to name it by when meta.json cannot
   * say. Returns the version folder's name.
   */
  saveVersion: (current?: string) => string;
  /**
   * meta.json as a whole, in place of the one read (a rollback's restored copy, a
   * repair's rewrite, an older folder's first one); the count marks and the changes
   * of setMeta still go on top.
   */
  replaceMeta: (raw: Record<string, unknown>) => void;
  /** A folder the write makes (an older crush's missing sub-folders), at commit. */
  ensureDir: (path: string) => void;
  /** An empty file the write makes where none is (an older crush's missing log), at commit. */
  ensureFile: (path: string) => void;
  /** A file's or folder's permission bits, set at commit (`doctor --fix` making the notes private again). */
  setMode: (path: string, mode: number) => void;
  /**
   * Moves the whole crush folder to `dest` as the write's last step, after every
   * other change is in place and the lock is checked (rename, the trash).
   */
  moveFolder: (dest: string) => void;
  /** Files this write changed, for the "which files changed" line of the UI. */
  changed: Set<string>;
}

/** Identifies the folder's content; flows compare it to detect a concurrent writer. */
export function revisionOf(folder: Folder): string {
  const stat = (p: string): string => {
    try {
      const s = statSync(p);
      return `${s.size}@${s.mtimeMs}`;
    } catch {
      return '-';
    }
  };
  return `${fileSize(folder.path('events'))}|${stat(folder.path('state'))}|${stat(folder.path('knowledge'))}`;
}

/** The day's snapshot of a folder; the state.md reader (and its YAML parser) is loaded only when one is due. */
export async function snapshotPayload(folder: Folder, meta: Record<string, unknown> | null, day: string): Promise<string> {
  const { readState } = await import('./state.js');
  const state = readState(folder);
  const snap: Record<string, unknown> = { slug: folder.slug, snapshot_date: day };
  if (meta) snap['meta'] = meta;
  if (state.exists) snap['state'] = state.raw;
  return dumpsPretty(snap);
}

/**
 * The day's automatic snapshot is due when none was taken on or after today. A
 * clock set back (or a trip west across midnight) must not replace an older
 * day's snapshot with today's state, nor move `last_snapshot` backwards.
 */
export function snapshotDue(last: string | null, today: string): boolean {
  return last === null || !DAY_RE.test(last) || last < today || clockError(last, today);
}
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A last snapshot day more than two days after today was written by a clock set
 * far ahead (a trip across the date line is at most one day): it is no proof that
 * today's snapshot was taken, and last_snapshot follows the clock again.
 */
function clockError(last: string, today: string): boolean {
  return Date.parse(`${last}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`) > CLOCK_SLACK_MS;
}
const CLOCK_SLACK_MS = 2 * 86_400_000;

/**
 * Runs a write on one folder: takes the lock, checks the caller's view is still
 * current, lets `fn` stage its writes, then commits them all or nothing:
 * 1. every new file (rewrites, the day's snapshot, a saved version, meta.json)
 *    is written beside its target and made durable, so a full disk stops the
 *    write before anything changed;
 * 2. the events are appended in one write (cut back if it fails);
 * 3. the prepared files are renamed into place, versions first, meta.json last.
 * Before each step the writer checks it still owns the lock.
 */
export async function mutate<T>(
  ctx: Ctx,
  slug: string,
  fn: (tx: Tx) => T | Promise<T>,
  opts: {
    expectRevision?: string;
    /** false: no day's snapshot; 'always': today's is written (replaced) whether due or not (`simp snapshot`). */
    snapshot?: boolean | 'always';
    /** A meta.json that cannot be read is no reason to refuse (a repair): the write sees none and may replace it. */
    tolerant?: boolean;
    /** Count the whole log for meta.json's event_count instead of trusting the marks (repair, rollback, upgrade). */
    recount?: boolean;
  } = {},
): Promise<{ result: T; changed: string[] }> {
  const folder = openFolder(ctx, slug);
  return withFolderLock(
    folder.dir,
    async (lock) => {
      if (opts.expectRevision !== undefined && revisionOf(folder) !== opts.expectRevision) {
        throw new ConflictError(`${slug} was changed by another program while you were working; reading it again`);
      }
      const now = ctx.now();
      const eventsPath = folder.path('events');
      const sizeBefore = fileSize(eventsPath);
      let meta: MetaFile | null;
      try {
        meta = readMeta(folder);
      } catch (err) {
        if (!opts.tolerant) throw err;
        meta = null;
      }
      const metaChanges: Record<string, unknown> = {};
      const changed = new Set<string>();
      const today = localDate(now);
      // The day's first snapshot shows the folder as it was before this write; it is
      // saved only once the write succeeded, so a refused write leaves no trace.
      const snapshot =
        meta && (opts.snapshot === 'always' || (opts.snapshot !== false && snapshotDue(meta.meta.last_snapshot, today)))
          ? await snapshotPayload(folder, meta.raw, today)
          : null;
      // Resolved up front: a snapshots/ link leading out of the base refuses the write before anything changes.
      const snapshotPath = snapshot === null ? '' : folder.sub('snapshots', `${today}.json`);
      const lines: string[] = [];
      const staged = new Map<string, string>();
      const sideLogs = new Map<string, string[]>();
      // Events the table of rules could not pass: the schema names what is wrong before anything is written.
      const unsure: { type: string; data: Record<string, unknown> }[] = [];
      let keepVersion = false;
      const early: (Prepared & { name: string })[] = [];
      let metaBase: Record<string, unknown> | null = null;
      const dirs: string[] = [];
      const files: string[] = [];
      const modes: [string, number][] = [];
      let moveTo: string | null = null;
      // Staging ends when fn returns: what is staged later would be neither checked nor written.
      let staging = true;
      const stillStaging = (): void => {
        if (!staging) throw new Error(`${slug}: a change was staged after its write had ended`);
      };
      /** The steps from the crush folder down to `dir` (none: the folder itself). */
      const subParts = (dir: string): string[] => {
        const r = relative(folder.dir, dir);
        return r === '' || r.startsWith('..') ? [] : r.split(sep);
      };
      const tx: Tx = {
        folder,
        now,
        meta,
        changed,
        append: (events) => {
          stillStaging();
          const stored = events.map((e) => {
            const shaped = checkEventShape(e.type, e.data);
            if (!shaped.sure) unsure.push(e);
            // An event told after the fact is stamped when it happened, and says when it was written.
            const back = e.at !== undefined && e.at !== localIso(now) && (parseTs(e.at)?.getTime() ?? Infinity) < now.getTime();
            const data = back ? { ...shaped.data, recorded_at: localIso(now) } : shaped.data;
            return eventLine(folder.slug, e.type, data, now, back ? e.at : undefined);
          });
          if (stored.length === 0) return [];
          lines.push(...stored.map((s) => s.line));
          changed.add('events.jsonl');
          return stored.map((s) => s.event);
        },
        write: (path, content, label) => {
          stillStaging();
          // The logs are only ever appended to, never replaced.
          if (path === eventsPath || sideLogs.has(path) || path === folder.path('interactions')) {
            if (existsSync(path)) throw new Error(`${label} is append-only: a write may not replace it`);
          }
          // A file of a sub-folder (memories/chats/...): that folder must be a real one inside the base.
          const parts = subParts(dirname(path));
          if (parts.length > 0) folder.writeDir(parts, false);
          staged.set(path, content);
          changed.add(label);
        },
        setMeta: (changes) => {
          stillStaging();
          Object.assign(metaChanges, changes);
        },
        appendTo: (path, more, label) => {
          stillStaging();
          if (more.length === 0) return;
          sideLogs.set(path, [...(sideLogs.get(path) ?? []), ...more]);
          changed.add(label);
        },
        keepVersion: () => {
          stillStaging();
          keepVersion = true;
        },
        saveVersion: (current) => {
          stillStaging();
          const from = current ?? meta?.meta.version ?? 'v1';
          const version = prepareVersion(folder, from, now);
          early.push(version);
          changed.add(`versions/${version.name}/`);
          metaChanges['version'] = nextVersion(from);
          return version.name;
        },
        replaceMeta: (raw) => {
          stillStaging();
          metaBase = raw;
        },
        setMode: (path, mode) => {
          stillStaging();
          modes.push([path, mode]);
          changed.add(path === folder.dir ? '.' : path.slice(folder.dir.length + 1));
        },
        ensureFile: (path) => {
          stillStaging();
          if (!existsSync(path)) {
            files.push(path);
            changed.add(path.slice(folder.dir.length + 1));
          }
        },
        ensureDir: (path) => {
          stillStaging();
          folder.writeDir(subParts(path), false);
          if (!existsSync(path)) {
            dirs.push(path);
            changed.add(`${path.slice(folder.dir.length + 1)}/`);
          }
        },
        moveFolder: (dest) => {
          stillStaging();
          if (existsSync(dest)) throw refused({ field: '', kind: 'place', problem: 'dest-exists', value: dest });
          moveTo = dest;
        },
      };
      let result: T;
      try {
        result = await fn(tx);
      } catch (err) {
        for (const v of early) v.abort();
        throw err;
      } finally {
        staging = false;
      }
      for (const e of unsure) validateEventData(e.type, e.data);
      const written = changed.size > 0 || modes.length > 0 || Object.keys(metaChanges).length > 0 || metaBase !== null || opts.snapshot === 'always' || moveTo !== null;
      if (!written) return { result, changed: [] };

      const prepared: Prepared[] = [...early];
      // What each prepared file is, for saying what got written when the lock is lost midway.
      const names = new Map<Prepared, string>(early.map((v) => [v, `versions/${v.name}/`]));
      const rel = (path: string): string => relative(folder.dir, path) || path;
      const done: string[] = [];
      let appended = false;
      const appendedTo: { path: string; from: number; bytes: number }[] = [];
      let journal: Journal | null = null;
      let renamed = false;
      /** Folders with a rename not yet made durable (fsynced once after the last one, or when the write stops). */
      const renamedIn = new Set<string>();
      try {
        const version = keepVersion && early.length === 0 && staged.size > 0 ? prepareVersion(folder, meta?.meta.version ?? 'v1', now) : null;
        if (version) {
          prepared.push(version);
          names.set(version, `versions/${version.name}/`);
          changed.add(`versions/${version.name}/`);
          if (meta) metaChanges['version'] = nextVersion(meta.meta.version);
        }
        for (const [path, content] of staged) {
          const parts = subParts(dirname(path));
          if (parts.length > 0) folder.writeDir(parts, true);
          const p = prepareReplace(path, content);
          prepared.push(p);
          names.set(p, rel(path));
        }
        if (snapshot !== null && (changed.size > 0 || opts.snapshot === 'always')) {
          folder.writeDir(['snapshots'], true);
          const p = prepareReplace(snapshotPath, snapshot);
          prepared.push(p);
          names.set(p, `snapshots/${today}.json`);
          // A snapshot asked for on a day before the last one (a clock set back) leaves last_snapshot where it was.
          if (snapshotDue(meta?.meta.last_snapshot ?? null, today)) metaChanges['last_snapshot'] = today;
          changed.add(`snapshots/${today}.json`);
        }
        const block = eventBlock(eventsPath, sizeBefore, lines);
        const countBefore = opts.recount ? await countEvents(eventsPath, 0, sizeBefore) : await countFromMarks(eventsPath, meta?.raw ?? null, sizeBefore);
        const count = countBefore + lines.length;
        // meta.json last of all, prepared with the rest (another program may have changed it meanwhile).
        let keptNext: Record<string, unknown> | null = null;
        const metaFor = async (n: number, bytes: number): Promise<Prepared | null> => {
          const base = metaBase ?? (meta ? (await latestMeta(folder, meta)).raw : null);
          if (base === null) return null;
          const merged = mergeMeta(base, { ...metaChanges, ...countMarks(n, bytes), updated_at: localIso(now) });
          // Where the last mode change and the last correction are, for the bytes the count covers (log-marks.ts).
          const marks = marksAfter(eventsPath, base, sizeBefore, block, lines, opts.recount === true);
          for (const [key, at] of Object.entries(marks)) {
            if (at === undefined || bytes !== expected) delete merged[key];
            else merged[key] = at;
          }
          keptNext = keptChanges(readKept(folder.dir), merged) ? keptOf(merged) : null;
          return prepareReplace(folder.path('meta'), metaText(folder, merged));
        };
        const expected = sizeBefore + Buffer.byteLength(block);
        // A move alone (the trash) leaves meta.json exactly as it was; anything else records the write in it.
        const moveOnly = moveTo !== null && changed.size === 0 && Object.keys(metaChanges).length === 0 && metaBase === null && modes.length === 0;
        let metaNext = moveOnly ? null : await metaFor(count, expected);
        // simp's copy of the values another tool's rewrite of meta.json could drop, put in place just before it.
        if (metaNext && keptNext !== null) {
          const kept = prepareReplace(join(folder.dir, KEPT_NAME), `${JSON.stringify(keptNext, null, 2)}\n`);
          prepared.push(kept);
          names.set(kept, KEPT_NAME);
        }
        if (metaNext) {
          prepared.push(metaNext);
          names.set(metaNext, 'meta.json');
        }

        // Everything is prepared: the plan goes to disk, so a writer killed after the events leaves a write the next one finishes.
        const sideBlocks = [...sideLogs].map(([path, more]) => ({ path, from: fileSize(path), block: eventBlock(path, fileSize(path), more), lines: more.length }));
        journal = writeJournal(folder.dir, { from: sizeBefore, block }, sideBlocks, prepared);
        lock.check('events.jsonl');
        if (block !== '') {
          appendDurable(eventsPath, block);
          appendedTo.push({ path: eventsPath, from: sizeBefore, bytes: Buffer.byteLength(block) });
          appended = true;
          done.push(`events.jsonl (${lines.length} ${lines.length === 1 ? 'event' : 'events'})`);
          // Count again, from this program's last mark, when the count before cannot stand: another program
          // appended at the same moment (the reference tools take no lock; the count before may have seen some
          // of its lines), or this append closed a cut-off last line (the newline it starts with can make that
          // line a whole event, which the count before, taken without the newline, left out).
          const size = fileSize(eventsPath);
          if ((size !== expected || block.startsWith('\n')) && metaNext) {
            metaNext.abort();
            metaNext = await metaFor(opts.recount ? await countEvents(eventsPath, 0, size) : await countFromMarks(eventsPath, meta?.raw ?? null, size), size);
            prepared[prepared.length - 1] = metaNext as Prepared;
            names.set(metaNext as Prepared, 'meta.json');
            journal.update(prepared);
          }
        }
        for (const side of sideBlocks) {
          lock.check(rel(side.path));
          // Another program appended since the plan: the block starts where the log ends now.
          const now = fileSize(side.path);
          const text = now === side.from ? side.block : eventBlock(side.path, now, sideLogs.get(side.path) ?? []);
          appendDurable(side.path, text);
          appendedTo.push({ path: side.path, from: now, bytes: Buffer.byteLength(text) });
          appended = true;
          done.push(`${rel(side.path)} (${side.lines} ${side.lines === 1 ? 'line' : 'lines'})`);
        }
        for (const dir of dirs) {
          lock.check(`${rel(dir)}/`);
          folder.writeDir(subParts(dir), true);
        }
        for (const file of files) {
          lock.check(rel(file));
          if (!existsSync(file)) writeNewDurable(file, '');
        }
        // Each folder's renames made durable by one fsync of it after the last, before the plan goes:
        // a crash before that leaves the plan, and the next write redoes any rename that did not land.
        while (prepared.length > 0) {
          const p = prepared[0] as Prepared;
          lock.check(names.get(p) ?? '');
          if (p.rename && p.dir !== undefined) {
            p.rename();
            renamedIn.add(p.dir);
          } else p.commit();
          renamed = true;
          prepared.shift();
          done.push(names.get(p) ?? '');
        }
        for (const dir of renamedIn) fsyncDir(dir);
        journal.done();
        journal = null;
        if (metaNext) changed.add('meta.json');
        // Modes last: a rewrite above keeps the mode its file had.
        for (const [path, mode] of modes) {
          lock.check(rel(path));
          chmodSync(path, mode);
        }
        if (moveTo !== null) {
          const dest: string = moveTo;
          try {
            lock.check(rel(dest));
            renameSync(folder.dir, dest);
          } catch (err) {
            // Written already (a rename's meta.json, profile.md, its event), not moved: said as it is.
            if (done.length > 0 && !(err instanceof LockLostError)) throw new MoveUnfinishedError(folder.dir, dest, done.filter(Boolean), folderError(folder.dir, err));
            throw err;
          }
          // The lock went along with the folder: dropped at its new place (left there, it is a gone writer's, taken over by the next).
          try {
            rmSync(join(dest, LOCK_NAME), { recursive: true, force: true });
          } catch {
            // the move stands
          }
        }
      } catch (err) {
        // What was renamed before the stop is made durable as a commit would have (the plan may go below).
        for (const dir of renamedIn) fsyncDir(dir);
        const left = prepared.map((p) => names.get(p) ?? '').filter(Boolean);
        // Appended, then stopped before the renames (a full disk at the next log): the appends are cut back
        // when nothing came after them, so the write is undone whole and a retry writes it once.
        const undone = appended && !renamed && !(err instanceof LockLostError) && cutBackAll(appendedTo);
        if (appended && !undone && !(err instanceof LockLostError) && journal !== null) {
          // Kept for the next write to finish (the temps stay with the plan).
          journal.leave();
          throw new PartialWriteError(slug, folderError(folder.dir, err), true);
        }
        for (const p of prepared) p.abort();
        journal?.done();
        if (err instanceof MoveUnfinishedError) throw err;
        if (err instanceof LockLostError) throw lockLostDuring(folder.dir, done.filter(Boolean), left);
        if (appended && !undone) throw new PartialWriteError(slug, folderError(folder.dir, err));
        throw folderError(folder.dir, err);
      }
      return { result, changed: [...changed] };
    },
    ctx.lock,
  );
}

/** Cuts every append of this write back, newest first; false when one cannot be (another program appended after it). */
function cutBackAll(appends: readonly { path: string; from: number; bytes: number }[]): boolean {
  if (!appends.every((a) => fileSize(a.path) === a.from + a.bytes)) return false;
  for (const a of [...appends].reverse()) if (!cutBack(a.path, a.from, a.from + a.bytes)) return false;
  return true;
}

/** meta.json as it is now (another program may have changed it while this write ran), else as read at the start. */
async function latestMeta(folder: Folder, read: MetaFile): Promise<MetaFile> {
  try {
    return readMeta(folder) ?? read;
  } catch {
    return read;
  }
}
