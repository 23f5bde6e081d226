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

/**
 * False when the JSON text cannot nest deeper than `limit`: it opens no more than
 * `limit` objects and arrays in all (brackets inside strings counted too, so the
 * answer is safe). Lets a reader skip walking an ordinary line's parsed value.
 */
export function mayBeTooDeep(text: string, limit = MAX_DEPTH): boolean {
  let opened = 0;
  for (const bracket of ['{', '[']) {
    for (let i = text.indexOf(bracket); i !== -1; i = text.indexOf(bracket, i + 1)) {
      opened += 1;
      if (opened > limit) return true;
    }
  }
  return false;
}
