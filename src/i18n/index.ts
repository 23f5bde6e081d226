/**
 * Interface text in zh and en. Stored values (stages, headings, event types) stay
 * Chinese whatever the language; only what is shown changes.
 */
import { zh } from './zh.js';
import { en } from './en.js';
import { InputError } from '../model/errors.js';

export type Lang = 'zh' | 'en';
export type Messages = typeof zh;

const TABLES: Record<Lang, Messages> = { zh, en };

export function messages(lang: Lang): Messages {
  return TABLES[lang];
}

/** Interface language from LANG / LC_ALL (zh* → zh, anything else → en). */
export function langFromEnv(env: NodeJS.ProcessEnv = process.env): Lang {
  const value = env['LC_ALL'] || env['LC_MESSAGES'] || env['LANG'] || '';
  return value.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function parseLang(value: string | undefined, fallback: Lang): Lang {
  if (value === undefined) return fallback;
  if (value === 'zh' || value === 'en') return value;
  throw new Error(`--lang must be zh or en, not "${value}"`);
}

/** SIMP_LANG, when set: the default language of every verb and the TUI. A value other than zh or en is refused by name. */
export function simpLang(env: NodeJS.ProcessEnv = process.env): Lang | undefined {
  const value = env['SIMP_LANG'];
  if (value === undefined || value === '') return undefined;
  if (value === 'zh' || value === 'en') return value;
  throw new InputError(`SIMP_LANG must be zh or en, not "${value}"`);
}
