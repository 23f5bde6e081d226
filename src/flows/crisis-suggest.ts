import { CRISIS_TYPES } from '../engine/catalog-crisis.js';
import { guessCrisis, type CrisisGuess } from '../engine/crisis-detect.js';
import type { Label } from '../engine/types.js';
import { type Memory } from '../memory/index.js';
import { refused } from '../model/index.js';
import { textModels } from './text-models.js';

export interface CrisisSuggestion extends CrisisGuess {
  name: Label;
  timing: Label;
}

export interface CrisisSuggestions {
  description: string;
  suggestions: CrisisSuggestion[];
}

/** The crisis types a description sounds like, with their playbooks; nothing is written. */
export function suggestCrisis(mem: Memory, slug: string, description: string): CrisisSuggestions {
  if (description.trim() === '') throw refused({ field: 'describe', kind: 'say', what: 'what-happened' });
  mem.read(slug);
  const guesses = guessCrisis(description, 3, textModels());
  return {
    description,
    suggestions: guesses.map((g) => {
      const c = CRISIS_TYPES.find((x) => x.id === g.id);
      return { ...g, name: c?.name ?? { zh: g.id, en: g.id }, timing: c?.timing ?? { zh: '', en: '' } };
    }),
  };
}
