import { filteredTail, recentEvents, typedEvents } from '../memory/log/tail.js';
import { resolveBaseDir } from '../memory/crush/paths.js';
import { dumpsLine } from '../memory/formats/pyjson.js';
import { readReportLines } from '../present/read-report.js';
import { messages, type Lang } from '../i18n/index.js';
import { plainRead } from './plain-args.js';
import { printJson, warn } from './io.js';
import { hasFilter, type FilterFlags, type RecordFilter } from './record-filter.js';

export interface EventsArgs extends FilterFlags {
  slug: string;
  last: number;
  json: boolean;
  baseDir?: string;
  lang: Lang;
}

/**
 * `events`: the hot read path. It loads neither zod nor YAML, so it starts about
 * as fast as Node itself.
 */
export function printEvents(a: EventsArgs, filter: RecordFilter | null): void {
  const ctx = { base: resolveBaseDir(a.baseDir), now: () => new Date() };
  const oneType = filter?.types?.length === 1 && a.since === undefined && a.until === undefined && a.grep === undefined;
  // One type: through the cache of where its lines are (a rare type costs what was appended since).
  // Other filters: read back from the end until --last events pass them.
  const { events: found, report } = !filter
    ? recentEvents(ctx, a.slug, a.last, null)
    : oneType
      ? typedEvents(ctx, a.slug, a.last, filter.types?.[0] as string)
      : filteredTail(ctx, a.slug, a.last, filter.types, filter.keep);
  warn(readReportLines(report, 'events.jsonl', a.lang));
  if (a.json) return printJson(found);
  if (found.length > 0) process.stdout.write(found.map((e) => `${dumpsLine(e)}\n`).join(''));
  else process.stderr.write(`${hasFilter(a) ? messages(a.lang).timeline.noneMatch : messages(a.lang).timeline.empty}\n`);
}


/**
 * The plain spellings of `simp events` (`<slug> --last N --type T --since S --until U
 * --grep G --json --base-dir D --lang zh|en`), read without commander so the verb scripts poll most starts at
 * Node's own speed. Anything else returns null and goes through commander, which
 * also gives the usage errors.
 */
export function parseEventsArgs(args: readonly string[]): EventsArgs | null {
  const a = args[0] === 'events' ? plainRead(args) : null;
  if (a === null) return null;
  const last = a.values.get('--last');
  if (last !== undefined && (!/^\d+$/.test(last) || Number(last) < 1)) return null;
  return {
    slug: a.positionals[0] as string,
    last: last === undefined ? 5 : Number(last),
    type: a.values.get('--type'),
    since: a.values.get('--since'),
    until: a.values.get('--until'),
    grep: a.values.get('--grep'),
    json: a.json,
    baseDir: a.baseDir,
    lang: a.lang,
  };
}
