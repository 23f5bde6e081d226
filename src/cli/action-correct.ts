import type { Command } from 'commander';
import { parseAssignments } from '../flows/profile.js';
import { refOf, runCorrection, type CorrectOutcome } from '../flows/correct.js';
import { eventLabel, interactionLabel, shortTs } from '../present/format-timeline.js';
import { storedLine } from '../present/names.js';
import type { Messages } from '../i18n/index.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

/** What a correction did, in the user's language. */
function said(r: CorrectOutcome, m: Messages): string[] {
  const rec = r.target.record;
  const label = r.target.file === 'events.jsonl' ? eventLabel(rec.type, m) : interactionLabel(rec.type, m);
  const what = `${refOf(r.target)} · ${label} ${shortTs(rec.ts)}`;
  const show = (v: unknown) => (typeof v === 'string' ? storedLine(v, m.lang) : JSON.stringify(v));
  const lines =
    r.action === 'void'
      ? [m.cli.voided(what)]
      : [m.cli.amended(what), ...Object.entries(r.changes).map(([k, v]) => `  ${Object.hasOwn(m.timeline.dataLabels, k) ? (m.timeline.dataLabels[k] as string) : k}: ${show(k === 'ts' ? rec.ts : rec.data[k])} → ${show(v)}`)];
  return [...lines, m.cli.correctionKept, m.cli.changed(r.write.changed)];
}

/** `simp amend <slug> <ref> --set field=value…`: a mistaken record corrected, the log left as written. */
export async function amend(slug: string, ref: string, o: { set?: string[]; reason?: string }, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const r = await runCorrection(env.mem, slug, { ref, action: 'amend', set: parseAssignments(o.set ?? []), reason: o.reason });
  if (env.json) return printJson(r);
  say(said(r, env.m));
}

/** `simp void <slug> <ref>`: a record retracted (it no longer counts anywhere), the log left as written. */
export async function voidRecord(slug: string, ref: string, o: { reason?: string }, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const r = await runCorrection(env.mem, slug, { ref, action: 'void', reason: o.reason });
  if (env.json) return printJson(r);
  say(said(r, env.m));
}
