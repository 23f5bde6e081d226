import { ArchiveError, MANIFEST_NAME, type UnsafeWhy } from '../../model/archive.js';
import { LOCK_NAME } from '../io/lock.js';
import { SLUG_PATTERN } from '../crush/paths.js';
import { tempOwner } from '../io/temp-names.js';

/**
 * The rules every name in an archive keeps, checked before a restore writes
 * anything: a relative path of plain names under a crush's slug, so extracting
 * it can only ever land inside that crush's new folder.
 */

/** An entry's place: the crush it belongs to and its path inside that crush's folder ('' for the folder itself). */
export interface EntryPlace {
  slug: string;
  rel: string;
}

/** Why a name may not be restored, or null when it is safe. A folder's trailing `/` is not part of its name. */
export function unsafeName(name: string): UnsafeWhy | null {
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'absolute';
  const parts = name.split('/');
  if (parts.includes('..')) return 'parent';
  // A backslash is a separator on Windows; NUL ends a name in C. Neither is in a name simp writes.
  if (/[\\\0]/.test(name)) return 'name';
  if (parts.some((p) => p === '' || p === '.' || p.length > 255 || p === LOCK_NAME || tempOwner(p) !== null)) return 'name';
  if (!SLUG_PATTERN.test(parts[0] as string)) return 'name';
  return null;
}

/** The place of an entry in the crush folders, or an ArchiveError naming it (the manifest is not a place). */
export function placeOf(name: string): EntryPlace {
  const why = unsafeName(name);
  if (why !== null) throw new ArchiveError({ kind: 'unsafe-entry', entry: name, why });
  const [slug, ...rest] = name.split('/');
  return { slug: slug as string, rel: rest.join('/') };
}

/** An entry's name as compared with the manifest: a folder's trailing `/` dropped. */
export function entryName(name: string): string {
  return name.length > 1 && name.endsWith('/') ? name.slice(0, -1) : name;
}

export const isManifest = (name: string): boolean => name === MANIFEST_NAME;
