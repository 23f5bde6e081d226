// Logistic regression over features counted once per text: the draft checker's text model.
// Trained by full-batch gradient descent (AdaGrad steps, L2 penalty, the two classes weighted
// to count alike) for a fixed number of rounds over the texts in their given order, so the
// same data always gives the same weights; they are stored rounded, grouped by weight.

/** A trained model as shipped: `groups` holds [weight, features joined by "|"]. */
export interface LogisticModel {
  bias: number;
  groups: [number, string][];
}

export interface LogisticExample {
  features: readonly string[];
  /** 1 for the class the score speaks for, 0 for the other. */
  y: 0 | 1;
}

export interface LogisticOptions {
  rounds: number;
  l2: number;
  step: number;
  /** Weights nearer zero than this are left out of the stored model. */
  keepAbove: number;
}

export const LOGISTIC_DEFAULTS: LogisticOptions = { rounds: 300, l2: 1e-4, step: 0.5, keepAbove: 0.005 };

const DIGITS = 1e4;
const rounded = (x: number): number => Math.round(x * DIGITS) / DIGITS;

export function trainLogistic(data: readonly LogisticExample[], o: LogisticOptions = LOGISTIC_DEFAULTS): LogisticModel {
  const index = new Map<string, number>();
  for (const d of data) for (const f of d.features) if (!index.has(f)) index.set(f, index.size);
  const rows = data.map((d) => ({ at: d.features.map((f) => index.get(f) as number), y: d.y }));
  const positive = data.filter((d) => d.y === 1).length;
  const weightOf = [data.length / (2 * Math.max(1, data.length - positive)), data.length / (2 * Math.max(1, positive))];
  const w = new Float64Array(index.size);
  const g2 = new Float64Array(index.size).fill(1e-8);
  let bias = 0;
  let b2 = 1e-8;
  for (let round = 0; round < o.rounds; round += 1) {
    const grad = new Float64Array(index.size);
    let gb = 0;
    for (const r of rows) {
      let z = bias;
      for (const i of r.at) z += w[i] as number;
      const err = (1 / (1 + Math.exp(-z)) - r.y) * (weightOf[r.y] as number);
      gb += err;
      for (const i of r.at) grad[i] = (grad[i] as number) + err;
    }
    for (let i = 0; i < w.length; i += 1) {
      const gi = (grad[i] as number) / data.length + o.l2 * (w[i] as number);
      g2[i] = (g2[i] as number) + gi * gi;
      w[i] = (w[i] as number) - (o.step * gi) / Math.sqrt(g2[i] as number);
    }
    gb /= data.length;
    b2 += gb * gb;
    bias -= (o.step * gb) / Math.sqrt(b2);
  }
  const groups = new Map<number, string[]>();
  for (const [f, i] of index) {
    const x = rounded(w[i] as number);
    if (Math.abs(x) < o.keepAbove) continue;
    groups.set(x, [...(groups.get(x) ?? []), f]);
  }
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    bias: rounded(bias),
    groups: [...groups.entries()].sort(([a], [b]) => a - b).map(([x, fs]) => [x, fs.sort(byCode).join('|')]),
  };
}

/** A model ready to score: the log odds of the class the model speaks for. */
export function logisticScorer(m: LogisticModel): (features: readonly string[]) => number {
  const weights = new Map<string, number>();
  for (const [x, fs] of m.groups) for (const f of fs.split('|')) weights.set(f, x);
  return (features) => features.reduce((z, f) => z + (weights.get(f) ?? 0), m.bias);
}

export const isLogistic = (m: unknown): boolean => {
  const l = m as Partial<LogisticModel> | null;
  return !!l && typeof l.bias === 'number' && Array.isArray(l.groups) && l.groups.every((g) => Array.isArray(g) && typeof g[0] === 'number' && typeof g[1] === 'string');
};
