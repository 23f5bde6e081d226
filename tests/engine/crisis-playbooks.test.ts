import { describe, expect, it } from 'vitest';
import { CRISIS_TYPES } from '../../src/engine/index.js';
import { PLAYBOOKS } from '../../src/engine/crisis-playbooks.js';

describe('the staged crisis playbooks', () => {
  it('cover every crisis code, each in stages with something to do, every line in both languages', () => {
    const codes = CRISIS_TYPES.map((c) => c.id);
    expect(Object.keys(PLAYBOOKS).sort()).toEqual([...codes].sort());
    for (const id of codes) {
      const stages = PLAYBOOKS[id] ?? [];
      expect(stages.length, id).toBeGreaterThanOrEqual(2);
      for (const s of stages) {
        expect(s.do.length, `${id}: ${s.when.en}`).toBeGreaterThan(0);
        for (const label of [s.when, ...s.do, ...(s.say ?? []), ...(s.dont ?? [])]) {
          expect(label.zh.trim(), `${id}: ${label.en}`).not.toBe('');
          expect(label.en.trim(), `${id}: ${label.zh}`).not.toBe('');
          expect(/\p{Script=Han}/u.test(label.en), `${id}: English with Chinese in it: ${label.en}`).toBe(false);
        }
      }
    }
  });
});
