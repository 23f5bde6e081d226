import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../../src/engine/knowledge/normalize.js';
import { SIMPLIFIED, TRADITIONAL } from '../../../src/engine/knowledge/t2s-table.js';

describe('normalizeText', () => {
  it('writes every traditional character of the table as the simplified one at its place, astral ones too', () => {
    const from = [...TRADITIONAL];
    const to = [...SIMPLIFIED];
    expect(from.length).toBe(to.length);
    expect(to.some((c) => c.codePointAt(0)! > 0xffff)).toBe(true);
    for (let i = 0; i < from.length; i += 1) expect(normalizeText(from[i]!)).toBe(to[i]);
    expect(normalizeText(from.join(''))).toBe(to.join(''));
  });

  it('keeps what is not in the table, folds width and case', () => {
    expect(normalizeText('她怕貓，喜歡村上春樹')).toBe('她怕猫,喜欢村上春树');
    expect(normalizeText('ＡＢＣ Café she’s 𠀀')).toBe('abc café she\'s 𠀀');
  });
});
