import type { Argument, Command, Help, Option } from 'commander';
import { cellWidth, wrapCells } from '../present/cell-wrap.js';
import { messages, type Lang } from '../i18n/index.js';
import { HELP_EXTRAS_ZH, HELP_VERBS_ZH, type HelpText, type VerbHelpZh } from '../i18n/help-verbs-zh.js';

/**
 * --help in the verb's language, applied once a program's verbs are defined (the end of
 * buildProgram). Every help measures text in terminal cells (a Chinese character takes
 * two) and may break a line between two Chinese characters; in zh, each verb's
 * description, arguments and options take their words from src/i18n/help-verbs-zh.ts
 * (the English stays where a key is missing), and commander's extras read
 * (可选值：…；默认：…).
 */
export function localizeHelp(program: Command, lang: Lang): void {
  const walk = (cmd: Command, key: string): void => {
    LANG_OF.set(cmd, lang);
    // A slug argument says what a slug is wherever a verb left it bare.
    for (const a of cmd.registeredArguments) if (a.name() === 'slug' && a.description === '') a.description = messages(lang).cli.helpSlug;
    cmd.configureHelp({ ...cmd.configureHelp(), ...cellMeasures(lang), ...(lang === 'zh' ? ZH_EXTRAS : {}) });
    if (lang === 'zh') translate(cmd, HELP_VERBS_ZH[key]);
    for (const sub of cmd.commands) walk(sub, sub.name());
  };
  walk(program, '');
}

const LANG_OF = new WeakMap<Command, Lang>();

/** The language a command's help is shown in (for help text written when it is shown; English before localizeHelp). */
export const helpLangOf = (cmd: Command): Lang => LANG_OF.get(cmd) ?? 'en';

const said = (text: HelpText | undefined, en: string): string => (text === undefined ? en : typeof text === 'string' ? text : text(en));

function translate(cmd: Command, zh: VerbHelpZh | undefined): void {
  if (zh === undefined) return;
  cmd.description(said(zh.description, cmd.description()));
  for (const a of cmd.registeredArguments) if (a.description !== '') a.description = said(zh.arguments?.[a.name()], a.description);
  for (const o of cmd.options) if (o.long !== undefined) o.description = said(zh.options?.[o.long], o.description);
}

// --- commander's measures, in cells ---------------------------------------------------

const cellMeasures = (lang: Lang): Partial<Help> => ({
  // The root's verb column is 40 cells wide: its descriptions are wrapped in the 36 left, not run past the edge.
  minWidthToWrap: 24,
  displayWidth: cellWidth,
  boxWrap(this: Help, str: string, width: number) {
    return width < this.minWidthToWrap ? str : wrapCells(str, width, lang === 'zh');
  },
});

// --- commander's extras, in Chinese ----------------------------------------------------

const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function extras(choices: readonly string[] | undefined, def: { shows: boolean; value: unknown; text: string | undefined }): string[] {
  const out: string[] = [];
  if (choices) out.push(`${HELP_EXTRAS_ZH.choices}：${choices.join('、')}`);
  // An empty list (a repeatable option) has no default worth saying.
  if (def.shows && def.value !== undefined && !(Array.isArray(def.value) && def.value.length === 0)) out.push(`${HELP_EXTRAS_ZH.default}：${def.text ?? shown(def.value)}`);
  return out;
}

const withExtras = (description: string, extra: readonly string[]): string =>
  extra.length === 0 ? description : `${description}（${extra.join('；')}）`;

const ZH_EXTRAS: Partial<Help> = {
  optionDescription(option: Option): string {
    const extra = extras(option.argChoices, {
      shows: option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean'),
      value: option.defaultValue,
      text: option.defaultValueDescription,
    });
    if (option.presetArg !== undefined && option.optional) extra.push(`${HELP_EXTRAS_ZH.preset}：${shown(option.presetArg)}`);
    if (option.envVar !== undefined) extra.push(`${HELP_EXTRAS_ZH.env}：${option.envVar}`);
    return withExtras(option.description, extra);
  },
  argumentDescription(argument: Argument): string {
    return withExtras(argument.description, extras(argument.argChoices, { shows: true, value: argument.defaultValue, text: argument.defaultValueDescription }));
  },
};
