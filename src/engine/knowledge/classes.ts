import { CLASS_LEXICON } from './class-lexicon.js';
import { stemOf } from './english.js';
import { keyOf } from './keys.js';
import { remembered } from './remembered.js';
import { HAN, normalizeText } from './normalize.js';

/**
 * Topic classes: the coarse topic of life a fact is about (pets, work, sleep…),
 * read off the class lexicon. Facts of one topic often share no word (护士 and
 * 夜班, thesis and viva) but do share a class.
 */
interface Lexicon {
  /** Chinese words of two or more characters, longest first: found as letters of the text. */
  han: readonly (readonly [string, string])[];
  /** Every word by its compared form (keyOf): found as a keyword, or English as stemmed words. */
  exact: ReadonlyMap<string, string>;
  /** The classes whose shared membership may file two facts together. */
  merging: ReadonlySet<string>;
}

// Each part built when first asked for: a Chinese text looks only at `han`, which needs no English stems.
let hanBuilt: Lexicon['han'] | undefined;
let exactBuilt: Lexicon['exact'] | undefined;
let mergingBuilt: Lexicon['merging'] | undefined;
const lexiconWords = (): [string, string][] => Object.entries(CLASS_LEXICON).flatMap(([cls, { words }]) => words.map((w) => [w, cls] as [string, string]));
const LEXICON: Lexicon = {
  get han() {
    // A word's compared form holds Chinese only where its normalized form does, and is then that form (keyOf).
    hanBuilt ??= lexiconWords()
      .map(([word, cls]) => [normalizeText(word).trim(), cls] as const)
      .filter(([key]) => HAN.test(key) && [...key].length >= 2)
      .sort((a, b) => [...b[0]].length - [...a[0]].length);
    return hanBuilt;
  },
  get exact() {
    exactBuilt ??= new Map(lexiconWords().map(([word, cls]) => [keyOf(word), cls]));
    return exactBuilt;
  },
  get merging() {
    mergingBuilt ??= new Set(Object.entries(CLASS_LEXICON).flatMap(([cls, { merge }]) => (merge ? [cls] : [])));
    return mergingBuilt;
  },
};
const lexicon = (): Lexicon => LEXICON;

let listed: Set<string> | undefined;
/** Whether a word is written in the class lexicon as it is (not through a stem). */
export function isClassWord(word: string): boolean {
  listed ??= new Set(Object.values(CLASS_LEXICON).flatMap(({ words }) => words.map((w) => normalizeText(w))));
  return listed.has(normalizeText(word));
}

/** Whether sharing this class may file two facts together (else it only widens recall). */
export const mergesBy = (cls: string): boolean => lexicon().merging.has(cls);

const LATIN_WORD = /[\p{Script=Latin}\p{N}'-]+/gu;

/** The class of one keyword: itself in the lexicon, else the longest class word inside a Chinese one. */
export const classOfKeyword = (keyword: string): string | null => classOfKey(keyOf(keyword));

/** The same of a keyword in its compared form (keyOf). */
export const classOfKey: (key: string) => string | null = remembered((key) => {
  const lex = lexicon();
  const own = lex.exact.get(key);
  if (own !== undefined) return own;
  if (!HAN.test(key)) return null;
  return lex.han.find(([word]) => key.includes(word))?.[1] ?? null;
});

/**
 * The classes a text and its keywords name. A longer word is taken before the
 * words inside it ("咖啡店" is work, not coffee); names (a dog called 可乐) name no class.
 */
export function classesOf(text: string, keywords: readonly string[], names: ReadonlySet<string> = new Set()): Set<string> {
  const lex = lexicon();
  const found = new Set<string>();
  let rest = normalizeText(text);
  for (const name of names) if (!commonSense(rest, name)) rest = rest.split(name).join(' ');
  if (HAN.test(rest)) {
    for (const [word, cls] of lex.han) {
      if (!rest.includes(word)) continue;
      found.add(cls);
      rest = rest.split(word).join(' ');
    }
  }
  const stems = [...rest.matchAll(LATIN_WORD)].map(([w]) => stemOf(w));
  stems.forEach((stem, i) => {
    const pair = i + 1 < stems.length ? lex.exact.get(`${stem} ${stems[i + 1]}`) : undefined;
    const cls = pair ?? lex.exact.get(stem);
    if (cls !== undefined) found.add(cls);
  });
  for (const keyword of keywords) {
    const key = keyOf(keyword);
    if (names.has(key) || names.has(normalizeText(keyword).trim())) continue;
    const cls = lex.exact.get(key);
    if (cls !== undefined) found.add(cls);
  }
  return found;
}

/**
 * The classes a topic is about: those most of its statements name (ties all
 * kept), so a side remark ("公司楼下那家店的拿铁") does not make a coffee topic a
 * work topic too.
 */
export function topicClasses(statements: readonly string[], keywords: readonly string[], names: ReadonlySet<string>): Set<string> {
  const counts = new Map<string, number>();
  for (const statement of statements) for (const cls of classesOf(statement, [], names)) counts.set(cls, (counts.get(cls) ?? 0) + 1);
  if (counts.size === 0) return classesOf('', keywords, names);
  const most = Math.max(...counts.values());
  return new Set([...counts].filter(([, n]) => n === most).map(([cls]) => cls));
}

// "柴犬叫可乐", "猫名叫年糕", "a cat called Pickle": what follows is a name.
const ZH_NAMED = /(?:名字叫|取名叫?|起名叫?|名叫|叫做|叫)(\p{Script=Han}{2,3}?)(?=\P{Script=Han}|$)/gu;
const EN_NAMED = /\b(?:called|named)\s+([a-z][a-z'-]+)/g;

/** The names a text gives (to a pet, a plant, a sourdough starter), normalized. */
export function namesIn(text: string): string[] {
  const norm = normalizeText(text);
  return [...[...norm.matchAll(ZH_NAMED)].map((m) => m[1] ?? ''), ...[...norm.matchAll(EN_NAMED)].map((m) => m[1] ?? '')].filter(
    (n) => n !== '',
  );
}

// A name that is also a thing to eat or drink (可乐, 年糕, 土豆) is that thing right after these.
const CONSUMED = /(?:喝|吃|买|点|一瓶|一杯|一罐|一听|两瓶|两杯)$/u;

/** Whether a name is used as the common noun it also is: every time it occurs, right after 喝/吃/买… */
export function commonSense(text: string, name: string): boolean {
  const norm = normalizeText(text);
  const parts = norm.split(name);
  if (parts.length < 2) return false;
  return parts.slice(0, -1).every((before) => CONSUMED.test(before));
}
