// `analyze`: score the signals noticed and record the reading (its definition is data,
// verb-specs.ts); a file of its own, as each daily verb's action.
import type { VerbCall } from './args.js';
import { runAnalyze } from '../flows/analyze.js';
import { analyzeText } from '../present/report-score.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

/** Human text is zh unless --lang en. */
export async function analyze(
  slug: string,
  o: { signals?: string[]; untick?: string[]; note?: string; stage?: string; acceptSuggested?: boolean; fresh?: boolean },
  cmd: VerbCall,
): Promise<void> {
  const env = envOf(cmd);
  const r = await runAnalyze(env.mem, slug, { signals: o.signals ?? [], untick: o.untick, proposals: true, note: o.note, stage: o.stage, acceptSuggested: o.acceptSuggested, recheck: o.fresh !== true });
  if (env.json) return printJson(r);
  say(analyzeText(r, slug, env.lang));
}
