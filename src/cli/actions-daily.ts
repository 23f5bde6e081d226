// The actions of the daily flow verbs (analyze, progress, daily; their definitions
// are data, verb-specs.ts). Each flow is imported from its own file, not through the
// flows' index, so a call loads that flow and what it uses, not every flow's catalogues.
import type { VerbCall } from './args.js';
import { refused } from '../model/errors.js';
import { runAnalyze } from '../flows/analyze.js';
import { runProgress } from '../flows/progress.js';
import { runDaily } from '../flows/daily.js';
import { analyzeText, dailyText, progressText } from '../present/report-score.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

/** Human text is zh unless --lang en. */
export async function analyze(
  slug: string,
  o: { signals: string[]; note?: string; stage?: string; acceptSuggested?: boolean; fresh?: boolean },
  cmd: VerbCall,
): Promise<void> {
  const env = envOf(cmd);
  const r = await runAnalyze(env.mem, slug, { signals: o.signals, note: o.note, stage: o.stage, acceptSuggested: o.acceptSuggested, recheck: o.fresh !== true });
  if (env.json) return printJson(r);
  say(analyzeText(r, slug, env.lang));
}

interface ProgressOpts {
  milestones?: string[];
  unset?: string[];
  yes?: boolean;
  rival?: boolean;
  calm?: boolean;
  timePlace?: boolean;
  stressed?: boolean;
  startsMost?: boolean;
  longDistance?: boolean;
  stage?: string;
}

export async function progress(slug: string, o: ProgressOpts, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  // Milestones only grow; a removal is a choice the user states twice (SPEC 6.6).
  if (o.unset && o.unset.length > 0 && !o.yes) {
    throw refused({ field: 'unset', kind: 'confirm', values: o.unset });
  }
  const r = await runProgress(env.mem, slug, {
    milestones: o.milestones,
    unset: o.unset,
    stage: o.stage,
    rival: o.rival,
    userCalm: o.calm,
    timePlaceChosen: o.timePlace,
    theyAreStressed: o.stressed,
    userStartsMostChats: o.startsMost,
    longDistance: o.longDistance,
  });
  if (env.json) return printJson(r);
  say(progressText(r, slug, env.lang));
}


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
