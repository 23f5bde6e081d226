// One events.jsonl line as Python's json.dumps(x, ensure_ascii=False) writes it:
// ", " and ": " separators, non-ASCII as is (the reference layout, SPEC 3.4).
export function pyLine(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pyLine).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${pyLine(v)}`)
    .join(', ')}}`;
}

/** Deterministic pseudo-random numbers (mulberry32): the same seed builds the same data. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

const pad = (n) => String(n).padStart(2, '0');
/** Local `YYYY-MM-DDTHH:MM:SS`, the event `ts` format. */
export const localIso = (d) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
export const localDate = (d) => localIso(d).slice(0, 10);
