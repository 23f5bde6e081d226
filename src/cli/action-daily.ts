// `daily`: one suggestion for today (its definition is data, verb-specs.ts). Each daily verb's
// action is a file of its own, its flow imported from its own file (not the flows' index),
// so a call loads that flow and what it uses, not the other verbs' catalogues.
import type { VerbCall } from './args.js';
import { runDaily } from '../flows/daily.js';
import { dailyText } from '../present/report-score.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

export async function daily(slug: string | undefined, _o: unknown, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  if (slug === undefined) {
    const { dailyOverview } = await import('../flows/daily.js');
    const { dailyOverviewText } = await import('../present/report-score.js');
    const lines = dailyOverview(env.mem);
    if (env.json) return printJson(lines.map((l) => ('error' in l ? { slug: l.slug, nickname: l.nickname, error: String(l.error) } : { slug: l.slug, nickname: l.nickname, ...l.report })));
    return say(dailyOverviewText(lines, env.lang));
  }
  const r = await runDaily(env.mem, slug);
  if (env.json) return printJson(r);
  say(dailyText(r, slug, env.lang));
}
