import { parseMbti } from './catalog-mbti.js';
import { DIMENSIONS } from './catalog-signals.js';
import { scoreSignals, type ScoreOptions, type ScoreResult, type ScoredItem } from './score-signals.js';
import type { Dimension } from './types.js';

/** One signal of a score, with what the MBTI calibration changed. */
export interface ExplainedItem extends ScoredItem {
  /** points - basePoints: 0 when the calibration left the item alone. */
  readonly mbtiChange: number;
}

/** One dimension: the sum of its items and the cap that held it, if any. */
export interface ExplainedDimension {
  readonly dimension: Dimension;
  readonly sum: number;
  readonly max: number;
  readonly subtotal: number;
  readonly capped: boolean;
}

export interface ScoreExplanation {
  readonly mbti: string | null;
  readonly items: readonly ExplainedItem[];
  readonly dimensions: readonly ExplainedDimension[];
  /** Sum of the subtotals before the score's own range clamps it. */
  readonly unclamped: number;
  readonly clamped: boolean;
  readonly friendZone: boolean;
  /** The result `analyze` shows, from the same function: the numbers cannot drift. */
  readonly result: ScoreResult;
}

/**
 * Explains a score step by step: the items counted, what the MBTI calibration
 * changed, which dimension caps held, and the clamp of the total. Every number
 * comes from `scoreSignals`; nothing here scores again.
 */
export function explainScore(ticked: readonly string[], options: ScoreOptions): ScoreExplanation {
  const result = scoreSignals(ticked, options);
  const items = result.items.map((i) => ({ ...i, mbtiChange: i.points - i.basePoints }));
  const dimensions = DIMENSIONS.map((d) => {
    const sum = result.items.filter((i) => i.dimension === d.id).reduce((acc, i) => acc + i.points, 0);
    const subtotal = result.subtotals[d.id];
    return { dimension: d.id, sum, max: d.max, subtotal, capped: subtotal !== sum };
  });
  const unclamped = dimensions.reduce((acc, d) => acc + d.subtotal, 0);
  return {
    mbti: parseMbti(options.mbti),
    items,
    dimensions,
    unclamped,
    clamped: unclamped !== result.total,
    friendZone: result.friendZone,
    result,
  };
}
