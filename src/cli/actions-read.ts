// The commander actions of the read verbs, for every spelling the plain readers
// (read-verbs.ts) leave to commander. Kept apart from the readers so the binary's
// file of them (dist/read-verbs.js) never holds commander.
import type { VerbCall } from './args.js';
import { globalsOf } from './args.js';
import { printEvents } from './action-events.js';
import { printTimeline } from './action-timeline.js';
import { loadFilter, type FilterFlags, type RecordFilter } from './record-filter.js';

/** The filter of the flags (null: none). */
const filterOf = (f: FilterFlags, slug: string, baseDir: string | undefined, interactions: boolean): Promise<RecordFilter | null> =>
  loadFilter(f, { ctx: { base: resolveBaseDir(baseDir), now: () => new Date() }, slug, interactions });
import { printContext } from './action-context.js';
import { listFast } from './action-list.js';
import { hasKnowledgeFile } from '../memory/crush/context-files.js';
import { resolveBaseDir } from '../memory/crush/paths.js';

/** The commander action (used whenever the fast path in main() does not apply). */
export async function events(slug: string, o: { last: number } & FilterFlags, cmd: VerbCall): Promise<void> {
  const g = globalsOf(cmd);
  const a = { slug, last: o.last, type: o.type, since: o.since, until: o.until, grep: o.grep, json: g.json, baseDir: g.baseDir, lang: g.lang };
  printEvents(a, await filterOf(a, slug, g.baseDir, false));
}

/**
 * `timeline`: every event, oldest first, streamed. Like `events` it loads neither
 * the schema library nor the YAML parser (only the log and, for the count,
 * meta.json's bookkeeping), so a small log prints about as fast as Node starts.
 */
export async function timeline(slug: string, o: { full?: boolean; interactions?: boolean } & FilterFlags, cmd: VerbCall): Promise<void> {
  const g = globalsOf(cmd);
  const filter = await filterOf(o, slug, g.baseDir, Boolean(o.interactions));
  await printTimeline({ slug, full: Boolean(o.full), interactions: Boolean(o.interactions), json: g.json, baseDir: g.baseDir, lang: g.lang, filter });
}

/**
 * `context`: profile.md, state.md (and strategy.md) as the reference prints them,
 * in chunks. The files alone need neither the schema library nor the YAML
 * parser; a crush that keeps topic memories (and `--json`) goes through the full
 * memory service for its topic block.
 */
export async function context(slug: string, o: { withStrategy?: boolean; for?: string }, cmd: VerbCall): Promise<void> {
  const g = globalsOf(cmd);
  if (o.for !== undefined) return (await import('./actions-memory.js')).contextFor(slug, o.for, cmd);
  const ctx = { base: resolveBaseDir(g.baseDir), now: () => new Date() };
  if (g.json) return (await import('./actions-memory.js')).contextJson(slug, o, cmd);
  const topics = hasKnowledgeFile(ctx, slug) ? () => import('./actions-memory.js').then((h) => h.contextTopics(slug, cmd)) : null;
  await printContext(ctx, slug, Boolean(o.withStrategy), topics);
}

/**
 * `list`: every crush from its meta.json. When every meta.json is one the quick
 * reader fully accepts (the usual case), neither the schema library nor the YAML
 * parser is loaded; otherwise the full memory service lists them, with its messages.
 */
export async function list(o: { all?: boolean }, cmd: VerbCall): Promise<void> {
  const g = globalsOf(cmd);
  if (!(await listFast({ all: Boolean(o.all), json: g.json, baseDir: g.baseDir, lang: g.lang }))) await (await import('./actions-admin.js')).list(o, cmd);
}
