import { bandFor, clampScore, type Band } from './bands.js';
import { MBTI_ADJUSTMENTS, parseMbti } from './catalog-mbti.js';
import {
  DIMENSIONS,
  EXCLUSIVE_SIGNAL_GROUPS,
  SIGNALS,
  type SignalId,
  type SignalItem,
} from './catalog-signals.js';
import { EngineInputError } from './errors.js';
import { suggestStage } from './suggest-stage.js';
import type { Dimension, Stage } from './types.js';
import { requireStage } from './stages.js';

export interface ScoreOptions {
  readonly mbti?: string | null;
  readonly stage: string;
}

export interface ScoredItem {
  readonly id: SignalId;
  readonly dimension: Dimension;
  readonly basePoints: number;
  /** After MBTI calibration; this is the `score_delta` of its signal_recorded event. */
  readonly points: number;
  readonly direction: 'green' | 'red' | 'neutral';
}

export interface ScoreResult {
  readonly items: readonly ScoredItem[];
  readonly subtotals: Readonly<Record<Dimension, number>>;
  readonly total: number;
  readonly band: Band;
  readonly friendZone: boolean;
  readonly suggestedStage: Stage;
}

const byId = new Map<string, SignalItem>(SIGNALS.map((s) => [s.id, s]));

/**
 * Scores the ticked signal items (SPEC 6.1). Duplicate ticks count once and
 * items come back in catalogue order, so the result does not depend on how a
 * caller listed them.
 */
export function scoreSignals(ticked: readonly string[], options: ScoreOptions): ScoreResult {
  const stage = requireStage(options.stage);
  const mbti = parseMbti(options.mbti);
  const unique = new Set(ticked);
  const validIds = SIGNALS.filter((s: SignalItem) => allowed(s, mbti)).map((s) => s.id);

  const unknown = [...unique].filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new EngineInputError('Unknown signal id(s)', unknown, validIds);

  const locked = [...unique].filter((id) => !allowed(byId.get(id) as SignalItem, mbti));
  if (locked.length > 0) {
    throw new EngineInputError('Signal only available for a J type in the profile', locked, validIds, 'j-only');
  }

  for (const group of EXCLUSIVE_SIGNAL_GROUPS) {
    const both = group.filter((id) => unique.has(id));
    if (both.length > 1) throw new EngineInputError('Only one of these may be ticked', both, validIds, 'one-only');
  }

  const items: ScoredItem[] = SIGNALS.filter((s) => unique.has(s.id)).map((s) => {
    const points = calibrate(s, mbti, stage);
    const direction = points > 0 ? 'green' : points < 0 ? 'red' : 'neutral';
    return { id: s.id, dimension: s.dimension, basePoints: s.points, points, direction };
  });

  const subtotals = { messaging: 0, offline: 0, emotional: 0 };
  for (const d of DIMENSIONS) {
    const sum = items.filter((i) => i.dimension === d.id).reduce((acc, i) => acc + i.points, 0);
    // Capped above only: red signals must stay visible in the total.
    subtotals[d.id] = Math.min(sum, d.max);
  }
  const total = clampScore(subtotals.messaging + subtotals.offline + subtotals.emotional);
  const friendZone = items.some((i) => (byId.get(i.id) as SignalItem).friendZone === true);

  return {
    items,
    subtotals,
    total,
    band: bandFor(total),
    friendZone,
    suggestedStage: suggestStage(total, stage, friendZone),
  };
}

/** One signal's points as scoring would give it alone (after MBTI calibration at the stage). */
export interface SignalPoints {
  readonly id: SignalId;
  readonly points: number;
}

/**
 * Each signal's points, catalogue order, for a profile's MBTI type at a stage: what
 * `scoreSignals([id], options).items[0].points` gives, without scoring anything. A
 * signal that type cannot tick (J-only without a J) is left out, as scoring refuses it.
 */
export function signalPoints(options: ScoreOptions): readonly SignalPoints[] {
  const stage = requireStage(options.stage);
  const mbti = parseMbti(options.mbti);
  return SIGNALS.filter((s) => allowed(s, mbti)).map((s) => ({ id: s.id, points: calibrate(s, mbti, stage) }));
}

function allowed(item: SignalItem, mbti: string | null): boolean {
  return item.requiresMbtiLetter === undefined || (mbti?.includes(item.requiresMbtiLetter) ?? false);
}

function calibrate(item: SignalItem, mbti: string | null, stage: Stage): number {
  if (mbti === null) return item.points;
  let points = item.points;
  for (const rule of MBTI_ADJUSTMENTS) {
    if (rule.signalId !== item.id || !mbti.includes(rule.letter)) continue;
    if (rule.stages && !rule.stages.includes(stage)) continue;
    points = rule.points;
  }
  return points;
}
