// The limits on what is read (model/limits.ts), applied where files are read:
// a size checked before a file is read whole (and held while it is read), a JSON
// text's nesting counted by one linear scan before it is parsed.
import { fstatSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import { InputError, type Remedy } from '../../model/errors.js';
import { limitText, type FieldIssue, type LimitKind } from '../../model/field-issues.js';
import { LIMITS } from '../../model/limits.js';

/** The refusal of a text over a limit: names the file (and line), states the limit; nothing is read further. */
export function limitError(path: string, what: LimitKind, limit: number, line?: number, remedy: Remedy | null = null): InputError {
  const issue = { field: '', kind: 'limit' as const, what, limit, ...(line !== undefined && { line }) };
  return new InputError(`${path}: ${limitText(issue)}`, [issue], path, remedy);
}

/** Whether an error is a refusal over a limit (a repair sets such a file aside instead of failing). */
export function isLimitError(err: unknown): boolean {
  return limitOf(err) !== undefined;
}

/** The limit an error is a refusal over, if it is one (for front ends to say in the user's language). */
export function limitOf(err: unknown): FieldIssue | undefined {
  return err instanceof InputError ? err.issues.find((i) => i.kind === 'limit') : undefined;
}

/** What was wrong with a file read, as field issues a front end says in the user's language (none for another error). */
export function issuesOf(err: unknown): { issues?: readonly FieldIssue[] } {
  return err instanceof InputError && err.issues.length > 0 ? { issues: err.issues } : {};
}

/** The most simp reads of a file of a crush folder (or a copy of one), by its name. */
export function limitFor(path: string): number {
  const name = basename(path);
  if (name === 'meta.json') return LIMITS.metaBytes;
  if (name === 'knowledge.json') return LIMITS.knowledgeBytes;
  if (name.endsWith('.md')) return LIMITS.markdownBytes;
  if (name.endsWith('.jsonl')) throw new Error(`${name} is read line by line, never whole`);
  return LIMITS.otherFileBytes;
}

/**
 * The rest of an open regular file as bytes, refused when it is larger than
 * `limit` (by its size first, then while reading: a file that grows meanwhile is
 * read no further than the limit).
 */
export function readBounded(fd: number, path: string, limit: number, first?: Buffer): Buffer {
  const size = fstatSync(fd).size;
  if (size > limit) throw limitError(path, 'bytes', limit);
  const parts: Buffer[] = first === undefined ? [] : [first];
  let total = first?.length ?? 0;
  // Read in place into one buffer of the size stat gave (and a byte more, to see a file that
  // grew): no copy of each chunk and no join. Only a file that grows meanwhile reads on below.
  const whole = Buffer.allocUnsafe(Math.max(0, Math.min(size + 1, limit + 1 - total)));
  let filled = 0;
  while (filled < whole.length) {
    const got = readSync(fd, whole, filled, whole.length - filled, null);
    if (got === 0) break;
    filled += got;
  }
  total += filled;
  if (total > limit) throw limitError(path, 'bytes', limit);
  if (filled < whole.length) {
    const read = whole.subarray(0, filled);
    return parts.length === 0 ? read : Buffer.concat([...parts, read], total);
  }
  parts.push(whole);
  const buf = Buffer.allocUnsafe(Math.min(Math.max(size + 1, 64 * 1024), limit + 1, 1 << 20));
  for (;;) {
    const got = readSync(fd, buf, 0, Math.min(buf.length, limit + 1 - total), null);
    if (got === 0) break;
    parts.push(Buffer.from(buf.subarray(0, got)));
    total += got;
    if (total > limit) throw limitError(path, 'bytes', limit);
  }
  return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, total);
}

const QUOTE = 34;
const BACKSLASH = 92;
const NEWLINE = 10;
const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

/**
 * One pass over a JSON text's structure from `from`: `visit` is called with the
 * code and index of every bracket, comma, colon and line break outside strings
 * (line breaks inside strings too, so lines are counted right), and the walk
 * stops where it returns false. Returns that index, or -1 at the end.
 */
function walkStructure(text: string, from: number, visit: (c: number, i: number) => boolean): number {
  let inString = false;
  for (let i = from; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
      else if (c === NEWLINE && !visit(c, i)) return i;
    } else if (c === QUOTE) inString = true;
    else if ((c === OPEN_BRACE || c === OPEN_BRACKET || c === CLOSE_BRACE || c === CLOSE_BRACKET || c === COMMA || c === COLON || c === NEWLINE) && !visit(c, i)) return i;
  }
  return -1;
}

const opens = (c: number): boolean => c === OPEN_BRACE || c === OPEN_BRACKET;
const closes = (c: number): boolean => c === CLOSE_BRACE || c === CLOSE_BRACKET;

/**
 * The 1-based line where a JSON text first nests deeper than `limit` levels, or
 * null: one pass, brackets inside strings skipped. Runs before the text is
 * parsed, so no parser or writer after it meets a value deeper than the limit.
 */
export function tooDeepAt(text: string, limit: number = LIMITS.jsonDepth): number | null {
  // Cheap first: a text that opens no more than `limit` brackets in all cannot be too deep.
  let opened = 0;
  for (let i = text.indexOf('{'); i !== -1 && opened <= limit; i = text.indexOf('{', i + 1)) opened += 1;
  for (let i = text.indexOf('['); i !== -1 && opened <= limit; i = text.indexOf('[', i + 1)) opened += 1;
  if (opened <= limit) return null;
  let depth = 0;
  let line = 1;
  const stop = walkStructure(text, 0, (c) => {
    if (c === NEWLINE) line += 1;
    else if (opens(c)) depth += 1;
    else if (closes(c)) depth -= 1;
    return depth <= limit;
  });
  return stop < 0 ? null : line;
}

/** Refuses a JSON text nested deeper than the limit, naming the file and line. */
export function checkJsonDepth(text: string, path: string, remedy: Remedy | null = null): void {
  const line = tooDeepAt(text);
  if (line !== null) throw limitError(path, 'depth', LIMITS.jsonDepth, line, remedy);
}

/**
 * The JSON object text without its members nested deeper than the limit, and
 * their keys: what a repair keeps of such a file (the whole file is saved in
 * versions/ first). Null when the text is no object this scan can take apart.
 */
export function withoutDeepMembers(text: string, limit: number = LIMITS.jsonDepth): { text: string; dropped: string[] } | null {
  const start = text.search(/\S/);
  if (start < 0 || text[start] !== '{') return null;
  const kept: string[] = [];
  const dropped: string[] = [];
  let depth = 0;
  let deepest = 0;
  let from = start + 1;
  let result: { text: string; dropped: string[] } | null = null;
  const close = (end: number): boolean => {
    const member = text.slice(from, end);
    if (member.trim() === '') return true;
    if (deepest <= limit) {
      kept.push(member);
      return true;
    }
    const colon = walkStructure(member, 0, (c) => c !== COLON);
    if (colon < 0) return false;
    try {
      dropped.push(String(JSON.parse(member.slice(0, colon))));
    } catch {
      return false;
    }
    return true;
  };
  walkStructure(text, start + 1, (c, i) => {
    if (opens(c)) {
      depth += 1;
      // The object itself is level 1: a member's value counts from 2.
      deepest = Math.max(deepest, depth + 1);
    } else if (closes(c)) {
      if (depth === 0) {
        if (close(i)) result = { text: `{${kept.join(',')}}`, dropped };
        return false;
      }
      depth -= 1;
    } else if (c === COMMA && depth === 0) {
      if (!close(i)) return false;
      from = i + 1;
      deepest = 0;
    }
    return true;
  });
  return result;
}
