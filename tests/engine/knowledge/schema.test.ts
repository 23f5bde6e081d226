import { describe, expect, it } from 'vitest';
import { knowledgeEntrySchema, knowledgeFileSchema } from '../../../src/engine/knowledge/index.js';
import { entry } from './helpers.js';

const valid = entry('k1', ['怕猫'], {
  sources: [{ ts: '2025-01-01T00:00:00.000Z', kind: 'remember', text: '她怕猫' }],
});

describe('knowledge schema', () => {
  it('accepts a file with entries and keeps unknown fields', () => {
    const file = { version: 1, entries: [{ ...valid, pinned: true }] };
    expect(knowledgeFileSchema().parse(file)).toEqual(file);
  });

  it.each([
    ['missing meaning', { ...valid, canonical_meaning: undefined }],
    ['empty id', { ...valid, id: '' }],
    ['keywords not strings', { ...valid, trigger_keywords: [1] }],
    ['source without kind', { ...valid, sources: [{ ts: 'x', text: 'y' }] }],
  ])('rejects an entry with %s', (_name, bad) => {
    expect(knowledgeEntrySchema().safeParse(bad).success).toBe(false);
  });

  it('rejects another version', () => {
    expect(knowledgeFileSchema().safeParse({ version: 2, entries: [] }).success).toBe(false);
  });

  it('rejects duplicate ids, pointing at the second one', () => {
    const result = knowledgeFileSchema().safeParse({ version: 1, entries: [valid, entry('k2', []), valid] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['entries', 2, 'id']);
  });
});
