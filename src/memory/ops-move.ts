import { lstatSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../model/errors.js';
import { versionStamp } from '../model/time.js';
import { realFolder } from './confine.js';
import { openFolder, type Ctx } from './folder.js';
import { mutate } from './mutate.js';
import { crushDir, validateSlug } from './paths.js';
import { dropRendered } from './render-cache.js';

/** Where deleted crushes go: a folder of the base, never read as a crush (its name starts with a dot). */
export const TRASH = '.trash';

/**
 * Moves a crush folder in one write under its lock: nothing is copied, nothing
 * removed; `meta` changes (a rename's new slug) land first, then the folder moves
 * as the last step, so a move that fails leaves the folder where it was and running
 * it again finishes it.
 */
async function moveFolder(ctx: Ctx, slug: string, dest: string, meta: Record<string, unknown> | null): Promise<string> {
  const folder = openFolder(ctx, slug);
  if (lstatSync(folder.dir).isSymbolicLink()) throw new InputError(`${slug} is a link to another folder; move the folder itself`);
  const log = folder.path('events');
  let same: { dev: number; ino: number } | null = null;
  try {
    const st = statSync(log);
    same = { dev: st.dev, ino: st.ino };
  } catch {
    // no log: nothing of it was rendered
  }
  await mutate(
    ctx,
    slug,
    (tx) => {
      if (meta && tx.meta) tx.setMeta(meta);
      tx.moveFolder(dest);
    },
    { snapshot: false },
  );
  // What was rendered from its history (the timeline cache) does not stay behind under the old place.
  dropRendered(log, same);
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
  return moveFolder(ctx, slug, crushDir(ctx.base, to), { slug: to });
}

/** "Deletes" a crush: its folder moves, whole, into the base's `.trash/` (named with the time); nothing is removed. */
export function trashCrush(ctx: Ctx, slug: string): Promise<string> {
  // .trash must be a real folder of the base: a link (even to a folder inside it) would carry the crush elsewhere.
  openFolder(ctx, slug);
  const trash = realFolder(ctx.base, ctx.base, [TRASH], true);
  return moveFolder(ctx, slug, join(trash, `${slug}_${versionStamp(ctx.now())}`), null);
}
