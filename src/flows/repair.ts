import type { Memory } from '../memory/index.js';

/**
 * `rebuild --write` for both front ends: state.md, meta.json and knowledge.json
 * brought back into agreement with the logs (the folder as it was saved in
 * versions/ first). Says what it fixed and which files it changed.
 */
export async function runRepair(mem: Memory, slug: string) {
  return mem.repair(slug);
}
