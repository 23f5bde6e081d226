import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { readProfileValue } from '../../src/model/profile-rules.js';
import { planUpdate } from '../../src/flows/profile.js';
import { InputError } from '../../src/model/index.js';

const ZH = { SIMP_LANG: 'zh' };

describe('one rule per profile field, in every way a value gets in', () => {
  it('the rule: ages as whole numbers (岁 allowed), MBTI as four letters in capitals, one line', () => {
    expect(readProfileValue('age', '26')).toEqual({ ok: true, value: 26 });
    expect(readProfileValue('age', ' 26岁 ')).toEqual({ ok: true, value: 26 });
    expect(readProfileValue('age', '26岁左右')).toMatchObject({ ok: false, issue: { field: 'age', kind: 'range' } });
    expect(readProfileValue('age', '151')).toMatchObject({ ok: false });
    expect(readProfileValue('mbti', 'infp')).toEqual({ ok: true, value: 'INFP' });
    expect(readProfileValue('mbti', 'abcd')).toMatchObject({ ok: false, issue: { field: 'mbti', kind: 'format' } });
    expect(readProfileValue('city', 'a\nb')).toMatchObject({ ok: false, issue: { kind: 'one-line' } });
    expect(readProfileValue('city', '  ')).toMatchObject({ ok: false, issue: { kind: 'required' } });
    // planUpdate (the edit form, simp update) refuses before anything is asked or written.
    expect(() => planUpdate({ age: '26岁左右' })).toThrow(InputError);
    expect(() => planUpdate({ mbti: 'abcd' })).toThrow(InputError);
  });

  it('simp update refuses age=26岁左右 and mbti=abcd with exit 2, in Chinese, naming the field; nothing changes', () => {
    const base = join(tempDir(), 'crushes');
    expect(simp(['init', 'mia', '--nickname', '米娅', '--base-dir', base]).code).toBe(0);
    const before = treeHash(base);
    const age = simp(['update', 'mia', '--set', 'age=26岁左右', '--base-dir', base], { env: ZH });
    expect(age.code).toBe(2);
    expect(age.stderr).toContain('年龄（age）必须是 0 到 150 之间的整数');
    expect(age.stderr).not.toContain('Invalid input');
    const mbti = simp(['update', 'mia', '--set', 'mbti=abcd', '--base-dir', base], { env: ZH });
    expect(mbti.code).toBe(2);
    expect(mbti.stderr).toContain('MBTI 必须是四个字母的类型');
    expect(treeHash(base)).toBe(before);
    expect(simp(['update', 'mia', '--set', 'age=26岁', '--base-dir', base]).code).toBe(0);
    expect(readFileSync(join(base, 'mia', 'profile.md'), 'utf8')).toMatch(/^age: 26$/m);
  });

  it('simp init takes profile fields with --set under the same rules: abcd is refused, nothing is created', () => {
    const base = join(tempDir(), 'crushes');
    simp(['init', 'a', '--base-dir', base]);
    const before = treeHash(base);
    const bad = simp(['init', 'mia', '--set', 'mbti=abcd', '--base-dir', base], { env: ZH });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('MBTI 必须是四个字母的类型');
    expect(simp(['init', 'mia', '--set', 'colour=red', '--base-dir', base]).code).toBe(2);
    expect(treeHash(base)).toBe(before);
    expect(simp(['init', 'mia', '--set', 'mbti=enfp', '--set', 'age=24', '--base-dir', base]).code).toBe(0);
    const profile = readFileSync(join(base, 'mia', 'profile.md'), 'utf8');
    expect(profile).toMatch(/^mbti: ENFP$/m);
    expect(profile).toMatch(/^age: 24$/m);
  });
});
