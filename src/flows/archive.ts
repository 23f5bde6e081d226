import { ARCHIVED_KEY, isArchived, type Memory } from '../memory/index.js';
import { localIso, refused } from '../model/index.js';

export interface ArchiveOutcome {
  archived: boolean;
  /** False when the crush already was as asked (nothing written). */
  changed: boolean;
  write: { changed: string[] };
}

/**
 * Archives (or brings back) a crush: meta.json `archived_at` is set to now (or
 * null). Nothing is deleted or moved; the list leaves archived crushes out until
 * asked (`list --all`, `a` in the TUI), and every verb still works on them.
 */
export async function runArchive(mem: Memory, slug: string, archive: boolean): Promise<ArchiveOutcome> {
  const { result, changed } = await mem.transaction(
    slug,
    (tx) => {
      if (!tx.meta) throw refused({ field: '', kind: 'no-meta', slug }, { remedy: { kind: 'upgrade', slug } });
      const was = isArchived(tx.meta.raw);
      if (was === archive) return false;
      tx.setMeta({ [ARCHIVED_KEY]: archive ? localIso(tx.now) : null });
      return true;
    },
    { snapshot: false },
  );
  return { archived: archive, changed: result, write: { changed } };
}
