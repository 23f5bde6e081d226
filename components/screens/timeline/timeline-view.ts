/**
 * Which events the timeline shows, newest or oldest first, without materialising 200,000
 * indices when nothing is filtered: position k maps to an index of the log.
 */
export interface TimelineView {
  readonly length: number;
  /** A log index, or -(j + 1) for the j-th interaction (oldest first) shown between the events. */
  at(k: number): number;
  /** How many of the rows are interactions. */
  readonly interactions?: number;
}

/** Positions 0..length-1 of some events of the log, in log order, mapped to their log indices. */
export interface EventSeq {
  readonly length: number;
  at(p: number): number;
}

export const allOf = (count: number): EventSeq => ({ length: count, at: (p) => p });
export const someOf = (indices: readonly number[]): EventSeq => ({ length: indices.length, at: (p) => indices[p] ?? -1 });

/**
 * Events with interactions between them, newest first or oldest first: the j-th
 * interaction shown (`inter[j]`, an index into the interactions in time order) goes
 * just before event position insertAt[j] (non-decreasing). A row of an interaction
 * reads as -(inter[j] + 1).
 */
export function mergedView(events: EventSeq, inter: readonly number[], insertAt: readonly number[], oldestFirst: boolean): TimelineView {
  const n = inter.length;
  const marks = insertAt.map((p, j) => p + j);
  const total = events.length + n;
  return {
    length: total,
    interactions: n,
    at: (k) => {
      const row = oldestFirst ? k : total - 1 - k;
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((marks[mid] as number) < row) lo = mid + 1;
        else hi = mid;
      }
      return lo < n && marks[lo] === row ? -((inter[lo] as number) + 1) : events.at(row - lo);
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

/** Interactions in time order; two of one moment keep the order they were written in. */
export function sortedInteractions<T extends { readonly ts: string }>(records: readonly T[]): T[] {
  return records
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.ts < b.r.ts ? -1 : a.r.ts > b.r.ts ? 1 : a.i - b.i))
    .map(({ r }) => r);
}
