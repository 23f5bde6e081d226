import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { partsOf, planCandidates, recall, recallByPlan, recallPlan, type KnowledgeEntry } from '../../../src/engine/knowledge/index.js';
import { entry } from './helpers.js';

// Words that meet in every way recall knows: letters inside a longer word (村上 of 村上春树),
// kinds (拿铁 → 咖啡, labrador → dog), English stems and roots (therapy / therapist), classes
// (加班 and 公司 are work), names (a cat called 年糕, and 吃年糕), traditional letters (貓).
const WORDS = ['猫', '猫咖', '橘猫', '咖啡', '拿铁', '村上春树', '村上', '春树', '大熊猫', '熊猫', '加班', '公司', '夜班', '护士', '年糕', '胃病', '睡眠', '火锅', '貓',
  'dog', 'dogs', 'labrador', 'therapy', 'therapist', 'coffee', 'flat white', 'steak', 'running', 'run', 'work', 'deadline', 'n2'];
const MEANINGS = ['她养了一只猫叫年糕', '她喜欢吃年糕', '她在公司经常加班', '她是护士，上夜班', '周末去猫咖', 'she sees a therapist', 'a cat called Pickle',
  'her labrador is old', '她最近睡眠不好', '喝拿铁不加糖', 'she runs before work'];
const TEXTS = [...WORDS, ...MEANINGS, '她最近还喝拿铁吗', '周末去猫咖？', 'Steak place for dinner?', 'is her therapy going well', '工作怎么样', '上班累不累', 'dogs!', 'N2考得怎么样'];

const topic = fc.record({
  keywords: fc.uniqueArray(fc.oneof(fc.constantFrom(...WORDS), fc.string({ minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 4 }),
  meaning: fc.oneof(fc.constantFrom(...MEANINGS), fc.string({ maxLength: 12 })),
  day: fc.integer({ min: 1, max: 3 }),
});
const topics = fc.array(topic, { maxLength: 30 }).map((ts) =>
  ts.map((t, i) => entry(`k${i}`, t.keywords, { canonical_meaning: t.meaning, updated_at: `2026-01-0${t.day}T00:00:00` })),
);
const text = fc.oneof(fc.constantFrom(...TEXTS), fc.string({ maxLength: 16 }), fc.array(fc.constantFrom(...TEXTS), { minLength: 2, maxLength: 3 }).map((p) => p.join(' ')));

/** The plan read a part at a time, and the whole topics read back by position. */
const byPlan = (entries: KnowledgeEntry[], q: string, limit?: number) =>
  recallByPlan(partsOf(recallPlan(entries)), q, (at) => at.map((i) => entries[i] as KnowledgeEntry), { limit });

describe('recall from a plan', () => {
  it('answers what recall over every topic answers', () => {
    fc.assert(
      fc.property(topics, text, fc.integer({ min: 1, max: 40 }), (entries, q, limit) => {
        expect(byPlan(entries, q, limit)).toEqual(recall(entries, q, { limit }));
      }),
      { numRuns: 600 },
    );
  });

  it('answers the same when it stops before reading every topic the text meets (many topics, many ties)', () => {
    const few = fc.record({ keywords: fc.uniqueArray(fc.constantFrom(...WORDS.slice(0, 12), 'dog', 'coffee', 'work', 'therapy', 'therapist', 'running'), { minLength: 1, maxLength: 3 }), day: fc.integer({ min: 1, max: 3 }) });
    const many = fc.array(few, { minLength: 600, maxLength: 2000 }).map((ts) => ts.map((t, i) => entry(`k${i}`, t.keywords, { updated_at: `2026-01-0${t.day}T00:00:00` })));
    let stopped = 0;
    fc.assert(
      fc.property(many, fc.constantFrom(...TEXTS), fc.integer({ min: 1, max: 6 }), (entries, q, limit) => {
        const plan = recallPlan(entries);
        const rows = new Set<string>();
        const parts = partsOf(plan);
        const counted = (names: readonly string[]) => {
          for (const n of names) if (n.startsWith('t/')) rows.add(n);
          return parts(names);
        };
        expect(recallByPlan(counted, q, (at) => at.map((i) => entries[i] as KnowledgeEntry), { limit })).toEqual(recall(entries, q, { limit }));
        const met = new Set([...planCandidates(parts, q)].map((at) => `t/${Math.floor(at / 32)}`));
        if (rows.size < met.size) stopped += 1;
      }),
      { numRuns: 60 },
    );
    // The bounds do let it stop early: fewer parts of rows read than the topics met are in.
    expect(stopped).toBeGreaterThan(15);
  });

  it('keeps every topic recall returns among its candidates, and leaves out the others of 10,000', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => entry(`k${i}`, [`t${i}`, i % 100 === 0 ? '拿铁' : '跑步']));
    const plan = partsOf(recallPlan(entries));
    const hits = recall(entries, '她最近还喝拿铁吗', { limit: 1000 });
    const candidates = planCandidates(plan, '她最近还喝拿铁吗');
    expect(hits.length).toBe(100);
    for (const h of hits) expect(candidates.has(Number(h.entry.id.slice(1)))).toBe(true);
    expect(candidates.size).toBeLessThan(200);
  });

  it('gives up (null) when the whole topics read are not the plan\'s', () => {
    const entries = [entry('k0', ['猫']), entry('k1', ['狗'])];
    const plan = partsOf(recallPlan(entries));
    expect(recallByPlan(plan, '猫', () => [entries[1] as KnowledgeEntry])).toBeNull();
    expect(recallByPlan(plan, '猫', () => null)).toBeNull();
    expect(recallByPlan(plan, '猫', (at) => at.map((i) => entries[i] as KnowledgeEntry))).toEqual(recall(entries, '猫'));
    // A keyword with a tab or a line end in it: the plan answers nothing, recall reads every topic.
    const odd = [...entries, entry('k2', ['猫\t狗'])];
    expect(recallByPlan(partsOf(recallPlan(odd)), '猫', (at) => at.map((i) => odd[i] as KnowledgeEntry))).toBeNull();
  });
});
