import { useReducer } from 'react';
import { emptyText, type TextEdit } from '../text/text-edit.js';
import { cycleChoice, type FieldSpec } from './form-fields.js';

export interface FormState {
  readonly fields: readonly FieldSpec[];
  readonly values: Readonly<Record<string, TextEdit>>;
  readonly focus: number;
  /** Validation messages by field name. */
  readonly errors: Readonly<Record<string, string>>;
  /** The values the form started from (or was reset to): what "nothing typed" means. */
  readonly start: Readonly<Record<string, string>>;
}

export type FormAction =
  | { type: 'reset'; fields: readonly FieldSpec[]; initial?: Readonly<Record<string, string>> }
  | { type: 'focus'; by: number }
  | { type: 'edit'; value: TextEdit }
  | { type: 'cycle'; by: 1 | -1 }
  | { type: 'errors'; errors: Readonly<Record<string, string>> };

export function initForm(fields: readonly FieldSpec[], initial: Readonly<Record<string, string>> = {}): FormState {
  const values: Record<string, TextEdit> = {};
  const start: Record<string, string> = {};
  for (const f of fields) {
    start[f.name] = initial[f.name] ?? (f.kind === 'choice' && !f.optional ? (f.options?.[0] ?? '') : '');
    values[f.name] = emptyText(start[f.name]);
  }
  return { fields, values, focus: 0, errors: {}, start };
}

/** Something was typed or chosen since the form started: leaving it would lose that. */
export function formDirty(s: FormState): boolean {
  return s.fields.some((f) => (s.values[f.name]?.value ?? '') !== (s.start[f.name] ?? ''));
}

export function formReducer(s: FormState, a: FormAction): FormState {
  const field = s.fields[s.focus];
  switch (a.type) {
    case 'reset':
      return initForm(a.fields, a.initial);
    case 'focus':
      return { ...s, focus: Math.max(0, Math.min(s.fields.length - 1, s.focus + a.by)) };
    case 'edit':
      if (!field) return s;
      return { ...s, values: { ...s.values, [field.name]: a.value }, errors: without(s.errors, field.name) };
    case 'cycle': {
      if (!field) return s;
      const next = cycleChoice(field, s.values[field.name]?.value ?? '', a.by);
      return { ...s, values: { ...s.values, [field.name]: emptyText(next) }, errors: without(s.errors, field.name) };
    }
    case 'errors': {
      const first = s.fields.findIndex((f) => f.name in a.errors);
      return { ...s, errors: a.errors, focus: first === -1 ? s.focus : first };
    }
  }
}

function without(errors: Readonly<Record<string, string>>, name: string): Readonly<Record<string, string>> {
  if (!(name in errors)) return errors;
  const { [name]: _gone, ...rest } = errors;
  return rest;
}

export const plainValues = (s: FormState): Record<string, string> =>
  Object.fromEntries(Object.entries(s.values).map(([k, v]) => [k, v.value]));

export function useFormState(fields: readonly FieldSpec[], initial?: Readonly<Record<string, string>>) {
  return useReducer(formReducer, undefined, () => initForm(fields, initial));
}
