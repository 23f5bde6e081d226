// Where each element of one array of a JSON document sits, in bytes, without
// parsing the elements: the document has been parsed already (this only finds
// the places), and the caller checks each span's value against the parse.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const isSpace = (b: number | undefined): boolean => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

function skipSpace(buf: Buffer, i: number): number {
  while (isSpace(buf[i])) i += 1;
  return i;
}

/** Just after the string starting at `i` (its quote). */
function skipString(buf: Buffer, i: number): number {
  for (let at = i + 1; at < buf.length; at += 1) {
    const b = buf[at];
    if (b === BACKSLASH) at += 1;
    else if (b === QUOTE) return at + 1;
  }
  return -1;
}

/** Just after the value starting at `i`; -1 when the text ends first. */
function skipValue(buf: Buffer, i: number): number {
  const first = buf[i];
  if (first === QUOTE) return skipString(buf, i);
  if (first === 0x7b || first === 0x5b) {
    let depth = 0;
    for (let at = i; at < buf.length; at += 1) {
      const b = buf[at];
      if (b === QUOTE) {
        at = skipString(buf, at) - 1;
        if (at < 0) return -1;
      } else if (b === 0x7b || b === 0x5b) depth += 1;
      else if (b === 0x7d || b === 0x5d) {
        depth -= 1;
        if (depth === 0) return at + 1;
      }
    }
    return -1;
  }
  let at = i;
  while (at < buf.length && !isSpace(buf[at]) && buf[at] !== 0x2c && buf[at] !== 0x7d && buf[at] !== 0x5d) at += 1;
  return at > i ? at : -1;
}

/**
 * The byte spans [start, end) of the elements of the array that is the value of
 * `key` in the top-level object of a JSON text (the last such key, as JSON.parse
 * keeps the last), flat: [start0, end0, start1, end1, ...]. Null when the text
 * has no such array or is not the shape looked for.
 */
export function arraySpans(buf: Buffer, key: string): number[] | null {
  let i = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  i = skipSpace(buf, i);
  if (buf[i] !== 0x7b) return null;
  i += 1;
  let found: number[] | null = null;
  for (;;) {
    i = skipSpace(buf, i);
    if (buf[i] === 0x7d) return found;
    if (buf[i] !== QUOTE) return null;
    const end = skipString(buf, i);
    if (end < 0) return null;
    let name: unknown;
    try {
      name = JSON.parse(buf.toString('utf8', i, end));
    } catch {
      return null;
    }
    i = skipSpace(buf, end);
    if (buf[i] !== 0x3a) return null;
    i = skipSpace(buf, i + 1);
    if (name === key) {
      if (buf[i] !== 0x5b) return null;
      const spans: number[] = [];
      i = skipSpace(buf, i + 1);
      while (buf[i] !== 0x5d) {
        const after = skipValue(buf, i);
        if (after < 0) return null;
        spans.push(i, after);
        i = skipSpace(buf, after);
        if (buf[i] === 0x2c) i = skipSpace(buf, i + 1);
        else if (buf[i] !== 0x5d) return null;
      }
      found = spans;
      i += 1;
    } else {
      i = skipValue(buf, i);
      if (i < 0) return null;
    }
    i = skipSpace(buf, i);
    if (buf[i] === 0x2c) i += 1;
    else if (buf[i] !== 0x7d) return null;
  }
}
