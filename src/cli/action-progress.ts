// `progress`: burnout check, then the progress review (its definition is data, verb-specs.ts);
// a file of its own, as each daily verb's action.
import type { VerbCall } from './args.js';
import { refused } from '../model/errors.js';
import { runProgress } from '../flows/progress.js';
import { progressText } from '../present/report-score.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

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
