import type { Memory } from '../memory/index.js';
import { emptyReport } from '../memory/index.js';
import type { StageTransition } from '../engine/rhythm.js';
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

/** The same, read at once, for screens (stage changes found from the end of the log). */
export function rhythmNow(mem: Memory, slug: string, days = 30): Rhythm {
  checkDays(days);
  const transitions = mem.recent(slug, Number.MAX_SAFE_INTEGER, ['stage_changed']).events.map(transitionOf);
  return analyses(mem.interactionsNow(slug), transitions, mem.fileText(slug, 'profile'), mem.ctx.now(), days, emptyReport());
}
