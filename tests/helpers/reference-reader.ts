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
      if (/^\d+$/.test(s.replace(/^-+/, ''))) value = Number.parseInt(s, 10);
      else if (s.trim() !== '' && !Number.isNaN(Number(s))) value = Number(s);
    }
    fields[key] = value;
  }
  return { fields, body };
}

/** `get_recent_events(n=10**9)`: splitlines, strip, skip blanks and undecodable lines. */
export function refReadEvents(text: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
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
