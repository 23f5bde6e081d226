import MODELS from './data/text-models.json' with { type: 'json' };
import { bayesScorer, type BayesScorer } from './naive-bayes.js';
import { textFeatures } from './text-features.js';
import { CRISIS_CODES, langOf, logOdds, type Lang, type TextModels } from './text-model-train.js';

// The statistical models beside the rules (src/engine/data/text-models.json, trained by
// scripts/train-text-models.mjs on the development parts only). Each is made ready on
// its first use, so a verb that never asks pays nothing.

const DATA: TextModels = MODELS;
const scorers = new Map<string, BayesScorer>();
const scorer = (key: string, model: () => Parameters<typeof bayesScorer>[0]): BayesScorer => {
  let s = scorers.get(key);
  if (!s) scorers.set(key, (s = bayesScorer(model())));
  return s;
};

/** A code the crisis model suggests, with its share among the codes. */
export interface ModelCode {
  id: string;
  probability: number;
}

/** Below this share among the codes, a code is not worth suggesting. */
const MIN_CODE_SHARE = 0.05;

/**
 * The crisis codes a description reads like to the model, likeliest first: none when its
 * gate (crisis or not, threshold chosen by cross-validation so few no-crisis texts pass)
 * says no crisis, unless `known` (the rules already found one).
 */
export function modelCrisisCodes(description: string, known = false): ModelCode[] {
  const lang: Lang = langOf(description);
  const m = DATA.crisis[lang];
  const features = textFeatures(description);
  if (!known && logOdds(scorer(`gate.${lang}`, () => m.gate).posterior(features)) <= m.threshold) return [];
  return scorer(`codes.${lang}`, () => m.codes)
    .posterior(features)
    .map((probability, i) => ({ id: CRISIS_CODES[i] as string, probability }))
    .filter((c) => c.probability >= MIN_CODE_SHARE)
    .sort((a, b) => b.probability - a.probability || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** Whether a draft reads like the pressuring drafts the model was trained on, beyond every kind one it saw. */
export function modelPressure(draft: string): boolean {
  const lang: Lang = langOf(draft);
  const m = DATA.drafts[lang];
  return logOdds(scorer(`drafts.${lang}`, () => m.pressure).posterior(textFeatures(draft))) > m.threshold;
}
