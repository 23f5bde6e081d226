import { validateSlug } from '../../../src/memory/index.js';
import { MODES, PERSONALITY_TYPES, describeError } from '../../../src/model/index.js';
import { readProfileValue } from '../../../src/model/profile-rules.js';
import { fieldSentence } from '../../../src/present/field-errors.js';
import { INITIATES, THEY_KNOW, type Intake } from '../../../src/flows/profile.js';
import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import type { Lang } from '../../../src/i18n/index.js';
import { personalityName, stageName } from '../../../src/present/enum-names.js';
import { ZODIAC, zodiacEn } from '../../../src/engine/catalog-intake.js';
import { STAGES } from '../../../src/model/enums.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';

export function createFields(t: TuiMessages, lang: Lang): FieldSpec[] {
  const label = (name: string) => t.create.fields[name] ?? name;
  return [
    { name: 'slug', label: label('slug'), kind: 'text', optional: true, hint: t.create.slugHint },
    { name: 'nickname', label: label('nickname'), kind: 'text' },
    { name: 'personality_type', label: label('personality_type'), kind: 'choice', options: PERSONALITY_TYPES, optionLabel: (v) => personalityName(v, lang) ?? v, optional: true },
    { name: 'mbti', label: label('mbti'), kind: 'text', optional: true },
    { name: 'zodiac', label: label('zodiac'), kind: 'choice', options: ZODIAC.map((z) => z.id), optionLabel: (v) => (lang === 'en' ? (zodiacEn(v) ?? v) : v), optional: true },
    { name: 'gender', label: label('gender'), kind: 'text', optional: true, hint: t.create.genderHint },
    { name: 'age', label: label('age'), kind: 'text', optional: true },
    { name: 'city', label: label('city'), kind: 'text', optional: true },
    { name: 'how_met', label: label('how_met'), kind: 'text', optional: true },
    // The intake: the two of you now, and yourself (written into the profile's narrative; the stage as a stage change).
    { name: 'stage', label: label('stage'), kind: 'choice', options: STAGES.filter((s) => s !== '未知'), optionLabel: (v) => stageName(v, lang), optional: true },
    { name: 'status', label: label('status'), kind: 'text', optional: true },
    { name: 'initiates', label: label('initiates'), kind: 'choice', options: INITIATES, optional: true, optionLabel: (v) => t.create.initiates[v] ?? v },
    { name: 'they_know', label: label('they_know'), kind: 'choice', options: THEY_KNOW, optional: true, optionLabel: (v) => t.create.theyKnow[v] ?? v },
    { name: 'hobbies', label: label('hobbies'), kind: 'text', optional: true },
    { name: 'quirks', label: label('quirks'), kind: 'text', optional: true },
    { name: 'love', label: label('love'), kind: 'text', optional: true },
    { name: 'style', label: label('style'), kind: 'text', optional: true },
    { name: 'mode', label: label('mode'), kind: 'choice', options: MODES, optional: true, optionLabel: (v) => t.create.modes[v] ?? v },
  ];
}

/** The intake fields: not profile fields, they become the profile's narrative. */
export const INTAKE_FIELDS = ['stage', 'status', 'initiates', 'they_know', 'hobbies', 'quirks', 'love', 'style', 'mode'] as const;

/** The intake answers of the form, as the create flow takes them. */
export function intakeOf(values: Readonly<Record<string, string>>): Intake {
  const v = (k: string) => (values[k] ?? '').trim() || undefined;
  return {
    status: v('status'),
    initiates: v('initiates') as Intake['initiates'],
    theyKnow: v('they_know') as Intake['theyKnow'],
    hobbies: v('hobbies'),
    quirks: v('quirks'),
    love: v('love'),
    style: v('style'),
    mode: v('mode') as Intake['mode'],
  };
}

/**
 * Checks before anything is written, on the field: the slug rule comes from the
 * memory service, the name must be given, and every profile field typed follows the
 * profile's field rules (the edit form, `simp init` and `simp update` use the same).
 */
export function checkCreate(values: Readonly<Record<string, string>>, t: TuiMessages, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  // An empty slug is filled from the nickname's pinyin before the summary (create-screen.tsx).
  const slug = values['slug'] ?? '';
  if (slug.trim() !== '') {
    try {
      validateSlug(slug);
    } catch (err) {
      errors['slug'] = describeError(err);
    }
  }
  if (!(values['nickname'] ?? '').trim()) errors['nickname'] = t.form.empty;
  for (const [field, raw] of Object.entries(values)) {
    if (field === 'slug' || (INTAKE_FIELDS as readonly string[]).includes(field) || raw.trim() === '' || errors[field]) continue;
    const read = readProfileValue(field, raw);
    if (!read.ok) errors[field] = fieldSentence(read.issue, lang);
  }
  return errors;
}
