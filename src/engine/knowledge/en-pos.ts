import { isClassWord } from './classes.js';
import { ING_NOUNS, IRREGULAR, NOT_NOUN } from './en-wordnet.js';

interface Tables {
  notNoun: ReadonlySet<string>;
  ingNouns: ReadonlySet<string>;
  irregular: ReadonlyMap<string, string>;
}
let tables: Tables | undefined;
const load = (): Tables =>
  (tables ??= {
    notNoun: new Set(NOT_NOUN.split(' ')),
    ingNouns: new Set(ING_NOUNS.split(' ')),
    irregular: new Map(IRREGULAR.split(' ').map((pair) => pair.split(':') as [string, string])),
  });

// Words of what a person fears, cannot eat or is like: adjectives, yet the topic itself
// ("afraid of cats" as 怕猫 is one keyword in Chinese).
const TRAITS = new Set([
  'afraid', 'scared', 'terrified', 'frightened', 'phobic', 'allergic', 'intolerant', 'vegetarian', 'vegan', 'spicy',
  'shy', 'introverted', 'extroverted', 'sober', 'pregnant', 'single', 'married', 'divorced', 'engaged',
]);

/** The dictionary forms a typed English word may be (WordNet's suffix rules, lightly). */
function lemmasOf(word: string, irregular: ReadonlyMap<string, string>): string[] {
  const out = [word];
  const irr = irregular.get(word);
  if (irr !== undefined) out.push(irr);
  const strip = (suffix: string, ...ends: string[]) => {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) for (const end of ends) out.push(word.slice(0, -suffix.length) + end);
  };
  strip('ies', 'y');
  strip('es', '', 'e');
  strip('s', '');
  strip('ied', 'y');
  strip('ed', '', 'e');
  strip('ing', '', 'e');
  strip('ier', 'y');
  strip('er', '', 'e');
  strip('iest', 'y');
  strip('est', '', 'e');
  strip('ly', '');
  // stopped → stop, running → run
  for (const w of [...out]) if (/([b-df-hj-np-tv-z])\1$/.test(w)) out.push(w.slice(0, -1));
  return out;
}

/**
 * Whether an English word is, by WordNet's tagged usage, mostly a verb, adjective or
 * adverb ("hates", "called", "massive", "sometimes"): such a word is said of any
 * subject, so it names no topic. Activities spelled as nouns (cooking, climbing) and
 * the words of a topic class (cold, tired, sleep) stay topic words.
 */
export function isNotTopicWord(word: string): boolean {
  if (!/^[a-z][a-z'-]*$/.test(word)) return false;
  const { notNoun, ingNouns, irregular } = load();
  if (TRAITS.has(word) || ingNouns.has(word) || isClassWord(word)) return false;
  return lemmasOf(word, irregular).some((lemma) => notNoun.has(lemma));
}

// Words that start a sentence with a subject of its own: a pronoun, a possessive or an article.
const SUBJECTS = new Set([
  'i', 'you', 'he', 'she', 'it', 'we', 'they', 'her', 'his', 'their', 'my', 'our', 'your', 'its', 'this', 'that',
  'these', 'those', 'the', 'a', 'an', "she's", "he's", "it's", "they're", "i'm", "we're", "you're", "she'd", "he'd",
  "she'll", "he'll", 'there', "there's", 'ta',
]);

/**
 * Whether an English statement goes on from the one before it, without a subject of
 * its own: it starts with a verb, adjective or adverb ("Won't go out if it's wet.",
 * "Loose leaf only.", "Never on Sundays."), not a pronoun, an article or a name.
 * Chinese drops its subjects too freely to tell this way, so it is never said of it.
 */
export function goesOn(statement: string): boolean {
  const trimmed = statement.trim();
  if (/\p{Script=Han}/u.test(trimmed)) return false;
  const first = /^[\p{L}'’-]+/u.exec(trimmed)?.[0];
  if (first === undefined) return false;
  const word = first.toLowerCase().replace('’', "'");
  if (SUBJECTS.has(word)) return false;
  return /^(?:won't|can't|doesn't|don't|didn't|isn't|wasn't|never|not|no|only|also|always|usually|just|and|but|so|or|too|plus)$/.test(word) || isNotTopicWord(word);
}
