/**
 * A strict reimplementation of how the reference Python tools read our files:
 * a line-based front matter splitter and JSON lines. Files we write must read
 * back through these rules unchanged.
 */
const NUMERIC_KEYS = new Set(['age', 'score', 'signal_score', 'last_signal_score', 'milestones_done', 'consecutive_days']);

export function refParseFrontmatter(content: string): { fields: Record<string, unknown>; body: string } {
  if (!content.startsWith('---')) return { fields: {}, body: content };
  const first = content.indexOf('---');
  const second = content.indexOf('---', first + 3);
  if (second === -1) return { fields: {}, body: content };
  const block = content.slice(first + 3, second);
  const body = content.slice(second + 3);
  const fields: Record<string, unknown> = {};
  for (const line of block.trim().split(/\r\n|\r|\n/)) {
    const at = line.indexOf(': ');
    if (at === -1) continue;
    const key = line.slice(0, at).trim();
    let value: unknown = line.slice(at + 2).trim();
    const s = value as string;
    if ((s.startsWith('"') && s.endsWith('"') && s.length >= 2) || (s.startsWith("'") && s.endsWith("'") && s.length >= 2)) {
      value = s.slice(1, -1);
    } else if (s === 'null') value = null;
    else if (NUMERIC_KEYS.has(key)) {
      // value.lstrip("-").isdigit() → int(value); else float(value) when Python accepts it.
      const digits = s.replace(/^-+/, '');
      if (digits !== '' && /^[\p{Nd}\p{No}]+$/u.test(digits)) value = pyInt(s);
      else if (PY_FLOAT.test(s)) value = pyFloat(s);
    }
    fields[key] = value;
  }
  return { fields, body };
}

/** `get_recent_events(n=10**9)`: splitlines, strip, skip blanks and undecodable lines. */
export function refReadEvents(text: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  // Python's str.splitlines breaks on these control characters too.
  for (const line of text.split(/\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/)) {
    const s = line.trim();
    if (!s) continue;
    try {
      out.push(JSON.parse(s) as Record<string, unknown>);
    } catch {
      // The reference logs and skips a broken line.
    }
  }
  return out;
}

const PY_FLOAT =
  /^\s*[+-]?(nan|inf(inity)?|((\p{Nd}(_?\p{Nd})*)(\.(\p{Nd}(_?\p{Nd})*)?)?|\.\p{Nd}(_?\p{Nd})*)([eE][+-]?\p{Nd}(_?\p{Nd})*)?)\s*$/iu;

/** Python's int() of a digit string: a marker object for digits JS cannot convert, so a test sees it is not text. */
function pyInt(s: string): number | { python: string } {
  return /^-*\d+$/.test(s) ? Number.parseInt(s.replace(/^-+/, (m) => (m.length % 2 ? '-' : '')), 10) : { python: `int(${s})` };
}

function pyFloat(s: string): number | { python: string } {
  const plain = s.trim().replaceAll('_', '');
  const n = Number(plain);
  return /^[\x00-\x7f]*$/.test(plain) && !Number.isNaN(n) ? n : { python: `float(${s})` };
}
