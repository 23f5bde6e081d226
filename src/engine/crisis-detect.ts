import { CRISIS_TYPES } from './catalog-crisis.js';
import { EN_CALM, EN_SITUATIONS, EN_THIRD, EN_WHAT_IF } from './crisis-situations-en.js';
import { ZH_CALM, ZH_SITUATIONS, ZH_THIRD, ZH_WHAT_IF } from './crisis-situations-zh.js';
import { crisisReading, type TextModels } from './text-models.js';
import { foldText, hasHan } from './text/fold.js';

export interface CrisisGuess {
  id: string;
  /** Higher is likelier: the weights of the situations the description meets (3 names one, 1 leans towards it). */
  score: number;
  /** The words of the description that told it; none when only the text model suggests it. */
  matched: string[];
}

/** What, right before a situation's words, says it is not so: 没有/不是 (their person between), not/never/don't want to (a word or two between). */
const NEGATED = /(?:没有|没|不是|并不是|并没有|并没|从没|从来没|从来不|不算)(?:她|他|ta|我们|我俩)?(?:在)?$|没说(?:什么|过)?要?$|\b(?:not|didn't|did not|never|wasn't|weren't|isn't|aren't|no|(?:don't|do not|dont) (?:want|wanna|need)(?: to)?)\s+(?:\S+\s+){0,2}$/u;
/** The crush named in the clause ("my crush and my friend are together now"): the story is the user's. */
const CRUSH = /crush|我喜欢的人|男神|女神|暗恋的/u;
/** Asking how or whether to do something, in a question. */
const ASKING = /(?:怎么|如何|好还是|要不要|该不该|是不是应该|有什么(?:技巧|建议|办法)|求(?:建议|推荐))[^。.!\n]*[?？]?\s*$|^(?:想问(?:下|一下)?|请问|求问)|\b(?:how (?:do|should|can) i|should i|is it (?:weird|ok|okay|normal|too much) to|any tips|what's the best way|tips for)\b[^.!\n]*\?/u;

/**
 * The words a situation met, as the user is shown them: a long span (the words at each end
 * of a pattern with a gap between) keeps its ends, "表白完…没下文", "told him i … two weeks since".
 */
function shortened(words: string): string {
  if (hasHan(words)) {
    const chars = [...words];
    return chars.length <= 10 ? words : `${chars.slice(0, 4).join('')}…${chars.slice(-4).join('')}`;
  }
  const parts = words.split(/\s+/);
  return parts.length <= 7 ? words : `${parts.slice(0, 3).join(' ')} … ${parts.slice(-3).join(' ')}`;
}

/** 她, 他, TA all read as "ta", as the trigger phrases write the person. */
const person = (s: string): string => s.replace(/[她他祂]|ta/g, 'ta').replace(/\s+/g, '');

/**
 * The crisis types a free-text description sounds like: the situations of each code
 * (in Chinese and in English, each in its own words) and the handler's trigger
 * phrases found whole. A code needs one situation that points at it, not only leans;
 * codes the rules weigh alike are ordered by the text model's likeness (else by code);
 * words that call it off ("虚惊一场", "turns out") leave nothing. After the rules'
 * codes come the text model's (src/engine/text-models.ts), score 0 and no words: all of
 * them when the rules found nothing and the model takes it for a crisis, else to fill
 * the places left (without `models`, the rules alone). Only a suggestion: the user
 * confirms the type.
 */
export function guessCrisis(description: string, limit = 3, models?: TextModels): CrisisGuess[] {
  const text = foldText(description);
  const zh = hasHan(text);
  // A Chinese description is read by both lists of what calls it off, an English one by its own.
  if ((zh && (ZH_CALM.test(text) || ZH_WHAT_IF.test(text))) || EN_CALM.test(text) || (!zh && EN_WHAT_IF.test(text))) return [];
  const found = new Map<string, { score: number; strong: boolean; matched: string[] }>();
  const meet = (id: string, weight: number, words: string) => {
    const g = found.get(id) ?? { score: 0, strong: false, matched: [] };
    g.score += weight;
    g.strong ||= weight >= 2;
    const shown = shortened(words);
    // Words inside words already shown say nothing more; shown words inside these are kept.
    if (!g.matched.some((w) => w.includes(shown) || shown.includes(w))) g.matched.push(shown);
    found.set(id, g);
  };
  // A Chinese description may carry English words ("她把我 friendzone 了"): both lists read it.
  // A situation said not to be ("我们没有吵架", "not angry, just flat") is none.
  for (const s of zh ? [...ZH_SITUATIONS, ...EN_SITUATIONS] : EN_SITUATIONS) {
    const m = s.re.exec(text);
    if (!m || NEGATED.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    // Someone else's story: the clause the words are in begins with them ("我朋友表白被拒了").
    const clause = text.slice(0, m.index).split(/[。.!?\n，,;；]/).pop() ?? '';
    if ((ZH_THIRD.test(clause) || EN_THIRD.test(clause)) && !CRUSH.test(clause)) continue;
    meet(s.code, s.weight, m[0].trim());
  }
  const flat = person(text);
  for (const c of CRISIS_TYPES) for (const t of c.triggers) if (flat.includes(person(t))) meet(c.id, 3, t);
  const reading = models ? crisisReading(models, description) : undefined;
  // Codes the rules weigh alike are ordered by how much the description reads like each to the model.
  const likeness = new Map(found.size > 1 && reading ? reading.codes(true).map((c) => [c.id, c.probability]) : []);
  const ruled: CrisisGuess[] = [...found.entries()]
    .filter(([, g]) => g.strong || g.score >= 3)
    .map(([id, g]) => ({ id, score: g.score, matched: g.matched }))
    .sort((a, b) => b.score - a.score || (likeness.get(b.id) ?? 0) - (likeness.get(a.id) ?? 0) || a.id.localeCompare(b.id, 'en', { numeric: true }));
  if (!reading) return ruled.slice(0, limit);
  // The model's gate may call off what the rules found: a sign the description explains away.
  if (ruled.length > 0 && reading.callsOff()) return [];
  if (ruled.length >= limit) return ruled.slice(0, limit);
  // A question of how to do something ("第一次约会怎么找话题？", "is it weird to…?") that no
  // situation met tells no crisis: the model is not asked.
  if (ruled.length === 0 && ASKING.test(text)) return [];
  const modelled = reading
    .codes(ruled.length > 0)
    .filter((c) => !ruled.some((g) => g.id === c.id))
    .map((c) => ({ id: c.id, score: 0, matched: [] }));
  return [...ruled, ...modelled].slice(0, limit);
}
