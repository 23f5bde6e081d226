import type { Command } from 'commander';
import { recentEvents } from '../memory/tail.js';
import { resolveBaseDir } from '../memory/paths.js';
import { dumpsLine } from '../memory/pyjson.js';
import { describeReport } from '../memory/event-lines.js';
import { messages, simpLang, type Lang } from '../i18n/index.js';
import { printJson, warn } from './io.js';

export interface EventsArgs {
  slug: string;
  last: number;
  type?: string;
  json: boolean;
  baseDir?: string;
  lang: Lang;
}

/**
 * `events`: the hot read path. It loads neither zod nor YAML, so it starts about
 * as fast as Node itself.
 */
export function printEvents(a: EventsArgs): void {
  const ctx = { base: resolveBaseDir(a.baseDir), now: () => new Date() };
  const { events: found, report } = recentEvents(ctx, a.slug, a.last, a.type ? [a.type] : null);
  warn(describeReport(report, 'events.jsonl'));
  if (a.json) return printJson(found);
  if (found.length > 0) process.stdout.write(found.map((e) => `${dumpsLine(e)}\n`).join(''));
  else process.stderr.write(`${messages(a.lang).timeline.empty}\n`);
}

/** The commander action (used whenever the fast path in main() does not apply). */
export async function events(slug: string, o: { last: number; type?: string }, cmd: Command): Promise<void> {
  const { globalsOf } = await import('./args.js');
  const g = globalsOf(cmd);
  printEvents({ slug, last: o.last, type: o.type, json: g.json, baseDir: g.baseDir, lang: g.lang });
}

/**
 * The plain spellings of `simp events` (`<slug> --last N --type T --json --base-dir D
 * --lang zh|en`), read without commander so the verb scripts poll most starts at
 * Node's own speed. Anything else returns null and goes through commander, which
 * also gives the usage errors.
 */
export function parseEventsArgs(args: readonly string[]): EventsArgs | null {
  if (args[0] !== 'events') return null;
  const out: Partial<EventsArgs> & { last: number; json: boolean; lang: Lang } = { last: 5, json: false, lang: simpLang() ?? 'zh' };
  for (let i = 1; i < args.length; i += 1) {
    const [flag, inline] = (args[i] as string).split(/=(.*)/s) as [string, string | undefined];
    const value = (): string | undefined => inline ?? args[++i];
    if (flag === '--json' && inline === undefined) out.json = true;
    else if (flag === '--last') {
      const v = value();
      if (v === undefined || !/^\d+$/.test(v) || Number(v) < 1) return null;
      out.last = Number(v);
    } else if (flag === '--type') out.type = value();
    else if (flag === '--base-dir') out.baseDir = value();
    else if (flag === '--lang') {
      const v = value();
      if (v !== 'zh' && v !== 'en') return null;
      out.lang = v;
    } else if (!flag.startsWith('-') && out.slug === undefined) out.slug = flag;
    else return null;
  }
  if (out.slug === undefined || out.type === undefined && args.includes('--type')) return null;
  if (out.baseDir === undefined && args.includes('--base-dir')) return null;
  return out as EventsArgs;
}
