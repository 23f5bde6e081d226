import { describe, expect, it } from 'vitest';
import { guessCrisis } from '../../src/engine/index.js';

// What `crisis --describe` shows under "matched": the words that told it, not the user's
// whole sentence back when a pattern spans a gap.
describe('the words a crisis guess shows', () => {
  it('keeps the ends of a long span and leaves out words inside words already shown', () => {
    const zh = guessCrisis('表白完她说我们先保持现在这样，然后就没下文了')[0]!;
    expect(zh.id).toBe('C-7');
    expect(zh.matched.every((w) => [...w].length <= 9)).toBe(true);
    expect(zh.matched).toContain('没下文');
    const en = guessCrisis('I told him I liked him and he said he needs time, it has been two weeks since')[0]!;
    expect(en.id).toBe('C-7');
    expect(en.matched).toContain('told him i … two weeks since');
    expect(en.matched.every((w) => w.split(' ').length <= 7)).toBe(true);
  });

  it('shows short words as they were met', () => {
    expect(guessCrisis('我表白被拒了')[0]!.matched).toEqual(['被拒']);
    expect(guessCrisis('she left me on read')[0]!.matched).toContain('left me on read');
  });
});
