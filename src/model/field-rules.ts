/**
 * The rules a stored object's fields follow, as plain data, and the one check of
 * them: an event's `data` (event-rules.ts), meta.json and state.md's front matter
 * (file-rules.ts). The check says what is wrong as field issues (field-issues.ts:
 * a kind and its values, said in the user's language by the present layer), and
 * gives the object with its defaults filled in. No schema library is loaded.
 */
import { MODE_ALIASES, MODES } from './enums.js';
import type { FieldIssue } from './field-issues.js';

export type FieldRule =
  /** a string of at least one character */
  | { kind: 'text' }
  /** any string, empty too; `pattern`: it must match, else `message` (English) says what it must look like */
  | { kind: 'string'; default?: string; pattern?: { test: RegExp; message: string } }
  /** anything, undefined too, but the key must be there */
  | { kind: 'any' }
  /** a safe integer from min to max; `nullable`: null too */
  | { kind: 'int'; min: number; max: number; nullable?: true; default?: number | null }
  | { kind: 'one-of'; options: readonly [string, ...string[]]; default?: string }
  /** a mode: one of MODES, the Chinese aliases read as their code */
  | { kind: 'mode'; default: (typeof MODES)[number] }
  /** a list of strings */
  | { kind: 'strings' }
  | { kind: 'string-or-null'; default?: null }
  /** a string, or the key left out */
  | { kind: 'optional-string' };

export type FieldRules = Readonly<Record<string, FieldRule>>;

const isString = (v: unknown): v is string => typeof v === 'string';

/** Bounds a message can state (a count's unbounded top is not one). */
const SAYABLE = 1e9;

/** The issue of an integer field's value, null when it fits. */
function intIssue(rule: Extract<FieldRule, { kind: 'int' }>, field: string, value: unknown): FieldIssue | null {
  if (Number.isSafeInteger(value) && (value as number) >= rule.min && (value as number) <= rule.max) return null;
  if (rule.min >= -SAYABLE && rule.max <= SAYABLE) return { field, kind: 'range', min: rule.min, max: rule.max, integer: true };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { field, kind: 'number' };
  if (!Number.isInteger(value)) return { field, kind: 'integer' };
  // A count below its least value; past the largest whole number a count can hold, it is no whole number.
  return value < rule.min ? { field, kind: 'at-least', value: String(value), min: rule.min, integer: true, unit: 'count' } : { field, kind: 'integer' };
}

/** The issues of one present value (not undefined: the caller has read defaults and absence). */
function valueIssues(rule: FieldRule, field: string, value: unknown, out: FieldIssue[]): void {
  // A field left empty is one not given, whatever its kind (a list's empty text is a value).
  const empty = value === null || value === '';
  switch (rule.kind) {
    case 'any':
      return;
    case 'text':
      if (empty) out.push({ field, kind: 'required' });
      else if (!isString(value)) out.push({ field, kind: 'text' });
      return;
    case 'string':
      if (isString(value) && (rule.pattern === undefined || rule.pattern.test.test(value))) return;
      if (empty) out.push({ field, kind: 'required' });
      else out.push(isString(value) ? { field, kind: 'format', message: rule.pattern?.message ?? '' } : { field, kind: 'text' });
      return;
    case 'string-or-null':
    case 'optional-string':
      if (value === null && rule.kind === 'string-or-null') return;
      if (isString(value)) return;
      out.push(value === null ? { field, kind: 'required' } : { field, kind: 'text' });
      return;
    case 'int': {
      if (value === null && rule.nullable) return;
      const issue = empty ? { field, kind: 'required' as const } : intIssue(rule, field, value);
      if (issue) out.push(issue);
      return;
    }
    case 'one-of':
      if (isString(value) && rule.options.includes(value)) return;
      out.push(empty ? { field, kind: 'required' } : { field, kind: 'one-of', options: rule.options });
      return;
    case 'mode':
      if (isString(value) && (MODES as readonly string[]).includes(MODE_ALIASES[value] ?? value)) return;
      out.push(empty ? { field, kind: 'required' } : isString(value) ? { field, kind: 'one-of', options: MODES } : { field, kind: 'text' });
      return;
    case 'strings':
      if (empty) out.push({ field, kind: 'required' });
      else if (!Array.isArray(value)) out.push({ field, kind: 'list' });
      else {
        // Each slot that is not a string (a hole, null too) is named by its place.
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (!isString(item)) out.push({ field: `${field}.${i}`, kind: item === undefined || item === null ? 'required' : 'text' });
        }
      }
      return;
  }
}

/** True when the rule has nothing to say of a field left out. */
const mayBeLeftOut = (rule: FieldRule): boolean => rule.kind === 'optional-string' || 'default' in rule;

/**
 * What is wrong with an object's fields, one issue per field in the rules' order
 * (a list names each wrong item), each field named after `prefix` (`data.` for an
 * event's data). Fields the rules do not name are allowed and not looked at.
 */
export function fieldIssuesOf(rules: FieldRules, data: Readonly<Record<string, unknown>>, prefix = ''): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const key in rules) {
    const rule = rules[key] as FieldRule;
    const value = data[key];
    if (rule.kind === 'any' ? !(key in data) : value === undefined && !mayBeLeftOut(rule)) out.push({ field: `${prefix}${key}`, kind: 'required' });
    else if (value !== undefined) valueIssues(rule, `${prefix}${key}`, value, out);
  }
  return out;
}

/** True when every field the rules name is well formed (fieldIssuesOf finds nothing), without building the issues. */
export function meetsRules(rules: FieldRules, data: Readonly<Record<string, unknown>>): boolean {
  for (const key in rules) {
    const rule = rules[key] as FieldRule;
    const value = data[key];
    if (rule.kind === 'any') {
      if (!(key in data)) return false;
    } else if (value === undefined) {
      if (!mayBeLeftOut(rule)) return false;
    } else if (!meetsRule(rule, value)) return false;
  }
  return true;
}

/** One present value against its rule, as valueIssues judges it. */
function meetsRule(rule: FieldRule, value: unknown): boolean {
  switch (rule.kind) {
    case 'any':
      return true;
    case 'text':
      return isString(value) && value.length > 0;
    case 'string':
      return isString(value) && (rule.pattern === undefined || rule.pattern.test.test(value));
    case 'string-or-null':
      return value === null || isString(value);
    case 'optional-string':
      return isString(value);
    case 'int':
      return (value === null && rule.nullable === true) || (Number.isSafeInteger(value) && (value as number) >= rule.min && (value as number) <= rule.max);
    case 'one-of':
      return isString(value) && rule.options.includes(value);
    case 'mode':
      return isString(value) && (MODES as readonly string[]).includes(MODE_ALIASES[value] ?? value);
    case 'strings': {
      if (!Array.isArray(value)) return false;
      for (let i = 0; i < value.length; i++) if (!isString(value[i])) return false;
      return true;
    }
  }
}

/**
 * The object as read: its own fields (in its order, unknown ones kept), each field
 * left out given its default, a mode written in Chinese read as its code. For an
 * object that meets the rules.
 */
export function withDefaults(rules: FieldRules, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const key in rules) {
    const rule = rules[key] as FieldRule;
    if (out[key] === undefined && 'default' in rule) out[key] = rule.default;
    if (rule.kind === 'mode' && isString(out[key])) out[key] = MODE_ALIASES[out[key]] ?? out[key];
  }
  return out;
}
