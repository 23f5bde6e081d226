import { CRISIS_TYPES } from './catalog-crisis.js';
import { extractKeywords, type KeywordSegmenter } from './knowledge/index.js';

export interface CrisisGuess {
  id: string;
  /** Higher is likelier: a trigger phrase found whole counts 3, each shared keyword 1. */
  score: number;
  /** The trigger phrases (or their words) the description met. */
  matched: string[];
}

/** 她, 他, TA all read as "ta", as the trigger phrases write the person. */
const person = (s: string): string => s.replace(/[她他祂]|TA|Ta/g, 'ta').replace(/\s+/g, '');

/**
 * The crisis types a free-text description sounds like, from the trigger phrases
 * of the crisis table: a phrase found whole, or the words it shares with the
 * description. Only a suggestion: the user confirms the type.
 */
export function guessCrisis(description: string, segmenter?: KeywordSegmenter, limit = 3): CrisisGuess[] {
  const text = person(description);
  const words = new Set(extractKeywords(text, { segmenter }));
  const guesses: CrisisGuess[] = [];
  for (const c of CRISIS_TYPES) {
    let score = 0;
    const matched: string[] = [];
    for (const trigger of c.triggers) {
      const phrase = person(trigger);
      if (text.includes(phrase)) {
        score += 3;
        matched.push(trigger);
        continue;
      }
      const shared = extractKeywords(phrase, { segmenter }).filter((w) => words.has(w) && w !== 'ta');
      if (shared.length > 0) {
        score += shared.length;
        matched.push(`${trigger} (${shared.join('、')})`);
      }
    }
    if (score > 0) guesses.push({ id: c.id, score, matched });
  }
  return guesses.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id, 'en', { numeric: true })).slice(0, limit);
}
