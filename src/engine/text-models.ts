import { isLogistic, logisticScorer, type LogisticModel } from './logistic.js';
import { bayesScorer, type BayesModel, type BayesScorer } from './naive-bayes.js';
import { textFeatures } from './text-features.js';
import { CRISIS_CODES, langOf, logOdds, type TextModels } from './text-model-train.js';

// The statistical models beside the rules (src/engine/data/text-models.json, trained by
// scripts/train-text-models.mjs on the development parts only; the memory layer reads
// the file and the flows hand it in). Each model is made ready on its first use.

export type { TextModels } from './text-model-train.js';

const scorers = new WeakMap<BayesModel, BayesScorer>();
const scorer = (m: BayesModel): BayesScorer => {
  let s = scorers.get(m);
  if (!s) scorers.set(m, (s = bayesScorer(m)));
  return s;
};

/** A code the crisis model suggests, with its share among the codes. */
export interface ModelCode {
  id: string;
  probability: number;
}

/** Below this share among the codes, a code is not worth suggesting. */
const MIN_CODE_SHARE = 0.05;

/** What the crisis models make of one description: its features and its gate score, each worked out once. */
export interface CrisisReading {
  /** Whether the gate takes it for no crisis after all, though the rules matched it (at or below its veto). */
  callsOff(): boolean;
  /**
   * The codes it reads like, likeliest first: none when the gate (threshold chosen by
   * cross-validation so few no-crisis texts pass) says no crisis, unless `known` (the rules found one).
   */
  codes(known?: boolean): ModelCode[];
}

export function crisisReading(models: TextModels, description: string): CrisisReading {
  const m = models.crisis[langOf(description)];
  const features = textFeatures(description);
  let gate: number | undefined;
  const odds = () => (gate ??= logOdds(scorer(m.gate).posterior(features)));
  return {
    callsOff: () => typeof m.veto === 'number' && odds() <= m.veto,
    codes: (known = false) =>
      !known && odds() <= m.threshold
        ? []
        : scorer(m.codes)
            .posterior(features)
            .map((probability, i) => ({ id: CRISIS_CODES[i] as string, probability }))
            .filter((c) => c.probability >= MIN_CODE_SHARE)
            .sort((a, b) => b.probability - a.probability || a.id.localeCompare(b.id, 'en', { numeric: true })),
  };
}

/** The crisis codes a description reads like to the model (`crisisReading(…).codes(known)`). */
export const modelCrisisCodes = (models: TextModels, description: string, known = false): ModelCode[] => crisisReading(models, description).codes(known);

const logistic = new WeakMap<LogisticModel, (features: readonly string[]) => number>();

/** Whether a draft reads like the pressuring drafts the model was trained on, beyond all but 3 in 200 of the kind ones (out of fold). */
export function modelPressure(models: TextModels, draft: string): boolean {
  const m = models.drafts[langOf(draft)];
  let score = logistic.get(m.pressure);
  if (!score) logistic.set(m.pressure, (score = logisticScorer(m.pressure)));
  return score(textFeatures(draft)) > m.threshold;
}

const isBayes = (m: unknown): boolean => {
  const b = m as Partial<BayesModel> | null;
  return !!b && Array.isArray(b.classes) && Array.isArray(b.docs) && typeof b.alpha === 'number' && Array.isArray(b.groups);
};

/** The models of a data file, or undefined when it is not one (the rules then work alone). */
export function readTextModels(data: unknown): TextModels | undefined {
  const m = data as Partial<TextModels> | null;
  const ok = ['zh', 'en'].every((l) => {
    const c = m?.crisis?.[l as 'zh'];
    const d = m?.drafts?.[l as 'zh'];
    return !!c && !!d && isBayes(c.gate) && isBayes(c.codes) && isLogistic(d.pressure) && typeof c.threshold === 'number' && typeof d.threshold === 'number';
  });
  return ok ? (m as TextModels) : undefined;
}
