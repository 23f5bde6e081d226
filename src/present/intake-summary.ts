/**
 * What `simp init` wrote, said back in the user's language: the stored Chinese
 * values (personality, zodiac, gender, stage, mode) under their English names in
 * English, the files written, and the fields still at their placeholder.
 */
import { PLACEHOLDER, PERSONALITY_TYPES } from '../model/enums.js';
import { genderEn, zodiacEn } from '../engine/catalog-intake.js';
import type { IntakeOutcome } from '../flows/intake.js';
import { MODE_NAME } from '../flows/directions.js';
import { messages, type Lang } from '../i18n/index.js';
import { personalityName, stageName } from './enum-names.js';

/** A word as a shell takes it: single-quoted when it holds a space, a quote or a shell character. */
export function shellWord(word: string): string {
  return /^[^\s'"$`\\!*?;&|<>()#~]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The refusal of a name typed where the slug goes, with the command line that uses the suggestion. */
export function slugSuggestion(typed: string, slug: string, nickname: string, lang: Lang): string {
  return messages(lang).cli.slugSuggested(typed, slug, `\`simp init ${slug} --nickname ${shellWord(nickname)}\``);
}

/** Profile fields the summary names when they are still empty. */
const ASKED = ['nickname', 'gender', 'age', 'occupation', 'city', 'mbti', 'zodiac', 'personality_type', 'how_met'] as const;

export function intakeSummary(res: IntakeOutcome, lang: Lang): string[] {
  const m = messages(lang);
  const w = m.cli.intake;
  const p = res.profile;
  const given = (field: string): string | null => {
    const v = p[field];
    if (v === undefined || v === null) return null;
    const text = String(v).trim();
    return text === '' || text === PLACEHOLDER || (field === 'personality_type' && !(PERSONALITY_TYPES as readonly string[]).includes(text)) ? null : text;
  };
  const en = lang === 'en';
  const zodiac = given('zodiac');
  const gender = given('gender');
  const personality = given('personality_type');
  const traits = [given('mbti'), zodiac && (en ? (zodiacEn(zodiac) ?? zodiac) : zodiac)].filter((x): x is string => Boolean(x));
  const about = [gender && (en ? (genderEn(gender) ?? gender) : gender), given('age'), given('city'), given('occupation')].filter((x): x is string => Boolean(x));
  const text = (v: string | undefined) => v?.trim() || null;
  const status = text(res.intake.status);
  const rows: [string, string | null][] = [
    [w.labels.nickname, given('nickname')],
    [w.labels.folder, res.slug],
    // The personality with the MBTI type and sign beside it, as the skill's summary puts them; either alone under its own name.
    [w.labels.personality, personality ? `${personalityName(personality, lang) ?? personality}${traits.length > 0 ? `${en ? ' ' : ''}${w.aside(traits.join(w.join))}` : ''}` : null],
    [w.labels.traits, personality ? null : traits.length > 0 ? traits.join(w.join) : null],
    [w.labels.about, about.length > 0 ? about.join(w.join) : null],
    [w.labels.how_met, given('how_met')],
    [w.labels.now, status || res.stage !== '未知' ? w.now(status, stageName(res.stage, lang)) : null],
    [w.labels.initiates, res.intake.initiates ? (w.initiates[res.intake.initiates] ?? res.intake.initiates) : null],
    [w.labels.theyKnow, res.intake.theyKnow ? (w.theyKnow[res.intake.theyKnow] ?? res.intake.theyKnow) : null],
    [w.labels.hobbies, text(res.intake.hobbies)],
    [w.labels.quirks, text(res.intake.quirks)],
    [w.labels.love, text(res.intake.love)],
    [w.labels.style, text(res.intake.style)],
    [w.labels.mode, MODE_NAME[res.mode]?.[lang] ?? res.mode],
  ];
  const blank = ASKED.filter((f) => given(f) === null).map((f) => m.fields[f] ?? f);
  return [
    m.cli.created(res.dir),
    ...rows.filter((r): r is [string, string] => r[1] !== null).map(([label, value]) => w.row(label, value)),
    w.written(res.files),
    ...(blank.length > 0 ? [w.blank(blank, res.slug)] : []),
  ];
}
