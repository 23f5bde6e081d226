// meta.json read and checked without the schema library where the file is as
// this program and the reference tools write it (quickMeta); anything else is
// checked by the schema (meta.ts), loaded only then. The write path (mutate)
// reads meta.json through here, so `append` loads no schema library.
import type { Meta } from '../../model/schemas.js';
import { InputError, refused } from '../../model/errors.js';
import { quickMeta } from '../../model/quick-meta.js';
import { settled } from '../io/settle.js';
import { parseJsonFile, shownPath, type Folder } from './folder.js';
import { dumpsPretty } from '../formats/pyjson.js';
import { readKept, withKept } from './kept.js';

/** meta.json as stored (key order kept) plus the validated view with defaults. */
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

/** readMeta (meta.ts) that loads the schema only for a file the quick reader gives up on. */
export async function loadMeta(folder: Folder): Promise<MetaFile | null> {
  const raw = readMetaRaw(folder);
  if (raw === null) return null;
  const meta = quickMeta(raw, folder.slug);
  if (meta !== null) return { raw, meta };
  const { checkedMeta } = await import('./meta.js');
  return checkedMeta(folder, raw);
}

/** metaText (meta.ts) that loads the schema only for an object the quick reader gives up on. */
export async function loadMetaText(folder: Folder, raw: Record<string, unknown>): Promise<string> {
  if (quickMeta(raw, folder.slug) !== null) return dumpsPretty(raw);
  const { metaText } = await import('./meta.js');
  return metaText(folder, raw);
}

/** Merges changes into the stored object so unknown keys and their order survive. */
export function mergeMeta(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  return { ...current, ...changes };
}
