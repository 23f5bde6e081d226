import { type Memory } from '../memory/index.js';

export interface MoveOutcome {
  from: string;
  to: string;
  /** The folder it is in now. */
  dir: string;
  changed: string[];
}

/**
 * A new slug for a crush: its folder renamed, meta.json's slug and the profile's
 * slug field following (one profile_updated event), its history untouched.
 */
export async function runRename(mem: Memory, slug: string, to: string): Promise<MoveOutcome> {
  const dir = await mem.rename(slug, to);
  const changed = ['meta.json'];
  const profile = mem.read(to).profile;
  if (profile.fields['slug'] !== undefined && profile.fields['slug'] !== to) {
    const r = await mem.updateProfile(to, { slug: to });
    changed.push(...r.changed.filter((f) => !changed.includes(f)));
  }
  return { from: slug, to, dir, changed };
}

/** A crush moved, whole, into the base's .trash/ folder; nothing is removed. */
export async function runDelete(mem: Memory, slug: string): Promise<MoveOutcome> {
  const dir = await mem.trash(slug);
  return { from: slug, to: slug, dir, changed: [] };
}
