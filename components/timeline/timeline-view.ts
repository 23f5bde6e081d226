/**
 * Which events the timeline shows, newest first, without materialising 200,000
 * indices when nothing is filtered: position k maps to an index of the log.
 */
export interface TimelineView {
  readonly length: number;
  at(k: number): number;
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
