import { openFolder } from '../memory/folder.js';
import { rebuiltStateOnly } from '../memory/ops-rebuild.js';
import { loadCorrections } from '../memory/corrections.js';
import { resolveBaseDir } from '../memory/paths.js';
import { dumpsPretty } from '../memory/pyjson.js';
import { describeReport, emptyReport } from '../memory/event-lines.js';
import { say, warn } from './io.js';

/**
 * `rebuild <slug>` (without --write): the state the events imply, as the reference
 * prints it. It reads only the lines that can change that state and loads neither
 * the schema library nor the YAML parser.
 */
export async function printRebuilt(a: { slug: string; baseDir?: string }): Promise<void> {
  const folder = openFolder({ base: resolveBaseDir(a.baseDir), now: () => new Date() }, a.slug);
  const report = emptyReport();
  // Corrections (`simp amend` / `void`) count: a voided reading is no reading.
  const state = rebuiltStateOnly(folder.path('events'), report, loadCorrections(folder).events);
  warn(describeReport(report, 'events.jsonl'));
  say(dumpsPretty(state));
}
