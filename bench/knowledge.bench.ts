import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractKeywords } from '../src/engine/knowledge/index.js';
import { lexiconOf, segmenterWith } from '../src/flows/knowledge-index.js';
import { loadTagger } from '../src/memory/index.js';
import { EVAL_SET, evaluate, evaluateContradictions, HELD_OUT, HELD_OUT_FRESH, HELD_OUT_FRESH_2 } from '../tests/knowledge/evaluate.js';

// Run by `npm run bench` (bench/run.mjs): the quality of topic memory on the development
// set and the held-out sets (only measured here, never tuned on), and what cutting keywords costs. The figures go to $SIMP_KNOWLEDGE_OUT as JSON.

describe('topic memory quality and keyword time', () => {
  it('measures merge precision and recall, recall@5, start-up and time per fact', () => {
    const t0 = performance.now();
    const tagger = loadTagger();
    const loadMs = performance.now() - t0;
    tagger?.('她怕猫');
    const startupMs = performance.now() - t0;
    const quality = evaluate();
    const facts = EVAL_SET.people.flatMap((p) => p.facts.map((f) => ({ text: f.text, segmenter: segmenterWith(lexiconOf({ ...p.profile, slug: p.slug }, [])) })));
    const rounds = 20;
    const perRound: number[] = [];
    for (let r = 0; r < rounds; r += 1) {
      const s = performance.now();
      for (const f of facts) extractKeywords(f.text, { segmenter: f.segmenter });
      perRound.push((performance.now() - s) / facts.length);
    }
    perRound.sort((a, b) => a - b);
    const perFactMs = perRound[Math.floor(rounds / 2)] as number;
    const held = evaluate(HELD_OUT);
    const fresh = evaluate(HELD_OUT_FRESH);
    const fresh2 = evaluate(HELD_OUT_FRESH_2);
    const figures = (r: typeof held) => ({ facts: r.facts, queries: r.queries, precision: r.mergePrecision, recall: r.mergeRecall, recallAt5: r.recallAt5, refused: r.refused });
    const out = {
      loadMs,
      startupMs,
      perFactMs,
      facts: quality.facts,
      queries: quality.queries,
      precision: quality.mergePrecision,
      recall: quality.mergeRecall,
      recallAt5: quality.recallAt5,
      refused: quality.refused,
      heldOut: figures(held),
      fresh: { ...figures(fresh), contradictions: evaluateContradictions(HELD_OUT_FRESH) },
      fresh2: { ...figures(fresh2), contradictions: evaluateContradictions(HELD_OUT_FRESH_2) },
      contradictions: evaluateContradictions(EVAL_SET),
    };
    console.log(`topic memory: ${JSON.stringify(out)}`);
    const file = process.env['SIMP_KNOWLEDGE_OUT'];
    if (file) writeFileSync(file, JSON.stringify(out));
    expect(tagger).not.toBeNull();
  });
});
