import type { EventIndex } from '../../../src/memory/index.js';
import type { SimpEvent } from '../../../src/model/index.js';
import type { TimelineView } from './timeline-view.js';

/**
 * The events of rows top..top+n: one contiguous read when unfiltered, cached single
 * reads otherwise. A row standing for an interaction (a negative `at`) has no event.
 */
export function visibleEvents(index: EventIndex, view: TimelineView, top: number, n: number): { at: number; event: SimpEvent | null }[] {
  const ks = Array.from({ length: Math.max(0, Math.min(n, view.length - top)) }, (_, i) => top + i);
  const ats = ks.map((k) => view.at(k));
  const first = ats[0];
  const last = ats[ats.length - 1];
  if (first === undefined || last === undefined) return [];
  const contiguous = ats.every((at, i) => at === first - i && at >= 0);
  if (contiguous) {
    const rows = index.slice(last, first + 1).reverse();
    return rows.map((event, i) => ({ at: first - i, event }));
  }
  return ats.map((at) => ({ at, event: at < 0 ? null : index.get(at) }));
}
