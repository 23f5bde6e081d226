import { findDates, upcomingDates, type BurnoutResult, type DateMention, type Label, type UpcomingDate } from '../engine/index.js';
import { type Memory } from '../memory/index.js';
import { localDate, type SimpEvent, type StateFields } from '../model/index.js';
import { burnoutNow, runsOf, type FlowRunRecord } from './burnout.js';
import { REST_SUGGESTIONS } from './directions.js';
import { enoughForBurnout, lastMilestones, readWindow } from './history.js';
import { runFlow } from './run.js';
import { actionsFor, knownStage } from './state-text.js';
import type { Planned, WriteOutcome } from './types.js';

export interface DailyRead {
  state: StateFields;
  history: SimpEvent[];
  runs: FlowRunRecord[];
  milestones: string[];
  /** Birthdays and anniversaries written in the profile or the topic memories. */
  dates: DateMention[];
}

export interface DailyReport {
  /** Checked first; when it fired its message comes before the suggestion. */
  burnout: BurnoutResult;
  /** One suggestion: about resting when the check fired, else one of the stage's next actions. */
  suggestion: { id: string; label: Label };
  stage: string;
  /** Those dates that come within a week, soonest first. */
  dates: UpcomingDate[];
}

export type DailyOutcome = DailyReport & { write: WriteOutcome };

export function loadDaily(mem: Memory, slug: string): DailyRead {
  const view = mem.read(slug);
  return {
    state: view.state.fields,
    history: readWindow(mem, slug, enoughForBurnout(mem.ctx.now())),
    runs: runsOf(view.meta),
    milestones: lastMilestones(mem, slug) ?? [],
    dates: datesOf(mem, slug, view.profile),
  };
}

/** Dates from the profile (fields and narrative) and the topic memories; an unreadable knowledge.json only means fewer. */
function datesOf(mem: Memory, slug: string, profile: { fields: Record<string, unknown>; body: string }): DateMention[] {
  const texts = [...Object.values(profile.fields).filter((v): v is string => typeof v === 'string'), profile.body];
  try {
    texts.push(...mem.knowledge(slug).map((e) => e.canonical_meaning));
  } catch {
    // topics that cannot be read are not looked at
  }
  return texts.flatMap(findDates);
}

/** A different suggestion each day, the same one all day (so asking twice changes nothing). */
function dayIndex(now: Date, length: number): number {
  const [y, m, d] = localDate(now).split('-').map(Number);
  return Math.floor(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / 86_400_000) % length;
}

export function planDaily(read: DailyRead, now: Date): Planned<DailyReport> {
  const burnout = burnoutNow(read.runs, read.history, 'daily', now);
  let suggestion: DailyReport['suggestion'];
  if (burnout.tookBreak) {
    const i = dayIndex(now, REST_SUGGESTIONS.length);
    suggestion = { id: `rest.${i + 1}`, label: REST_SUGGESTIONS[i] as Label };
  } else {
    // Only the open actions of the mode rotate: a done milestone's action is not suggested again.
    const all = actionsFor(knownStage(read.state.current_stage), read.milestones, read.state.recommended_mode);
    const open = all.filter((a) => a.unlessMilestone === undefined || !read.milestones.includes(a.unlessMilestone));
    const pool = open.length > 0 ? open : all;
    const pick = pool[dayIndex(now, pool.length)];
    suggestion = pick ? { id: pick.id, label: pick.label } : { id: 'none', label: { zh: '', en: '' } };
  }
  const [y, m, d] = localDate(now).split('-').map(Number);
  const dates = upcomingDates(read.dates, { y: y ?? 0, m: m ?? 1, d: d ?? 1 });
  return {
    report: { burnout, suggestion, stage: read.state.current_stage, dates },
    // Daily writes nothing but its run record (SPEC 4 + 6.4).
    writes: { events: [], state: null, strategy: null, run: 'daily' },
  };
}

export async function runDaily(mem: Memory, slug: string): Promise<DailyOutcome> {
  const { report, write } = await runFlow(mem, slug, () => loadDaily(mem, slug), (read, now) => planDaily(read, now));
  return { ...report, write };
}
