// Measures crisis matching on a labelled set of descriptions (dev.json or held-out.json):
// the right code first and in the top three, per language; non-crisis texts matched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { guessCrisis, type TextModels } from '../../src/engine/index.js';
import { textModels } from '../../src/flows/index.js';

export interface CrisisCase {
  text: string;
  code: string | null;
  lang: 'zh' | 'en';
}
type CrisisSet = { about: string; cases: CrisisCase[] };

const load = (name: string): CrisisCase[] => (JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8')) as CrisisSet).cases;
/** The development part: the rules may be tuned on it (dev-added.json: descriptions the tuner wrote later; dev-3.json to dev-7.json: batches written blind). */
export const DEV = [...load('dev.json'), ...load('dev-added.json'), ...load('dev-3.json'), ...load('dev-4.json'), ...load('dev-5.json'), ...load('dev-6.json'), ...load('dev-7.json')];
export const DEV_7 = load('dev-7.json');
export const DEV_6 = load('dev-6.json');
export const DEV_5 = load('dev-5.json');
export const DEV_3 = load('dev-3.json');
export const DEV_4 = load('dev-4.json');
export const DEV_ADDED = load('dev-added.json');
/** Written before the rules changed, by someone who had not seen them; only measured. */
export const HELD_OUT = load('held-out.json');
/** A second held-out part, by another writer who saw neither the rules nor the development part; only measured. */
export const HELD_OUT_2 = load('held-out-2.json');
/** A third held-out part (2026-12-04), by a third writer who saw neither the rules nor any other set, with no-crisis texts that look like crises; only measured. */
export const HELD_OUT_3 = load('held-out-3.json');
/** A fourth held-out part (2026-12-04, second session), by a fourth writer who saw neither the rules nor any set; only measured. */
export const HELD_OUT_4 = load('held-out-4.json');

export interface LangFigures {
  crises: number;
  first: number;
  top3: number;
  firstShare: number;
  top3Share: number;
}

export interface CrisisFigures {
  zh: LangFigures;
  en: LangFigures;
  /** Texts that are no crisis, and how many of them got any suggestion. */
  calm: number;
  calmMatched: number;
  calmMatchedShare: number;
  /** The cases judged wrongly, for reading the development part only. */
  misses: string[];
}

/** `models`: the shipped text models beside the rules; null measures the rules alone. */
export function evaluateCrisis(set: readonly CrisisCase[] = DEV, models: TextModels | null = textModels() ?? null): CrisisFigures {
  const per = { zh: { crises: 0, first: 0, top3: 0 }, en: { crises: 0, first: 0, top3: 0 } };
  let calm = 0;
  let calmMatched = 0;
  const misses: string[] = [];
  for (const c of set) {
    const ids = guessCrisis(c.text, 3, models ?? undefined).map((g) => g.id);
    if (c.code === null) {
      calm += 1;
      if (ids.length > 0) {
        calmMatched += 1;
        misses.push(`matched  [none] ${c.text}  → ${ids.join(' ')}`);
      }
      continue;
    }
    const p = per[c.lang];
    p.crises += 1;
    if (ids[0] === c.code) p.first += 1;
    if (ids.includes(c.code)) p.top3 += 1;
    if (ids[0] !== c.code) misses.push(`${ids.includes(c.code) ? 'not first' : 'missed  '} [${c.code}] ${c.text}  → ${ids.join(' ') || '-'}`);
  }
  const share = (p: { crises: number; first: number; top3: number }): LangFigures => ({ ...p, firstShare: p.first / p.crises, top3Share: p.top3 / p.crises });
  return { zh: share(per.zh), en: share(per.en), calm, calmMatched, calmMatchedShare: calmMatched / calm, misses };
}
