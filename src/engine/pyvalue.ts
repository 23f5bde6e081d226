// JSON values as Python shows and tests them, for parsers that reproduce the
// reference tools' output (chat exports, social posts): str(), repr() and truth.
import { pyFloatRepr } from './pyfloat.js';

export const isDict = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Python truthiness of a JSON value. */
export const truthy = (v: unknown): boolean =>
  v !== null && v !== undefined && v !== false && v !== 0 && v !== '' && !(Array.isArray(v) && v.length === 0) && !(isDict(v) && Object.keys(v).length === 0);

const hex = (n: number, w: number): string => n.toString(16).padStart(w, '0');

/** Python's repr() of a string: single quotes unless it holds one and no double quote; unprintable characters escaped. */
export function pyReprString(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (ch === '\\' || ch === quote) out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch !== ' ' && /[\p{C}\p{Z}]/u.test(ch)) out += c < 0x100 ? `\\x${hex(c, 2)}` : c < 0x10000 ? `\\u${hex(c, 4)}` : `\\U${hex(c, 8)}`;
    else out += ch;
  }
  return `${quote}${out}${quote}`;
}

/** Python's str() of a JSON value (repr() inside lists and dicts); 1.0 reads back as 1, as JSON.parse keeps it. */
export function pyStr(v: unknown, inner = false): string {
  if (typeof v === 'string') return inner ? pyReprString(v) : v;
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) < 1e16 ? String(v) : pyFloatRepr(v);
  if (Array.isArray(v)) return `[${v.map((x) => pyStr(x, true)).join(', ')}]`;
  return `{${Object.entries(v as Record<string, unknown>).map(([k, x]) => `${pyReprString(k)}: ${pyStr(x, true)}`).join(', ')}}`;
}
