import type { FieldIssue } from './field-issues.js';

/**
 * What kind of failure an error is: the user's input (or a file's content) is
 * wrong, or something failed that the input did not cause. Front ends decide
 * what follows from it (the command line's exit code, a screen's wording).
 */
export type ErrorKind = 'input' | 'failure';

/**
 * What the user can do to get past an error, as data: the front end says it in
 * its own words and language (the command line names the verb to run).
 */
export type Remedy =
  /** state.md and meta.json rebuilt from events.jsonl (a file a flow cannot use, or one left behind the events). */
  | { readonly kind: 'rebuild'; readonly slug: string }
  /** The files an older folder lacks, added. */
  | { readonly kind: 'upgrade'; readonly slug: string }
  /** The crushes there are. */
  | { readonly kind: 'list' }
  /** The saved versions of a crush. */
  | { readonly kind: 'versions'; readonly slug: string }
  /** A first reading of the signals. */
  | { readonly kind: 'analyze' };

export class SimpError extends Error {
  constructor(
    message: string,
    readonly kind: ErrorKind,
    readonly remedy: Remedy | null = null,
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
    remedy: Remedy | null = null,
  ) {
    super(message, 'input', remedy);
  }
}

/** A folder or version that was asked for does not exist. */
export class NotFoundError extends SimpError {
  constructor(message: string, remedy: Remedy | null = null) {
    super(message, 'input', remedy);
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
