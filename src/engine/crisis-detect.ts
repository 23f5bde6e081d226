import { CRISIS_TYPES } from './catalog-crisis.js';
import { EN_CALM, EN_SITUATIONS } from './crisis-situations-en.js';
import { ZH_CALM, ZH_SITUATIONS } from './crisis-situations-zh.js';
import { modelCrisisCodes, type TextModels } from './text-models.js';
import { foldText, hasHan } from './text/fold.js';

export interface CrisisGuess {
  id: string;
  /** Higher is likelier: the weights of the situations the description meets (3 names one, 1 leans towards it). */
  score: number;
  /** The words of the description that told it; none when only the text model suggests it. */
  matched: string[];
}

/** 她, 他, TA all read as "ta", as the trigger phrases write the person. */
const person = (s: string): string => s.replace(/[她他祂]|ta/g, 'ta').replace(/\s+/g, '');

/**
 * The crisis types a free-text description sounds like: the situations of each code
 * (in Chinese and in English, each in its own words) and the handler's trigger
 * phrases found whole. A code needs one situation that points at it, not only leans;
 * words that call it off ("虚惊一场", "turns out") leave nothing. After the rules'
 * codes come the text model's (src/engine/text-models.ts), score 0 and no words: all of
 * them when the rules found nothing and the model takes it for a crisis, else to fill
 * the places left (without `models`, the rules alone). Only a suggestion: the user
 * confirms the type.
 */
export function guessCrisis(description: string, limit = 3, models?: TextModels): CrisisGuess[] {
  const text = foldText(description);
  const zh = hasHan(text);
  if ((zh ? ZH_CALM : EN_CALM).test(text) || EN_CALM.test(text)) return [];
  const found = new Map<string, { score: number; strong: boolean; matched: string[] }>();
  const meet = (id: string, weight: number, words: string) => {
    const g = found.get(id) ?? { score: 0, strong: false, matched: [] };
    g.score += weight;
    g.strong ||= weight >= 2;
    if (!g.matched.includes(words)) g.matched.push(words);
    found.set(id, g);
  };
  // A Chinese description may carry English words ("她把我 friendzone 了"): both lists read it.
  for (const s of zh ? [...ZH_SITUATIONS, ...EN_SITUATIONS] : EN_SITUATIONS) {
    const m = s.re.exec(text);
    if (m) meet(s.code, s.weight, m[0].trim());
  }
  const flat = person(text);
  for (const c of CRISIS_TYPES) for (const t of c.triggers) if (flat.includes(person(t))) meet(c.id, 3, t);
  const ruled: CrisisGuess[] = [...found.entries()]
    .filter(([, g]) => g.strong || g.score >= 3)
    .map(([id, g]) => ({ id, score: g.score, matched: g.matched }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id, 'en', { numeric: true }));
  if (!models || ruled.length >= limit) return ruled.slice(0, limit);
  const modelled = modelCrisisCodes(models, description, ruled.length > 0)
    .filter((c) => !ruled.some((g) => g.id === c.id))
    .map((c) => ({ id: c.id, score: 0, matched: [] }));
  return [...ruled, ...modelled].slice(0, limit);
}
