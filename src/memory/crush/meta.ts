import { MetaSchema, describeZodError } from '../../model/schemas.js';
import { InputError } from '../../model/errors.js';
import { fieldIssues, issueText } from '../../model/field-issues.js';
import { quickMeta } from '../../model/quick-meta.js';
import { shownPath, type Folder } from './folder.js';
import { writeFileAtomic } from '../io/atomic.js';
import { dumpsPretty } from '../formats/pyjson.js';
import { rawCountIsTrusted } from '../log/count-marks.js';
import { readMetaRaw, type MetaFile } from './meta-load.js';

export { mergeMeta, type MetaFile } from './meta-load.js';
export { EVENTS_BYTES_KEY, EVENTS_COUNTED_KEY, countMarks } from '../log/count-marks.js';

/** True when meta.json's event_count was counted by this program at exactly this log size, and not changed since. */
export const countIsTrusted = (meta: MetaFile, eventsBytes: number): boolean => rawCountIsTrusted(meta.raw, eventsBytes);

export function readMeta(folder: Folder): MetaFile | null {
  const raw = readMetaRaw(folder);
  return raw === null ? null : checkedMeta(folder, raw);
}

/** meta.json's stored object with its view (defaults filled in), or InputError naming each wrong field. */
export function checkedMeta(folder: Folder, raw: Record<string, unknown>): MetaFile {
  const quick = quickMeta(raw, folder.slug);
  if (quick !== null) return { raw, meta: quick };
  const path = shownPath(folder, 'meta');
  const value = { slug: folder.slug, ...raw };
  const parsed = MetaSchema.safeParse(value);
  if (!parsed.success) {
    const issues = fieldIssues(MetaSchema, parsed.error, value);
    throw new InputError(`${path}: ${issues.map(issueText).join('; ')}`, issues, path, { kind: 'rebuild', slug: folder.slug });
  }
  return { raw, meta: parsed.data };
}

/** meta.json's text in the reference layout (2-space indent, non-ASCII as is), checked first. */
export function metaText(folder: Folder, raw: Record<string, unknown>): string {
  // Older meta.json files have no slug; the folder name is the slug, as readMeta assumes.
  if (quickMeta(raw, folder.slug) === null) {
    const parsed = MetaSchema.safeParse({ slug: folder.slug, ...raw });
    if (!parsed.success) throw new InputError(`meta.json: ${describeZodError(parsed.error)}`);
  }
  return dumpsPretty(raw);
}

/** Writes meta.json atomically. */
export function writeMeta(folder: Folder, raw: Record<string, unknown>): void {
  writeFileAtomic(folder.path('meta'), metaText(folder, raw));
}

export { ARCHIVED_KEY, isArchived } from '../log/count-marks.js';
