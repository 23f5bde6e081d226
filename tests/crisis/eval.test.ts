import { describe, expect, it } from 'vitest';
import { DEV, HELD_OUT, HELD_OUT_3, HELD_OUT_4, evaluateCrisis } from './evaluate.js';

// The held-out part is only measured here, never read to tune the rules nor to train the
// text model. Targets of the issue: top 3 ≥ 0.85 and first ≥ 0.7 in zh and in en, ≤ 0.1
// no-crisis texts matched. With the text model all are met on this part; the test holds the
// levels reached (zh 63 first, 67 in the top 3 of 77; en 47 and 48 of 55; none of 30 calm
// matched: lower than the 68 / 71 / 50 / 50 of 2026-12-03, the price of the gate and the veto
// trained on no-crisis look-alikes, which the third part showed matched 11 of 35 times).
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
    expect(r.zh.top3Share).toBeGreaterThanOrEqual(0.85);
    expect(r.en.top3Share).toBeGreaterThanOrEqual(0.85);
    expect(r.zh.firstShare).toBeGreaterThanOrEqual(0.7);
    expect(r.en.firstShare).toBeGreaterThanOrEqual(0.7);
    expect(r.calmMatchedShare).toBeLessThanOrEqual(0.1);
    expect([r.zh.first, r.zh.top3, r.en.first, r.en.top3]).toSatisfy((n: number[]) => n.every((x, i) => x >= [63, 67, 47, 48][i]!));
    expect(r.calmMatched).toBe(0);
  });

  it('held-out, the rules alone (no text model): no lower than zh 55 first and 57 in the top 3, en 44 and 44, no calm text matched', () => {
    const r = evaluateCrisis(HELD_OUT, null);
    expect([r.zh.first, r.zh.top3, r.en.first, r.en.top3]).toSatisfy((n: number[]) => n.every((x, i) => x >= [55, 57, 44, 44][i]!));
    expect(r.calmMatched).toBe(0);
  });

  it('the third held-out part (written 2026-12-04 with no-crisis look-alikes): ≤ 0.1 of its no-crisis texts matched (3 of 35; 11 before), and no lower than zh 71 first and 81 in the top 3 of 88, en 62 and 65 of 77', () => {
    const r = evaluateCrisis(HELD_OUT_3);
    expect(r.calmMatchedShare).toBeLessThanOrEqual(0.1);
    expect([r.zh.first, r.zh.top3, r.en.first, r.en.top3]).toSatisfy((n: number[]) => n.every((x, i) => x >= [71, 81, 62, 65][i]!));
    expect(r.zh.top3Share).toBeGreaterThanOrEqual(0.85);
    expect(r.zh.firstShare).toBeGreaterThanOrEqual(0.7);
    expect(r.en.firstShare).toBeGreaterThanOrEqual(0.7);
  });

  it('the fourth held-out part (written 2026-12-04, second session): ≤ 0.1 of its no-crisis texts matched, and no lower than zh 69 first and 79 in the top 3 of 88, en 59 and 62 of 77', () => {
    const r = evaluateCrisis(HELD_OUT_4);
    expect(r.calmMatchedShare).toBeLessThanOrEqual(0.1);
    expect([r.zh.first, r.zh.top3, r.en.first, r.en.top3]).toSatisfy((n: number[]) => n.every((x, i) => x >= [69, 79, 59, 62][i]!));
    expect(r.zh.firstShare).toBeGreaterThanOrEqual(0.7);
    expect(r.en.firstShare).toBeGreaterThanOrEqual(0.7);
  });
});
