import { existsSync, lstatSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RenameUnfinishedError, refused } from '../../model/errors.js';
import { versionStamp } from '../../model/time.js';
import { realFolder } from './confine.js';
import { emptyReport } from '../log/event-lines.js';
import { readTail } from '../log/event-read.js';
import { openFolder, readJson, type Ctx } from './folder.js';
import { sameSource, setField } from '../formats/frontmatter.js';
import { LockLostError, MoveUnfinishedError, PartialWriteError } from '../io/write-errors.js';
import { mutate, type Tx } from './mutate.js';
import { readProfile, renderProfile } from './profile.js';
import { crushDir, validateSlug } from './paths.js';
import { dropRendered } from '../cache/render-cache.js';

/** Where deleted crushes go: a folder of the base, never read as a crush (its name starts with a dot). */
export const TRASH = '.trash';

/**
 * Moves a crush folder in one write under its lock: nothing is copied, nothing
 * removed; what else the write stages (a rename's meta.json, profile.md and its
 * event) lands first, then the folder moves as the last step, so a move that fails
 * leaves the folder where it was and running it again finishes it.
 */
async function moveFolder(ctx: Ctx, slug: string, dest: string, stage: ((tx: Tx) => void) | null): Promise<{ dir: string; changed: string[] }> {
  const folder = openFolder(ctx, slug);
  if (lstatSync(folder.dir).isSymbolicLink()) throw refused({ field: '', kind: 'place', problem: 'crush-link', value: slug });
  const log = folder.path('events');
  const same = identity(log);
  const { changed } = await mutate(
    ctx,
    slug,
    (tx) => {
      stage?.(tx);
      tx.moveFolder(dest);
    },
    { snapshot: false },
  );
  // What was rendered from its history (the timeline cache) does not stay behind under the old place.
  dropRendered(log, same);
  return { dir: dest, changed };
}

function identity(path: string): { dev: number; ino: number } | null {
  try {
    const st = statSync(path);
    return { dev: st.dev, ino: st.ino };
  } catch {
    return null;
  }
}

/**
 * Stages what names the crush `to`: meta.json's slug, and profile.md's slug field
 * (one profile_updated event; not again when the history already has this very
 * change, written by a rename that stopped before its folder moved).
 */
function stageNewName(tx: Tx, to: string): void {
  if (tx.meta && tx.meta.meta.slug !== to) tx.setMeta({ slug: to });
  const doc = readProfile(tx.folder);
  const old = doc.exists && doc.hasFrontmatter ? doc.fields['slug'] : undefined;
  if (old === undefined || old === to) return;
  const fields = sameSource(doc.fields, { ...doc.fields });
  setField(fields, 'slug', to);
  tx.write(tx.folder.path('profile'), renderProfile(fields, doc.body), 'profile.md');
  const last = readTail(tx.folder.path('events'), 1, ['profile_updated'], emptyReport())[0];
  const logged = last !== undefined && last.data['field'] === 'slug' && last.data['old_value'] === old && last.data['new_value'] === to;
  if (!logged) tx.append([{ type: 'profile_updated', data: { field: 'slug', old_value: old, new_value: to } }]);
}

/**
 * A folder under `to` that a rename of `slug` moved before it stopped (an
 * earlier simp moved the folder first, then wrote profile.md in a second write):
 * meta.json already names it `to`, profile.md still `slug`.
 */
function halfRenamed(ctx: Ctx, slug: string, to: string): boolean {
  if (existsSync(join(ctx.base, slug))) return false;
  let folder;
  try {
    folder = openFolder(ctx, to);
  } catch {
    return false;
  }
  try {
    const meta = readJson(folder.path('meta')) as Record<string, unknown> | null;
    const profile = readProfile(folder);
    return meta !== null && meta['slug'] === to && profile.fields['slug'] === slug;
  } catch {
    return false;
  }
}

/**
 * Gives a crush a new slug in one write: meta.json's slug and profile.md's slug
 * field follow (one profile_updated event), then the folder is renamed, last. A
 * rename that stops part way leaves the folder under its old name and is finished
 * by running it again (a folder moved by an older simp that stopped after moving
 * it is finished the same way). The history keeps the old slug in its lines (never
 * rewritten); every reader goes by the folder's name.
 */
export async function renameCrush(ctx: Ctx, slug: string, to: string): Promise<{ dir: string; changed: string[] }> {
  validateSlug(to);
  if (to === slug) throw refused({ field: '', kind: 'place', problem: 'same-name', value: slug });
  const dest = crushDir(ctx.base, to);
  if (halfRenamed(ctx, slug, to)) {
    const { changed } = await mutate(ctx, to, (tx) => stageNewName(tx, to), { snapshot: false });
    return { dir: dest, changed };
  }
  try {
    return await moveFolder(ctx, slug, dest, (tx) => stageNewName(tx, to));
  } catch (err) {
    // Some of it written, the folder not moved: said so, with the way to finish it.
    const partial = err instanceof PartialWriteError || err instanceof MoveUnfinishedError || (err instanceof LockLostError && err.written.length > 0);
    if (partial && existsSync(join(ctx.base, slug))) throw new RenameUnfinishedError(slug, to, err instanceof MoveUnfinishedError ? err.reason : err);
    throw err;
  }
}

/** "Deletes" a crush: its folder moves, whole, into the base's `.trash/` (named with the time); nothing is removed. */
export async function trashCrush(ctx: Ctx, slug: string): Promise<string> {
  // .trash must be a real folder of the base: a link (even to a folder inside it) would carry the crush elsewhere.
  openFolder(ctx, slug);
  const trash = realFolder(ctx.base, ctx.base, [TRASH], true);
  return (await moveFolder(ctx, slug, join(trash, `${slug}_${versionStamp(ctx.now())}`), null)).dir;
}
