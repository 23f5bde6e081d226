import { describe, expect, it } from 'vitest';
import { textModels } from '../../src/flows/index.js';
import { DEV, DEV_3, DEV_4, DEV_5, DEV_6, DEV_7, DEV_8, DEV_9, DEV_10, DEV_11, DEV_12, DEV_13, DEV_14, DEV_15, DEV_FIRST, HELD_OUT, HELD_OUT_2, HELD_OUT_3, HELD_OUT_4, evaluateDrafts } from './evaluate.js';

// The held-out part is only measured here, never read to tune the rules nor to train the
// text model. The targets (≥ 0.9 caught, no kind draft flagged as manipulation,
// ≤ 0.1 kind drafts with any finding) are reported by `npm run bench`; this test holds
// the figures reached so far (rules and text model: 81 of 85 caught, no kind draft
// flagged; the second held-out part 84 of 90; the third 209 of 232; the fourth 171 of 188) so that no change can lower them, and floors on the development part.
describe('the draft checker on its labelled sets (tests/drafts)', () => {
  it('holds ≥ 150 drafts in the held-out part: ≥ 60 pressuring, ≥ 60 kind', () => {
    expect(HELD_OUT.filter((d) => d.label === 'pressure').length).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT.filter((d) => d.label === 'kind').length).toBeGreaterThanOrEqual(60);
  });

  it('development part: ≥ 700 pressuring and ≥ 300 kind drafts, in every family of both languages', () => {
    expect(DEV.filter((d) => d.label === 'pressure').length).toBeGreaterThanOrEqual(3800);
    expect(DEV.filter((d) => d.label === 'kind').length).toBeGreaterThanOrEqual(1970);
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

  it('the third development batch (written blind, tuned on): no kind draft with a finding, and no fewer than 150 of 150 pressuring drafts caught (rules + model), 140 by the rules alone', () => {
    const r = evaluateDrafts(DEV_3);
    expect(r.kindAny).toBe(0);
    expect(r.caught).toBeGreaterThanOrEqual(150);
    expect(evaluateDrafts(DEV_3, null).caught).toBeGreaterThanOrEqual(140);
  });

  it('the fourth to fifteenth development batches (written blind, tuned on): no kind draft with a finding; no fewer than 224/225, 258/260, 282/282, 285/285, 237/237, 369/370, 217/217, 224/224, 210/210, 208/208, 209/209, 206/207 caught (206, 236, 236, 245, 189, 325, 158, 162, 138, 148, 145, 149 by the rules alone)', () => {
    for (const [set, all, rules] of [[DEV_4, 224, 206], [DEV_5, 258, 236], [DEV_6, 282, 236], [DEV_7, 285, 245], [DEV_8, 237, 189], [DEV_9, 369, 325], [DEV_10, 217, 158], [DEV_11, 224, 162], [DEV_12, 210, 138], [DEV_13, 208, 148], [DEV_14, 209, 145], [DEV_15, 206, 149]] as const) {
      const r = evaluateDrafts(set);
      expect(r.kindAny).toBe(0);
      expect(r.caught).toBeGreaterThanOrEqual(all);
      expect(evaluateDrafts(set, null).caught).toBeGreaterThanOrEqual(rules);
    }
  });

  it('development part, the text model alone (5-fold cross-validation): at most 3 in 200 kind drafts flagged (its budget), no fewer pressuring drafts caught than zh 1661 and en 1004', () => {
    const cv = textModels()?.cv;
    for (const lang of ['zh', 'en']) expect(cv?.[`drafts.${lang}`]?.kindFlagged).toBeLessThanOrEqual(Math.floor(((cv?.[`drafts.${lang}`]?.kind ?? 0) * 3) / 200));
    expect(cv?.['drafts.zh']?.caught).toBeGreaterThanOrEqual(1661);
    expect(cv?.['drafts.en']?.caught).toBeGreaterThanOrEqual(1004);
  });

  it('held-out: no kind draft flagged as manipulation, ≤ 0.1 with any finding, and no fewer pressuring drafts caught than 81 of 85 (0.952)', () => {
    const r = evaluateDrafts(HELD_OUT);
    expect(r.kindManip).toBe(0);
    expect(r.kindAnyShare).toBeLessThanOrEqual(0.1);
    expect(r.caught).toBeGreaterThanOrEqual(81);
    expect(r.caughtShare).toBeGreaterThanOrEqual(0.952);
  });

  it('held-out, the rules alone (no text model): no fewer than 69 of 85 caught, no kind draft flagged', () => {
    const r = evaluateDrafts(HELD_OUT, null);
    expect(r.caught).toBeGreaterThanOrEqual(69);
    expect(r.kindManip).toBe(0);
  });

  it('the second held-out part: no kind draft with a finding, and no fewer than 84 of 90 pressuring drafts caught (73 by the rules alone)', () => {
    const r = evaluateDrafts(HELD_OUT_2);
    expect(r.kindAny).toBe(0);
    expect(r.caught).toBeGreaterThanOrEqual(84);
    expect(evaluateDrafts(HELD_OUT_2, null).caught).toBeGreaterThanOrEqual(73);
  });

  // [part, written, pressuring and kind at least, caught at least (rules + model, rules alone), before]
  for (const [name, set, written, [pressure, kind], [all, rules], before] of [
    ['third', HELD_OUT_3, '2026-12-03, before the rules of that day', [100, 60], [209, 161], '153 and 136'],
    ['fourth', HELD_OUT_4, '2026-12-04, before round fifteen', [150, 100], [171, 122], '167 and 117'],
  ] as const) {
    it(`the ${name} held-out part (written ${written}): ≥ ${pressure} pressuring and ≥ ${kind} kind drafts; no kind draft with a finding, and no fewer than ${all} of ${set.filter((d) => d.label === 'pressure').length} caught (${rules} by the rules alone; ${before} before)`, () => {
      expect(set.filter((d) => d.label === 'pressure').length).toBeGreaterThanOrEqual(pressure);
      expect(set.filter((d) => d.label === 'kind').length).toBeGreaterThanOrEqual(kind);
      const r = evaluateDrafts(set);
      expect(r.kindAny).toBe(0);
      expect(r.caught).toBeGreaterThanOrEqual(all);
      expect(evaluateDrafts(set, null).caught).toBeGreaterThanOrEqual(rules);
    });
  }
});
