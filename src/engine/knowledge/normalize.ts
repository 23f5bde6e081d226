import { SIMPLIFIED, TRADITIONAL } from './t2s-table.js';

let simplified: Map<string, string> | undefined;
const simplifiedOf = (): Map<string, string> => {
  if (simplified) return simplified;
  const to = [...SIMPLIFIED];
  simplified = new Map([...TRADITIONAL].map((char, i) => [char, to[i] as string]));
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
  for (const char of folded) out += table.get(char) ?? char;
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
