import { SCORE_MAX, SCORE_MIN } from '../model/enums.js';
import type { Label } from './types.js';

export { SCORE_MAX, SCORE_MIN };

/** Tone lets a UI colour a band while still printing the marker and text. */
export type BandTone = 'strong' | 'good' | 'mixed' | 'weak' | 'warning';

export interface Band {
  readonly id: string;
  /** Lowest total (inclusive) that falls in this band. */
  readonly min: number;
  readonly max: number;
  readonly marker: string;
  readonly tone: BandTone;
  readonly label: Label;
}

/** Highest band first; bandFor takes the first whose min the score reaches. */
export const BANDS: readonly Band[] = [
  { id: 'band.strong', min: 18, max: 25, marker: '🟢🟢🟢', tone: 'strong', label: { zh: '强烈绿灯', en: 'Strong green' } },
  { id: 'band.moderate', min: 12, max: 17, marker: '🟢🟡', tone: 'good', label: { zh: '中度好感', en: 'Moderate interest' } },
  { id: 'band.ambiguous', min: 6, max: 11, marker: '🟡', tone: 'mixed', label: { zh: '模糊暧昧', en: 'Ambiguous' } },
  { id: 'band.weak', min: 0, max: 5, marker: '🟡🔴', tone: 'weak', label: { zh: '信号偏弱', en: 'Weak signals' } },
  { id: 'band.warning', min: SCORE_MIN, max: -1, marker: '🔴', tone: 'warning', label: { zh: '警示', en: 'Warning' } },
];

export function clampScore(total: number): number {
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, total));
}

export function bandFor(score: number): Band {
  const clamped = clampScore(score);
  const band = BANDS.find((b) => clamped >= b.min) ?? BANDS[BANDS.length - 1];
  // BANDS is a non-empty literal; the fallback exists only for the type checker.
  if (!band) throw new Error('BANDS is empty');
  return band;
}
