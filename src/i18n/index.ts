/**
 * Interface text in zh and en. Stored values (stages, headings, event types) stay
 * Chinese whatever the language; only what is shown changes.
 */
import { zh } from './zh.js';
import { enMessages } from './en.js';
import { InputError } from '../model/errors.js';

export type Lang = 'zh' | 'en';
export type Messages = typeof zh;

export function messages(lang: Lang): Messages {
  return lang === 'en' ? enMessages() : zh;
}

/**
 * The language the locale names (LC_ALL, then LC_MESSAGES, then LANG): zh* → zh, another
 * language (en_US, fr_FR…) → en; none for an unset locale, C or POSIX, which name no language.
 */
export function localeLang(env: NodeJS.ProcessEnv = process.env): Lang | undefined {
  const value = (env['LC_ALL'] || env['LC_MESSAGES'] || env['LANG'] || '').toLowerCase();
  const language = value.split(/[._@]/)[0] ?? '';
  if (language === '' || language === 'c' || language === 'posix') return undefined;
  return language.startsWith('zh') ? 'zh' : 'en';
}

/**
 * The verbs of the reference tools (memory.py, skill_writer.py, time_tracker.py and the
 * parsers): they print Chinese as those tools do whatever the locale says, so their
 * output stays byte for byte the same; --lang, SIMP_LANG or the config file still change it.
 */
export const PARITY_VERBS: ReadonlySet<string> = new Set([
  'append', 'events', 'context', 'snapshot', 'timeline', 'rebuild', 'list', 'init', 'create', 'backup', 'rollback', 'versions',
  'update-meta', 'log', 'rhythm', 'import', 'photos', 'social',
]);

/**
 * The one rule of the interface language, for every verb, every error and the TUI:
 * `--lang`, then SIMP_LANG (which the config file's `lang` fills when unset), then the
 * locale (not for the reference tools' verbs), then zh. `verb` is undefined for the TUI.
 */
export function resolveLang(flag: string | undefined, verb: string | undefined, env: NodeJS.ProcessEnv = process.env): Lang {
  if (flag !== undefined) return parseLang(flag, 'zh');
  const set = simpLang(env);
  if (set !== undefined) return set;
  const locale = verb !== undefined && PARITY_VERBS.has(verb) ? undefined : localeLang(env);
  return locale ?? 'zh';
}

export function parseLang(value: string | undefined, fallback: Lang): Lang {
  if (value === undefined) return fallback;
  if (value === 'zh' || value === 'en') return value;
  throw new InputError(`--lang must be zh or en, not "${value}"`, [{ field: '--lang', kind: 'one-of', options: ['zh', 'en'] }]);
}

/** SIMP_LANG, when set: the default language of every verb and the TUI. A value other than zh or en is refused by name. */
export function simpLang(env: NodeJS.ProcessEnv = process.env): Lang | undefined {
  const value = env['SIMP_LANG'];
  if (value === undefined || value === '') return undefined;
  if (value === 'zh' || value === 'en') return value;
  throw new InputError(`SIMP_LANG must be zh or en, not "${value}"`, [{ field: 'SIMP_LANG', kind: 'one-of', options: ['zh', 'en'] }]);
}
