import type { InteractionRecord, LoggedInteraction, Memory } from '../memory/index.js';
import { InputError } from '../model/index.js';
import { runSignal, type SignalOutcome } from './signal.js';

/** The time tracker's interaction types (its VALID_INTERACTION_TYPES). */
export const INTERACTION_TYPES = ['chat_sent', 'chat_received', 'meeting', 'call', 'online_interaction'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
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
  /** When, `YYYY-MM-DD[THH:MM[:SS[.ffffff]]]` in local time; default now. */
  time?: string;
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
const TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?$/;

interface Moment {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  micro: number;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** Python's `datetime.isoformat()` of a naive time: seconds always, microseconds when not zero. */
function isoformat(m: Moment): string {
  const base = `${pad(m.y, 4)}-${pad(m.mo)}-${pad(m.d)}T${pad(m.h)}:${pad(m.mi)}:${pad(m.s)}`;
  return m.micro === 0 ? base : `${base}.${pad(m.micro, 6)}`;
}

/** `--time` read as the time tracker reads it (`datetime.fromisoformat`), refusing what is not a real moment. */
export function parseTime(text: string): Moment {
  const match = TIME.exec(text.trim());
  if (!match) throw new InputError(`time "${text}" is not a time: write 2026-05-15T22:30 (or a date, 2026-05-15)`);
  const [y, mo, d, h, mi, s] = match.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v))) as [number, number, number, number, number, number];
  const micro = match[7] === undefined ? 0 : Number(match[7].padEnd(6, '0'));
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    throw new InputError(`time "${text}" is not a real date and time`);
  }
  return { y, mo, d, h, mi, s, micro };
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
export function planInteraction(input: InteractionInput, now: Date): InteractionRecord {
  if (!(INTERACTION_TYPES as readonly string[]).includes(input.type)) {
    throw new InputError(`unknown interaction type "${input.type}": one of ${INTERACTION_TYPES.join(', ')}`);
  }
  if (input.initiator !== undefined && !(INITIATORS as readonly string[]).includes(input.initiator)) {
    throw new InputError(`initiator "${input.initiator}": one of ${INITIATORS.join(', ')}`);
  }
  if (input.duration !== undefined && !(Number.isInteger(input.duration) && input.duration > 0)) {
    throw new InputError(`duration ${input.duration}: minutes, a whole number from 1`);
  }
  const moment = input.time === undefined || input.time.trim() === '' ? momentOf(now) : parseTime(input.time);
  const data: Record<string, unknown> = {};
  const text = (v: string | undefined) => (v === undefined ? '' : v.trim());
  if (text(input.summary) !== '') data['content_summary'] = text(input.summary);
  if (input.duration !== undefined) data['duration_min'] = input.duration;
  if (text(input.activity) !== '') data['activity'] = text(input.activity);
  if (text(input.location) !== '') data['location'] = text(input.location);
  if (input.initiator !== undefined) data['initiator'] = input.initiator;
  if (input.replyAfter !== undefined) {
    if (input.type !== 'chat_received') throw new InputError('a reply time goes with chat_received: how long they took to answer you');
    if (!(Number.isInteger(input.replyAfter) && input.replyAfter >= 0)) throw new InputError(`reply time ${input.replyAfter}: minutes, a whole number from 0`);
    data['reply_delay_min'] = input.replyAfter;
  }
  if (input.note !== undefined && input.note.trim() !== '') data['note'] = input.note.replace(/\s+$/, '');
  data['hour'] = moment.h;
  data['day_of_week'] = dayOfWeek(moment);
  if (input.type === 'chat_sent') data['is_initiator'] = true;
  else if (input.type === 'chat_received') data['is_initiator'] = false;
  return { ts: isoformat(moment), type: input.type, data };
}

export interface LogOutcome extends LoggedInteraction {
  changed: string[];
  signal: SignalOutcome | null;
}

/** Writes one interaction, and the signal it also is when asked (skipped with the record when it repeats the last). */
export async function logInteraction(mem: Memory, slug: string, input: InteractionInput, also: AlsoSignal | null = null): Promise<LogOutcome> {
  const record = planInteraction(input, mem.ctx.now());
  if (also && !(SIGNAL_DIRECTIONS as readonly string[]).includes(also.direction)) {
    throw new InputError(`signal "${also.direction}": one of ${SIGNAL_DIRECTIONS.join(', ')}`);
  }
  const content = [input.summary, input.activity, input.note].map((v) => v?.trim() ?? '').find((v) => v !== '');
  if (also && content === undefined) throw new InputError('a signal needs a summary (or an activity or a note): it says what happened');
  const { result, changed } = await mem.logInteraction(slug, record);
  if (result.skipped || !also) return { ...result, changed, signal: null };
  const delta = also.delta ?? (also.direction === 'green' ? 1 : also.direction === 'red' ? -1 : 0);
  const signal = await runSignal(mem, slug, { direction: also.direction, content: content as string, score_delta: delta });
  return { ...result, changed: [...new Set([...changed, ...signal.write.changed])], signal };
}
