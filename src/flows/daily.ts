import { happened } from '../model/records.js';
import { ANALYSIS_NUDGE_DAYS, DAILY_REMINDERS, HOLD_BACK_KINDS, KIND_SUGGESTIONS, dailyKind, type DailyKind } from '../engine/daily-coach.js';
import { respectPeriod, type RespectPeriod } from '../engine/respect-period.js';
import { findDates, upcomingDates, type DateMention, type UpcomingDate } from '../engine/dates.js';
import type { BurnoutResult } from '../engine/check-burnout.js';
import type { OnThisDay } from '../engine/on-this-day.js';
import type { Label } from '../engine/types.js';
import { type Memory } from '../memory/index.js';
import { wallOf, type RhythmRecord } from '../engine/rhythm.js';
import { DIGEST_INTERACTIONS, sendHour } from '../engine/rhythm-digest.js';
import { localDate, type SimpEvent, type StateFields } from '../model/index.js';
import { burnoutNow, runsOf, type FlowRunRecord } from './burnout.js';
import { REST_SUGGESTIONS } from './directions.js';
import { enoughForBurnout, lastMilestones, readWindow, respectRecords } from './history.js';
import { onThisDayOf } from './on-this-day.js';
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
  /** meta.json's last_interaction. */
  lastInteraction: string | null;
  /** Who started the last interactions, newest last. */
  lastInitiators: string[];
  /** interactions.jsonl, for the hour to send (empty when unreadable). */
  interactions: readonly RhythmRecord[];
  /** When the newest analysis or progress check was, and the newest stage change. */
  lastAnalysis: string | null;
  lastStageChange: string | null;
  /** The records that begin or end a period of respect after a clear no. */
  respectRecords: SimpEvent[];
  /** What the logs hold for today's month-day in earlier years (empty when they cannot be read). */
  onThisDay: OnThisDay[];
}

export interface DailyReport {
  /** Checked first; when it fired its message comes before the suggestion. */
  burnout: BurnoutResult;
  /** One suggestion: about resting when the check fired, else one of the stage's next actions. */
  suggestion: { id: string; label: Label };
  stage: string;
  /** Those dates that come within a week, soonest first. */
  dates: UpcomingDate[];
  /** The coach's kind of suggestion for today (null while it asks for a break). */
  kind: DailyKind | null;
  dayType: 'weekday' | 'weekend';
  /** One line of mindset for the day. */
  reminder: Label;
  /** For a day to reach out: the hour their messages usually come, from the interaction log (null: too little data). */
  sendHour: number | null;
  /** Days since the last analysis when it has been a while (or null for never), else undefined. */
  nudge?: number | null;
  /** After a break was asked for today: the second ask holds firm ('again'), the third gets advice with a warning. */
  firm: 'again' | 'warning' | null;
  /** The period of respect after a clear no that holds today (the day's kind is then `respect`), and why. */
  respect: RespectPeriod | null;
  /** "A year ago today": the records of today's month-day in earlier years, newest year first. */
  onThisDay: OnThisDay[];
}

export type DailyOutcome = DailyReport & { write: WriteOutcome };

export function loadDaily(mem: Memory, slug: string): DailyRead {
  const view = mem.read(slug);
  const interactions = interactionsOf(mem, slug);
  return {
    state: view.state.fields,
    history: readWindow(mem, slug, enoughForBurnout(mem.ctx.now())),
    runs: runsOf(view.meta),
    milestones: lastMilestones(mem, slug) ?? [],
    dates: datesOf(mem, slug, view.profile),
    lastInteraction: typeof view.meta?.last_interaction === 'string' ? view.meta.last_interaction : null,
    lastInitiators: initiatorsOf(interactions),
    interactions,
    lastAnalysis: mem.recent(slug, 1, ['analysis_done', 'progress_evaluated']).events[0]?.ts ?? null,
    lastStageChange: mem.recent(slug, 1, ['stage_changed']).events[0]?.ts ?? null,
    respectRecords: respectRecords(mem, slug),
    onThisDay: onThisDayIn(mem, slug),
  };
}

/** A year ago today; logs that cannot be read only mean nothing to recall. */
function onThisDayIn(mem: Memory, slug: string): OnThisDay[] {
  try {
    return onThisDayOf(mem, slug);
  } catch {
    return [];
  }
}

/** The newest interactions; a log that cannot be read only means no rhythm. */
function interactionsOf(mem: Memory, slug: string): RhythmRecord[] {
  try {
    return happened(mem.recentInteractions(slug, DIGEST_INTERACTIONS));
  } catch {
    return [];
  }
}

/** Who started each of the last interactions: the chat direction, else the initiator the user gave. */
function initiatorsOf(records: readonly RhythmRecord[]): string[] {
  return records.slice(-5).map((r) => (r.type === 'chat_sent' ? 'me' : r.type === 'chat_received' ? 'them' : typeof r.data['initiator'] === 'string' ? r.data['initiator'] : '?'));
}

/** Whole days from a time stamp's date to today's (null when there is none). */
function daysSince(ts: string | null, now: Date): number | null {
  const m = ts === null ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(ts);
  if (!m) return null;
  return Math.max(0, Math.round((Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) / 86_400_000));
}

/** Dates from the profile (fields and narrative) and the topic memories; an unreadable knowledge.json only means fewer. */
export function datesOf(mem: Memory, slug: string, profile: { fields: Record<string, unknown>; body: string }): DateMention[] {
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
  const today = localDate(now);
  // How many earlier dailies today were already told to rest (each checked as it was then).
  const breaksToday = read.runs.filter((r, i) => {
    if (r.flow !== 'daily' || !r.ts.startsWith(today)) return false;
    const at = new Date(r.ts);
    return !Number.isNaN(at.getTime()) && burnoutNow(read.runs.slice(0, i), read.history, 'daily', at).tookBreak;
  }).length;
  // A break holds once more the same day; asked again after that, advice comes with a warning.
  const firm: DailyReport['firm'] = burnout.tookBreak ? (breaksToday >= 2 ? 'warning' : breaksToday === 1 ? 'again' : null) : null;
  const resting = burnout.tookBreak && firm !== 'warning';
  const respect = respectPeriod(read.respectRecords, now);
  const [y, m, d] = localDate(now).split('-').map(Number);
  // No occasion is a reason to reach out while their answer is respected.
  const dates = respect !== null ? [] : upcomingDates(read.dates, { y: y ?? 0, m: m ?? 1, d: d ?? 1 });
  // The day's kind is the one decision: the suggestion, direction and reminder are chosen from it.
  const kind = resting
    ? null
    : dailyKind({
        stage: read.state.current_stage,
        score: read.state.signal_score,
        daysSinceInteraction: daysSince(read.lastInteraction, now),
        lastInitiators: read.lastInitiators,
        occasionSoon: dates.length > 0,
        daysInStage: daysSince(read.lastStageChange, now),
        respect: respect !== null,
      });
  let suggestion: DailyReport['suggestion'];
  if (resting) {
    const i = dayIndex(now, REST_SUGGESTIONS.length);
    suggestion = { id: `rest.${i + 1}`, label: REST_SUGGESTIONS[i] as Label };
  } else if (kind === 'wait' || kind === 'self' || kind === 'respect') {
    const pool = KIND_SUGGESTIONS[kind];
    const i = dayIndex(now, pool.length);
    suggestion = { id: `${kind}.${i + 1}`, label: pool[i] as Label };
  } else {
    // Only the open actions of the mode rotate: a done milestone's action is not suggested again.
    const all = actionsFor(knownStage(read.state.current_stage), read.milestones, read.state.recommended_mode);
    const open = all.filter((a) => a.unlessMilestone === undefined || !read.milestones.includes(a.unlessMilestone));
    const pool = open.length > 0 ? open : all;
    const pick = pool[dayIndex(now, pool.length)];
    suggestion = pick ? { id: pick.id, label: pick.label } : { id: 'none', label: { zh: '', en: '' } };
  }
  const holdBack = kind !== null && HOLD_BACK_KINDS.has(kind);
  const reminders = DAILY_REMINDERS.filter((r) => !holdBack || r.contact !== true);
  const sinceAnalysis = daysSince(read.lastAnalysis, now);
  const weekend = now.getDay() === 0 || now.getDay() === 6;
  return {
    report: {
      burnout,
      suggestion,
      stage: read.state.current_stage,
      dates,
      kind,
      dayType: weekend ? 'weekend' : 'weekday',
      reminder: (reminders[dayIndex(now, reminders.length)] ?? DAILY_REMINDERS[1])?.label as Label,
      sendHour: kind === 'reach' || kind === 'opportunity' ? sendHour(read.interactions, wallOf(now), weekend) : null,
      // Reading their signals is no task while their answer is respected.
      ...(kind !== 'respect' && (sinceAnalysis === null || sinceAnalysis >= ANALYSIS_NUDGE_DAYS) ? { nudge: sinceAnalysis } : {}),
      firm,
      respect: kind === 'respect' ? respect : null,
      onThisDay: read.onThisDay,
    },
    // Daily writes nothing but its run record (SPEC 4 + 6.4).
    writes: { events: [], state: null, strategy: null, run: 'daily' },
  };
}

export async function runDaily(mem: Memory, slug: string): Promise<DailyOutcome> {
  const { report, write } = await runFlow(mem, slug, () => loadDaily(mem, slug), (read, now) => planDaily(read, now));
  return { ...report, write };
}

/** One crush's day in the overview: its report, or why it could not be read. */
export type DailyLine = { slug: string; nickname: string } & ({ report: DailyReport } | { error: unknown });

/**
 * `simp daily` with no crush named: today's kind and suggestion for every crush
 * that is not archived, one line each. Reads only: no check-in is recorded, so
 * the burnout count stays what the user really did.
 */
export function dailyOverview(mem: Memory): DailyLine[] {
  const now = mem.ctx.now();
  return mem
    .list()
    .filter((c) => !c.archived)
    .map((c) => {
      try {
        return { slug: c.slug, nickname: c.nickname, report: planDaily(loadDaily(mem, c.slug), now).report };
      } catch (error) {
        return { slug: c.slug, nickname: c.nickname, error };
      }
    });
}
