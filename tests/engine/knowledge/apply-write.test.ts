import { describe, expect, it } from 'vitest';
import { applyWrite, planBatch } from '../../../src/engine/knowledge/index.js';
import { candidate, entry, sequentialIds } from './helpers.js';

const NOW = '2025-06-01T12:00:00.000Z';

describe('applyWrite', () => {
  it('inserts when target_id is null', () => {
    const fresh = entry('n1', ['火锅']);
    expect(applyWrite([entry('a', ['猫'])], { target_id: null, entry: fresh }).map((e) => e.id)).toEqual(['a', 'n1']);
  });

  it('replaces the target in place when it exists', () => {
    const entries = [entry('a', ['猫']), entry('b', ['狗']), entry('c', ['鱼'])];
    const updated = entry('b', ['狗', '柯基']);
    const result = applyWrite(entries, { target_id: 'b', entry: updated });
    expect(result).toEqual([entries[0], updated, entries[2]]);
    expect(entries[1]?.trigger_keywords).toEqual(['狗']);
  });

  // Guard: a planned target that no longer exists inserts, never drops.
  it('inserts when the planned target was deleted in the meantime', () => {
    const planned = [entry('k1', ['怕猫'], { canonical_meaning: '她怕猫' })];
    const [write] = planBatch(planned, [candidate(['怕猫'], '也怕狗')], NOW, sequentialIds());
    expect(write?.target_id).toBe('k1');
    const storedNow = [entry('other', ['火锅'])]; // k1 was deleted after planning
    const result = applyWrite(storedNow, write!);
    expect(result).toHaveLength(2);
    expect(result[1]).toMatchObject({ id: 'k1', canonical_meaning: '她怕猫；也怕狗' });
  });

  it('inserts into an empty list when the target is missing', () => {
    const orphan = entry('gone', ['猫']);
    expect(applyWrite([], { target_id: 'gone', entry: orphan })).toEqual([orphan]);
  });
});
