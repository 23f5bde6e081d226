import type { FieldIssue } from './field-issues.js';

/**
 * What kind of failure an error is: the user's input (or a file's content) is
 * wrong, or something failed that the input did not cause. Front ends decide
 * what follows from it (the command line's exit code, a screen's wording).
 */
export type ErrorKind = 'input' | 'failure';

export class SimpError extends Error {
  constructor(
    message: string,
    readonly kind: ErrorKind,
    /** The crush whose state.md and meta.json a rebuild from events.jsonl would mend, when that is the fix. */
    readonly repairable: string | null = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The user's input (or a file's content) is wrong; nothing was written. When
 * fields failed their rules, `issues` says which and how, so a front end can say
 * it in the user's language; `scope` is what they belong to (`data of signal_recorded`,
 * a file's path).
 */
export class InputError extends SimpError {
  constructor(
    message: string,
    readonly issues: readonly FieldIssue[] = [],
    readonly scope = '',
    repairable: string | null = null,
  ) {
    super(message, 'input', repairable);
  }
}

/** A folder or version that was asked for does not exist. */
export class NotFoundError extends SimpError {
  constructor(message: string) {
    super(message, 'input');
  }
}

/** Another process changed the folder between a read and the write that depends on it. */
export class ConflictError extends SimpError {
  constructor(message: string) {
    super(message, 'failure');
  }
}

/** The plain message of anything thrown (front ends say known errors in the user's language). */
export function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The disk ran out of room (or quota) before anything was changed. */
export class DiskFullError extends SimpError {
  constructor(dir: string, code: string) {
    super(`the disk holding ${dir} is full (${code}); nothing was written`, 'failure');
  }
}
