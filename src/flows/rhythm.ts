import type { Memory } from '../memory/index.js';
import { emptyReport } from '../memory/index.js';
import type { RhythmRecord, StageTransition } from '../engine/rhythm.js';
import { analyses, checkDays, transitionOf, type Rhythm } from './rhythm-compute.js';

export { RHYTHM_PARTS, checkDays, createdAtLine, type Rhythm, type RhythmPart } from './rhythm-compute.js';

/** The four analyses of interaction times for one crush, on its files as they are now (the log streamed). */
export async function readRhythm(mem: Memory, slug: string, days = 30): Promise<Rhythm> {
  checkDays(days);
  const skipped = emptyReport();
  const records = await mem.interactions(slug, skipped);
  const transitions: StageTransition[] = [];
  for await (const { event } of mem.events(slug)) if (event.type === 'stage_changed') transitions.push(transitionOf(event));
  return analyses(records, transitions, mem.fileText(slug, 'profile'), mem.ctx.now(), days, skipped);
}

/** Interactions a screen reads: the newest ones, enough for any window it shows. */
export const SCREEN_INTERACTIONS = 100_000;

/** The same, read at once, for screens (the newest interactions; stage changes found from the end of the log), with the records read. */
export function rhythmNow(mem: Memory, slug: string, days = 30): { rhythm: Rhythm; records: RhythmRecord[] } {
  checkDays(days);
  const records = mem.recentInteractions(slug, SCREEN_INTERACTIONS);
  const transitions = mem.recent(slug, Number.MAX_SAFE_INTEGER, ['stage_changed']).events.map(transitionOf);
  return { rhythm: analyses(records, transitions, mem.fileText(slug, 'profile'), mem.ctx.now(), days, emptyReport()), records };
}
