// The actions of the daily flow verbs (analyze, progress, daily, log; their definitions
// are data, verb-specs.ts). Each flow is imported from its own file, not through the
// flows' index, so a call loads that flow and what it uses, not every flow's catalogues.
import type { VerbCall } from './args.js';
import { refused } from '../model/errors.js';
import { readStdinText } from '../memory/outside/given-text.js';
import { runAnalyze } from '../flows/analyze.js';
import { runProgress } from '../flows/progress.js';
import { runDaily } from '../flows/daily.js';
import { messages } from '../i18n/index.js';
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


export async function log(
  slug: string,
  type: string,
  o: { summary?: string; duration?: number; activity?: string; location?: string; initiator?: string; time?: string; planned?: boolean; note?: string; replyAfter?: number; signal?: string; delta?: number },
  cmd: VerbCall,
): Promise<void> {
  const env = envOf(cmd);
  let note = o.note;
  if (note === '-') note = readStdinText('--note -');
  if (o.delta !== undefined && o.signal === undefined) throw refused({ field: 'delta', kind: 'goes-with', other: 'signal' });
  const input = { type, summary: o.summary, duration: o.duration, activity: o.activity, location: o.location, initiator: o.initiator, time: o.time, planned: o.planned === true, note, replyAfter: o.replyAfter };
  // Its time parser (chrono-node, both languages) is log's alone: loaded by log only.
  const { logInteraction } = await import('../flows/interaction.js');
  const r = await logInteraction(env.mem, slug, input, o.signal === undefined ? null : { direction: o.signal, delta: o.delta });
  if (env.json) return printJson({ skipped: r.skipped, record: r.record, changed: r.changed, signal: r.signal?.write.events[0] ?? null });
  const m = messages(env.lang);
  if (r.skipped) return say([m.cli.interactionSkipped(r.record.type, r.record.ts)]);
  say([m.cli.interactionLogged(r.record.type, r.record.ts), ...(r.signal ? [m.cli.appended('signal_recorded')] : []), m.cli.changed(r.changed)]);
}
