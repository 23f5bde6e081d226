import type * as z from 'zod/mini';
import { sizeText } from './limits.js';

/**
 * What is wrong with one field, in terms a front end can say in the user's
 * language ("分数必须在 -15 到 25 之间") rather than a validator's wording.
 */
export type FieldIssue =
  | { field: string; kind: 'required' }
  | { field: string; kind: 'range'; min: number; max: number; integer: boolean }
  | { field: string; kind: 'integer' }
  | { field: string; kind: 'number' }
  | { field: string; kind: 'text' }
  | { field: string; kind: 'list' }
  | { field: string; kind: 'one-of'; options: readonly string[] }
  | { field: string; kind: 'boolean' }
  /** Text that must stay on one line (a front matter value). */
  | { field: string; kind: 'one-line' }
  /** Not a time as written (`2026-05-15T22:30`, or a date alone). */
  | { field: string; kind: 'time' }
  /** A time as written that is no moment (the 30th of February, 25:00). */
  | { field: string; kind: 'real-time' }
  /** A time still to come, for something that has to have happened. */
  | { field: string; kind: 'future' }
  /** A plan dated in the past. */
  | { field: string; kind: 'past-plan' }
  /** A signal asked of something only planned. */
  | { field: string; kind: 'planned-signal' }
  /** No record where a reference points (`simp amend` / `void`). */
  | { field: string; kind: 'no-record'; ref: string }
  /** A reference that fits several records: the refs that tell them apart. */
  | { field: string; kind: 'ambiguous'; refs: readonly string[] }
  /** A reference to a correction itself (correct the record it corrects instead). */
  | { field: string; kind: 'a-correction'; ref: string }
  /** A field a record of its kind does not hold. */
  | { field: string; kind: 'no-field'; fields: readonly string[] }
  /** Keys the object does not take (a typo in a hand-written file). */
  | { field: string; kind: 'unknown-keys'; keys: readonly string[] }
  /**
   * A file the user named for simp to write (an export) that it will not write there:
   * a folder, inside the data folder, a symbolic link, or in a folder that does not exist.
   */
  | { field: string; kind: 'out-file'; problem: 'folder' | 'inside' | 'link' | 'no-folder'; path: string; data?: string }
  /** A rule of its own (a pattern, a refinement): `message` says it in English. */
  | { field: string; kind: 'format'; message: string }
  /**
   * What was read passes one of the limits on what is read (model/limits.ts):
   * the file is larger than `limit` bytes, nests deeper than `limit` levels, has a
   * line (or a JSON string) longer than `limit` characters, or a flow collection
   * of more than `limit` entries; `line` is where, when known. `field` is empty (the scope names the file).
   */
  | { field: string; kind: 'limit'; what: LimitKind; limit: number; line?: number }
  /** A FIFO, a device or a folder where a file is read (reading it could hang or never end). `field` is empty. */
  | { field: string; kind: 'not-regular' };

/** Which limit on what is read a text passed. */
export type LimitKind = 'bytes' | 'depth' | 'line' | 'value' | 'flow-items';

const WIDE = 1e9;

type Schema = z.core.$ZodType;
type Def = { type: string; innerType?: Schema; format?: string; checks?: { _zod: { def: { check: string; value?: unknown } } }[] };
const defOf = (s: Schema): Def => s._zod.def as unknown as Def;

/** The schema inside optional / nullable / default wrappers. */
export function unwrapped(schema: Schema | undefined): Schema | undefined {
  let s = schema;
  while (s && ['optional', 'nullable', 'default', 'prefault'].includes(defOf(s).type)) s = defOf(s).innerType;
  return s;
}

/** A number schema's bounds (inclusive; null when unset) and whether it takes integers only; null when not a number. */
export function numberBounds(schema: Schema | undefined): { min: number | null; max: number | null; integer: boolean } | null {
  const s = unwrapped(schema);
  if (!s || defOf(s).type !== 'number') return null;
  let min: number | null = null;
  let max: number | null = null;
  for (const c of defOf(s).checks ?? []) {
    const { check, value } = c._zod.def;
    if (typeof value !== 'number') continue;
    if (check === 'greater_than') min = value;
    if (check === 'less_than') max = value;
  }
  return { min, max, integer: defOf(s).format === 'safeint' || defOf(s).format === 'int32' };
}

/** A number field's bounds, when both are set. */
function bounds(schema: Schema | undefined): { min: number; max: number; integer: boolean } | null {
  const b = numberBounds(schema);
  if (!b || b.min === null || b.max === null || b.min < -WIDE || b.max > WIDE) return null;
  return { min: b.min, max: b.max, integer: b.integer };
}

/** The value at a path of nested objects (undefined when any step is missing). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let at = data;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function issueOf(issue: z.core.$ZodIssue, shape: Record<string, Schema>, data: Record<string, unknown>): FieldIssue {
  const field = issue.path.map(String).join('.');
  const top = String(issue.path[0] ?? '');
  const schema = shape[top];
  if (issue.code === 'unrecognized_keys') return { field: field || '(root)', kind: 'unknown-keys', keys: issue.keys };
  const value = valueAt(data, issue.path);
  if (issue.path.length > 0 && (value === undefined || value === null || value === '')) return { field, kind: 'required' };
  const range = issue.path.length === 1 ? bounds(schema) : null;
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      if (range) return { field, kind: 'range', ...range };
      if (issue.origin === 'string') return { field, kind: 'required' };
      break;
    case 'invalid_value':
      return { field, kind: 'one-of', options: issue.values.map(String) };
    case 'invalid_type':
      if (issue.expected === 'int') return range ? { field, kind: 'range', ...range } : { field, kind: 'integer' };
      if (issue.expected === 'number') return range ? { field, kind: 'range', ...range } : { field, kind: 'number' };
      if (issue.expected === 'string') return { field, kind: 'text' };
      if (issue.expected === 'array') return { field, kind: 'list' };
      if (issue.expected === 'boolean') return { field, kind: 'boolean' };
      break;
    default:
      break;
  }
  return { field, kind: 'format', message: issue.message };
}

/**
 * The issues of an object's validation, one per field (the first one found), in
 * field order. `prefix` says where the object sits (`data.` for an event's data).
 */
export function fieldIssues(schema: { shape: Record<string, Schema> }, error: z.core.$ZodError, data: unknown, prefix = ''): FieldIssue[] {
  const shape = schema.shape;
  const record = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const one = issueOf(issue, shape, record);
    if (seen.has(one.field)) continue;
    seen.add(one.field);
    out.push({ ...one, field: `${prefix}${one.field}` });
  }
  return out;
}

/** The English sentence of an issue, for logs, JSON output and callers without a language. */
export function issueText(issue: FieldIssue): string {
  switch (issue.kind) {
    case 'required':
      return `${issue.field} is required`;
    case 'range':
      return `${issue.field} must be ${issue.integer ? 'a whole number ' : ''}from ${issue.min} to ${issue.max}`;
    case 'integer':
      return `${issue.field} must be a whole number`;
    case 'number':
      return `${issue.field} must be a number`;
    case 'text':
      return `${issue.field} must be text`;
    case 'list':
      return `${issue.field} must be a list`;
    case 'one-of':
      return `${issue.field} must be one of ${issue.options.join(', ')}`;
    case 'boolean':
      return `${issue.field} must be true or false`;
    case 'one-line':
      return `${issue.field} must stay on one line`;
    case 'time':
      return `${issue.field} must be written 2026-05-15T22:30 (or a date, 2026-05-15)`;
    case 'real-time':
      return `${issue.field} is not a real date and time`;
    case 'future':
      return `${issue.field} is still to come: only what happened is logged`;
    case 'past-plan':
      return `${issue.field} has passed: a plan is for a time still to come`;
    case 'planned-signal':
      return `${issue.field}: something planned has not happened, so it is no signal yet`;
    case 'no-record':
      return `${issue.field}: no record at ${issue.ref} (a line number of timeline --full or search, i:N for interactions.jsonl, or a time stamp)`;
    case 'ambiguous':
      return `${issue.field}: several records fit; say which: ${issue.refs.join(', ')}`;
    case 'a-correction':
      return `${issue.field}: ${issue.ref} is a correction; correct the record it corrects instead`;
    case 'no-field':
      return `${issue.field}: not a field of this record; its fields: ${issue.fields.join(', ')}`;
    case 'unknown-keys':
      return `${issue.field} has fields it does not take: ${issue.keys.join(', ')}`;
    case 'out-file':
      return {
        folder: `${issue.path} is a folder: name a file to write; nothing was written`,
        inside: `${issue.path} is inside the data folder ${issue.data ?? ''}: write it somewhere else; nothing was written`,
        link: `${issue.path} is a symbolic link: name the file itself (simp neither writes where a link leads nor replaces the link); nothing was written`,
        'no-folder': `the folder ${issue.path} does not exist: create it or name another place; nothing was written`,
      }[issue.problem];
    case 'format':
      return `${issue.field}: ${issue.message}`;
    case 'limit':
      return limitText(issue);
    case 'not-regular':
      return 'not a regular file (a FIFO, a device or a folder); refusing to read it';
  }
}

/** A limit on what is read, as met, in English (after the file's name). */
export function limitText(issue: Extract<FieldIssue, { kind: 'limit' }>): string {
  const at = issue.line === undefined ? '' : ` at line ${issue.line}`;
  const size = sizeText(issue.limit);
  switch (issue.what) {
    case 'bytes':
      return `larger than ${size}, the most simp reads of it; not read`;
    case 'depth':
      return `nested more than ${issue.limit} levels deep${at} (the limit); simp cannot use it`;
    case 'line':
      return `line ${issue.line ?? '?'} is longer than ${issue.limit} characters, the limit for one line; not read`;
    case 'value':
      return `a text${at} is longer than ${issue.limit} characters, the limit for one value; not read`;
    case 'flow-items':
      return `one [ ] or { }${at} holds more than ${issue.limit} entries (the limit)`;
  }
}
