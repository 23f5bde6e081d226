import { openFolder } from '../memory/crush/folder.js';
import { resolveBaseDir } from '../memory/crush/paths.js';
import { readTail } from '../memory/log/event-read.js';
import { correctedStream, loadCorrections } from '../memory/log/corrections.js';
import { emptyReport } from '../memory/log/event-lines.js';
import { readReportLines } from '../present/read-report.js';
import type { RhythmRecord } from '../engine/rhythm.js';
import { analyses, checkDays, transitionOf, type RhythmPart } from '../flows/rhythm-compute.js';
import { rhythmReport } from '../present/rhythm-report.js';
import type { Lang } from '../i18n/index.js';
import { printJson, warn } from './io.js';

export interface RhythmArgs {
  slug: string;
  days: number;
  parts: RhythmPart[];
  json: boolean;
  baseDir?: string;
  lang: Lang;
  output?: string;
}

/**
 * `simp rhythm`: the time tracker's four analyses; zh is its report byte for byte,
 * followed (with the frequency) by who starts per conversation, labelled.
 * Reads the files directly (interactions streamed, stage changes found from the
 * end of the log by a byte screen), so the verb starts about as fast as the reads.
 */
export async function printRhythm(a: RhythmArgs): Promise<void> {
  checkDays(a.days);
  const base = resolveBaseDir(a.baseDir);
  const folder = openFolder({ base, now: () => new Date() }, a.slug);
  const skipped = emptyReport();
  const records: RhythmRecord[] = [];
  // Corrected interactions as they now read (`simp amend` / `void`); a retracted one counts nowhere.
  for await (const { event } of correctedStream(folder.path('interactions'), skipped, loadCorrections(folder).interactions)) records.push({ ts: event.ts, type: event.type, data: event.data });
  const transitions = readTail(folder.path('events'), Number.MAX_SAFE_INTEGER, ['stage_changed'], emptyReport()).map(transitionOf);
  const r = analyses(records, transitions, folder.read('profile'), new Date(), a.days, skipped);
  warn(readReportLines(skipped, 'interactions.jsonl', a.lang));
  if (a.json) {
    const { skipped: bad, ...rest } = r;
    return printJson({ ...rest, skipped_lines: bad.badLines.length });
  }
  const text = rhythmReport(r, a.parts, a.lang);
  if (a.output === undefined) return void process.stdout.write(`${text}\n`);
  const { writeUserFile } = await import('../memory/outside/home.js');
  const { messages } = await import('../i18n/index.js');
  process.stderr.write(`${messages(a.lang).cli.exported(writeUserFile(a.output, text, base))}\n`);
}
