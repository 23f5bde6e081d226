// The failures of a write, as data the front ends word in the user's language
// (present/field-errors.ts): the lock busy, taken away or blocked; a folder that
// cannot be written; a write stopped after its events landed; a move left undone.
import { DiskFullError, SimpError, describeError } from '../../model/errors.js';

/** The lock is held by a process that is still there; nothing was written. */
export class LockBusyError extends SimpError {
  static override readonly tag: string = 'LockBusyError';

  constructor(
    readonly dir: string,
    readonly holder: Holder,
    readonly waitedS: number,
    /** The user gave up waiting (the TUI's Esc) rather than the wait running out. */
    readonly gaveUp = false,
  ) {
    super(`${dir} is being written by ${holderText(holder)}; ${gaveUp ? 'stopped waiting' : 'gave up'} after waiting ${waitedS} s, and nothing was written`, 'failure');
  }
}

/** Who holds a lock, as said to the user. */
export interface Holder {
  pid: number;
  command: string;
  /** Another computer's name; null on this one. */
  host: string | null;
  /** When it took the lock (HH:MM:SS). */
  since: string;
}

/** A holder in words (English; the front ends say it in the user's language from the fields). */
export const holderText = (h: Holder): string => `process ${h.pid} (${h.command || 'simp'}${h.host === null ? '' : ` on ${h.host}`}, since ${h.since})`;

/** Something that is not simp's lock sits where the lock goes; nothing was written. */
export class LockObstacleError extends SimpError {
  static override readonly tag: string = 'LockObstacleError';

  /** `why`: a link, a file, a folder with files not simp's (`detail`: the first names), several owners (`detail`: how many). */
  constructor(
    readonly path: string,
    readonly why: LockObstacle,
    readonly detail = '',
  ) {
    super(`${path} ${OBSTACLE_WHY[why](detail)}; simp keeps its lock there. Move it away (if no simp is running) and try again; nothing was written`, 'failure');
  }
}

/** What sits where a folder's lock goes and is not simp's lock. */
export type LockObstacle = 'link' | 'file' | 'foreign' | 'owners';

const OBSTACLE_WHY: Record<LockObstacle, (detail: string) => string> = {
  link: () => 'is a symbolic link',
  file: () => "is a file, not simp's lock folder",
  foreign: (names) => `holds files that are not simp's (${names})`,
  owners: (n) => `names ${n} owners`,
};

/** The lock was taken away from this writer (removed by hand, or judged gone from another computer). */
export class LockLostError extends SimpError {
  static override readonly tag: string = 'LockLostError';

  constructor(
    message: string,
    /** What this writer had committed before it stopped, and what it left unwritten. */
    readonly written: readonly string[] = [],
    readonly left: readonly string[] = [],
    readonly dir = '',
  ) {
    super(message, 'failure');
  }
}

/** The lock lost in the middle of a commit: what got written before the writer stopped, and what did not. */
export function lockLostDuring(dir: string, written: readonly string[], left: readonly string[]): LockLostError {
  const head = `the lock on ${dir} was taken away while writing, so this write stopped`;
  if (written.length === 0) return new LockLostError(`${head}; nothing was written`, written, left, dir);
  const rest = left.length > 0 ? `; not written: ${left.join(', ')} (\`simp doctor\` says what to mend)` : '';
  return new LockLostError(`${head}; written: ${written.join(', ')}${rest}`, written, left, dir);
}

/** The folder cannot be written at all (read-only file system or permissions); nothing was written. */
export class ReadOnlyError extends SimpError {
  static override readonly tag: string = 'ReadOnlyError';

  constructor(
    readonly dir: string,
    readonly code: string,
  ) {
    super(`cannot write in ${dir} (${code}: read-only or not yours); nothing was written`, 'failure');
  }
}

/** A failure to write in the folder, said plainly when it is the folder's fault (read-only, not yours, full). */
export function folderError(dir: string, err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new ReadOnlyError(dir, code);
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') return new DiskFullError(dir, code);
  return err;
}

/** Something went wrong after the events were already in the log: said plainly, never "nothing changed". */
export class PartialWriteError extends SimpError {
  static override readonly tag: string = 'PartialWriteError';

  constructor(
    readonly slug: string,
    readonly reason: unknown,
    /** The rest stays planned on disk: the next write (or `simp doctor --fix`) finishes it. */
    readonly finishedNext = false,
  ) {
    super(
      finishedNext
        ? `${slug}: the events were written, but putting the other files in place stopped (${describeError(reason)}); the next write, or simp doctor --fix, finishes them`
        : `${slug}: the events were written, but updating the other files failed (${describeError(reason)})`,
      'failure',
      finishedNext ? null : { kind: 'rebuild', slug },
    );
  }
}

/** A move that did not happen after the rest of its write was committed: what was written, and what stopped the move. */
export class MoveUnfinishedError extends SimpError {
  static override readonly tag: string = 'MoveUnfinishedError';

  constructor(
    readonly dir: string,
    readonly dest: string,
    readonly written: readonly string[],
    readonly reason: unknown,
  ) {
    super(`${written.join(', ')} written in ${dir}, but the folder could not be moved to ${dest} (${describeError(reason)})`, 'failure');
  }
}
