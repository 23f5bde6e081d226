/**
 * JSON text as the reference Python tools write it (`json.dumps(x, ensure_ascii=False)`):
 * ", " and ": " separators on one line, non-ASCII kept as is. Byte-equal lines keep
 * events.jsonl uniform whichever tool appended them.
 */
// Python's str.splitlines() also breaks at these; escaped, a line stays one line for every reader.
const LINE_BREAKERS = /[\u0085\u2028\u2029]/g;
const escapeBreakers = (s: string): string =>
  s.replace(LINE_BREAKERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function dumpsLine(value: unknown): string {
  if (typeof value === 'string') return escapeBreakers(JSON.stringify(value));
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => dumpsLine(v === undefined ? null : v)).join(', ')}]`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    parts.push(`${dumpsLine(k)}: ${dumpsLine(v)}`);
  }
  return `{${parts.join(', ')}}`;
}

/** `json.dumps(x, ensure_ascii=False, indent=2)`: the same as JSON.stringify with two spaces. */
export function dumpsPretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
