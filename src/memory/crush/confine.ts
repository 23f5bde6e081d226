// The one rule for every folder simp writes into or moves a crush into (the
// base's .trash/, a crush's snapshots/, versions/, memories/...): a real folder
// inside the base folder. A link there (to anywhere, even to another folder of
// the base) or a file is refused before anything is written, so nothing of one
// crush lands in another crush's folder or outside the base.
import { lstatSync, mkdirSync, realpathSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { FolderPlaceError } from '../../model/errors.js';
import { DIR_MODE } from '../io/atomic.js';

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * The folder `parts` below `from` (the base, or a crush folder already resolved
 * inside it), every step of it a real folder. `make`: the missing steps are made
 * (private); without it a missing step ends the check (it will be made by a later
 * `make`, under the same rule). Throws FolderPlaceError naming the first step that
 * is a link or not a folder, or the folder when its real place is outside the base.
 */
export function realFolder(base: string, from: string, parts: readonly string[], make: boolean): string {
  let at = from;
  for (const [i, part] of parts.entries()) {
    at = join(at, part);
    let st = lstatOrNull(at);
    if (st === null) {
      if (!make) return join(at, ...parts.slice(i + 1));
      try {
        mkdirSync(at, { mode: DIR_MODE });
      } catch (err) {
        // Made meanwhile by another writer: judged below like any other.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      st = lstatSync(at);
    }
    if (st.isSymbolicLink()) throw new FolderPlaceError(at, inside(base, at) ? 'link' : 'link-outside');
    if (!st.isDirectory()) throw new FolderPlaceError(at, 'not-a-folder');
  }
  if (!inside(base, at)) throw new FolderPlaceError(at, 'outside');
  return at;
}

/** Whether a path's real place (its links followed) is inside the base folder; a broken link is not. */
function inside(base: string, path: string): boolean {
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch {
    return false;
  }
  const root = realpathSync.native(base);
  return real === root || real.startsWith(root.endsWith(sep) ? root : root + sep);
}
