import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knowledgeFileSchema } from '../../src/model/knowledge-schema.js';
import { quickKnowledge } from '../../src/model/quick-knowledge.js';

// Values near the shape of knowledge.json: right, wrong or missing fields, extra ones, duplicate ids.
const text = fc.oneof(fc.constant(''), fc.constantFrom('k_1', 'k_2', '猫', '2026-01-01T10:00:00'), fc.string({ maxLength: 4 }));
const odd = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}), text);
const field = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: odd }, { weight: 1, arbitrary: fc.constant(undefined) });
const source = fc.oneof(
  { weight: 6, arbitrary: fc.record({ ts: field(text), kind: field(text), text: field(text), extra: fc.option(text, { nil: undefined }) }) },
  { weight: 1, arbitrary: odd },
);
const entry = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      id: field(text),
      trigger_keywords: field(fc.array(fc.oneof({ weight: 8, arbitrary: text }, { weight: 1, arbitrary: odd }), { maxLength: 3 })),
      canonical_meaning: field(text),
      created_at: field(text),
      updated_at: field(text),
      sources: field(fc.array(source, { maxLength: 2 })),
      note: fc.option(odd, { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: odd },
);
const file = fc.oneof(
  { weight: 8, arbitrary: fc.record({ version: field(fc.constant(1)), entries: field(fc.array(entry, { maxLength: 4 })), more: fc.option(odd, { nil: undefined }) }) },
  { weight: 1, arbitrary: odd },
);
/** As JSON.parse would give it (no undefined fields). */
const asParsed = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

describe('quickKnowledge', () => {
  it('accepts only what knowledgeFileSchema() accepts, and gives the same entries', () => {
    let accepted = 0;
    fc.assert(
      fc.property(file, (generated) => {
        const raw = asParsed(generated);
        const quick = quickKnowledge(raw);
        const parsed = knowledgeFileSchema().safeParse(raw);
        if (quick !== null) {
          accepted += 1;
          expect(parsed.success).toBe(true);
          expect(quick).toEqual(parsed.success ? parsed.data.entries : null);
        }
        // What the schema accepts the quick check accepts too (else every read pays for the schema).
        if (parsed.success) expect(quick).not.toBeNull();
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(50);
  });

  it('refuses duplicate ids and a wrong version', () => {
    const e = { id: 'k_1', trigger_keywords: ['猫'], canonical_meaning: '她怕猫', created_at: 't', updated_at: 't', sources: [] };
    expect(quickKnowledge({ version: 1, entries: [e] })).toEqual([e]);
    expect(quickKnowledge({ version: 1, entries: [e, e] })).toBeNull();
    expect(quickKnowledge({ version: 2, entries: [e] })).toBeNull();
    expect(quickKnowledge({ version: 1, entries: [{ ...e, sources: [{ ts: 't', kind: '', text: '' }] }] })).toBeNull();
  });
});
