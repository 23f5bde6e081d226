import { upcomingDates, type DateMention } from './dates.js';
import { DAY_MS } from './history.js';
import type { RespectPeriod } from './respect-period.js';

/** What is coming for one crush, read from its files by the flow. */
export interface UpcomingFacts {
  slug: string;
  nickname: string;
  stage: string;
  /** Birthdays and anniversaries found in the profile and the topic memories. */
  dates: readonly DateMention[];
  /** Epoch ms of the newest interaction (null: none). */
  lastContactMs: number | null;
  /** Epoch ms of the newest analysis or progress check (null: none). */
  lastAnalysisMs: number | null;
  /** Crises handled, with their code (C-1 …) and when. */
  crises: readonly { code: string; ms: number }[];
  respect: RespectPeriod | null;
}

export type UpcomingKind = 'birthday' | 'anniversary' | 'contact' | 'analysis' | 'crisis' | 'respect_end';

/** One thing coming (or overdue, dated today), why, and the command that meets it. */
export interface UpcomingItem {
  slug: string;
  nickname: string;
  kind: UpcomingKind;
  /** The local date it falls on (YYYY-MM-DD); an overdue item falls today. */
  date: string;
  /** 0 today, 1 tomorrow, … */
  daysLeft: number;
  /** Days overdue (contact, analysis), else 0. */
  overdue: number;
  /** The day it was due (YYYY-MM-DD): `date` less the days overdue; it names the item from day to day. */
  due: string;
  /** The sentence a date was found in; the crisis code; the days of quiet. */
  detail: string;
  /** A crisis playbook's follow-up: which day after it this is. */
  dayAfter?: number;
}

/** How many days without contact each stage's ideal rhythm allows (the skill's table of rhythms, as days). */
export const CONTACT_DAYS: Readonly<Record<string, number>> = { 破冰期: 3, 升温期: 2, 暧昧期: 2, 表白前: 3 };
/** An analysis older than this is due again. */
export const ANALYSIS_DUE_DAYS = 14;
/**
 * The crisis playbooks' timing as follow-up days: a pending answer (C-7) is asked
 * about 7–10 days after; after a clear no (C-1) the first and the fourth week; after
 * they start something new (C-11), the third day (72 hours).
 */
export const CRISIS_FOLLOW_UPS: Readonly<Record<string, readonly number[]>> = { 'C-7': [7], 'C-1': [7, 28], 'C-11': [3] };

const pad = (n: number): string => String(n).padStart(2, '0');
const dayOf = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** Local midnight of the day `ms` falls in. */
const midnight = (ms: number): number => {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
};
const wholeDays = (from: number, to: number): number => Math.round((midnight(to) - midnight(from)) / DAY_MS);

/**
 * Everything coming within `window` days across the crushes given, soonest first
 * (then by crush): birthdays and anniversaries, contact overdue against the
 * stage's rhythm, an analysis due, a crisis playbook's follow-up, the end of a
 * period of respect. While respect holds, nothing that reaches out is listed
 * for that crush (no occasion, no overdue contact, no analysis).
 */
export function upcoming(crushes: readonly UpcomingFacts[], now: Date, window = 14): UpcomingItem[] {
  const nowMs = now.getTime();
  const today = { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
  const out: UpcomingItem[] = [];
  const at = (c: UpcomingFacts, kind: UpcomingKind, daysLeft: number, detail: string, overdue = 0, extra: Partial<UpcomingItem> = {}): void => {
    if (daysLeft < 0 || daysLeft > window) return;
    const day = (n: number): string => dayOf(midnight(nowMs) + n * DAY_MS + DAY_MS / 2);
    out.push({ slug: c.slug, nickname: c.nickname, kind, date: day(daysLeft), daysLeft, overdue, due: day(daysLeft - overdue), detail, ...extra });
  };
  for (const c of crushes) {
    const resting = c.respect !== null;
    if (!resting) {
      for (const d of upcomingDates(c.dates, today, window)) at(c, d.kind, d.daysLeft, d.text);
      const allowed = CONTACT_DAYS[c.stage];
      if (allowed !== undefined && c.lastContactMs !== null) {
        const quiet = wholeDays(c.lastContactMs, nowMs);
        at(c, 'contact', Math.max(0, allowed - quiet), String(quiet), Math.max(0, quiet - allowed));
      }
      if (c.lastAnalysisMs !== null) {
        const age = wholeDays(c.lastAnalysisMs, nowMs);
        at(c, 'analysis', Math.max(0, ANALYSIS_DUE_DAYS - age), String(age), Math.max(0, age - ANALYSIS_DUE_DAYS));
      }
    }
    for (const crisis of c.crises) {
      for (const day of CRISIS_FOLLOW_UPS[crisis.code] ?? []) at(c, 'crisis', day - wholeDays(crisis.ms, nowMs), crisis.code, 0, { dayAfter: day });
    }
    if (c.respect !== null) at(c, 'respect_end', wholeDays(nowMs, c.respect.endMs), c.respect.since.slice(0, 10));
  }
  return out.sort((a, b) => a.daysLeft - b.daysLeft || a.slug.localeCompare(b.slug) || a.kind.localeCompare(b.kind));
}
