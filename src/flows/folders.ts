import { type Memory } from '../memory/index.js';

export interface MoveOutcome {
  from: string;
  to: string;
  /** The folder it is in now. */
  dir: string;
  changed: string[];
}

/**
 * A new slug for a crush, in one write: meta.json's slug and the profile's slug
 * field following (one profile_updated event), its folder renamed last, its
 * history untouched. One that stopped part way is finished by running it again.
 */
export async function runRename(mem: Memory, slug: string, to: string): Promise<MoveOutcome> {
  const { dir, changed } = await mem.rename(slug, to);
  return { from: slug, to, dir, changed };
}

/** A crush moved, whole, into the base's .trash/ folder; nothing is removed. */
export async function runDelete(mem: Memory, slug: string): Promise<MoveOutcome> {
  const dir = await mem.trash(slug);
  return { from: slug, to: slug, dir, changed: [] };
}
