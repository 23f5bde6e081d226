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

/** `json.dumps(x, ensure_ascii=False, indent=2)`: the same as JSON.stringify with two spaces (kept numbers as written). */
export function dumpsPretty(value: unknown): string {
  let raw = false;
  const text = JSON.stringify(
    value,
    (_k, v: unknown) => {
      if (!(v instanceof RawNumber)) return v;
      raw = true;
      return `${RAW_OUT}${v.text}`;
    },
    2,
  );
  return raw ? text.replace(/"\\u0000simp-raw:(-?[0-9.eE+-]+)"/g, '$1') : text;
}

const RAW_OUT = '\u0000simp-raw:';

/**
 * A number as another tool wrote it, kept because JavaScript cannot hold it as
 * written (`1e309`, a 20-digit integer, `12.0`): written back byte for byte.
 */
export class RawNumber {
  constructor(readonly text: string) {}
}

const NUMBER_TOKEN = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const MARK = '\u0000simp-number:';

/** A text where some number could read back differently: a fraction, an exponent, 16 digits or more, a -0 (strings included: a false alarm only costs the scan). */
const MAYBE_RAW = /\d[.eE]|\d{16}|-0(?!\d)/;

/**
 * JSON.parse, except that numbers whose text would not come back the same from
 * a JavaScript number are kept as RawNumber (so a rewrite never changes them).
 */
export function parseKeepingNumbers(text: string): unknown {
  // Every number an integer JSON.parse keeps as written: nothing to keep aside (most meta.json files simp writes).
  return MAYBE_RAW.test(text) ? parseScanned(text) : JSON.parse(text);
}

/** parseKeepingNumbers by scanning every number token (exported for the test that holds the shortcut to it). */
export function parseScanned(text: string): unknown {
  const kept: string[] = [];
  let out = '';
  let from = 0;
  outsideStrings(text, (i) => {
    const c = text[i] as string;
    if (c !== '-' && (c < '0' || c > '9')) return 1;
    NUMBER_TOKEN.lastIndex = i;
    const token = NUMBER_TOKEN.exec(text)?.[0];
    if (token === undefined) return 1;
    if (JSON.stringify(JSON.parse(token)) !== token) {
      // Escaped in the JSON text; JSON.parse turns it back into MARK.
      out += `${text.slice(from, i)}"\\u0000simp-number:${kept.length}"`;
      kept.push(token);
      from = i + token.length;
    }
    return token.length;
  });
  if (kept.length === 0) return JSON.parse(text);
  const revive = (v: unknown): unknown => {
    if (typeof v === 'string' && v.startsWith(MARK)) return new RawNumber(kept[Number(v.slice(MARK.length))] as string);
    if (Array.isArray(v)) return v.map(revive);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x)]));
    return v;
  };
  return revive(JSON.parse(out + text.slice(from)));
}

/**
 * Calls `visit` at each position of a JSON text that is outside a string; it
 * returns how many characters it took (1 to move on).
 */
export function outsideStrings(text: string, visit: (i: number) => number): void {
  let inString = false;
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (inString) {
      if (c === '"') inString = false;
      i += c === '\\' ? 2 : 1;
    } else if (c === '"') {
      inString = true;
      i += 1;
    } else i += Math.max(1, visit(i));
  }
}
