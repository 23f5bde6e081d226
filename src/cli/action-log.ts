// `log`: an interaction noted in interactions.jsonl (its definition is data, verb-specs.ts). A
// file of its own: its time parser (chrono-node, both languages) is log's alone, and the other
// daily verbs' catalogues are not log's.
import type { VerbCall } from './args.js';
import { refused } from '../model/errors.js';
import { readStdinText } from '../memory/outside/given-text.js';
import { logInteraction } from '../flows/interaction.js';
import { messages } from '../i18n/index.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

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
  const r = await logInteraction(env.mem, slug, input, o.signal === undefined ? null : { direction: o.signal, delta: o.delta });
  if (env.json) return printJson({ skipped: r.skipped, record: r.record, changed: r.changed, signal: r.signal?.write.events[0] ?? null });
  const m = messages(env.lang);
  if (r.skipped) return say([m.cli.interactionSkipped(r.record.type, r.record.ts)]);
  say([m.cli.interactionLogged(r.record.type, r.record.ts), ...(r.signal ? [m.cli.appended('signal_recorded')] : []), m.cli.changed(r.changed)]);
}
