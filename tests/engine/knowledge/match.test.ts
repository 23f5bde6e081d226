import { describe, expect, it } from 'vitest';
import { applyWrite, findTarget, planBatch, type KnowledgeEntry } from '../../../src/engine/knowledge/index.js';
import { candidate, entry, sequentialIds } from './helpers.js';

const NOW = '2025-06-01T12:00:00.000Z';

describe('findTarget', () => {
  it('picks the entry with the largest keyword intersection', () => {
    const entries = [entry('a', ['猫', '狗']), entry('b', ['怕猫', '猫', '猫咖']), entry('c', ['火锅'])];
    expect(findTarget(entries, ['猫', '猫咖', '火锅'])).toMatchObject({ entry: { id: 'b' }, overlap: 2 });
  });

  it('returns null when no keyword is shared', () => {
    expect(findTarget([entry('a', ['猫']), entry('b', ['火锅'])], ['jazz'])).toBeNull();
    expect(findTarget([entry('a', ['猫'])], [])).toBeNull();
  });

  it('breaks ties by most recently updated, then by smallest id', () => {
    const entries = [
      entry('b', ['猫'], { updated_at: '2025-03-01T00:00:00.000Z' }),
      entry('c', ['猫'], { updated_at: '2025-05-01T00:00:00.000Z' }),
      entry('a', ['猫'], { updated_at: '2025-05-01T00:00:00.000Z' }),
    ];
    expect(findTarget(entries, ['猫'])?.entry.id).toBe('a');
    expect(findTarget(entries.slice(0, 2), ['猫'])?.entry.id).toBe('c');
  });

  it('compares keywords case-insensitively and counts a repeated keyword once', () => {
    const entries = [entry('a', ['Jazz', 'jazz']), entry('b', ['jazz', 'blues'])];
    expect(findTarget(entries, ['JAZZ', 'Blues'])).toMatchObject({ entry: { id: 'b' }, overlap: 2 });
  });

  // Guard: matching uses ALL entries. The best match is the last of 2,000 and the
  // oldest, so any top-N cut (by position or by recency) misses it.
  it('finds the best match at the end of a long list', () => {
    const filler = Array.from({ length: 2_000 }, (_, i) =>
      entry(`f${i}`, ['猫', `话题${i}`], { updated_at: `2025-05-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z` }),
    );
    const best = entry('best', ['猫', '猫咖', '怕猫'], { updated_at: '2020-01-01T00:00:00.000Z' });
    expect(findTarget([...filler, best], ['怕猫', '猫', '猫咖'])).toMatchObject({ entry: { id: 'best' }, overlap: 3 });
  });
});

describe('planBatch', () => {
  // Guard: the snapshot is updated after each planned write.
  it('merges two candidates about one new topic into one entry', () => {
    const writes = planBatch(
      [entry('old', ['火锅'])],
      [candidate(['怕猫', '猫咖'], '她怕猫'), candidate(['猫咖', '撸猫'], '不去猫咖')],
      NOW,
      sequentialIds('new'),
    );
    expect(writes.map((w) => w.target_id)).toEqual([null, 'new1']);
    const stored = writes.reduce<KnowledgeEntry[]>(applyWrite, [entry('old', ['火锅'])]);
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({
      id: 'new1',
      trigger_keywords: ['怕猫', '猫咖', '撸猫'],
      canonical_meaning: '她怕猫；不去猫咖',
    });
  });

  it('fuses into an existing entry and carries its id as target', () => {
    const existing = entry('k1', ['怕猫'], { canonical_meaning: '她怕猫' });
    const [write] = planBatch([existing], [candidate(['怕猫', '狗'], '也怕狗')], NOW, sequentialIds());
    expect(write).toEqual({
      target_id: 'k1',
      entry: expect.objectContaining({ id: 'k1', canonical_meaning: '她怕猫；也怕狗', updated_at: NOW }),
    });
  });

  it('inserts a candidate without shared keywords and asks for an id only then', () => {
    let calls = 0;
    const newId = (): string => `id${(calls += 1)}`;
    const writes = planBatch([entry('k1', ['怕猫'])], [candidate(['怕猫'], ''), candidate(['火锅'], '爱吃火锅')], NOW, newId);
    expect(writes.map((w) => [w.target_id, w.entry.id])).toEqual([
      ['k1', 'k1'],
      [null, 'id1'],
    ]);
    expect(calls).toBe(1);
  });

  it('does not mutate the entries it was given', () => {
    const entries = [entry('k1', ['怕猫'])];
    const before = structuredClone(entries);
    planBatch(entries, [candidate(['怕猫'], '新'), candidate(['猫'], '又新')], NOW, sequentialIds());
    expect(entries).toEqual(before);
  });
});
