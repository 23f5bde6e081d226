import { randomBytes } from 'node:crypto';

/** `k_` + 8 hex characters: short enough to type in a CLI, random so two devices never collide. */
export const KNOWLEDGE_ID = /^k_[0-9a-f]{8}$/;

/**
 * An id generator that never repeats an id of the file nor one it already
 * handed out (a batch inserts several entries before any of them is stored).
 * `preferred` ids come first when still free, so re-planning after an edit or a
 * conflict keeps the ids the user was shown. `random` is injectable so a test
 * can force a collision.
 */
export function knowledgeIds(
  existing: Iterable<string>,
  preferred: readonly string[] = [],
  random: () => Buffer = () => randomBytes(4),
): () => string {
  const taken = new Set(existing);
  const queue = [...preferred];
  return () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (taken.has(id)) continue;
      taken.add(id);
      return id;
    }
    for (;;) {
      const id = `k_${random().toString('hex').slice(0, 8).padEnd(8, '0')}`;
      if (taken.has(id)) continue;
      taken.add(id);
      return id;
    }
  };
}
