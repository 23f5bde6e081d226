import { SIMPLIFIED, TRADITIONAL } from './t2s-table.js';

/** Each traditional character's code point to its simplified one's, made on first use. */
let simplified: Map<number, number> | undefined;
const simplifiedOf = (): Map<number, number> => {
  if (simplified) return simplified;
  // Walked by code point, not spread into one-character strings: making 3,500 of those took
  // ~40 ms (the detail screen's first frame ranks the known topics through this).
  const table = new Map<number, number>();
  for (let i = 0, j = 0; i < TRADITIONAL.length && j < SIMPLIFIED.length; ) {
    const from = TRADITIONAL.codePointAt(i) as number;
    const to = SIMPLIFIED.codePointAt(j) as number;
    table.set(from, to);
    i += from > 0xffff ? 2 : 1;
    j += to > 0xffff ? 2 : 1;
  }
  simplified = table;
  return simplified;
};

/**
 * One spelling per keyword: NFKC folds full-width letters and digits, lower-casing
 * makes Latin words case-insensitive (CJK is unaffected), the typographic
 * apostrophe becomes ASCII so "she’s" meets the stopword "she's", and traditional
 * characters are written simplified, so "貓" meets "猫".
 */
export function normalizeText(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (!HAN.test(folded)) return folded;
  const table = simplifiedOf();
  let out = '';
  for (const char of folded) {
    const to = table.get(char.codePointAt(0) as number);
    out += to === undefined ? char : String.fromCodePoint(to);
  }
  return out;
}

/** Dedupes by normalized form, keeping the first spelling seen and the order. */
export function dedupeKeywords(keywords: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const keyword of keywords) {
    const key = normalizeText(keyword);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

export const HAN = /\p{Script=Han}/u;
export const isHanChar = (s: string): boolean => [...s].length === 1 && HAN.test(s);
