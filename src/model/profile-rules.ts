import { PERSONALITY_TYPES, PLACEHOLDER } from './enums.js';
import type { FieldIssue } from './field-issues.js';

/**
 * What each profile field may hold (SPEC 3.2): one rule per field, used by every
 * way a value gets in (the create and edit forms, `simp init`, `simp update`, the
 * memory service's last check), so a value one of them takes the others take too.
 * Fields other tools added keep any one-line scalar.
 */
export type ProfileScalar = string | number | boolean | null;

/** The oldest a person can be said to be. */
export const AGE_MAX = 150;

const MBTI = /^[EI][SN][TF][JP]$/i;
/** An age typed as a number, with or without 岁 / 歲 ("26", "26岁"). */
const AGE = /^(\d{1,3})\s*(?:岁|歲)?$/;

type Rule = (value: ProfileScalar, field: string) => FieldIssue | null;

const oneLine: Rule = (value, field) => (typeof value === 'string' && /[\r\n]/.test(value) ? { field, kind: 'one-line' } : null);

const RULES: Readonly<Record<string, Rule>> = {
  age: (value, field) => {
    if (value === PLACEHOLDER) return null;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= AGE_MAX) return null;
    return { field, kind: 'range', min: 0, max: AGE_MAX, integer: true };
  },
  mbti: (value, field) =>
    value === PLACEHOLDER || (typeof value === 'string' && MBTI.test(value) && value === value.toUpperCase())
      ? null
      : { field, kind: 'format', message: 'must be a four-letter type such as INFP or ESTJ' },
  personality_type: (value, field) =>
    typeof value === 'string' && (PERSONALITY_TYPES as readonly string[]).includes(value)
      ? null
      : { field, kind: 'one-of', options: PERSONALITY_TYPES },
};

/** The stored form of a typed value: trimmed, an MBTI type in capitals, an age as a number. */
export function normaliseProfileValue(field: string, raw: string): ProfileScalar {
  const value = raw.trim();
  if (value === PLACEHOLDER) return value;
  if (field === 'mbti' && MBTI.test(value)) return value.toUpperCase();
  if (field === 'age') {
    const m = AGE.exec(value);
    if (m) return Number(m[1]);
  }
  return value;
}

/** What is wrong with a value about to be stored in `field` (null: nothing). */
export function profileValueIssue(field: string, value: ProfileScalar): FieldIssue | null {
  if (typeof value === 'object' && value !== null) return { field, kind: 'text' };
  if (typeof value === 'string' && value.trim() === '') return { field, kind: 'required' };
  return oneLine(value, field) ?? RULES[field]?.(value, field) ?? null;
}

/**
 * A value as typed into a form or on the command line, checked and in its stored
 * form; an empty value is `required` (leaving a field as it is, is not typing it).
 */
export function readProfileValue(field: string, raw: string): { ok: true; value: ProfileScalar } | { ok: false; issue: FieldIssue } {
  if (raw.trim() === '') return { ok: false, issue: { field, kind: 'required' } };
  if (/[\r\n]/.test(raw.trim())) return { ok: false, issue: { field, kind: 'one-line' } };
  const value = normaliseProfileValue(field, raw);
  const issue = profileValueIssue(field, value);
  return issue ? { ok: false, issue } : { ok: true, value };
}
