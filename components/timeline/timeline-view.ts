/**
 * Which events the timeline shows, newest first, without materialising 200,000
 * indices when nothing is filtered: position k maps to an index of the log.
 */
export interface TimelineView {
  readonly length: number;
  /** A log index, or -(j + 1) for the j-th interaction (oldest first) shown between the events. */
  at(k: number): number;
  /** How many of the rows are interactions. */
  readonly interactions?: number;
}

export function allEvents(count: number): TimelineView {
  return { length: count, at: (k) => count - 1 - k };
}

export function someEvents(indices: readonly number[]): TimelineView {
  return { length: indices.length, at: (k) => indices[indices.length - 1 - k] ?? -1 };
}

/** Events that pass both the type filter and the search (either may be off: null). */
export function viewOf(count: number, byType: readonly number[] | null, bySearch: readonly number[] | null): TimelineView {
  if (byType === null && bySearch === null) return allEvents(count);
  if (byType === null) return someEvents(bySearch ?? []);
  if (bySearch === null) return someEvents(byType);
  const keep = new Set(bySearch);
  return someEvents(byType.filter((i) => keep.has(i)));
}

/**
 * Every event with the interactions between them: interaction j goes just before
 * log index insertAt[j] (non-decreasing), so the rows are in time order, newest first.
 */
export function withInteractions(count: number, insertAt: readonly number[]): TimelineView {
  const n = insertAt.length;
  if (n === 0) return allEvents(count);
  // Where each interaction sits among all rows, oldest first.
  const marks = insertAt.map((p, j) => p + j);
  const total = count + n;
  return {
    length: total,
    interactions: n,
    at: (k) => {
      const row = total - 1 - k;
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((marks[mid] as number) < row) lo = mid + 1;
        else hi = mid;
      }
      return lo < n && marks[lo] === row ? -(lo + 1) : row - lo;
    },
  };
}

/**
 * For interactions sorted by time, the log index each goes before: the first event
 * later than it (a binary search reading a few events), never before the previous one's.
 */
export function insertPoints(count: number, tsOf: (i: number) => string, times: readonly string[]): number[] {
  let floor = 0;
  return times.map((ts) => {
    let lo = floor;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tsOf(mid) <= ts) lo = mid + 1;
      else hi = mid;
    }
    floor = lo;
    return lo;
  });
}
