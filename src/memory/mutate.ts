import { statSync } from 'node:fs';
import { folderError, withFolderLock } from './lock.js';
import { openFolder, fileSize, type Ctx, type Folder } from './folder.js';
import { loadMeta, loadMetaText, mergeMeta, type MetaFile } from './meta-load.js';
import { countMarks } from './count-marks.js';
import { countFromMarks } from './event-read.js';
import { appendDurable, prepareReplace, type Prepared, makeDir } from './atomic.js';
import { checkEventShape, eventBlock, eventLine } from './event-write.js';
import { localDate, localIso, parseTs } from '../model/time.js';
import { dumpsPretty } from './pyjson.js';
import { ConflictError, SimpError, describeError } from '../model/errors.js';
import { nextVersion, prepareVersion } from './version-files.js';
import type { SimpEvent } from '../model/schemas.js';

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
  return last === null || !DAY_RE.test(last) || last < today;
}
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Something went wrong after the events were already in the log: said plainly, never "nothing changed". */
export class PartialWriteError extends SimpError {
  static override readonly tag: string = 'PartialWriteError';

  constructor(slug: string, cause: unknown) {
    super(
      `${slug}: the events were written, but updating the other files failed (${describeError(cause)})`,
      'failure',
      { kind: 'rebuild', slug },
    );
  }
}

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
  opts: { expectRevision?: string; snapshot?: boolean } = {},
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
      const meta = await loadMeta(folder);
      const metaChanges: Record<string, unknown> = {};
      const changed = new Set<string>();
      const today = localDate(now);
      // The day's first snapshot shows the folder as it was before this write; it is
      // saved only once the write succeeded, so a refused write leaves no trace.
      const snapshot =
        meta && opts.snapshot !== false && snapshotDue(meta.meta.last_snapshot, today) ? await snapshotPayload(folder, meta.raw, today) : null;
      // Resolved up front: a snapshots/ link leading out of the base refuses the write before anything changes.
      const snapshotPath = snapshot === null ? '' : folder.sub('snapshots', `${today}.json`);
      const lines: string[] = [];
      const staged = new Map<string, string>();
      const sideLogs = new Map<string, string[]>();
      // Events the table of rules could not pass: the schema names what is wrong before anything is written.
      const unsure: { type: string; data: Record<string, unknown> }[] = [];
      let keepVersion = false;
      // Staging ends when fn returns: what is staged later would be neither checked nor written.
      let staging = true;
      const stillStaging = (): void => {
        if (!staging) throw new Error(`${slug}: a change was staged after its write had ended`);
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
      };
      let result: T;
      try {
        result = await fn(tx);
      } finally {
        staging = false;
      }
      if (unsure.length > 0) {
        const { validateEventData } = await import('./event-check.js');
        for (const e of unsure) validateEventData(e.type, e.data);
      }
      const written = changed.size > 0 || Object.keys(metaChanges).length > 0;
      if (!written) return { result, changed: [] };

      const prepared: Prepared[] = [];
      let appended = false;
      try {
        const version = keepVersion && staged.size > 0 ? prepareVersion(folder, meta?.meta.version ?? 'v1', now) : null;
        if (version) {
          prepared.push(version);
          changed.add(`versions/${version.name}/`);
          if (meta) metaChanges['version'] = nextVersion(meta.meta.version);
        }
        for (const [path, content] of staged) prepared.push(prepareReplace(path, content));
        if (snapshot !== null && changed.size > 0) {
          makeDir(folder.sub('snapshots'));
          prepared.push(prepareReplace(snapshotPath, snapshot));
          metaChanges['last_snapshot'] = today;
          changed.add(`snapshots/${today}.json`);
        }
        const block = eventBlock(eventsPath, sizeBefore, lines);
        const countBefore = await countFromMarks(eventsPath, meta?.raw ?? null, sizeBefore);
        const count = countBefore + lines.length;
        // meta.json last of all, prepared with the rest (another program may have changed it meanwhile).
        const metaFor = async (n: number, bytes: number): Promise<Prepared | null> =>
          meta
            ? prepareReplace(
                folder.path('meta'),
                await loadMetaText(folder, mergeMeta((await latestMeta(folder, meta)).raw, { ...metaChanges, ...countMarks(n, bytes), updated_at: localIso(now) })),
              )
            : null;
        const expected = sizeBefore + Buffer.byteLength(block);
        let metaNext = await metaFor(count, expected);
        if (metaNext) prepared.push(metaNext);

        lock.check();
        if (block !== '') {
          appendDurable(eventsPath, block);
          appended = true;
          // Count again, from this program's last mark, when the count before cannot stand: another program
          // appended at the same moment (the reference tools take no lock; the count before may have seen some
          // of its lines), or this append closed a cut-off last line (the newline it starts with can make that
          // line a whole event, which the count before, taken without the newline, left out).
          const size = fileSize(eventsPath);
          if ((size !== expected || block.startsWith('\n')) && metaNext) {
            metaNext.abort();
            metaNext = await metaFor(await countFromMarks(eventsPath, meta?.raw ?? null, size), size);
            prepared[prepared.length - 1] = metaNext as Prepared;
          }
        }
        for (const [path, more] of sideLogs) {
          lock.check();
          appendDurable(path, eventBlock(path, fileSize(path), more));
          appended = true;
        }
        for (const p of prepared) {
          lock.check();
          p.commit();
        }
        prepared.length = 0;
        if (metaNext) changed.add('meta.json');
      } catch (err) {
        for (const p of prepared) p.abort();
        if (appended) throw new PartialWriteError(slug, err);
        throw folderError(folder.dir, err);
      }
      return { result, changed: [...changed] };
    },
    ctx.lock,
  );
}

/** meta.json as it is now (another program may have changed it while this write ran), else as read at the start. */
async function latestMeta(folder: Folder, read: MetaFile): Promise<MetaFile> {
  try {
    return (await loadMeta(folder)) ?? read;
  } catch {
    return read;
  }
}
