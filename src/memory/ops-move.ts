import { existsSync, lstatSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../model/errors.js';
import { localIso, versionStamp } from '../model/time.js';
import { makeDir, writeFileAtomic } from './atomic.js';
import { openFolder, readJson, type Ctx } from './folder.js';
import { LOCK_NAME, withFolderLock } from './lock.js';
import { crushDir, validateSlug } from './paths.js';
import { dumpsPretty } from './pyjson.js';

/** Where deleted crushes go: a folder of the base, never read as a crush (its name starts with a dot). */
export const TRASH = '.trash';

/**
 * Moves a crush folder under its lock: nothing is copied, nothing removed. The
 * lock went along with the folder and is dropped at the new place.
 */
async function moveFolder(ctx: Ctx, slug: string, dest: string, then?: (dir: string) => void): Promise<string> {
  const folder = openFolder(ctx, slug);
  if (lstatSync(folder.dir).isSymbolicLink()) throw new InputError(`${slug} is a link to another folder; move the folder itself`);
  await withFolderLock(folder.dir, () => {
    if (existsSync(dest)) throw new InputError(`${dest} already exists; nothing was moved`);
    renameSync(folder.dir, dest);
    rmSync(join(dest, LOCK_NAME), { recursive: true, force: true });
    then?.(dest);
  }, ctx.lock);
  return dest;
}

/**
 * Gives a crush a new slug: its folder is renamed and meta.json's slug follows.
 * The history keeps the old slug in its lines (never rewritten); every reader
 * goes by the folder's name.
 */
export function renameCrush(ctx: Ctx, slug: string, to: string): Promise<string> {
  validateSlug(to);
  if (to === slug) throw new InputError(`${slug} is already its name`);
  return moveFolder(ctx, slug, crushDir(ctx.base, to), (dir) => {
    const meta = readJson(join(dir, 'meta.json'));
    if (meta !== null && typeof meta === 'object' && !Array.isArray(meta)) {
      writeFileAtomic(join(dir, 'meta.json'), dumpsPretty({ ...(meta as Record<string, unknown>), slug: to, updated_at: localIso(ctx.now()) }));
    }
  });
}

/** "Deletes" a crush: its folder moves, whole, into the base's `.trash/` (named with the time); nothing is removed. */
export function trashCrush(ctx: Ctx, slug: string): Promise<string> {
  const trash = join(ctx.base, TRASH);
  makeDir(trash);
  return moveFolder(ctx, slug, join(trash, `${slug}_${versionStamp(ctx.now())}`));
}
