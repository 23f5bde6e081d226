import { describe, expect, it } from 'vitest';
import { checkMeta } from '../../src/model/meta-rules.js';
import { fieldSentence } from '../../src/present/field-errors.js';

describe('a count below its least value', () => {
  it('is said in the language asked, with the bound, not in the rule’s own English', () => {
    const checked = checkMeta({ slug: 'x', event_count: -3 }, 'x');
    expect(checked.ok).toBe(false);
    const issue = checked.ok ? null : checked.issues.find((i) => i.field === 'event_count');
    expect(issue).toMatchObject({ kind: 'at-least', value: '-3', min: 0, integer: true });
    const zh = fieldSentence(issue as NonNullable<typeof issue>, 'zh');
    expect(zh).toContain('要写不小于 0 的整数');
    expect(zh).not.toMatch(/[A-Za-z]{4,} [a-z]+/);
    expect(fieldSentence(issue as NonNullable<typeof issue>, 'en')).toContain('a whole number from 0');
  });
});
