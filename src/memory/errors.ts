import type { FieldIssue } from './field-issues.js';

/**
 * Errors carry the exit code the command line uses: 2 for bad input or usage
 * (the message names the file, line or field), 1 for anything else.
 */
export class SimpError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
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
    /** Said after the issues: what would fix it. */
    readonly hint = '',
  ) {
    super(message, 2);
  }
}

/** A folder or version that was asked for does not exist. */
export class NotFoundError extends SimpError {
  constructor(message: string) {
    super(message, 2);
  }
}

/** Another process changed the folder between a read and the write that depends on it. */
export class ConflictError extends SimpError {
  constructor(message: string) {
    super(message, 1);
  }
}

export function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** What to do about a state.md or meta.json a flow cannot use. */
export const repairHint = (slug: string): string =>
  ` (\`simp rebuild ${slug} --write\` rebuilds it from events.jsonl and keeps the old file in versions/)`;

/** The disk ran out of room (or quota) before anything was changed. */
export class DiskFullError extends SimpError {
  constructor(dir: string, code: string) {
    super(`the disk holding ${dir} is full (${code}); nothing was written`, 1);
  }
}
