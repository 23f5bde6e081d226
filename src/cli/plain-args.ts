// The one pre-parse of a command line (Node's `util.parseArgs`): which verb, its
// arguments and options, the language resolved once. The global options are the
// table below, read by this pre-parse, by commander (program.ts) and so by the help.
// What the pre-parse does not take whole (another flag, a value a verb's parser
// refuses, a wrong count of arguments) goes to commander, which gives the usage errors.
import { parseArgs } from 'node:util';
import { resolveLang, type Lang } from '../i18n/index.js';

/** An option every verb (and the UI) takes. */
export interface GlobalFlag {
  /** As typed, without the dashes. */
  readonly name: string;
  /** The value's name in the help (`<dir>`); none for a switch. */
  readonly value?: string;
  readonly choices?: readonly string[];
  /** Given alone (without a verb), the call still opens the UI. */
  readonly ui: boolean;
  readonly help: string;
}

export const GLOBAL_FLAGS: readonly GlobalFlag[] = [
  { name: 'base-dir', value: '<dir>', ui: true, help: 'where the crush folders live (default: $SIMP_HOME or ./crushes)' },
  { name: 'lang', value: '<lang>', choices: ['zh', 'en'], ui: true, help: 'interface language (verbs default to zh)' },
  { name: 'no-color', ui: true, help: 'no colours in the terminal UI' },
  { name: 'no-pager', ui: false, help: 'print long output straight to the terminal, not through $SIMP_PAGER, $PAGER or less -FRX' },
  {
    name: 'ascii',
    ui: true,
    help: 'terminal UI: ASCII for emoji and ambiguous-width symbols (the default when the locale is not UTF-8; --no-ascii turns it off)',
  },
  { name: 'no-ascii', ui: true, help: 'terminal UI: Unicode symbols even where the locale is not UTF-8' },
];

/** A read verb's plain spelling: its switches, how many arguments, its options that take a value. */
interface PlainSpelling {
  switches: readonly string[];
  positionals: number;
  valued?: readonly string[];
}

/** The read verbs read-verbs.ts runs without commander, in their plain spelling (the binary sends only these there). */
export const PLAIN_READ_VERBS: Readonly<Record<string, PlainSpelling>> = {
  events: { switches: [], positionals: 1, valued: ['--last', '--type', '--since', '--until', '--grep'] },
  timeline: { switches: ['--full', '--interactions'], positionals: 1, valued: ['--type', '--since', '--until', '--grep'] },
  context: { switches: ['--with-strategy'], positionals: 1 },
  rebuild: { switches: [], positionals: 1 },
  rhythm: { switches: ['--frequency', '--milestones', '--reply', '--golden'], positionals: 1, valued: ['--days'] },
  list: { switches: ['--all'], positionals: 0 },
};

/** A read verb in its plain spelling, or null. */
export function plainRead(args: readonly string[]): PlainArgs | null {
  const verb = args[0] ?? '';
  const spelling = Object.hasOwn(PLAIN_READ_VERBS, verb) ? PLAIN_READ_VERBS[verb] : undefined;
  return spelling === undefined ? null : plainArgs(args, verb, spelling.switches, spelling.positionals, spelling.valued);
}

/** Global options that take a value, so the verb is found after them. */
const VALUED = new Set(GLOBAL_FLAGS.filter((f) => f.value !== undefined).map((f) => `--${f.name}`));
const UI_FLAGS = new Set(GLOBAL_FLAGS.filter((f) => f.ui).map((f) => `--${f.name}`));

/** The verb of a command line: its first word that is not a global option or a value of one. */
export function verbOf(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i] as string;
    if (!a.startsWith('-')) return a;
    if (VALUED.has(a)) i += 1;
  }
  return undefined;
}

/** Only global options that may come without a verb (`--base-dir D --lang en`): the call means "open the UI". */
export function wantsUi(args: readonly string[]): boolean {
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i] as string;
    const name = a.split('=')[0] as string;
    if (!UI_FLAGS.has(name)) return false;
    if (VALUED.has(name) && !a.includes('=')) i += 1;
  }
  return true;
}

/** What the pre-parse read of `<verb> <positional>... [options]`. */
export interface PreParsed {
  verb: string;
  positionals: string[];
  /** The verb's own options by name as typed (`reply-after`), every value given (a switch: true). */
  values: Map<string, string[] | true>;
  json: boolean;
  baseDir?: string;
  lang: Lang;
}

/** A verb's own option, as the pre-parse reads it. */
export interface PreOption {
  name: string;
  takesValue: boolean;
}

/**
 * Reads `<verb> <positional>... [--json] [--base-dir D] [--lang zh|en] [the verb's options]`.
 * The verb comes first, as scripts and the skill write it; null for anything else
 * (an option not listed, a switch given a value, a valued option without one, `--`,
 * --lang other than zh or en), which goes to commander.
 */
export function preParse(args: readonly string[], verb: string, own: readonly PreOption[]): PreParsed | null {
  if (args[0] !== verb || args.includes('--')) return null;
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {
    json: { type: 'boolean' },
    'base-dir': { type: 'string' },
    lang: { type: 'string' },
  };
  for (const o of own) options[o.name] = o.takesValue ? { type: 'string', multiple: true } : { type: 'boolean' };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: args.slice(1), options, allowPositionals: true, strict: true });
  } catch {
    return null;
  }
  const v = parsed.values as Record<string, string | boolean | string[] | undefined>;
  const lang = v['lang'] as string | undefined;
  if (lang !== undefined && lang !== 'zh' && lang !== 'en') return null;
  const values = new Map<string, string[] | true>();
  for (const o of own) {
    const given = v[o.name];
    if (given !== undefined) values.set(o.name, given === true ? true : (given as string[]));
  }
  return {
    verb,
    positionals: parsed.positionals,
    values,
    json: v['json'] === true,
    baseDir: v['base-dir'] as string | undefined,
    lang: resolveLang(lang, verb),
  };
}

/** The plain spelling of a read verb, parsed without commander. */
export interface PlainArgs {
  positionals: string[];
  switches: Set<string>;
  /** Options that take a value (`--last 5`, `--type=x`), by name; the last one given. */
  values: Map<string, string>;
  json: boolean;
  baseDir?: string;
  lang: Lang;
}

/**
 * `<verb> <positional>... [--json] [--base-dir D] [--lang zh|en] [switches] [valued V]` with
 * exactly `positionals` arguments, through the one pre-parse; null goes to commander.
 */
export function plainArgs(
  args: readonly string[],
  verb: string,
  switches: readonly string[],
  positionals: number,
  valued: readonly string[] = [],
): PlainArgs | null {
  const own = [...switches.map((s) => ({ name: s.slice(2), takesValue: false })), ...valued.map((s) => ({ name: s.slice(2), takesValue: true }))];
  const p = preParse(args, verb, own);
  if (p === null || p.positionals.length !== positionals) return null;
  const out: PlainArgs = { positionals: p.positionals, switches: new Set(), values: new Map(), json: p.json, baseDir: p.baseDir, lang: p.lang };
  for (const [name, given] of p.values) {
    if (given === true) out.switches.add(`--${name}`);
    else out.values.set(`--${name}`, given.at(-1) as string);
  }
  return out;
}
