import { describe, expect, it } from 'vitest';
import { DEV, HELD_OUT, HELD_OUT_2, HELD_OUT_3, HELD_OUT_4, evaluateCrisis, type CrisisFigures } from './evaluate.js';

// The held-out part is only measured here, never read to tune the rules nor to train the
// text model. Targets of the issue: top 3 ≥ 0.85 and first ≥ 0.7 in zh and in en, ≤ 0.1
// no-crisis texts matched. With the text model all are met on this part; the test holds the
// levels reached (zh 65 first, 69 in the top 3 of 77; en 48 and 49 of 55; none of 30 calm
// matched: lower than the 68 / 71 / 50 / 50 of 2026-12-03, the price of the gate and the veto
// trained on no-crisis look-alikes, which the third part showed matched 11 of 35 times).
/** The targets on a held-out part, and the levels it reached (zh first, zh top 3, en first, en top 3). */
function meetsTargets(r: CrisisFigures, reached: readonly [number, number, number, number]): void {
  expect(r.zh.top3Share).toBeGreaterThanOrEqual(0.85);
  expect(r.en.top3Share).toBeGreaterThanOrEqual(0.85);
  expect(r.zh.firstShare).toBeGreaterThanOrEqual(0.7);
  expect(r.en.firstShare).toBeGreaterThanOrEqual(0.7);
  expect(r.calmMatchedShare).toBeLessThanOrEqual(0.1);
  expect([r.zh.first, r.zh.top3, r.en.first, r.en.top3]).toSatisfy((n: number[]) => n.every((x, i) => x >= reached[i]!));
}

describe('crisis matching on its labelled sets (tests/crisis)', () => {
  it('holds ≥ 120 descriptions, ≥ 8 per code, and ≥ 20 that are no crisis, in the held-out part', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(120);
    for (let n = 1; n <= 11; n += 1) expect(HELD_OUT.filter((c) => c.code === `C-${n}`).length).toBeGreaterThanOrEqual(8);
    expect(HELD_OUT.filter((c) => c.code === null).length).toBeGreaterThanOrEqual(20);
  });

  it('development part: the right code first for ≥ 0.95 in each language, no calm text matched beyond 1 in 20', () => {
    const r = evaluateCrisis(DEV);
    expect(r.zh.firstShare).toBeGreaterThanOrEqual(0.95);
    expect(r.en.firstShare).toBeGreaterThanOrEqual(0.95);
    expect(r.calmMatchedShare).toBeLessThanOrEqual(0.05);
  });

  it('held-out: top 3 ≥ 0.85 and first ≥ 0.7 in zh and en, ≤ 0.1 no-crisis texts matched, none lower than reached', () => {
    const r = evaluateCrisis(HELD_OUT);
    meetsTargets(r, [65, 69, 48, 49]);
    expect(r.calmMatched).toBe(0);
  });

  it('held-out, the rules alone (no text model): no lower than zh 59 first and 60 in the top 3, en 47 and 47, no calm text matched', () => {
    const r = evaluateCrisis(HELD_OUT, null);
    expect([r.zh.first, r.zh.top3, r.en.first, r.en.top3]).toSatisfy((n: number[]) => n.every((x, i) => x >= [59, 60, 47, 47][i]!));
    expect(r.calmMatched).toBe(0);
  });

  it('the third held-out part (written 2026-12-04 with no-crisis look-alikes): ≤ 0.1 of its no-crisis texts matched (2 of 35; 11 before), and no lower than zh 78 first and 82 in the top 3 of 88, en 67 and 68 of 77', () => {
    meetsTargets(evaluateCrisis(HELD_OUT_3), [78, 82, 67, 68]);
  });

  it('the fourth held-out part (written 2026-12-04, second session): ≤ 0.1 of its no-crisis texts matched (2 of 34), top 3 ≥ 0.85 and first ≥ 0.7 in zh and en, no lower than zh 78 first and 84 in the top 3 of 88, en 64 and 66 of 77 (69 / 79 / 59 / 62 before the session\'s rules)', () => {
    meetsTargets(evaluateCrisis(HELD_OUT_4), [78, 84, 64, 66]);
  });

  it('the second held-out part: top 3 ≥ 0.85 and first ≥ 0.7 in zh and en, ≤ 0.1 no-crisis texts matched, no lower than zh 58 first and 59 in the top 3 of 66, en 58 and 58 of 66', () => {
    meetsTargets(evaluateCrisis(HELD_OUT_2), [58, 59, 58, 58]);
  });
});
