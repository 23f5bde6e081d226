/**
 * The plain spellings of the read verbs (events, timeline, context, list,
 * rebuild without --write, rhythm), run without commander, the schema library
 * or the YAML parser, at about Node's own speed. The binary loads this code as
 * one file of its own (dist/read-verbs.js); everything else loads dist/main.mjs.
 */
import { parseEventsArgs, printEvents } from './action-events.js';
import { plainRead, verbOf } from './plain-args.js';
import { loadFilter } from './record-filter.js';
import { resolveBaseDir } from '../memory/crush/paths.js';

const ctxOf = (baseDir: string | undefined) => ({ base: resolveBaseDir(baseDir), now: () => new Date() });

// The binary reports a failed read (or a broken config file) with these.
export { reportError, langOfArgs } from './io.js';
import { setJsonVerb } from './io.js';

/**
 * The exit code when the call was a plain verb and is done; null when it needs
 * commander (other flags, usage errors) or the full memory service, and nothing
 * was printed. A read's errors are thrown to the caller.
 */
export async function runReadVerb(args: readonly string[]): Promise<number | null> {
  setJsonVerb(verbOf(args));
  const done = await readVerb(args);
  return typeof done === 'number' ? done : done ? 0 : null;
}

async function readVerb(args: readonly string[]): Promise<boolean | number> {
  if (args[0] === 'events') {
    const fast = parseEventsArgs(args);
    if (!fast) return false;
    printEvents(fast, await loadFilter(fast, { ctx: ctxOf(fast.baseDir), slug: fast.slug, interactions: false }));
    return true;
  }
  const plain = plainRead(args);
  const timeline = args[0] === 'timeline' ? plain : null;
  if (timeline) {
    const { printTimeline } = await import('./action-timeline.js');
    const v = timeline.values;
    const slug = timeline.positionals[0] as string;
    const interactions = timeline.switches.has('--interactions');
    const flags = { type: v.get('--type'), since: v.get('--since'), until: v.get('--until'), grep: v.get('--grep') };
    await printTimeline({
      slug,
      full: timeline.switches.has('--full'),
      interactions,
      json: timeline.json,
      baseDir: timeline.baseDir,
      lang: timeline.lang,
      filter: await loadFilter(flags, { ctx: ctxOf(timeline.baseDir), slug, interactions }),
    });
    return true;
  }
  const context = args[0] === 'context' ? plain : null;
  if (context) {
    const { contextFast } = await import('./action-context.js');
    return contextFast({ slug: context.positionals[0] as string, withStrategy: context.switches.has('--with-strategy'), json: context.json, baseDir: context.baseDir });
  }
  const rebuild = args[0] === 'rebuild' ? plain : null;
  if (rebuild && !rebuild.json) {
    const { printRebuilt } = await import('./action-rebuild.js');
    await printRebuilt({ slug: rebuild.positionals[0] as string, baseDir: rebuild.baseDir, lang: rebuild.lang });
    return true;
  }
  const rhythm = args[0] === 'rhythm' ? plain : null;
  if (rhythm) {
    const days = rhythm.values.get('--days') ?? '30';
    // Anything but a whole number goes through commander, which says what is wrong.
    if (!/^\d+$/.test(days)) return false;
    const { printRhythm } = await import('./action-rhythm.js');
    const parts = (['frequency', 'milestones', 'reply', 'golden'] as const).filter((p) => rhythm.switches.has(`--${p}`));
    await printRhythm({ slug: rhythm.positionals[0] as string, days: Number(days), parts, json: rhythm.json, baseDir: rhythm.baseDir, lang: rhythm.lang });
    return true;
  }
  const list = args[0] === 'list' ? plain : null;
  if (list) {
    const { listFast } = await import('./action-list.js');
    return listFast({ all: list.switches.has('--all'), json: list.json, baseDir: list.baseDir, lang: list.lang });
  }
  return false;
}
