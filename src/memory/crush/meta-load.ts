// meta.json read and checked by its table of rules (model/meta-rules.ts): the one
// reader of the file, for every write and read of it.
import { checkMeta, type Meta } from '../../model/meta-rules.js';
import { InputError, refused } from '../../model/errors.js';
import { issueText } from '../../model/field-issues.js';
import { settled } from '../io/settle.js';
import { parseJsonFile, shownPath, type Folder } from './folder.js';
import { dumpsPretty } from '../formats/pyjson.js';
import { readKept, withKept } from './kept.js';

/** meta.json as stored (key order kept) plus the checked view with defaults. */
export interface MetaFile {
  raw: Record<string, unknown>;
  meta: Meta;
}

/** meta.json's object as stored (null when the folder has none); a file that is not a JSON object is refused. */
export function readMetaRaw(folder: Folder): Record<string, unknown> | null {
  const path = shownPath(folder, 'meta');
  let raw: unknown;
  try {
    // Another tool rewriting meta.json without a lock may be caught mid-write: read again before calling it broken.
    // Numbers another tool wrote that JavaScript cannot hold as written are kept as written.
    raw = settled(() => parseJsonFile(path, folder.read('meta'), true));
  } catch (err) {
    if (err instanceof InputError) throw new InputError(err.message, err.issues, err.scope, { kind: 'rebuild', slug: folder.slug });
    throw err;
  }
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw refused({ field: '', kind: 'json', object: true }, { scope: path, remedy: { kind: 'rebuild', slug: folder.slug } });
  // What another tool's unlocked rewrite may have dropped, from simp's copy.
  return withKept(raw as Record<string, unknown>, readKept(folder.dir));
}

/** meta.json's stored object with its view (defaults filled in), or InputError naming each wrong field. */
export function checkedMeta(folder: Folder, raw: Record<string, unknown>): MetaFile {
  const checked = checkMeta(raw, folder.slug);
  if (checked.ok) return { raw, meta: checked.value };
  const path = shownPath(folder, 'meta');
  throw new InputError(`${path}: ${checked.issues.map(issueText).join('; ')}`, checked.issues, path, { kind: 'rebuild', slug: folder.slug });
}

export function readMeta(folder: Folder): MetaFile | null {
  const raw = readMetaRaw(folder);
  return raw === null ? null : checkedMeta(folder, raw);
}

/** meta.json's text in the reference layout (2-space indent, non-ASCII as is), checked first. */
export function metaText(folder: Folder, raw: Record<string, unknown>): string {
  // Older meta.json files have no slug; the folder name is the slug, as readMeta assumes.
  const checked = checkMeta(raw, folder.slug);
  if (!checked.ok) throw new InputError(`meta.json: ${checked.issues.map(issueText).join('; ')}`, checked.issues, 'meta.json');
  return dumpsPretty(raw);
}

/** Merges changes into the stored object so unknown keys and their order survive. */
export function mergeMeta(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  return { ...current, ...changes };
}
