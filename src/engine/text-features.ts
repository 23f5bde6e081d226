import { foldText } from './text/fold.js';

// The features the text models read: Chinese as character 1–3-grams (no segmenter, so
// the same features with or without the tagger), English as lightly stemmed words, word
// pairs and the 3-grams of each padded word (a misspelling or a new inflection still
// shares most of them). The person is one token whatever its gender.

const han = (t: string): string => t.replace(/[她祂]/g, '他').replace(/\bta\b/g, '他');
const PERSON = new Set(['she', 'he', 'her', 'him', 'his', 'hers', 'ta']);
const stem = (w: string): string =>
  PERSON.has(w) ? 'ta' : w.length > 4 ? w.replace(/'s$/, '').replace(/(ing|ed|es|s|ly)$/, '') : w.replace(/'s$/, '');

/** The sorted, distinct features of a text; each counts once however often it occurs. */
export function textFeatures(text: string): string[] {
  const t = han(foldText(text));
  const out = new Set<string>();
  for (const run of t.match(/\p{Script=Han}+/gu) ?? []) {
    const cs = [...run];
    for (let n = 1; n <= 3; n += 1) for (let i = 0; i + n <= cs.length; i += 1) out.add(cs.slice(i, i + n).join(''));
  }
  const words = (t.match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).map(stem);
  words.forEach((w, i) => {
    out.add(`w:${w}`);
    if (i > 0) out.add(`w:${words[i - 1] as string} ${w}`);
    const padded = `<${w}>`;
    for (let j = 0; j + 3 <= padded.length; j += 1) out.add(`c:${padded.slice(j, j + 3)}`);
  });
  for (const mark of t.match(/[?!]/g) ?? []) out.add(`p:${mark}`);
  return [...out].sort();
}
