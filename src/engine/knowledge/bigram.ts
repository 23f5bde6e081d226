import { HAN } from './normalize.js';
import { ZH_RUN_BREAKERS } from './stopwords.js';
import type { KeywordSegmenter } from './segment.js';

// Han runs and everything else that is a word; a Latin word never swallows Han.
const TOKEN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}'])+/gu;

/**
 * Fallback when ICU cannot segment Chinese (small-icu builds): Han runs are cut
 * at function words, then every pair of neighbouring characters is a keyword. Bigrams
 * over-generate, but a real word of two characters is always among them, so
 * matching and recall keep working, only less precisely.
 */
export const bigramSegmenter: KeywordSegmenter = (text) => {
  const out: string[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    if (!HAN.test(token)) {
      out.push(token);
      continue;
    }
    for (const part of cutAtBreakers([...token])) out.push(...bigrams(part));
  }
  return out;
};

function cutAtBreakers(chars: string[]): string[][] {
  const parts: string[][] = [];
  let current: string[] = [];
  let i = 0;
  while (i < chars.length) {
    const stop = ZH_RUN_BREAKERS.find((word) => startsWithAt(chars, i, word));
    if (stop === undefined) {
      current.push(chars[i] ?? '');
      i += 1;
      continue;
    }
    parts.push(current);
    current = [];
    i += [...stop].length;
  }
  parts.push(current);
  return parts;
}

function startsWithAt(chars: string[], at: number, word: string): boolean {
  const wordChars = [...word];
  return wordChars.every((c, k) => chars[at + k] === c);
}

function bigrams(chars: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(`${chars[i]}${chars[i + 1]}`);
  return out;
}
