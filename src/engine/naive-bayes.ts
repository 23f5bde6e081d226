// Multinomial naive Bayes over features counted once per text (binarised), the model
// short texts are read with here: training is counting, so it is exact and repeatable.

/**
 * A trained model as shipped: for each feature, how many texts of each class hold it.
 * Features with the same counts are stored together, as [counts, features]: counts as
 * "class:texts,…" (class an index into `classes`), features joined by "|" (no feature
 * holds one); most features are held by one text, so this is nearly the bare words.
 */
export interface BayesModel {
  classes: string[];
  /** Training texts per class. */
  docs: number[];
  alpha: number;
  groups: string[][];
}

export interface LabelledFeatures {
  features: readonly string[];
  label: string;
}

/** Counts the features of labelled texts; features held by fewer than `minTexts` texts are dropped. */
export function trainBayes(data: readonly LabelledFeatures[], classes: readonly string[], alpha = 0.5, minTexts = 2): BayesModel {
  const docs = classes.map((c) => data.filter((d) => d.label === c).length);
  const per = new Map<string, number[]>();
  for (const d of data) {
    const k = classes.indexOf(d.label);
    for (const f of d.features) {
      const row = per.get(f) ?? classes.map(() => 0);
      row[k] = (row[k] as number) + 1;
      per.set(f, row);
    }
  }
  const groups = new Map<string, string[]>();
  for (const [f, row] of per) {
    if (row.reduce((a, b) => a + b, 0) < minTexts) continue;
    const key = row.flatMap((n, k) => (n > 0 ? [`${k}:${n}`] : [])).join(',');
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return {
    classes: [...classes],
    docs,
    alpha,
    groups: [...groups.entries()].sort(([a], [b]) => byCode(a, b)).map(([key, fs]) => [key, fs.sort(byCode).join('|')]),
  };
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A model ready to score: log-likelihoods per feature and class, built once. */
export interface BayesScorer {
  classes: readonly string[];
  /** The probability of each class for a text's features (summing to 1). */
  posterior(features: readonly string[]): number[];
  /** How much a feature speaks for class `a` over class `b` (log odds; 0 for an unknown feature). */
  lean(feature: string, a: number, b: number): number;
  /** Whether the model holds a feature (the others are passed over). */
  known(feature: string): boolean;
}

export function bayesScorer(m: BayesModel): BayesScorer {
  const n = m.classes.length;
  const index = new Map<string, number[]>();
  const totals = new Array<number>(n).fill(0);
  for (const [key = '', features = ''] of m.groups) {
    const row = new Array<number>(n).fill(0);
    for (const pair of key.split(',')) {
      const [k, texts] = pair.split(':').map(Number) as [number, number];
      row[k] = texts;
    }
    for (const f of features.split('|')) {
      index.set(f, row);
      for (let k = 0; k < n; k += 1) totals[k] = (totals[k] as number) + (row[k] as number);
    }
  }
  const denom = totals.map((t) => Math.log(t + m.alpha * index.size));
  const all = m.docs.reduce((a, b) => a + b, 0);
  const prior = m.docs.map((d) => Math.log(d / all));
  const logp = (row: number[], k: number) => Math.log((row[k] as number) + m.alpha) - (denom[k] as number);
  return {
    classes: m.classes,
    posterior(features) {
      const score = [...prior];
      for (const f of features) {
        const row = index.get(f);
        if (row === undefined) continue;
        for (let k = 0; k < n; k += 1) score[k] = (score[k] as number) + logp(row, k);
      }
      const top = Math.max(...score);
      const e = score.map((s) => Math.exp(s - top));
      const sum = e.reduce((a, b) => a + b, 0);
      return e.map((x) => x / sum);
    },
    known: (feature) => index.has(feature),
    lean(feature, a, b) {
      const row = index.get(feature);
      if (row === undefined) return 0;
      return logp(row, a) - logp(row, b);
    },
  };
}
