import type { Memory } from '../memory/index.js';

/**
 * `rebuild --write` for both front ends: state.md and meta.json brought back into
 * agreement with events.jsonl (a file a flow cannot use is saved in versions/
 * first). Says what it fixed and which files it changed.
 */
export async function runRepair(mem: Memory, slug: string) {
  const done = await mem.repair(slug);
  const changed = new Set<string>();
  for (const fix of done.fixes) {
    const file = /^(state\.md|meta\.json):/.exec(fix)?.[1] ?? /saved in (versions\/[^/]+\/)/.exec(fix)?.[1];
    if (file) changed.add(file);
  }
  return { ...done, changed: [...changed] };
}
