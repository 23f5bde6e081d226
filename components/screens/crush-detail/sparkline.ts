import { SCORE_MAX, SCORE_MIN } from '../../../src/engine/index.js';

const BARS = '▁▂▃▄▅▆▇█';

/** One bar per score on the fixed -15..25 scale (so two crushes' lines compare), newest last. */
export function sparkline(scores: readonly number[], width: number): string {
  const shown = scores.slice(-Math.max(1, width));
  const span = SCORE_MAX - SCORE_MIN;
  return shown
    .map((s) => {
      const level = Math.round(((Math.min(SCORE_MAX, Math.max(SCORE_MIN, s)) - SCORE_MIN) / span) * (BARS.length - 1));
      return BARS[level] ?? BARS[0];
    })
    .join('');
}
