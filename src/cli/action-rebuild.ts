import { openFolder } from '../memory/crush/folder.js';
import { rebuiltStateOnly } from '../memory/crush/ops-rebuild.js';
import { loadCorrections } from '../memory/log/corrections.js';
import { readMetaRaw } from '../memory/crush/meta-load.js';
import { resolveBaseDir } from '../memory/crush/paths.js';
import { dumpsPretty } from '../memory/formats/pyjson.js';
import { emptyReport } from '../memory/log/event-lines.js';
import { readReportLines } from '../present/read-report.js';
import type { Lang } from '../i18n/index.js';
import { say, warn } from './io.js';

/**
 * `rebuild <slug>` (without --write): the state the events imply, as the reference
 * prints it. It reads only the lines that can change that state and loads neither
 * the schema library nor the YAML parser.
 */
export async function printRebuilt(a: { slug: string; baseDir?: string; lang: Lang }): Promise<void> {
  const folder = openFolder({ base: resolveBaseDir(a.baseDir), now: () => new Date() }, a.slug);
  const report = emptyReport();
  // Corrections (`simp amend` / `void`) count: a voided reading is no reading.
  // meta.json's mark of the last mode change spares a search of the whole log; a broken meta.json is only not used.
  let meta: Record<string, unknown> | null;
  try {
    meta = readMetaRaw(folder);
  } catch {
    meta = null;
  }
  const state = rebuiltStateOnly(folder.path('events'), report, loadCorrections(folder, meta).events, meta);
  warn(readReportLines(report, 'events.jsonl', a.lang));
  say(dumpsPretty(state));
}
