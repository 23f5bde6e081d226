import {
  chooseSegmenter,
  kindsOf,
  oneCharNoun,
  posSegmenter,
  type KeywordSegmenter,
  type KnowledgeEntry,
  type Lexicon,
  type RelatedWords,
} from '../engine/knowledge/index.js';
import { normalizeText } from '../engine/knowledge/normalize.js';
import { loadSubwords, loadTagger, type Memory } from '../memory/index.js';

// Profile fields that name places and things of the person's life, kept whole as keywords.
const PLACE_FIELDS = ['city', 'occupation', 'how_met'] as const;
// Fields that name the person: in every fact about them, so never a keyword.
const NAME_FIELDS = ['nickname', 'slug'] as const;
// A field value longer than this is a sentence, not a name.
const MAX_NAME = 12;

/**
 * The words known before a text is cut: the person's names (dropped), the places
 * and roles of their profile and every keyword their topics already use (kept
 * whole, so "橘猫" filed once is found as one word again).
 */
export function lexiconOf(fields: Readonly<Record<string, unknown>>, entries: readonly KnowledgeEntry[]): Lexicon {
  const words = (names: readonly string[]) =>
    names
      .map((name) => fields[name])
      .filter((v): v is string => typeof v === 'string')
      .map((v) => normalizeText(v).trim())
      .filter((v) => v !== '' && [...v].length <= MAX_NAME && !/[\s,，。;；]/.test(v));
  const keywords = entries.flatMap((e) => e.trigger_keywords).map((k) => normalizeText(k).trim());
  return { keep: [...words(PLACE_FIELDS), ...keywords.filter((k) => [...k].length >= 2)], drop: words(NAME_FIELDS) };
}

/**
 * The keyword segmenter for one person: the part-of-speech tagger with their
 * lexicon, or the tagger-free cut when the tagger cannot load.
 */
export function segmenterWith(lexicon: Lexicon): KeywordSegmenter {
  const tagger = loadTagger();
  return tagger ? posSegmenter(tagger, { ...lexicon, subwords: subwordsOf() }) : chooseSegmenter();
}

let subwordCache: Map<string, readonly string[]> | undefined;
/** Sub-words by the tagger's dictionary, remembered: each keyword is looked up once. */
function subwordsOf(): (word: string) => readonly string[] {
  const subwords = loadSubwords();
  subwordCache ??= new Map();
  const cache = subwordCache;
  return (word) => {
    let found = cache.get(word);
    if (found === undefined) {
      found = subwords && /\p{Script=Han}/u.test(word) && [...word].length >= 3 ? subwords(word) : [];
      cache.set(word, found);
    }
    return found;
  };
}

let charCache: Map<string, readonly string[]> | undefined;
/**
 * The one-character nouns inside a Chinese keyword (胃 in 胃病, 茶 in 茶具, 球 in
 * 篮球): a fact filed under the word meets one that names the thing alone.
 */
function topicCharsOf(): (word: string) => readonly string[] {
  const tagger = loadTagger();
  charCache ??= new Map();
  const cache = charCache;
  return (word) => {
    let found = cache.get(word);
    if (found === undefined) {
      const chars = [...word];
      found =
        tagger && chars.length >= 2 && chars.every((c) => /\p{Script=Han}/u.test(c))
          ? [...new Set(chars)].filter((c) => oneCharNoun(c, tagger(c)[0]?.tag ?? 'x'))
          : [];
      cache.set(word, found);
    }
    return found;
  };
}

/**
 * What a keyword stands for besides itself, for matching and recall: the words
 * inside it by the dictionary and what it is a kind of ("柴犬" → 狗).
 */
export function relatedWords(): RelatedWords {
  const inside = subwordsOf();
  const chars = topicCharsOf();
  return (key) => {
    const words = [...inside(key), ...chars(key), ...kindsOf(key)];
    return words.length === 0 ? words : [...new Set(words.map(normalizeText))];
  };
}

/** The segmenter for a person, from their profile and topics as stored now. */
export function segmenterFor(mem: Pick<Memory, 'read'>, slug: string, entries: readonly KnowledgeEntry[]): KeywordSegmenter {
  let fields: Readonly<Record<string, unknown>> = { slug };
  try {
    fields = { ...mem.read(slug).profile.fields, slug };
  } catch {
    // An unreadable profile only means no profile words; remembering still works.
  }
  return segmenterWith(lexiconOf(fields, entries));
}
