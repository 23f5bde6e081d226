import { remembered } from './remembered.js';
import type { KnowledgeEntry } from './schema.js';

const time = remembered((iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
});

/** Most recently updated first, then smallest id: a total order, so ties never depend on file order. */
export function byRecencyThenId(a: Pick<KnowledgeEntry, 'id' | 'updated_at'>, b: Pick<KnowledgeEntry, 'id' | 'updated_at'>): number {
  const diff = time(b.updated_at) - time(a.updated_at);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
