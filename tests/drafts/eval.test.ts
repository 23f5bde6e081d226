import { describe, expect, it } from 'vitest';
import { DEV, HELD_OUT, evaluateDrafts } from './evaluate.js';

// The held-out part is only measured here, never read to tune the rules nor to train the
// text model. The targets (≥ 0.9 caught, no kind draft flagged as manipulation,
// ≤ 0.1 kind drafts with any finding) are reported by `npm run bench`; this test holds
// the figures reached so far (rules and text model: 67 of 85 caught, 1 kind draft
// flagged) so that no change can lower them.
describe('the draft checker on its labelled sets (tests/drafts)', () => {
  it('holds ≥ 150 drafts in the held-out part: ≥ 60 pressuring, ≥ 60 kind', () => {
    expect(HELD_OUT.filter((d) => d.label === 'pressure').length).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT.filter((d) => d.label === 'kind').length).toBeGreaterThanOrEqual(60);
  });

  it('judges every development draft rightly', () => {
    const r = evaluateDrafts(DEV);
    expect(r.misses).toEqual([]);
  });

  it('held-out: no kind draft flagged as manipulation beyond one, ≤ 0.1 with any finding, and no fewer pressuring drafts caught than 67 of 85 (0.788)', () => {
    const r = evaluateDrafts(HELD_OUT);
    expect(r.kindManip).toBeLessThanOrEqual(1);
    expect(r.kindAnyShare).toBeLessThanOrEqual(0.1);
    expect(r.caught).toBeGreaterThanOrEqual(67);
    expect(r.caughtShare).toBeGreaterThanOrEqual(0.788);
  });

  it('held-out, the rules alone (no text model): no fewer than 49 of 85 caught, one kind draft flagged at most', () => {
    const r = evaluateDrafts(HELD_OUT, null);
    expect(r.caught).toBeGreaterThanOrEqual(49);
    expect(r.kindManip).toBeLessThanOrEqual(1);
  });
});
