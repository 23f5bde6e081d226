import { classesOf, classOfKey, namesIn, topicClasses } from './classes.js';
import { sameRoot, stemOf } from './english.js';
import { splitStatements } from './fuse.js';
import { holdingCounts, keyOf, RELATED_WEIGHT, weightOf, type RelatedWords } from './keys.js';
import { kindsIn, kindsOf } from './kinds.js';
import { HAN, normalizeText } from './normalize.js';
import { byRecencyThenId } from './order.js';
import type { KnowledgeEntry } from './schema.js';
import { remembered } from './remembered.js';

export interface RecallHit {
  entry: KnowledgeEntry;
  /** The entry's trigger keywords found in the text, in the entry's order. */
  hits: string[];
}

/** Default of `knowledge_context_max_items` (SPEC 8). */
export const DEFAULT_RECALL_LIMIT = 5;

export interface RecallOptions {
  limit?: number;
  /** Default: what a keyword is a kind of, and the start and end of a long Chinese one. */
  related?: RelatedWords;
}

/**
 * Related words that need no dictionary, so recall works without loading the
 * tagger: kinds ("柴犬" → 狗), a long keyword's first and last two or more
 * characters ("村上" of 村上春树, "熊猫" of 大熊猫) and a two-character one's
 * characters that are no function or count character ("胃" of 胃病, "睡" of 睡眠). Looser than the tagger's
 * sub-words, which is fine for ranking what to show.
 */
export const plainRelated: RelatedWords = remembered((key) => {
  const chars = [...key];
  if (HAN.test(key) && chars.length === 2) return [...kindsOf(key), ...chars.filter((c) => !PLAIN_CHARS.has(c))];
  if (!HAN.test(key) || chars.length < 3) return kindsOf(key);
  const ends: string[] = [];
  for (let n = 2; n < chars.length; n += 1) ends.push(chars.slice(0, n).join(''), chars.slice(-n).join(''));
  return [...kindsOf(key), ...ends];
});

// Characters too common to bring back a topic by themselves.
const PLAIN_CHARS = new Set([...'的了是在有不没人家天年月日时次个一二三四五六七八九十大小多少好上下里外前后中来去说看想要会能做打开出子头儿老']);

// Latin letters only: "n2考得怎么样" holds the word n2.
const LATIN_WORD = /[\p{Script=Latin}\p{N}']+/gu;

/**
 * What ranking reads of a topic: its keywords, and its id and update time for
 * ties; `keys`, when given, the keywords' compared forms (keyOf), in their order.
 */
export type RankedTopic = Pick<KnowledgeEntry, 'id' | 'updated_at' | 'trigger_keywords'> & { keys?: readonly string[] };

/**
 * What ranking needs to know of the whole set of topics besides the ones it
 * scores: how many topics hold each key (a key held by none of them counts as
 * held once), the names the topics give, and which topics (by position) are
 * about a class.
 */
export interface RecallBasis {
  holding: ReadonlyMap<string, number>;
  names: ReadonlySet<string>;
  holders(cls: string): readonly number[];
}

/** The basis of a set of topics, worked out from them (the classes only when a text names one). */
export function basisOf(entries: readonly KnowledgeEntry[], related: RelatedWords = plainRelated): RecallBasis {
  const names = new Set(entries.flatMap((e) => namesIn(e.canonical_meaning)));
  let about: Set<string>[] | undefined;
  return {
    holding: holdingCounts(entries, related),
    names,
    holders(cls) {
      about ??= classesOfTopics(entries, names);
      const out: number[] = [];
      about.forEach((classes, i) => {
        if (classes.has(cls)) out.push(i);
      });
      return out;
    },
  };
}

/** The classes each topic is about (by position). */
export const classesOfTopics = (entries: readonly KnowledgeEntry[], names: ReadonlySet<string>): Set<string>[] =>
  entries.map((e) => topicClasses(splitStatements(e.canonical_meaning), e.trigger_keywords, names));

/** A text as recall compares it: normalized, its Latin words stemmed (padded with spaces), the kinds it names. */
export interface RecallText {
  haystack: string;
  words: string;
  latin: string[];
  extra: Set<string>;
}

export function recallText(text: string): RecallText {
  const haystack = normalizeText(text);
  const words = ` ${[...haystack.matchAll(LATIN_WORD)].map(([w]) => stemOf(w)).join(' ')} `;
  return { haystack, words, latin: words.trim().split(' ').filter((w) => w !== ''), extra: new Set(kindsIn(haystack, words)) };
}

/** Whether a word is in the text: Chinese as letters, English as a run of whole words. */
export const inTextOf =
  (t: RecallText) =>
  (key: string): boolean =>
    HAN.test(key) ? t.haystack.includes(key) : t.words.includes(` ${key} `);

/**
 * Entries whose trigger keywords occur in the text: Chinese as a substring (so
 * "怕猫" is found in "她还怕猫吗"), English word by word with light stems ("dogs"
 * meets "dog"); a keyword met only through a related word counts half. Ranked by
 * the weight of what matches (a keyword few topics hold counts more), then the
 * number of hits, then the most recently updated; no hit → not returned.
 * A topic of a class the text names ("Steak place for dinner?" → food) comes
 * after those, by CLASS_RECALL_WEIGHT shared among the topics of that class.
 */
export function recall(entries: readonly KnowledgeEntry[], text: string, opts: RecallOptions = {}): RecallHit[] {
  // No topics (a new user's first recall): nothing to rank, nor any class to look up.
  if (entries.length === 0) return [];
  const related = opts.related ?? plainRelated;
  return rankTopics(basisOf(entries, related), entries.entries(), text, { ...opts, related }).map(({ entry, hits }) => ({ entry, hits }));
}

/**
 * The ranking of `recall` over some of the topics (by position), with the basis
 * of all of them: given every topic that can match the text (and any others), it
 * answers what `recall` answers over all of them, each with the score it is ranked by.
 */
export function rankTopics<T extends RankedTopic>(
  basis: RecallBasis,
  topics: Iterable<readonly [number, T]>,
  text: string,
  opts: RecallOptions = {},
): { at: number; entry: T; hits: string[]; score: number }[] {
  const { limit = DEFAULT_RECALL_LIMIT, related = plainRelated } = opts;
  const t = recallText(text);
  const inText = inTextOf(t);
  const rootInText = (key: string): boolean => !HAN.test(key) && !key.includes(' ') && t.latin.some((w) => sameRoot(w, key));
  const byClass = classWeights(basis, text);
  const ranked: { at: number; entry: T; hits: string[]; score: number }[] = [];
  for (const [at, entry] of topics) {
    const seen = new Set<string>();
    const hits: string[] = [];
    let score = 0;
    const keys = entry.keys ?? entry.trigger_keywords.map(keyOf);
    for (const [i, keyword] of entry.trigger_keywords.entries()) {
      const key = keys[i] as string;
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      const weight = weightOf(key, basis.holding.get(key) ?? 1);
      if (inText(key)) score += weight;
      else if (t.extra.has(key) || related(key).some(inText) || rootInText(key)) score += weight * RELATED_WEIGHT;
      else continue;
      hits.push(keyword);
    }
    const cls = byClass.get(at);
    if (cls) {
      score += cls.weight;
      for (const [i, keyword] of entry.trigger_keywords.entries()) if (!hits.includes(keyword) && cls.classes.has(classOfKey(keys[i] as string) ?? '')) hits.push(keyword);
    }
    if (hits.length > 0 || cls) ranked.push({ at, entry, hits, score });
  }
  ranked.sort((a, b) => b.score - a.score || b.hits.length - a.hits.length || byRecencyThenId(a.entry, b.entry));
  return ranked.slice(0, Math.max(0, limit));
}

/** A class the text names counts this much in recall, shared among the topics about it. */
export const CLASS_RECALL_WEIGHT = 0.2;

/** The classes a text names, among those of the topics' basis. */
export const askedClasses = (basis: RecallBasis, text: string): Set<string> => classesOf(text, [], basis.names);

/** Per topic (by position): the classes it shares with the text and what they add to its rank. */
export function classWeights(basis: RecallBasis, text: string): Map<number, { weight: number; classes: Set<string> }> {
  const out = new Map<number, { weight: number; classes: Set<string> }>();
  for (const cls of askedClasses(basis, text)) {
    const holders = basis.holders(cls);
    for (const at of holders) {
      const now = out.get(at) ?? { weight: 0, classes: new Set<string>() };
      now.weight += CLASS_RECALL_WEIGHT / holders.length;
      now.classes.add(cls);
      out.set(at, now);
    }
  }
  return out;
}
