import { respectPeriod } from '../engine/respect-period.js';
import { upcoming, type UpcomingFacts, type UpcomingItem } from '../engine/upcoming.js';
import { type Memory } from '../memory/index.js';
import { parseTs, type SimpEvent } from '../model/index.js';
import { datesOf } from './daily.js';
import { respectRecords } from './history.js';

/** How many handled crises are looked at for their follow-ups (the newest; far more than a month holds). */
const CRISIS_LOOKBACK = 20;
const CODE = /^C-\d+(?!\d)/;

export interface UpcomingReport {
  days: number;
  items: UpcomingItem[];
  /** Crushes whose files could not be read (left out, and said). */
  skipped: { slug: string; error: unknown }[];
}

const msOf = (ts: unknown): number | null => (typeof ts === 'string' ? (parseTs(ts)?.getTime() ?? null) : null);

function crisisCode(e: SimpEvent): string | null {
  const id = e.data['crisis_id'];
  if (typeof id === 'string' && CODE.test(id)) return id;
  const type = e.data['crisis_type'];
  return typeof type === 'string' ? (CODE.exec(type.trim())?.[0] ?? null) : null;
}

/** What one crush's files say is coming: its dates, last contact and analysis, crises and period of respect (the TUI's band reads them one crush at a time). */
export function upcomingFacts(mem: Memory, slug: string, nickname: string, now: Date): UpcomingFacts {
  const view = mem.read(slug);
  const crises = mem
    .recent(slug, CRISIS_LOOKBACK, ['crisis_handled'])
    .events.flatMap((e) => {
      const code = crisisCode(e);
      const ms = msOf(e.ts);
      return code === null || ms === null ? [] : [{ code, ms }];
    });
  return {
    slug,
    nickname,
    stage: view.state.fields.current_stage,
    dates: datesOf(mem, slug, view.profile),
    lastContactMs: msOf(view.meta?.last_interaction),
    lastAnalysisMs: msOf(mem.recent(slug, 1, ['analysis_done', 'progress_evaluated']).events[0]?.ts),
    crises,
    respect: respectPeriod(respectRecords(mem, slug), now),
  };
}

/**
 * `simp upcoming`: across every crush that is not archived, what comes within
 * `days` days (birthdays and anniversaries, contact overdue for the stage, an
 * analysis due, a crisis playbook's follow-up, the end of a period of respect).
 * Reads only; a folder that cannot be read is left out and named.
 */
export function runUpcoming(mem: Memory, days = 14): UpcomingReport {
  const now = mem.ctx.now();
  const facts: UpcomingFacts[] = [];
  const skipped: UpcomingReport['skipped'] = [];
  for (const c of mem.list()) {
    if (c.archived) continue;
    try {
      facts.push(upcomingFacts(mem, c.slug, c.nickname, now));
    } catch (error) {
      skipped.push({ slug: c.slug, error });
    }
  }
  return { days, items: upcoming(facts, now, days), skipped };
}
