import { stageInteraction, type InteractionRecord, type LoggedInteraction, type Memory } from '../memory/index.js';
import { InputError, refused } from '../model/index.js';
import { isoParts, isRealMoment, needsNaturalReader, type Moment, type NaturalReader } from '../engine/moment.js';
import { planSignal } from './signal.js';
import { recentSignals } from './history.js';
import { applyPlan } from './run.js';
import type { WriteOutcome } from './types.js';

import { INTERACTION_TYPES } from '../model/enums.js';
export { INTERACTION_TYPES, type InteractionType } from '../model/enums.js';
export const INITIATORS = ['me', 'them', 'mutual'] as const;
export const SIGNAL_DIRECTIONS = ['green', 'red', 'neutral'] as const;

/** What happened, as the user tells it; every part but the type is optional. */
export interface InteractionInput {
  type: string;
  summary?: string;
  /** Minutes. */
  duration?: number;
  activity?: string;
  location?: string;
  initiator?: string;
  /** When, `YYYY-MM-DD[THH:MM[:SS[.ffffff]]]` in local time or a natural date (昨天晚上9点, yesterday 9pm); default now. A date alone is a record without its hour. */
  time?: string;
  /** Logged ahead: it is planned, not something that happened (a time in the future needs it). */
  planned?: boolean;
  /** A longer note (several lines); kept with the record. */
  note?: string;
  /** For a received chat: minutes they took to answer (the time tracker's `reply_delay_min`). */
  replyAfter?: number;
}

/** Also note it as a signal (signal_recorded), with its direction and score step. */
export interface AlsoSignal {
  direction: string;
  delta?: number;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/**
 * Python's `datetime.isoformat()` of a naive time: seconds always, microseconds
 * when not zero. A day without a time is written as the day alone (`2026-12-01`),
 * which the time tracker's `datetime.fromisoformat` reads as that day.
 */
function isoformat(m: Moment): string {
  if (m.dateOnly) return `${pad(m.y, 4)}-${pad(m.mo)}-${pad(m.d)}`;
  const base = `${pad(m.y, 4)}-${pad(m.mo)}-${pad(m.d)}T${pad(m.h)}:${pad(m.mi)}:${pad(m.s)}`;
  return m.micro === 0 ? base : `${base}.${pad(m.micro, 6)}`;
}

/**
 * `--time` read as the time tracker reads it (`datetime.fromisoformat`), refusing what is not a
 * real moment; or a natural date (昨天晚上9点, 3 days ago) read relative to `now` by `natural`.
 */
export function parseTime(text: string, now: Date, natural: NaturalReader): Moment {
  const iso = isoParts(text);
  if (iso && !isRealMoment(iso)) throw new InputError(`time "${text}" is not a real date and time`, [{ field: 'time', kind: 'real-time' }]);
  const moment = iso ?? natural(text, now);
  if (!moment) {
    throw new InputError(`time "${text}" is not a time: write 2026-05-15T22:30, a date (2026-05-15), or yesterday 9pm, 3 days ago`, [{ field: 'time', kind: 'time' }]);
  }
  return moment;
}

/** Reads no natural date: for a time that is ISO or not given (needsNaturalReader says no). */
const isoOnly: NaturalReader = () => null;

/**
 * The reader `planInteraction` needs for this time: the natural-date reader (chrono's,
 * loaded only now) for a time that is not ISO, else none.
 */
export async function naturalReaderFor(text: string | undefined): Promise<NaturalReader> {
  return needsNaturalReader(text) ? (await import('../engine/natural-date.js')).parseMoment : isoOnly;
}

/** The moment as a local Date (a day alone: its midnight). */
const dateOf = (m: Moment): Date => new Date(m.y, m.mo - 1, m.d, m.h, m.mi, m.s, Math.floor(m.micro / 1000));

/** Still to come at `now`: a time after it, or a day after today. */
function inFuture(m: Moment, now: Date): boolean {
  if (m.dateOnly) return dateOf(m).getTime() > new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return dateOf(m).getTime() > now.getTime();
}

function momentOf(now: Date): Moment {
  return {
    y: now.getFullYear(),
    mo: now.getMonth() + 1,
    d: now.getDate(),
    h: now.getHours(),
    mi: now.getMinutes(),
    s: now.getSeconds(),
    micro: now.getMilliseconds() * 1000,
  };
}

const dayOfWeek = (m: Moment): string => DAYS[(new Date(Date.UTC(m.y, m.mo - 1, m.d)).getUTCDay() + 6) % 7] as string;

/**
 * The record as the time tracker writes it: its data keys in its order, then the
 * hour and weekday of the moment, and who started it for a chat.
 */
export function planInteraction(input: InteractionInput, now: Date, natural: NaturalReader): InteractionRecord {
  if (!(INTERACTION_TYPES as readonly string[]).includes(input.type)) {
    throw refused({ field: 'type', kind: 'unknown', values: [input.type], options: INTERACTION_TYPES });
  }
  if (input.initiator !== undefined && !(INITIATORS as readonly string[]).includes(input.initiator)) {
    throw refused({ field: 'initiator', kind: 'unknown', values: [input.initiator], options: INITIATORS });
  }
  if (input.duration !== undefined && !(Number.isInteger(input.duration) && input.duration > 0)) {
    throw refused({ field: 'duration', kind: 'at-least', value: String(input.duration), min: 1, integer: true, unit: 'minutes' });
  }
  const moment = input.time === undefined || input.time.trim() === '' ? momentOf(now) : parseTime(input.time, now, natural);
  if (inFuture(moment, now) && !input.planned) {
    throw new InputError(`time "${input.time ?? ''}" is still to come: only what happened is logged, unless it is planned`, [{ field: 'time', kind: 'future' }], '', { kind: 'planned' });
  }
  if (input.planned && !inFuture(moment, now)) {
    throw new InputError(`time "${input.time ?? ''}": a planned interaction is one still to come`, [{ field: 'time', kind: 'past-plan' }]);
  }
  const data: Record<string, unknown> = {};
  const text = (v: string | undefined) => (v === undefined ? '' : v.trim());
  if (text(input.summary) !== '') data['content_summary'] = text(input.summary);
  if (input.duration !== undefined) data['duration_min'] = input.duration;
  if (text(input.activity) !== '') data['activity'] = text(input.activity);
  if (text(input.location) !== '') data['location'] = text(input.location);
  if (input.initiator !== undefined) data['initiator'] = input.initiator;
  if (input.replyAfter !== undefined) {
    if (input.type !== 'chat_received') throw refused({ field: 'reply_after', kind: 'goes-with', other: 'type', value: 'chat_received' });
    if (!(Number.isInteger(input.replyAfter) && input.replyAfter >= 0)) throw refused({ field: 'reply_after', kind: 'at-least', value: String(input.replyAfter), min: 0, integer: true, unit: 'minutes' });
    data['reply_delay_min'] = input.replyAfter;
  }
  if (input.note !== undefined && input.note.trim() !== '') data['note'] = trimEnd(input.note);
  // A day without a time has no hour: the hour analyses leave it out rather than count it at midnight.
  if (!moment.dateOnly) data['hour'] = moment.h;
  data['day_of_week'] = dayOfWeek(moment);
  if (input.planned) data['planned'] = true;
  if (input.type === 'chat_sent') data['is_initiator'] = true;
  else if (input.type === 'chat_received') data['is_initiator'] = false;
  return { ts: isoformat(moment), type: input.type, data };
}

/** Trailing white space cut without a backtracking pattern (a long note of spaces stays linear). */
function trimEnd(text: string): string {
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1] as string)) end -= 1;
  return text.slice(0, end);
}

export interface LogOutcome extends LoggedInteraction {
  changed: string[];
  /** The signal written with it, when asked (its event as stored). */
  signal: { write: WriteOutcome } | null;
}

/**
 * Writes one interaction and, when asked, the signal it also is, in ONE write:
 * both land or neither does, and run again after a failure it writes neither
 * twice (a record repeating the last is skipped, and its signal with it). The
 * signal is dated when the interaction happened, not when it was entered.
 */
export async function logInteraction(mem: Memory, slug: string, input: InteractionInput, also: AlsoSignal | null = null): Promise<LogOutcome> {
  const record = planInteraction(input, mem.ctx.now(), await naturalReaderFor(input.time));
  if (also && !(SIGNAL_DIRECTIONS as readonly string[]).includes(also.direction)) {
    throw refused({ field: 'signal', kind: 'unknown', values: [also.direction], options: SIGNAL_DIRECTIONS });
  }
  if (also && input.planned) throw new InputError('a planned interaction has not happened: it is no signal yet', [{ field: 'signal', kind: 'planned-signal' }]);
  const content = [input.summary, input.activity, input.note].map((v) => v?.trim() ?? '').find((v) => v !== '');
  if (also && content === undefined) throw refused({ field: 'signal', kind: 'say', what: 'summary' });
  const delta = also ? (also.delta ?? (also.direction === 'green' ? 1 : also.direction === 'red' ? -1 : 0)) : 0;
  // Dated as the interaction is, when its time was given (else it is now).
  const at = input.time !== undefined && input.time.trim() !== '' ? record.ts : undefined;
  const { result, changed } = await mem.transaction(slug, async (tx) => {
    const logged = stageInteraction(tx, record);
    if (logged.skipped || !also) return { logged, events: [] };
    const signals = await recentSignals(mem, slug);
    const planned = planSignal({ direction: also.direction, content: content as string, score_delta: delta, at }, signals, tx.now);
    return { logged, events: applyPlan(tx, planned.writes) };
  });
  const signal = result.events.length > 0 ? { write: { changed, events: result.events, attempts: 1 } } : null;
  return { ...result.logged, changed, signal };
}
