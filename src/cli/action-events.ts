import type { Command } from 'commander';
import { recentEvents } from '../memory/tail.js';
import { resolveBaseDir } from '../memory/paths.js';
import { dumpsLine } from '../memory/pyjson.js';
import { describeReport } from '../memory/event-lines.js';
import { messages } from '../i18n/index.js';
import { globalsOf } from './args.js';
import { printJson, warn } from './io.js';

/**
 * `events`: the hot read path. It loads neither zod nor YAML, so it starts about
 * as fast as Node itself.
 */
export function events(slug: string, o: { last: number; type?: string }, cmd: Command): void {
  const g = globalsOf(cmd);
  const ctx = { base: resolveBaseDir(g.baseDir), now: () => new Date() };
  const { events: found, report } = recentEvents(ctx, slug, o.last, o.type ? [o.type] : null);
  warn(describeReport(report, 'events.jsonl'));
  if (g.json) return printJson(found);
  if (found.length > 0) process.stdout.write(found.map((e) => `${dumpsLine(e)}\n`).join(''));
  else process.stderr.write(`${messages(g.lang).timeline.empty}\n`);
}
