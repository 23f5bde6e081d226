/**
 * One spelling per keyword: NFKC folds full-width letters and digits, lower-casing
 * makes Latin words case-insensitive (CJK is unaffected), and the typographic
 * apostrophe becomes ASCII so "she’s" meets the stopword "she's".
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\u2018\u2019]/g, "'");
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
