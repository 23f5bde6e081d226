import type { Memory } from '../../src/memory/index.js';

/**
 * A row's score trend. meta.json does not carry it, so it comes from the crush's
 * state.md; null when that cannot be read (the detail screen reports why).
 */
export function readRowTrend(mem: Memory, slug: string): string | null {
  try {
    return mem.state(slug).fields.score_trend;
  } catch {
    return null;
  }
}
