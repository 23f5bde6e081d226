/** Deepest nesting any event may have; real events are 3 levels deep. */
export const MAX_DEPTH = 64;

/**
 * True when a parsed JSON value nests deeper than `limit`. Iterative, so a
 * hostile line cannot overflow the stack here or in the writers after it.
 */
export function tooDeep(value: unknown, limit = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
