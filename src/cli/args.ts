import type { Argument, Option } from 'commander';
import { resolveLang, type Lang } from '../i18n/index.js';
import { personalityFromInput, stageFromInput } from '../present/enum-names.js';
import { issueText, type FieldIssue } from '../model/field-issues.js';

export interface GlobalOpts {
  baseDir?: string;
  lang?: string;
  json?: boolean;
}

/** What an action reads of its call: commander's Command, or the pre-parse's (verb-specs.ts). */
export interface VerbCall {
  name(): string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- commander's OptionValues
  optsWithGlobals<T extends Record<string, any>>(): T;
}

/** Global options as every verb sees them; the language by the one rule (i18n resolveLang). */
export function globalsOf(cmd: VerbCall): { baseDir?: string; lang: Lang; json: boolean } {
  const o = cmd.optsWithGlobals<GlobalOpts>();
  return { baseDir: o.baseDir, lang: resolveLang(o.lang, cmd.name()), json: Boolean(o.json) };
}

/**
 * A stage by its stored or English name (`暧昧期`, `flirting`, `"Warming up"`),
 * as stored. Any other text is passed on, for the flow to refuse in the user's
 * language with the list of stages.
 */
export const stageArg = (value: string): string => stageFromInput(value) ?? value;

/** A personality type by its stored or English name (`感性型`, `emotional`), as stored; other text is refused by the writer. */
export const personalityArg = (value: string): string => personalityFromInput(value) ?? value;

let argIssue: FieldIssue | null = null;

/**
 * A value a flag's parser refused, as commander's own InvalidArgumentError (its code and
 * exit code are what commander looks for) without loading commander: the pre-parse runs
 * the same parsers. Commander says it in English; the issue is kept for the user's language.
 */
export class ArgValueError extends Error {
  readonly code = 'commander.invalidArgument';
  readonly exitCode = 1;
}

export function argRefused(issue: FieldIssue): ArgValueError {
  argIssue = issue;
  return new ArgValueError(issueText(issue));
}

/** The issue of the last value refused (and forgets it). */
export function takeArgIssue(): FieldIssue | null {
  const issue = argIssue;
  argIssue = null;
  return issue;
}

export function intArg(name: string, min?: number, max?: number) {
  return (value: string): number => {
    if (!/^-?\d+$/.test(value)) throw argRefused({ field: name.replace(/^--/, ''), kind: 'integer' });
    const n = Number(value);
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
      throw min !== undefined && max !== undefined
        ? argRefused({ field: name.replace(/^--/, ''), kind: 'range', min, max, integer: true })
        : argRefused({ field: name.replace(/^--/, ''), kind: 'at-least', value, min: min ?? 0, integer: true, unit: 'count' });
    }
    return n;
  };
}

/**
 * A value parsed by `parse` whose names are also listed (help, shell completion):
 * commander's `choices()` would refuse the English names the parser accepts.
 */
export function withNames<T extends Option | Argument>(target: T, parse: (value: string) => string, names: readonly string[]): T {
  target.argParser(parse);
  target.argChoices = [...names];
  return target;
}
