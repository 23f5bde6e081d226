// The verbs people run every day, each defined once as data: its arguments, its
// options (with the parsers of their values) and where its action is. Commander
// builds these verbs from the table (program.ts: `addVerb`, so the help and the
// manual page say them), and the pre-parse runs them without commander
// (`runQuickVerb`): a call the table reads whole starts at about Node's own speed.
// Anything it does not read whole (an unknown flag, a value a parser refuses, a
// missing argument, -h) goes to commander, which says what is wrong.
import { argRefused, intArg, stageArg, takeArgIssue, type VerbCall } from './args.js';
import { preParse } from './plain-args.js';
import { setJsonVerb } from './io.js';
import { stageInputs } from '../present/enum-names.js';

export interface OptionSpec {
  /** Commander's spelling: `--summary <text>`, `--planned`. */
  flags: string;
  help: string;
  /** The value's parser (commander's argParser): the value typed, the one before it. */
  parse?: (value: string, previous: unknown) => unknown;
  choices?: readonly string[];
  /** The names a parsed value may be given by, listed in the help and the completion (not enforced: the parser decides). */
  names?: () => readonly string[];
  required?: boolean;
}

export interface ArgSpec {
  /** `<slug>` (required) or `[slug]`. */
  name: string;
  help?: string;
  choices?: readonly string[];
}

export interface VerbSpec {
  name: string;
  help: string;
  args: readonly ArgSpec[];
  options: readonly OptionSpec[];
  /** The file of the action (ACTION_FILES), loaded only when the verb runs, and the action's name in it. */
  actions: ActionFile;
  action: string;
}

/** `a,b, c` → ['a', 'b', 'c']; an empty string is an empty list (for example no milestones). */
export const csvArg = (value: string): string[] => value.split(',').map((s) => s.trim()).filter((s) => s !== '');

export const yesNoArg = (name: string) => (value: string): boolean => {
  const v = value.trim().toLowerCase();
  if (['yes', 'y', 'true', '是'].includes(v)) return true;
  if (['no', 'n', 'false', '否'].includes(v)) return false;
  throw argRefused({ field: name.replace(/^--/, ''), kind: 'one-of', options: ['yes', 'no'] });
};

/** A whole number of minutes from `min`. */
const minutesArg = (field: string, min: number) => (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw argRefused({ field, kind: 'at-least', value: v, min, integer: true, unit: 'minutes' });
  return n;
};

const stageOption = (help: string): OptionSpec => ({ flags: '--stage <stage>', help, parse: stageArg, names: stageInputs });
const json = (help: string): OptionSpec => ({ flags: '--json', help });

/**
 * The files of the daily verbs' actions, by name, each loaded only when one of its verbs runs.
 * The binary has a file for the verbs of each (dist/daily-<name>.js, scripts/build.mjs), so a
 * call compiles the code of its own verbs only.
 */
export const ACTION_FILES = {
  'actions-read': () => import('./actions-read.js'),
  'actions-saved': () => import('./actions-saved.js'),
  'action-analyze': () => import('./action-analyze.js'),
  'action-progress': () => import('./action-progress.js'),
  'action-daily': () => import('./action-daily.js'),
  'action-log': () => import('./action-log.js'),
  'actions-knowledge': () => import('./actions-knowledge.js'),
  'action-recall': () => import('./action-recall.js'),
} satisfies Record<string, () => Promise<Record<string, unknown>>>;
export type ActionFile = keyof typeof ACTION_FILES;

export const CONTEXT_FOR = ['analyze', 'message', 'progress', 'update', 'confess', 'crisis', 'daily', 'quit'] as const;

export const VERB_SPECS = {
  context: {
    name: 'context',
    help: 'print profile.md + state.md (+ strategy.md), as a prompt reads them',
    args: [{ name: '<slug>' }],
    options: [
      { flags: '--with-strategy', help: 'include strategy.md' },
      { flags: '--for <command>', help: 'what one command of the skill reads (the memory protocol), each part cut to its read budget', choices: CONTEXT_FOR },
      json('print {text, tokens} ({op, parts, tokens} with --for)'),
    ],
    actions: 'actions-read',
    action: 'context',
  },
  snapshot: {
    name: 'snapshot',
    help: "save today's snapshot (meta + state) to snapshots/YYYY-MM-DD.json",
    args: [{ name: '<slug>' }],
    options: [json('print {path}')],
    actions: 'actions-saved',
    action: 'snapshot',
  },
  versions: {
    name: 'versions',
    help: 'list the saved versions of a crush',
    args: [{ name: '<slug>' }],
    options: [json('print an array')],
    actions: 'actions-saved',
    action: 'versions',
  },
  analyze: {
    name: 'analyze',
    help: 'score the signals you noticed and record the reading (see `simp catalog signals`)',
    args: [{ name: '<slug>' }],
    options: [
      { flags: '--signals <ids>', help: 'comma-separated signal ids (optional when an imported chat or your logged interactions proposed some)', parse: csvArg },
      { flags: '--untick <ids>', help: "pre-ticked signals to leave out: proposed by an imported chat or your log, or last time's (comma-separated)", parse: csvArg },
      { flags: '--note <text>', help: 'what happened, in your words' },
      stageOption('the stage you choose (default: the current stage is kept)'),
      { flags: '--accept-suggested', help: 'take the stage these signals suggest' },
      { flags: '--fresh', help: "start from zero: only the signals ticked now (default: last time's signals are re-checked with them)" },
      json('print the result as JSON'),
    ],
    actions: 'action-analyze',
    action: 'analyze',
  },
  log: {
    name: 'log',
    help: 'note an interaction (chat sent / received, meeting, call, online) in interactions.jsonl, as the time tracker records it',
    args: [{ name: '<slug>' }, { name: '<type>', help: 'what kind of interaction', choices: ['chat_sent', 'chat_received', 'meeting', 'call', 'online_interaction'] }],
    options: [
      { flags: '--summary <text>', help: 'what it was about, in a line' },
      { flags: '--duration <minutes>', help: 'how long, in minutes', parse: minutesArg('duration', 1) },
      { flags: '--activity <text>', help: 'what you did together' },
      { flags: '--location <text>', help: 'where' },
      { flags: '--initiator <who>', help: 'who started it', choices: ['me', 'them', 'mutual'] },
      {
        flags: '--time <when>',
        help: 'when, local time (2026-05-15T22:30, 昨天晚上9点, yesterday 9pm; a day alone, 2026-05-15 or 3天前: then no hour is stored); default now',
      },
      { flags: '--planned', help: 'a time still to come: logged as planned, not as something that happened (no signal, not counted)' },
      { flags: '--reply-after <minutes>', help: 'for chat_received: how many minutes after your message they answered', parse: minutesArg('reply_after', 0) },
      { flags: '--note <text>', help: 'a longer note; - reads it from stdin (several lines)' },
      { flags: '--signal <direction>', help: 'also note it as a signal, with this direction', choices: ['green', 'red', 'neutral'] },
      {
        flags: '--delta <n>',
        help: 'score step of that signal (default: green 1, red -1, neutral 0)',
        parse: (v: string) => {
          const n = Number(v);
          if (!Number.isInteger(n) || n < -5 || n > 5) throw argRefused({ field: 'delta', kind: 'range', min: -5, max: 5, integer: true });
          return n;
        },
      },
      json('print {skipped, record, changed, signal}'),
    ],
    actions: 'action-log',
    action: 'log',
  },
  progress: {
    name: 'progress',
    help: 'burnout check, then a progress review with three next actions and readiness N/5',
    args: [{ name: '<slug>' }],
    options: [
      { flags: '--milestones <ids>', help: 'milestone ids to add to the ones already recorded (comma-separated)', parse: csvArg },
      { flags: '--unset <ids>', help: 'recorded milestone ids to remove (needs --yes)', parse: csvArg },
      { flags: '--yes', help: 'confirm the removal asked for with --unset' },
      { flags: '--rival <yes|no>', help: 'someone else is pursuing them', parse: yesNoArg('--rival') },
      { flags: '--calm <yes|no>', help: 'you feel calm, not anxious', parse: yesNoArg('--calm') },
      { flags: '--time-place <yes|no>', help: 'a time and place to confess is chosen', parse: yesNoArg('--time-place') },
      { flags: '--stressed <yes|no>', help: 'they are under stress right now (or heartbroken)', parse: yesNoArg('--stressed') },
      { flags: '--long-distance <yes|no>', help: 'you live in different cities', parse: yesNoArg('--long-distance') },
      { flags: '--starts-most <yes|no>', help: 'you start more than 80% of the chats', parse: yesNoArg('--starts-most') },
      stageOption('a stage you report (for example after confessing)'),
      json('print the result as JSON'),
    ],
    actions: 'action-progress',
    action: 'progress',
  },
  daily: {
    name: 'daily',
    help: 'burnout check, then one suggestion for today (records only the run); without a slug, one line for each crush (nothing recorded)',
    args: [{ name: '[slug]' }],
    options: [json('print the result as JSON')],
    actions: 'action-daily',
    action: 'daily',
  },
  remember: {
    name: 'remember',
    help: 'remember facts about them: keywords are extracted, a topic sharing them is merged, else a new one is added',
    args: [{ name: '<slug>', help: 'crush folder name' }, { name: '<text>', help: 'what to remember; each sentence is filed under its own topic; "#tag" in a sentence tags that sentence' }],
    options: [
      { flags: '--tags <a,b;c>', help: 'your own trigger keywords, comma-separated; with several sentences one group per sentence, split by ;' },
      { flags: '--dry-run', help: 'print the plan (insert or merge, the topic, old and fused meaning, keywords) and write nothing' },
      { flags: '--keep <which>', help: 'when a new statement contradicts one the topic holds: keep the old, the new (replacing the old) or both', choices: ['old', 'new', 'both'] },
      json('print {writes, changed} ({dry_run, writes} with --dry-run)'),
    ],
    actions: 'actions-knowledge',
    action: 'remember',
  },
  recall: {
    name: 'recall',
    help: 'topic memories whose trigger keywords the text mentions, most hits first',
    args: [{ name: '<slug>' }, { name: '<text>', help: 'a situation, a message you are writing, ...' }],
    options: [
      { flags: '--limit <n>', help: 'how many (default: knowledge_context_max_items in meta.json, else 5)', parse: intArg('--limit', 1) },
      json('print [{entry, hits}]'),
    ],
    actions: 'action-recall',
    action: 'recall',
  },
} satisfies Record<string, VerbSpec>;

/** `--reply-after <minutes>` → reply-after; `--planned` → planned. */
export const optionName = (o: OptionSpec): string => (/^--([\w-]+)/.exec(o.flags) as RegExpExecArray)[1] as string;
const takesValue = (o: OptionSpec): boolean => /\s[<[]/.test(o.flags);
/** As commander keys it: reply-after → replyAfter. */
const camel = (name: string): string => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * One of the verbs above, run when the pre-parse reads the call whole: the exit code,
 * or null (nothing done) for commander to run or refuse it.
 */
export async function runQuickVerb(args: readonly string[]): Promise<number | null> {
  const spec = (VERB_SPECS as Record<string, VerbSpec>)[args[0] ?? ''];
  if (spec === undefined) return null;
  const own = spec.options.filter((o) => o.flags !== '--json').map((o) => ({ name: optionName(o), takesValue: takesValue(o) }));
  const p = preParse(args, spec.name, own);
  if (p === null) return null;
  const required = spec.args.filter((a) => a.name.startsWith('<')).length;
  if (p.positionals.length < required || p.positionals.length > spec.args.length) return null;
  if (spec.args.some((a, i) => a.choices !== undefined && p.positionals[i] !== undefined && !a.choices.includes(p.positionals[i] as string))) return null;
  const opts: Record<string, unknown> = {};
  for (const o of spec.options) {
    const name = optionName(o);
    if (name === 'json') continue;
    const given = p.values.get(name);
    if (given === undefined) {
      if (o.required) return null;
      continue;
    }
    if (given === true) {
      opts[camel(name)] = true;
      continue;
    }
    let value: unknown;
    for (const v of given) {
      if (o.choices !== undefined && !o.choices.includes(v)) return null;
      try {
        value = o.parse ? o.parse(v, value) : v;
      } catch {
        // Commander parses it again and says what is wrong, in the user's language.
        takeArgIssue();
        return null;
      }
    }
    opts[camel(name)] = value;
  }
  if (p.json) opts['json'] = true;
  const call: VerbCall = {
    name: () => spec.name,
    optsWithGlobals: <T>() => ({ ...opts, baseDir: p.baseDir, lang: p.lang }) as unknown as T,
  };
  setJsonVerb(spec.name);
  const mod: Record<string, unknown> = await ACTION_FILES[spec.actions]();
  const positionals = spec.args.map((_, i) => p.positionals[i]);
  process.exitCode = undefined;
  await (mod[spec.action] as (...a: unknown[]) => unknown)(...positionals, opts, call);
  return typeof process.exitCode === 'number' ? process.exitCode : 0;
}
