import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV as CRISIS_DEV, HELD_OUT as CRISIS_HELD, HELD_OUT_2 as CRISIS_HELD_2, HELD_OUT_3 as CRISIS_HELD_3, HELD_OUT_4 as CRISIS_HELD_4, evaluateCrisis } from '../tests/crisis/evaluate.js';
import { DEV as DRAFT_DEV, HELD_OUT as DRAFT_HELD, HELD_OUT_2 as DRAFT_HELD_2, HELD_OUT_3 as DRAFT_HELD_3, HELD_OUT_4 as DRAFT_HELD_4, HELD_OUT_5 as DRAFT_HELD_5, evaluateDrafts } from '../tests/drafts/evaluate.js';

// Run by `npm run bench` (bench/run.mjs): the draft checker and crisis matching on
// their labelled sets, development and held-out parts. Figures go to $SIMP_TEXT_OUT.

// `rulesOnly`: without the text models (src/engine/text-models.ts), for before/after.
const drafts = (set: Parameters<typeof evaluateDrafts>[0], rulesOnly = false) => {
  const { misses: _m, families: _f, ...f } = rulesOnly ? evaluateDrafts(set, null) : evaluateDrafts(set);
  return f;
};
const crisis = (set: Parameters<typeof evaluateCrisis>[0], rulesOnly = false) => {
  const { misses: _m, ...f } = rulesOnly ? evaluateCrisis(set, null) : evaluateCrisis(set);
  return f;
};
/** The models' own figures, cross-validated on the development parts when they were trained. */
const modelCv = () => (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'src', 'engine', 'data', 'text-models.json'), 'utf8')) as { cv: unknown }).cv;

describe('the draft checker and crisis matching on their labelled sets', () => {
  it('measures both parts, and the time per text', () => {
    // The development parts first: the tagger's start-up is not counted per text.
    const dev = { drafts: drafts(DRAFT_DEV), crisis: crisis(CRISIS_DEV) };
    const t0 = performance.now();
    evaluateDrafts(DRAFT_HELD);
    const draftMs = (performance.now() - t0) / DRAFT_HELD.length;
    const t1 = performance.now();
    evaluateCrisis(CRISIS_HELD);
    const crisisMs = (performance.now() - t1) / CRISIS_HELD.length;
    const out = {
      drafts: { dev: dev.drafts, heldOut: drafts(DRAFT_HELD), heldOut2: drafts(DRAFT_HELD_2), heldOut3: drafts(DRAFT_HELD_3), heldOut3RulesOnly: drafts(DRAFT_HELD_3, true), heldOut4: drafts(DRAFT_HELD_4), heldOut4RulesOnly: drafts(DRAFT_HELD_4, true), heldOut5: drafts(DRAFT_HELD_5), heldOut5RulesOnly: drafts(DRAFT_HELD_5, true), heldOutRulesOnly: drafts(DRAFT_HELD, true), perTextMs: draftMs },
      crisis: { dev: dev.crisis, heldOut: crisis(CRISIS_HELD), heldOut2: crisis(CRISIS_HELD_2), heldOut3: crisis(CRISIS_HELD_3), heldOut4: crisis(CRISIS_HELD_4), heldOutRulesOnly: crisis(CRISIS_HELD, true), perTextMs: crisisMs },
      modelCv: modelCv(),
    };
    console.log(`text judges: ${JSON.stringify(out)}`);
    const file = process.env['SIMP_TEXT_OUT'];
    if (file) writeFileSync(file, JSON.stringify(out));
    expect(out.drafts.heldOut.pressure).toBeGreaterThan(0);
  });
});
