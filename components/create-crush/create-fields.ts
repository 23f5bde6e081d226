import { validateSlug } from '../../src/memory/index.js';
import { PERSONALITY_TYPES, describeError } from '../../src/model/index.js';
import type { TuiMessages } from '../../src/i18n/tui-zh.js';
import type { Lang } from '../../src/i18n/index.js';
import { personalityName } from '../../src/present/enum-names.js';
import type { FieldSpec } from '../form/form-fields.js';

export function createFields(t: TuiMessages, lang: Lang): FieldSpec[] {
  const label = (name: string) => t.create.fields[name] ?? name;
  return [
    { name: 'slug', label: label('slug'), kind: 'text', hint: t.create.slugHint },
    { name: 'nickname', label: label('nickname'), kind: 'text' },
    { name: 'personality_type', label: label('personality_type'), kind: 'choice', options: PERSONALITY_TYPES, optionLabel: (v) => personalityName(v, lang) ?? v, optional: true },
    { name: 'mbti', label: label('mbti'), kind: 'text', optional: true },
    { name: 'how_met', label: label('how_met'), kind: 'text', optional: true },
  ];
}

/** Checks before anything is written: the slug rule comes from the memory service, the name must be given. */
export function checkCreate(values: Readonly<Record<string, string>>, t: TuiMessages): Record<string, string> {
  const errors: Record<string, string> = {};
  try {
    validateSlug(values['slug'] ?? '');
  } catch (err) {
    errors['slug'] = describeError(err);
  }
  if (!(values['nickname'] ?? '').trim()) errors['nickname'] = t.form.empty;
  return errors;
}
