import { describe, expect, it } from 'vitest';
import { DEV, HELD_OUT, evaluateCrisis } from './evaluate.js';

// The held-out part is only measured here, never read to tune the rules nor to train the
// text model. Targets of the issue: top 3 ≥ 0.85 and first ≥ 0.7 in zh and in en, ≤ 0.1
// no-crisis texts matched. With the text model all are met; the test holds the levels
// reached (zh 67 first, 70 in the top 3 of 77; en 50 and 50 of 55; 3 of 30 calm matched).
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
    expect([r.zh.first, r.zh.top3, r.en.first, r.en.top3]).toSatisfy((n: number[]) => n.every((x, i) => x >= [67, 70, 50, 50][i]!));
    expect(r.calmMatched).toBeLessThanOrEqual(3);
  });

  it('held-out, the rules alone (no text model): no lower than zh 56 first and 57 in the top 3, en 44 and 44, no calm text matched', () => {
    const r = evaluateCrisis(HELD_OUT, null);
    expect([r.zh.first, r.zh.top3, r.en.first, r.en.top3]).toSatisfy((n: number[]) => n.every((x, i) => x >= [56, 57, 44, 44][i]!));
    expect(r.calmMatched).toBe(0);
  });
});
