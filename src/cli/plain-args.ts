import { resolveLang, type Lang } from '../i18n/index.js';

/** The plain spelling of a read verb, parsed without commander. */
export interface PlainArgs {
  positionals: string[];
  switches: Set<string>;
  /** Options that take a value (`--last 5`, `--type=x`), by name. */
  values: Map<string, string>;
  json: boolean;
  baseDir?: string;
  lang: Lang;
}

/**
 * `<verb> <positional>... [--json] [--base-dir D] [--lang zh|en] [switches] [valued V]`, read
 * without commander so the read verbs start at about Node's own speed. Anything
 * else (another flag, a missing value, a wrong count of arguments) returns null
 * and goes through commander, which also gives the usage errors.
 */
export function plainArgs(
  args: readonly string[],
  verb: string,
  switches: readonly string[],
  positionals: number,
  valued: readonly string[] = [],
): PlainArgs | null {
  if (args[0] !== verb) return null;
  const out: PlainArgs = { positionals: [], switches: new Set(), values: new Map(), json: false, lang: resolveLang(undefined, verb) };
  for (let i = 1; i < args.length; i += 1) {
    const arg = args[i] as string;
    // A positional is taken whole (a JSON argument may hold '=').
    if (!arg.startsWith('-')) {
      out.positionals.push(arg);
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s) as [string, string | undefined];
    const value = (): string | undefined => inline ?? args[++i];
    if (flag === '--json' && inline === undefined) out.json = true;
    else if (switches.includes(flag) && inline === undefined) out.switches.add(flag);
    else if (flag === '--base-dir' || valued.includes(flag)) {
      const v = value();
      if (v === undefined) return null;
      if (flag === '--base-dir') out.baseDir = v;
      else out.values.set(flag, v);
    } else if (flag === '--lang') {
      const v = value();
      if (v !== 'zh' && v !== 'en') return null;
      out.lang = v;
    } else return null;
  }
  return out.positionals.length === positionals ? out : null;
}

/** Global options that take a value, so the verb is found after them. */
const VALUED = new Set(['--base-dir', '--lang']);

/** The verb of a command line: its first word that is not a global option or a value of one. */
export function verbOf(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i] as string;
    if (!a.startsWith('-')) return a;
    if (VALUED.has(a)) i += 1;
  }
  return undefined;
}
