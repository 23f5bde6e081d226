import { SimpError } from '../model/errors.js';
import { errorText, type FieldKeys } from '../present/field-errors.js';
import { resolveLang, type Lang } from '../i18n/index.js';
import { verbOf } from './plain-args.js';
import { writeStdout } from '../memory/outside/stdout.js';

/**
 * Buffered stdout with back-pressure: a 200,000-line timeline streams out in
 * constant memory instead of piling up in the pipe.
 */
export class Out {
  private buf: string[] = [];
  private size = 0;

  /** No stream: standard output (by its descriptor while the binary writes it so, `writeStdout`). */
  constructor(private readonly stream: NodeJS.WritableStream | null = null) {}

  private async put(chunk: string | Buffer): Promise<void> {
    if (!(this.stream === null ? writeStdout(chunk) : this.stream.write(chunk))) {
      await new Promise<void>((resolve) => (this.stream ?? process.stdout).once('drain', resolve));
    }
  }

  async line(text: string): Promise<void> {
    await this.write(`${text}\n`);
  }

  async write(text: string): Promise<void> {
    this.buf.push(text);
    this.size += text.length;
    if (this.size >= 64 * 1024) await this.flush();
  }

  /** Bytes already encoded (a cached rendering), after what is buffered. */
  async bytes(chunk: Buffer): Promise<void> {
    await this.flush();
    await this.put(chunk);
  }

  async flush(): Promise<void> {
    if (this.buf.length === 0) return;
    const chunk = this.buf.join('');
    this.buf = [];
    this.size = 0;
    await this.put(chunk);
  }
}

let jsonVerb: string | undefined;
/** The verb running, whose --json printJson names (set by the verbs' wrapper and the read fast path). */
export function setJsonVerb(verb: string | undefined): void {
  jsonVerb = verb;
}

/** Verbs whose JSON is the files' records or the reference tools' output, printed as they are. */
const AS_RECORDED = new Set(['append', 'events', 'timeline', 'context', 'snapshot', 'rebuild']);

/** A key written in camelCase, said as the files say theirs (snake_case). */
const snake = (key: string): string => (/^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key);

/** Every key of a value in snake_case (docs/cli-json.md). */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), snakeKeys(v)]));
}

/**
 * A verb's --json: keys in the files' snake_case and, for an object, its `schema`
 * (`simp.<verb>/1`) first; the records of the reference tools' verbs as they are.
 */
export function printJson(value: unknown, verb = jsonVerb): void {
  let out = value;
  if (verb !== undefined && !AS_RECORDED.has(verb)) {
    out = snakeKeys(value);
    if (out !== null && typeof out === 'object' && !Array.isArray(out) && !('schema' in out)) out = { schema: `simp.${verb}/1`, ...out };
  }
  writeStdout(`${JSON.stringify(out, null, 2)}\n`);
}

export function warn(lines: readonly string[]): void {
  for (const l of lines) process.stderr.write(`⚠️  ${l}\n`);
}

/** Says a topic file that cannot be read (a reader goes on without its topics). */
export function topicWarning(lang: Lang): (err: unknown) => void {
  return (err) => warn([errorText(err, lang)]);
}

/** The command line's exit code for an error: 2 when the input was wrong, 1 for any other failure. */
export function exitCodeOf(err: unknown): 1 | 2 {
  // An error made by another copy of the classes (a file of the bundle with its own) is one of ours too (errors.ts).
  return err instanceof SimpError && err.kind === 'input' ? 2 : 1;
}

/** The flag (or argument) that sets a field, as an error names it on the command line. */
export const CLI_KEYS: FieldKeys = {
  what: '--what',
  describe: '--describe',
  draft: '--lint',
  observe: '--observe',
  you: '--you',
  save: '--save',
  confirm: '--confirm',
  plan: '--for',
  format: '--format',
  days: '--days',
  gap: '--gap',
  radius: '--radius',
  unset: '--unset',
  delta: '--delta',
  signal: '--signal',
  out: '--out',
  action: '--action',
  version: '--version',
  crisis_type: '--type',
  check: '--check',
  yes: '--yes',
  json: '<json>',
  query: '<query>',
  keywords: '--keywords',
  add: '--add',
  remove: '--remove',
  meaning: '--meaning',
  reply_after: '--reply-after',
  initiator: '--initiator',
  duration: '--duration',
  catalog: '<kind>',
  set: '--set',
  since: '--since',
  until: '--until',
  filter_type: '--type',
  grep: '--grep',
};

/**
 * Prints an error the way every verb does and returns its exit code (2 input, 1
 * failure). Field rules are said in the verb's language (zh unless --lang en).
 */
export function reportError(err: unknown, lang: Lang = 'zh'): number {
  const code = exitCodeOf(err);
  process.stderr.write(`simp: ${errorText(err, lang, CLI_KEYS)}\n`);
  return code;
}

/** The language a verb speaks, read from the raw arguments (before commander, for its errors too). */
export function langOfArgs(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Lang {
  for (let i = 0; i < args.length; i += 1) {
    const value = args[i] === '--lang' ? args[i + 1] : args[i]?.startsWith('--lang=') ? args[i]?.slice(7) : undefined;
    if (value === 'en' || value === 'zh') return value;
  }
  // The one rule, as every verb reads it; a bad SIMP_LANG is itself the error being reported, said in the locale's language (or zh).
  try {
    return resolveLang(undefined, verbOf(args), env);
  } catch {
    return resolveLang(undefined, verbOf(args), { ...env, SIMP_LANG: '' });
  }
}

/** Prints lines to stdout, each ended by a line break. */
export const say = (lines: string | readonly string[]): void => {
  writeStdout(`${(typeof lines === 'string' ? [lines] : lines).join('\n')}\n`);
};
