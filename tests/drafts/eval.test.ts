import { describe, expect, it } from 'vitest';
import { textModels } from '../../src/flows/index.js';
import { DEV, DEV_3, DEV_4, DEV_5, DEV_FIRST, HELD_OUT, HELD_OUT_2, HELD_OUT_3, evaluateDrafts } from './evaluate.js';

// The held-out part is only measured here, never read to tune the rules nor to train the
// text model. The targets (≥ 0.9 caught, no kind draft flagged as manipulation,
// ≤ 0.1 kind drafts with any finding) are reported by `npm run bench`; this test holds
// the figures reached so far (rules and text model: 72 of 85 caught, no kind draft
// flagged; the second held-out part 73 of 90; the third 175 of 232) so that no change can lower them, and floors on the development part.
describe('the draft checker on its labelled sets (tests/drafts)', () => {
  it('holds ≥ 150 drafts in the held-out part: ≥ 60 pressuring, ≥ 60 kind', () => {
    expect(HELD_OUT.filter((d) => d.label === 'pressure').length).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT.filter((d) => d.label === 'kind').length).toBeGreaterThanOrEqual(60);
  });

  it('development part: ≥ 700 pressuring and ≥ 300 kind drafts, in every family of both languages', () => {
    expect(DEV.filter((d) => d.label === 'pressure').length).toBeGreaterThanOrEqual(1300);
    expect(DEV.filter((d) => d.label === 'kind').length).toBeGreaterThanOrEqual(700);
    for (const lang of ['zh', 'en'] as const) {
      const families = new Set(DEV.filter((d) => d.lang === lang && d.label === 'pressure').map((d) => d.family));
      for (const f of ['conditional_threat', 'ultimatum', 'guilt_trip', 'love_test', 'push_after_no', 'love_bombing', 'jealousy_bait', 'boundary_push', 'control', 'sulk_threat']) expect(families).toContain(f);
    }
  });

  it('judges every draft of the first two development files rightly', () => {
    const r = evaluateDrafts(DEV_FIRST);
    expect(r.misses).toEqual([]);
  });

  it('development part, the rules alone: every pressuring draft of the first two files caught, no kind draft with a finding', () => {
    const r = evaluateDrafts(DEV_FIRST, null);
    expect(r.caught).toBe(r.pressure);
    expect(r.kindAny).toBe(0);
  });

  it('the third development batch (written blind, tuned on): no kind draft with a finding, and no fewer than 149 of 150 pressuring drafts caught (rules + model), 139 by the rules alone', () => {
    const r = evaluateDrafts(DEV_3);
    expect(r.kindAny).toBe(0);
    expect(r.caught).toBeGreaterThanOrEqual(149);
    expect(evaluateDrafts(DEV_3, null).caught).toBeGreaterThanOrEqual(139);
  });

  it('the fourth and fifth development batches (written blind, tuned on): no kind draft with a finding; no fewer than 219 of 225 and 250 of 260 caught (201 and 230 by the rules alone)', () => {
    for (const [set, all, rules] of [[DEV_4, 219, 201], [DEV_5, 250, 230]] as const) {
      const r = evaluateDrafts(set);
      expect(r.kindAny).toBe(0);
      expect(r.caught).toBeGreaterThanOrEqual(all);
      expect(evaluateDrafts(set, null).caught).toBeGreaterThanOrEqual(rules);
    }
  });

  it('development part, the text model alone (5-fold cross-validation): no kind draft flagged, no fewer pressuring drafts caught than zh 234 and en 37', () => {
    const cv = textModels()?.cv;
    expect(cv?.['drafts.zh']?.kindFlagged).toBe(0);
    expect(cv?.['drafts.en']?.kindFlagged).toBe(0);
    expect(cv?.['drafts.zh']?.caught).toBeGreaterThanOrEqual(234);
    expect(cv?.['drafts.en']?.caught).toBeGreaterThanOrEqual(37);
  });

  it('held-out: no kind draft flagged as manipulation, ≤ 0.1 with any finding, and no fewer pressuring drafts caught than 72 of 85 (0.847)', () => {
    const r = evaluateDrafts(HELD_OUT);
    expect(r.kindManip).toBe(0);
    expect(r.kindAnyShare).toBeLessThanOrEqual(0.1);
    expect(r.caught).toBeGreaterThanOrEqual(72);
    expect(r.caughtShare).toBeGreaterThanOrEqual(0.847);
  });

  it('held-out, the rules alone (no text model): no fewer than 66 of 85 caught, no kind draft flagged', () => {
    const r = evaluateDrafts(HELD_OUT, null);
    expect(r.caught).toBeGreaterThanOrEqual(66);
    expect(r.kindManip).toBe(0);
  });

  it('the second held-out part: no kind draft with a finding, and no fewer than 73 of 90 pressuring drafts caught (69 by the rules alone)', () => {
    const r = evaluateDrafts(HELD_OUT_2);
    expect(r.kindAny).toBe(0);
    expect(r.caught).toBeGreaterThanOrEqual(73);
    expect(evaluateDrafts(HELD_OUT_2, null).caught).toBeGreaterThanOrEqual(69);
  });

  it('the third held-out part (written 2026-12-03, before the rules of that day): ≥ 100 pressuring and ≥ 60 kind drafts; no more than 1 kind draft flagged (as before the rules of that day), and no fewer than 175 of 232 caught (152 by the rules alone; 153 and 136 before)', () => {
    expect(HELD_OUT_3.filter((d) => d.label === 'pressure').length).toBeGreaterThanOrEqual(100);
    expect(HELD_OUT_3.filter((d) => d.label === 'kind').length).toBeGreaterThanOrEqual(60);
    const r = evaluateDrafts(HELD_OUT_3);
    expect(r.kindManip).toBeLessThanOrEqual(1);
    expect(r.kindAny).toBeLessThanOrEqual(2);
    expect(r.caught).toBeGreaterThanOrEqual(175);
    expect(evaluateDrafts(HELD_OUT_3, null).caught).toBeGreaterThanOrEqual(152);
  });
});
