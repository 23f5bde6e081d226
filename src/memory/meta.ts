import { MetaSchema, describeZodError, type Meta } from './schemas.js';
import { InputError, repairHint } from './errors.js';
import { fieldIssues, issueText } from './field-issues.js';
import { parseJsonFile, shownPath, type Folder } from './folder.js';
import { writeFileAtomic } from './atomic.js';
import { dumpsPretty } from './pyjson.js';

/** meta.json as stored (key order kept) plus the validated view with defaults. */
export interface MetaFile {
  raw: Record<string, unknown>;
  meta: Meta;
}

/**
 * Byte size of events.jsonl when `event_count` was last made exact by this program.
 * When the file has another size, some other tool appended or rolled back and the
 * count is recounted instead of trusted.
 */
export const EVENTS_BYTES_KEY = 'events_bytes';

/** True when meta.json's event_count was counted by this program at exactly this log size. */
export function countIsTrusted(meta: MetaFile, eventsBytes: number): boolean {
  return meta.raw[EVENTS_BYTES_KEY] === eventsBytes && typeof meta.raw['event_count'] === 'number';
}

export function readMeta(folder: Folder): MetaFile | null {
  const path = shownPath(folder, 'meta');
  let raw: unknown;
  try {
    raw = parseJsonFile(path, folder.read('meta'));
  } catch (err) {
    if (err instanceof InputError) throw new InputError(`${err.message}${repairHint(folder.slug)}`);
    throw err;
  }
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new InputError(`${path}: expected a JSON object${repairHint(folder.slug)}`);
  const value = { slug: folder.slug, ...raw };
  const parsed = MetaSchema.safeParse(value);
  if (!parsed.success) {
    const issues = fieldIssues(MetaSchema, parsed.error, value);
    throw new InputError(`${path}: ${issues.map(issueText).join('; ')}${repairHint(folder.slug)}`, issues, path, repairHint(folder.slug));
  }
  return { raw: raw as Record<string, unknown>, meta: parsed.data };
}

/** Writes meta.json with the reference layout: 2-space indent, non-ASCII as is. */
export function writeMeta(folder: Folder, raw: Record<string, unknown>): void {
  // Older meta.json files have no slug; the folder name is the slug, as readMeta assumes.
  const parsed = MetaSchema.safeParse({ slug: folder.slug, ...raw });
  if (!parsed.success) throw new InputError(`meta.json: ${describeZodError(parsed.error)}`);
  writeFileAtomic(folder.path('meta'), dumpsPretty(raw));
}

/** Merges changes into the stored object so unknown keys and their order survive. */
export function mergeMeta(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  return { ...current, ...changes };
}

/** meta.json key of an archived crush: when it was put away (absent or null: in the list). */
export const ARCHIVED_KEY = 'archived_at';

export const isArchived = (raw: Record<string, unknown>): boolean => typeof raw[ARCHIVED_KEY] === 'string' && raw[ARCHIVED_KEY] !== '';
