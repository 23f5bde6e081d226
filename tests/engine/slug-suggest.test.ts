import { describe, expect, it } from 'vitest';
import { firstFree, slugFromPieces } from '../../src/engine/slug-suggest.js';
import { SLUG_MAX } from '../../src/model/limits.js';
import { genderEn, genderFromInput, zodiacEn, zodiacFromInput } from '../../src/engine/catalog-intake.js';

describe('slug from romanised pieces', () => {
  it('runs Han syllables together and puts a dash where other text parts them', () => {
    expect(slugFromPieces(['xiao', 'mei'])).toBe('xiaomei');
    expect(slugFromPieces(['Mia ', 'xiao', 'mei'])).toBe('mia-xiaomei');
    expect(slugFromPieces(['xiao', 'mei', '!'])).toBe('xiaomei');
    expect(slugFromPieces(['Zoë'])).toBe('zoe');
    expect(slugFromPieces(['😀'])).toBeNull();
    expect(slugFromPieces(['a'.repeat(100)])?.length).toBe(SLUG_MAX);
  });

  it('takes the first free name: slug, slug-2, slug-3, within the length limit', () => {
    const taken = new Set(['xiaomei', 'xiaomei-2']);
    expect(firstFree('xiaomei', (s) => !taken.has(s))).toBe('xiaomei-3');
    const long = 'b'.repeat(SLUG_MAX);
    const got = firstFree(long, (s) => s !== long);
    expect(got).toBe(`${'b'.repeat(SLUG_MAX - 2)}-2`);
    expect(firstFree('x', () => false, 3)).toBeNull();
  });
});

describe('the intake names', () => {
  it('stores zodiac signs and genders in Chinese and names them in English', () => {
    expect(zodiacFromInput('Pisces')).toBe('双鱼座');
    expect(zodiacFromInput('双鱼')).toBe('双鱼座');
    expect(zodiacFromInput('龙座')).toBeNull();
    expect(zodiacEn('摩羯座')).toBe('Capricorn');
    expect(genderFromInput(' Female ')).toBe('女');
    expect(genderFromInput('男生')).toBe('男');
    expect(genderFromInput('非二元')).toBe('非二元');
    expect(genderEn('男')).toBe('male');
    expect(genderEn('非二元')).toBeNull();
  });
});
