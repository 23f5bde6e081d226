import { checkReadiness, CONFESS_CHECKLIST, type ChecklistResult } from '../engine/confess-checklist.js';
import { isGreenSignal, loggedTimes } from '../engine/history.js';
import { type Memory } from '../memory/index.js';
import { refused } from '../model/index.js';
import { DAY_MS, lastMilestones, reaches, readWindow } from './history.js';

const TWO_WEEKS = 14 * DAY_MS;

/**
 * The nine-item confession check for a crush: score, green signals of the last two
 * weeks, a "just friends" stage and the 1-on-1 milestones from the records; the
 * other items as the user confirms them (`confirmed`, checklist ids). Writes nothing.
 */
export function runChecklist(mem: Memory, slug: string, confirmed: readonly string[] = []): ChecklistResult {
  const known = new Set(CONFESS_CHECKLIST.map((i) => i.id));
  const unknown = confirmed.filter((id) => !known.has(id));
  if (unknown.length > 0) throw refused({ field: 'confirm', kind: 'unknown', values: unknown, options: [...known] });
  const now = mem.ctx.now().getTime();
  const since = now - TWO_WEEKS;
  const events = readWindow(mem, slug, (e) => reaches(e, since));
  const times = loggedTimes(events, now);
  const greens = events.filter((e, i) => isGreenSignal(e) && (times[i] ?? -Infinity) >= since).length;
  const state = mem.state(slug).fields;
  return checkReadiness(
    { score: state.signal_score, greensInTwoWeeks: greens, friendZone: state.current_stage === '友谊区', milestones: lastMilestones(mem, slug) ?? [] },
    confirmed,
  );
}
