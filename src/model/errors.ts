import { issueText, type FieldIssue } from './field-issues.js';

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
  | { readonly kind: 'analyze' }
  /** A time still to come, logged as planned. */
  | { readonly kind: 'planned' };

/** Where an error keeps the tags of its classes (a registered symbol: every file of the bundle sees the same one). */
const CLASSES = Symbol.for('simp.error.classes');

/** The tags of a class and of the classes it extends. */
function tagsOf(ctor: unknown): string[] {
  const tags: string[] = [];
  for (let c = ctor as { tag?: unknown } | null; c && c !== Error; c = Object.getPrototypeOf(c) as { tag?: unknown } | null) {
    if (Object.hasOwn(c, 'tag') && typeof c.tag === 'string') tags.push(c.tag);
  }
  return tags;
}

/**
 * An error of this program. The shipped bundle is several files, some with their
 * own copy of these classes (the binary's append file, the schemas it loads for a
 * wrong field); `instanceof` also goes by the tag of each class that has one,
 * so an error made by one copy is known for what it is by the other.
 */
export class SimpError extends Error {
  static readonly tag: string = 'SimpError';

  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    // A class without a tag of its own is known by its prototype only.
    if (!Object.hasOwn(this, 'tag')) return false;
    const tags = value !== null && typeof value === 'object' ? (value as { [CLASSES]?: unknown })[CLASSES] : undefined;
    return Array.isArray(tags) && tags.includes(this.tag);
  }

  constructor(
    message: string,
    readonly kind: ErrorKind,
    readonly remedy: Remedy | null = null,
  ) {
    super(message);
    this.name = new.target.name;
    Object.defineProperty(this, CLASSES, { value: tagsOf(new.target) });
  }
}

/**
 * The user's input (or a file's content) is wrong; nothing was written. When
 * fields failed their rules, `issues` says which and how, so a front end can say
 * it in the user's language; `scope` is what they belong to (`data of signal_recorded`,
 * a file's path).
 */
export class InputError extends SimpError {
  static override readonly tag: string = 'InputError';

  constructor(
    message: string,
    readonly issues: readonly FieldIssue[] = [],
    readonly scope = '',
    remedy: Remedy | null = null,
  ) {
    super(message, 'input', remedy);
  }
}

/**
 * The input error of one or more issues: the issues say it in the user's language
 * (present/field-errors.ts); the message is their English, for logs.
 */
export function refused(issues: FieldIssue | readonly FieldIssue[], opts: { scope?: string; remedy?: Remedy } = {}): InputError {
  const list: readonly FieldIssue[] = Array.isArray(issues) ? issues : [issues as FieldIssue];
  const text = list.map(issueText).join('; ');
  return new InputError(opts.scope ? `${opts.scope}: ${text}` : text, list, opts.scope ?? '', opts.remedy ?? null);
}

/** Why a folder simp would write into is refused. */
export type FolderPlaceWhy = 'link' | 'link-outside' | 'not-a-folder' | 'outside';

const PLACE_WHY: Record<FolderPlaceWhy, string> = {
  link: 'it is a link',
  'link-outside': 'it is a link leading outside the data folder',
  'not-a-folder': 'it is not a folder',
  outside: 'it is outside the data folder',
};

/**
 * A folder simp would write into or move a crush into (`.trash/`, `snapshots/`,
 * `versions/`, `memories/...`) that is not a real folder inside the base folder:
 * a link (even to a folder of the base), a file, or a place outside it. Nothing
 * was changed; the front end says it in the user's language.
 */
export class FolderPlaceError extends InputError {
  static override readonly tag: string = 'FolderPlaceError';

  constructor(
    readonly path: string,
    readonly why: FolderPlaceWhy,
  ) {
    super(`${path} is not a real folder inside the data folder (${PLACE_WHY[why]}): nothing was changed`);
  }
}

/**
 * A rename that stopped part way after writing some of it (meta.json, profile.md,
 * its event), its folder still under the old name: running the same rename again
 * finishes it. `reason` is what stopped it.
 */
export class RenameUnfinishedError extends SimpError {
  static override readonly tag: string = 'RenameUnfinishedError';

  constructor(
    readonly from: string,
    readonly to: string,
    readonly reason: unknown,
  ) {
    super(`renaming ${from} to ${to} stopped part way (${describeError(reason)}): the folder is still ${from}; run \`simp rename ${from} ${to}\` again to finish it`, 'failure');
  }
}

/** A folder or version that was asked for does not exist. */
export class NotFoundError extends SimpError {
  static override readonly tag: string = 'NotFoundError';

  constructor(
    message: string,
    remedy: Remedy | null = null,
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(message, 'input', remedy);
  }
}

/** Another process changed the folder between a read and the write that depends on it. */
export class ConflictError extends SimpError {
  static override readonly tag: string = 'ConflictError';

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
  static override readonly tag: string = 'DiskFullError';

  constructor(
    readonly dir: string,
    readonly code: string,
  ) {
    super(`the disk holding ${dir} is full (${code}); nothing was written`, 'failure');
  }
}

/**
 * A picture that cannot be drawn as PNG for want of a font: none found (`where`: the
 * folders looked in), none with Chinese characters for a picture with Chinese text,
 * or the renderer's WebAssembly missing beside the program (`where`: its folder).
 */
export class FontError extends SimpError {
  static override readonly tag: string = 'FontError';

  constructor(
    readonly why: 'none' | 'no-cjk' | 'no-wasm',
    readonly where: string,
  ) {
    super(
      {
        none: `a PNG needs a font and none was found (looked in ${where}): pass --font FILE, set SIMP_FONT_DIRS, or write .svg`,
        'no-cjk': `the picture has Chinese text (its labels, or the name) and no font with Chinese characters was found (looked in ${where}): install one (for example Noto Sans CJK: fonts-noto-cjk), pass --font FILE, or write .svg (your viewer draws the text); nothing was written`,
        'no-wasm': `cannot find the PNG renderer beside the program (${where}); reinstall simp`,
      }[why],
      'failure',
    );
  }
}

/** The user's editor (Ctrl-E) could not start (`detail`: why) or exited with a failure (`detail`: its status or signal); the text is kept. */
export class EditorError extends SimpError {
  static override readonly tag: string = 'EditorError';

  constructor(
    readonly command: string,
    readonly why: 'start' | 'status',
    readonly detail: string,
  ) {
    super(why === 'start' ? `the editor (${command}) could not start: ${detail}` : `the editor (${command}) exited with status ${detail}; the text is as it was`, 'failure');
  }
}
