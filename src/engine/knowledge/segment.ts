import { bigramSegmenter } from './bigram.js';
import { isNotTopicWord } from './en-pos.js';
import { EN_GENERIC } from './english.js';
import { dedupeKeywords, isHanChar, normalizeText } from './normalize.js';
import { LEADING_PRONOUNS, STOPWORDS } from './stopwords.js';

/** Turns normalized text (titles already taken out) into raw keyword tokens. */
export type KeywordSegmenter = (text: string, opts?: SegmentOptions) => string[];

export interface SegmentOptions {
  /** Whether a text with no topic word is still cut into its plainer words (default true). */
  lastResort?: boolean;
}

/** The shape of `Intl.Segmenter#segment` output; injectable so tests can simulate a broken ICU. */
export interface WordSegment {
  segment: string;
  isWordLike?: boolean;
}
export type WordSplitter = (text: string) => Iterable<WordSegment>;

let intl: Intl.Segmenter | undefined;
export const intlSplitter: WordSplitter = (text) => {
  intl ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return intl.segment(text);
};

const NUMBER = /^\p{Nd}+$/u;
const WORDISH = /[\p{L}\p{N}]/u;

/**
 * Keyword rule on top of ICU words:
 * - stopwords are dropped and break runs; a pronoun ICU glued to a word's start
 *   ("她不", "我有") is cut off first;
 * - contiguous single Han characters and numbers form a run, and a run holding at
 *   least one Han character and two or more pieces becomes ONE keyword
 *   (怕/猫 → 怕猫, 4/月/10/日 → 4月10日): ICU splits what its dictionary misses
 *   into single characters, and together they usually are the word;
 * - a lone Han character ("吃", "猫") is dropped: too ambiguous to trigger a memory;
 * - every other word (multi-character Han, Latin, numbers) is kept as is.
 */
export function segmenterFrom(split: WordSplitter): KeywordSegmenter {
  return (text) => {
    const out: string[] = [];
    let run: string[] = [];
    const flush = (): void => {
      if (run.some(isHanChar)) {
        if (run.length >= 2) out.push(run.join(''));
      } else {
        out.push(...run);
      }
      run = [];
    };
    for (const { segment, isWordLike } of split(text)) {
      if (!(isWordLike ?? WORDISH.test(segment))) {
        flush();
        continue;
      }
      const word = STOPWORDS.has(segment) ? segment : stripLeadingPronouns(segment);
      if (STOPWORDS.has(word)) flush();
      else if (isHanChar(word) || NUMBER.test(word)) run.push(word);
      else {
        flush();
        out.push(word);
      }
    }
    flush();
    return out;
  };
}

function stripLeadingPronouns(word: string): string {
  const chars = [...word];
  while (chars.length > 1 && LEADING_PRONOUNS.has(chars[0] ?? '')) chars.shift();
  return chars.join('');
}

const PROBE = '她怕猫，喜欢看电影和吃火锅';

/** Start-up check: a working ICU yields multi-character Chinese words; small-icu yields single characters. */
export function segmentationWorks(split: WordSplitter = intlSplitter): boolean {
  try {
    return [...split(PROBE)].some(
      ({ segment, isWordLike }) => isWordLike !== false && [...segment].length >= 2 && [...segment].every(isHanChar),
    );
  } catch {
    return false; // no Intl.Segmenter at all
  }
}

export function chooseSegmenter(split: WordSplitter = intlSplitter): KeywordSegmenter {
  return segmentationWorks(split) ? segmenterFrom(split) : bigramSegmenter;
}

// The ICU build does not change while the process runs: probe once.
let chosen: KeywordSegmenter | undefined;
const defaultSegmenter = (): KeywordSegmenter => (chosen ??= chooseSegmenter());

const TITLE = /《([^《》]*)》/g;

export interface ExtractOptions {
  /** The user's own tags: always kept (even a stopword), trimmed, deduped, placed first. */
  tags?: readonly string[];
  segmenter?: KeywordSegmenter;
}

/** Keywords of a text in order of appearance, deduped; 《titles》 are kept whole without brackets. */
export function extractKeywords(text: string, options: ExtractOptions = {}): string[] {
  const segment = options.segmenter ?? defaultSegmenter();
  const normalized = normalizeText(text);
  const found: string[] = [];
  let last = 0;
  const titled = /《[^《》]*》/.test(normalized);
  // With a title in the text, a segmenter's last resort (the verb "看" of "《星际穿越》他看了五遍")
  // is not wanted: the title is the keyword.
  const names = properNames(text);
  const cut = (piece: string) => keepMeaningful(segment(piece, titled ? { lastResort: false } : undefined), names);
  for (const match of normalized.matchAll(TITLE)) {
    found.push(...cut(normalized.slice(last, match.index)));
    const title = (match[1] ?? '').trim();
    if (title !== '') found.push(title);
    last = match.index + match[0].length;
  }
  found.push(...cut(normalized.slice(last)));
  const tags = (options.tags ?? []).map((tag) => normalizeText(tag).trim());
  // Every English word was a stopword ("She loves it so much"): the fact is still filed,
  // by its words less pronouns and articles, rather than refused. (Chinese has its own
  // last resort in the tagger's rules: a count or a demonstrative stays out.)
  if (found.length === 0 && tags.length === 0) found.push(...lastResort(normalized, segment));
  return dedupeKeywords([...tags, ...found]);
}

const PLAIN = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'me', 'him', 'her', 'us', 'them', 'the', 'a', 'an', 'is', 'are', 'was', 'to', 'of', 'and', 'or', 'so', 'too', 'very', 'really', 'just']);

function lastResort(text: string, segment: KeywordSegmenter): string[] {
  const words = bigramSegmenter(text).filter((w) => !HAN_WORD.test(w) && w.length >= 3 && !PLAIN.has(w));
  // Words said of anything come last: "He's on call every fourth week and hates it" is filed by "call".
  // Then words said of anything but still of a thing ("She's on nights all next week": nights),
  // before pronouns and particles.
  const plainer = words.filter((w) => !STOPWORDS.has(w) && !/^\d+$/.test(w));
  const generic = words.filter((w) => GENERIC.has(w));
  const latin = plainer.length > 0 ? plainer : generic.length > 0 ? generic : words;
  // A segmenter's own last resort may be a verb of liking ("讨厌"), a stopword elsewhere.
  const han = segment(text).filter((w) => HAN_WORD.test(w) && [...w].length >= 2 && !ZH_PLAIN.has(w));
  return [...han, ...latin];
}
const ZH_PLAIN = new Set(['我们', '你们', '他们', '她们', '咱们', '自己', '这个', '那个', '一个', '什么', '怎么', '为什么', '真的', '非常', '特别', '已经', '一直']);
const HAN_WORD = /\p{Script=Han}/u;
const GENERIC: ReadonlySet<string> = new Set(EN_GENERIC);

// Also applied to injected segmenters: a stopword or a single Latin letter never triggers a
// memory. A single Han character only comes from a segmenter that knows it is a noun (猫, 茶).
// An English word that is mostly a verb or adjective (en-pos.ts) or a bare number ("9:15")
// is no topic word either.
function keepMeaningful(tokens: string[], names: ReadonlySet<string> = new Set()): string[] {
  return tokens.filter(
    (token) =>
      ([...token].length >= 2 || isHanChar(token)) &&
      !STOPWORDS.has(token) &&
      (names.has(token) || !isNotTopicWord(token)) &&
      !/^\d+$/.test(token),
  );
}

// A capitalised word inside a sentence ("Did Celtic win?", "big Lando fan") is a name,
// whatever WordNet says of the common word.
const CAPITALISED = /(?<![.!?]\s*|^\s*)(?<![\p{L}'])\p{Lu}[\p{L}'-]*/gu;
function properNames(text: string): Set<string> {
  return new Set([...text.normalize('NFKC').matchAll(CAPITALISED)].map(([w]) => normalizeText(w)));
}
