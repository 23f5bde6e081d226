import { describe, expect, it } from 'vitest';
import { loadTagger } from '../../src/memory/index.js';
import { EVAL_SET, evaluate } from './evaluate.js';

const HAN = /\p{Script=Han}/u;

describe('topic memory on the labelled set (tests/knowledge/eval-set.json)', () => {
  it('holds at least 80 Chinese and 30 English facts and 60 queries, each query naming a topic of its person', () => {
    const facts = EVAL_SET.people.flatMap((p) => p.facts);
    expect(facts.filter((f) => HAN.test(f.text)).length).toBeGreaterThanOrEqual(80);
    expect(facts.filter((f) => !HAN.test(f.text)).length).toBeGreaterThanOrEqual(30);
    expect(EVAL_SET.people.flatMap((p) => p.queries).length).toBeGreaterThanOrEqual(60);
    for (const p of EVAL_SET.people) {
      const topics = new Set(p.facts.map((f) => f.topic));
      for (const q of p.queries) expect(q.topics.every((t) => topics.has(t)), `${p.slug}: ${q.text}`).toBe(true);
    }
  });

  it('meets the targets with the Chinese tagger: merge precision ≥ 0.95, merge recall ≥ 0.85, recall@5 ≥ 0.9', () => {
    expect(loadTagger()).not.toBeNull();
    const r = evaluate();
    const summary = `precision ${r.mergePrecision.toFixed(3)}, recall ${r.mergeRecall.toFixed(3)}, recall@5 ${r.recallAt5.toFixed(3)}\n${r.misses.join('\n')}`;
    expect(r.mergePrecision, summary).toBeGreaterThanOrEqual(0.95);
    expect(r.mergeRecall, summary).toBeGreaterThanOrEqual(0.85);
    expect(r.recallAt5, summary).toBeGreaterThanOrEqual(0.9);
  });
});
