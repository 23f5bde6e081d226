/**
 * A pure function of a string with its answers remembered: the same keywords and
 * times come back for every topic they are in. At most `cap` answers are kept
 * (then all are forgotten at once), so a long run stays bounded.
 */
export function remembered<T>(fn: (s: string) => T, cap = 1 << 16): (s: string) => T {
  const seen = new Map<string, T>();
  return (s) => {
    if (seen.has(s)) return seen.get(s) as T;
    const v = fn(s);
    if (seen.size >= cap) seen.clear();
    seen.set(s, v);
    return v;
  };
}
