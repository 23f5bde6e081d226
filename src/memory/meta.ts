import { MetaSchema, describeZodError, type Meta } from '../model/schemas.js';
import { InputError } from '../model/errors.js';
import { settled } from './settle.js';
import { fieldIssues, issueText } from '../model/field-issues.js';
import { parseJsonFile, shownPath, type Folder } from './folder.js';
import { writeFileAtomic } from './atomic.js';
import { dumpsPretty } from './pyjson.js';
import { rawCountIsTrusted } from './count-marks.js';

/** meta.json as stored (key order kept) plus the validated view with defaults. */
export interface MetaFile {
  raw: Record<string, unknown>;
  meta: Meta;
}

export { EVENTS_BYTES_KEY, EVENTS_COUNTED_KEY, countMarks } from './count-marks.js';

/** True when meta.json's event_count was counted by this program at exactly this log size, and not changed since. */
export const countIsTrusted = (meta: MetaFile, eventsBytes: number): boolean => rawCountIsTrusted(meta.raw, eventsBytes);

export function readMeta(folder: Folder): MetaFile | null {
  const path = shownPath(folder, 'meta');
  let raw: unknown;
  try {
    // Another tool rewriting meta.json without a lock may be caught mid-write: read again before calling it broken.
    // Numbers another tool wrote that JavaScript cannot hold as written are kept as written.
    raw = settled(() => parseJsonFile(path, folder.read('meta'), true));
  } catch (err) {
    if (err instanceof InputError) throw new InputError(err.message, [], '', { kind: 'rebuild', slug: folder.slug });
    throw err;
  }
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new InputError(`${path}: expected a JSON object`, [], '', { kind: 'rebuild', slug: folder.slug });
  const value = { slug: folder.slug, ...raw };
  const parsed = MetaSchema.safeParse(value);
  if (!parsed.success) {
    const issues = fieldIssues(MetaSchema, parsed.error, value);
    throw new InputError(`${path}: ${issues.map(issueText).join('; ')}`, issues, path, { kind: 'rebuild', slug: folder.slug });
  }
  return { raw: raw as Record<string, unknown>, meta: parsed.data };
}

/** meta.json's text in the reference layout (2-space indent, non-ASCII as is), checked first. */
export function metaText(folder: Folder, raw: Record<string, unknown>): string {
  // Older meta.json files have no slug; the folder name is the slug, as readMeta assumes.
  const parsed = MetaSchema.safeParse({ slug: folder.slug, ...raw });
  if (!parsed.success) throw new InputError(`meta.json: ${describeZodError(parsed.error)}`);
  return dumpsPretty(raw);
}

/** Writes meta.json atomically. */
export function writeMeta(folder: Folder, raw: Record<string, unknown>): void {
  writeFileAtomic(folder.path('meta'), metaText(folder, raw));
}

/** Merges changes into the stored object so unknown keys and their order survive. */
export function mergeMeta(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  return { ...current, ...changes };
}

export { ARCHIVED_KEY, isArchived } from './count-marks.js';
