// What an imported chat proposes for the next signal reading: the chat score's
// measurements that mean what a catalog signal means, with the figure behind
// each. The user confirms or unticks them in the next analyze; nothing is
// scored from a chat without that.
import { rivalSignals, SIGNALS, type SignalId } from '../catalog-signals.js';
import type { Meetup } from '../photos.js';
import { wallTime } from '../rhythm.js';
import type { ChatAnalysis, SignalId as MeasureId } from './analyze.js';

const WEEK_MS = 7 * 86_400_000;

/**
 * The one table: a chat measurement and the catalog signal it stands for. Left
 * out, having no honest match: reply.fast / reply.prompt (no catalog signal is
 * about quick replies alone; yellow.shallow also needs the talk to stay shallow),
 * trend.faster / trend.slower (a change of pace is not hot-and-cold), and
 * length.longer (writing more is no listed signal).
 */
export const CHAT_SIGNAL_MAP: readonly {
  readonly measure: MeasureId;
  /** The signal, or the one the figures allow (the catalog's "often" is 3+ a week). */
  readonly signal: SignalId | ((a: ChatAnalysis) => SignalId);
}[] = [
  // They opened half the conversations or more: "often" when that is 3 or more a week over the chat's span.
  { measure: 'initiative.high', signal: (a) => (opensPerWeek(a) >= 3 ? 'msg.initiates_often' : 'msg.initiates_sometimes') },
  // 35–50% of the openings.
  { measure: 'initiative.some', signal: 'msg.initiates_sometimes' },
  // Under 20%: a yellow signal (0 points), "they rarely start".
  { measure: 'initiative.none', signal: 'yellow.rarely_starts' },
  // Two or more conversations they opened between 22:00 and 02:59.
  { measure: 'late.often', signal: 'msg.late_night' },
  { measure: 'late.some', signal: 'msg.late_night' },
  // Ten or more questions of theirs within an hour of your message.
  { measure: 'followup.often', signal: 'msg.extends_topics' },
  // Their replies take more than an hour on average.
  { measure: 'reply.slow', signal: 'msg.read_no_reply' },
];

/** Conversations they opened per week over the chat's span (a span under a week counts as one). */
function opensPerWeek(a: ChatAnalysis): number {
  const span = a.firstDay === null || a.lastDay === null ? 0 : a.lastDay - a.firstDay;
  return a.initiative.target / Math.max(1, span / WEEK_MS);
}

/** What was measured, as the import records it (snake_case keys, stored as is). */
export interface ChatMeasure {
  /** The chat measurement (initiative.high, late.some…). */
  measure: MeasureId;
  /** Its figure: a percent of the openings, a count, or seconds on average. */
  value: number;
  /** For the openings: how many they opened, of how many. */
  count?: number;
  of?: number;
}

export interface ChatProposal extends ChatMeasure {
  signal: SignalId;
}

/**
 * The signals a chat's measurements propose, in the table's order (one per signal).
 * A chat where they never wrote proposes none: "聊得来，但 ta 很少主动" would say more than it shows.
 */
export function chatProposals(a: ChatAnalysis): ChatProposal[] {
  const out: ChatProposal[] = [];
  if (a.fromTarget === 0) return out;
  for (const row of CHAT_SIGNAL_MAP) {
    const m = a.signals.find((s) => s.id === row.measure);
    if (!m) continue;
    const signal = typeof row.signal === 'function' ? row.signal(a) : row.signal;
    if (out.some((p) => p.signal === signal)) continue;
    const opens = row.measure.startsWith('initiative.') ? { count: a.initiative.target, of: a.initiative.target + a.initiative.user } : {};
    out.push({ signal, measure: row.measure, value: m.value, ...opens });
  }
  return out;
}

/** A proposal's evidence as stored: what was measured, in which chat, over which days, imported when. */
export interface ChatEvidence extends ChatMeasure {
  kind: 'chat';
  /** The export file names (no folders). */
  files: string[];
  /** The report under the crush folder (memories/chats/…). */
  report: string;
  /** The chat's first and last day (YYYY-MM-DD), null when it held no message. */
  from: string | null;
  to: string | null;
  /** When it was imported (the import event's ts). */
  imported_at: string;
}

export interface PendingProposal<E extends ProposalEvidence = ProposalEvidence> {
  signal: SignalId;
  /** What it rests on: an imported chat's measurement, or logged interactions. */
  evidence: E;
}

/** The days a proposal stays open after its import (then the chat is old news for a reading). */
export const PROPOSAL_DAYS = 30;

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown): v is string => typeof v === 'string';
const dayOrNull = (v: unknown): string | null => (str(v) && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

/** A stored evidence object, only in the shape this program writes; anything else reads as none. */
export function chatEvidenceOf(value: unknown): ChatEvidence | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (v['kind'] !== 'chat' || !str(v['measure']) || !num(v['value']) || !str(v['report']) || !str(v['imported_at'])) return null;
  if (!CHAT_SIGNAL_MAP.some((r) => r.measure === v['measure'])) return null;
  const files = Array.isArray(v['files']) ? v['files'].filter(str) : [];
  return {
    kind: 'chat',
    measure: v['measure'] as MeasureId,
    value: v['value'],
    ...(num(v['count']) && num(v['of']) ? { count: v['count'], of: v['of'] } : {}),
    files,
    report: v['report'],
    from: dayOrNull(v['from']),
    to: dayOrNull(v['to']),
    imported_at: v['imported_at'],
  };
}

/** The proposals an import event holds (its `proposals`), each with its evidence. */
function proposalsOf(e: { ts: string; data: Readonly<Record<string, unknown>> }, isSignal: (id: string) => boolean): PendingProposal<ChatEvidence>[] {
  const list = e.data['proposals'];
  if (!Array.isArray(list)) return [];
  const files = Array.isArray(e.data['files']) ? e.data['files'].filter(str) : [];
  const out: PendingProposal<ChatEvidence>[] = [];
  for (const p of list) {
    if (p === null || typeof p !== 'object') continue;
    const r = p as Record<string, unknown>;
    if (!str(r['signal_id']) || !isSignal(r['signal_id'])) continue;
    const evidence = chatEvidenceOf({ ...r, kind: 'chat', files, report: e.data['report'], from: e.data['from'], to: e.data['to'], imported_at: e.ts });
    if (evidence) out.push({ signal: r['signal_id'] as SignalId, evidence });
  }
  return out;
}

/**
 * The proposals still open, newest import first: those of the imports after the
 * latest analysis (an analysis uses them, ticked or not) and within
 * `PROPOSAL_DAYS` of `now`. A signal proposed twice keeps the newest evidence; of
 * rivals (ta 每周主动 / ta 偶尔主动) the newest import's stands.
 *
 * `records`: the log's `chat_imported` and `analysis_done` events, log order.
 */
export function pendingProposals(
  records: readonly { ts: string; type: string; data: Readonly<Record<string, unknown>> }[],
  now: Date,
  isSignal: (id: string) => boolean,
  days = PROPOSAL_DAYS,
): PendingProposal<ChatEvidence>[] {
  const out: PendingProposal<ChatEvidence>[] = [];
  const oldest = now.getTime() - days * 86_400_000;
  const latest = records.findLastIndex((e) => e.type === 'analysis_done');
  // A chat an analysis already used (the same days and files), imported again, proposes nothing again.
  const used = new Set(records.slice(0, Math.max(latest, 0)).filter((e) => e.type === 'chat_imported').map(chatKey));
  for (let i = records.length - 1; i > latest; i -= 1) {
    const e = records[i] as (typeof records)[number];
    if (e.type !== 'chat_imported' || used.has(chatKey(e))) continue;
    const at = Date.parse(e.ts);
    if (!Number.isFinite(at) || at < oldest || at > now.getTime() + 86_400_000) continue;
    for (const p of proposalsOf(e, isSignal)) {
      if (out.some((o) => o.signal === p.signal || rivalSignals(o.signal, p.signal))) continue;
      out.push(p);
    }
  }
  return out;
}

/** Which chat an import read: its days and its files by name. */
function chatKey(e: { data: Readonly<Record<string, unknown>> }): string {
  const files = Array.isArray(e.data['files']) ? e.data['files'].filter(str).sort() : [];
  return JSON.stringify([dayOrNull(e.data['from']), dayOrNull(e.data['to']), files]);
}

// ── Logged interactions ─────────────────────────────────────────────────────
// What `simp log` recorded since the latest analysis (and within the same
// PROPOSAL_DAYS) proposes signals the same way a chat's measurements do, each
// with the records it rests on. One table, as CHAT_SIGNAL_MAP is; the open
// proposals of both meet in `mergeProposals`.

/** One interaction as read (interactions.jsonl), with its time on the wall clock. */
export interface LoggedRecord {
  ts: string;
  /** `wallTime(ts)`: milliseconds on a clock without zones. */
  wall: number;
  type: string;
  data: Readonly<Record<string, unknown>>;
}

/** The records a window holds, and the weeks it spans (from its first record to now; a window under a week counts as one). */
export interface LoggedWindow {
  records: readonly LoggedRecord[];
  weeks: number;
}

export type LogMeasureId = 'log.rarely_starts' | 'log.initiates' | 'log.late' | 'log.slow_replies' | 'log.meeting';

/** A conversation, not a meeting: what "they start chats" counts. */
const TALK_TYPES: ReadonlySet<string> = new Set(['chat_sent', 'chat_received', 'call', 'online_interaction']);
const talk = (r: LoggedRecord): boolean => TALK_TYPES.has(r.type);
const byThem = (r: LoggedRecord): boolean => r.data['initiator'] === 'them';
/** The hour of a record's time; a record of a day alone has none. */
const hourOf = (r: LoggedRecord): number | null => (r.ts.length > 10 ? new Date(r.wall).getUTCHours() : null);
/** 22:00–02:59, the chat table's late-night openings. */
const lateHour = (h: number | null): boolean => h !== null && (h >= 22 || h < 3);
const replyMinutes = (r: LoggedRecord): number | null => {
  const v = r.data['reply_delay_min'];
  return r.type === 'chat_received' && typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
};
const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * The one table of logged interactions: which records a measure rests on, the
 * figure they give (null: it does not hold), and the signal it stands for. The
 * thresholds mean what the chat table's do; in table order, a signal (or its
 * rival) already proposed is not proposed again.
 */
export const LOG_SIGNAL_MAP: readonly {
  readonly measure: LogMeasureId;
  /** The records the measure rests on (they are what the evidence cites). */
  readonly picks: (r: LoggedRecord) => boolean;
  /** The figure, and for a share how many of how many; null when it does not hold. */
  readonly figure: (picked: readonly LoggedRecord[], w: LoggedWindow) => { value: number; count?: number; of?: number } | null;
  readonly signal: SignalId | ((value: number) => SignalId);
}[] = [
  // The chat table's initiative.none: of 5 or more conversations whose starter was logged, they
  // started under 20% — "they rarely start". Before the "they start" row, so 1 of 10 is not "now and then".
  {
    measure: 'log.rarely_starts',
    picks: (r) => talk(r) && ['me', 'them', 'mutual'].includes(r.data['initiator'] as string),
    figure: (picked) => {
      const them = picked.filter(byThem).length;
      const percent = picked.length === 0 ? 0 : round1((100 * them) / picked.length);
      return picked.length >= 5 && percent < 20 ? { value: percent, count: them, of: picked.length } : null;
    },
    signal: 'yellow.rarely_starts',
  },
  // Conversations they started (`--initiator them`): the catalog's "often" is 3 or more a week, as
  // the chat table's; fewer, but at least two in the window, is "now and then" (one is an instance,
  // not a habit). The figure is per week over the window.
  {
    measure: 'log.initiates',
    picks: (r) => talk(r) && byThem(r),
    figure: (picked, w) => (picked.length >= 2 ? { value: round1(picked.length / w.weeks) } : null),
    signal: (perWeek) => (perWeek >= 3 ? 'msg.initiates_often' : 'msg.initiates_sometimes'),
  },
  // Two or more they started between 22:00 and 02:59: the chat table's late.some.
  {
    measure: 'log.late',
    picks: (r) => talk(r) && byThem(r) && lateHour(hourOf(r)),
    figure: (picked) => (picked.length >= 2 ? { value: picked.length } : null),
    signal: 'msg.late_night',
  },
  // Their replies (`--reply-after`) averaging over an hour, as the chat table's reply.slow; at least
  // three replies, so one slow evening is not "they reply very late". The figure is minutes on average.
  {
    measure: 'log.slow_replies',
    picks: (r) => replyMinutes(r) !== null,
    figure: (picked) => {
      if (picked.length < 3) return null;
      const avg = picked.reduce((s, r) => s + (replyMinutes(r) ?? 0), 0) / picked.length;
      return avg > 60 ? { value: Math.round(avg) } : null;
    },
    signal: 'msg.read_no_reply',
  },
  // A meeting they initiated: they create a one-on-one (the log is of this one person; a group outing is logged as `online_interaction` or not at all).
  {
    measure: 'log.meeting',
    picks: (r) => r.type === 'meeting' && byThem(r),
    figure: (picked) => (picked.length >= 1 ? { value: picked.length } : null),
    signal: 'offline.one_on_one',
  },
];

/** How many of the records a measure rests on its evidence cites (the newest). */
export const CITED_RECORDS = 8;

/** An interaction as evidence cites it: when, what, who started it, what was said of it. */
export interface CitedRecord {
  ts: string;
  type: string;
  initiator?: string;
  summary?: string;
  /** Minutes they took to answer (a received chat's `reply_delay_min`). */
  reply_after?: number;
}

/** A proposal's evidence from the interaction log, as stored. */
export interface InteractionEvidence {
  kind: 'interactions';
  measure: LogMeasureId;
  /** Per week (log.initiates), a percent (log.rarely_starts), minutes on average (log.slow_replies), else a count. */
  value: number;
  /** How many records it rests on (log.rarely_starts: how many of `of` they started). */
  count: number;
  of?: number;
  /** The first and last of those records' times. */
  from: string;
  to: string;
  /** The newest CITED_RECORDS of them, log order. */
  records: CitedRecord[];
}

const citedOf = (r: LoggedRecord): CitedRecord => {
  const initiator = r.data['initiator'];
  const summary = r.data['content_summary'];
  const reply = replyMinutes(r);
  return {
    ts: r.ts,
    type: r.type,
    ...(typeof initiator === 'string' ? { initiator } : {}),
    ...(typeof summary === 'string' && summary !== '' ? { summary } : {}),
    ...(reply !== null ? { reply_after: reply } : {}),
  };
};

/**
 * The signals logged interactions propose, in the table's order, each with its evidence.
 * `records`: the log's newest records, log order; those that happened after `since` (the
 * latest analysis's time; null: none yet) and within `days` of `now` are read. `nowWall`
 * is `now` on the wall clock (`wallOf`).
 */
export function interactionProposals(
  records: readonly { ts: string; type: string; data: Readonly<Record<string, unknown>> }[],
  since: number | null,
  nowWall: number,
  days = PROPOSAL_DAYS,
): PendingProposal[] {
  const oldest = nowWall - days * 86_400_000;
  const inWindow: LoggedRecord[] = [];
  for (const r of records) {
    if (r.data['planned'] === true) continue;
    const wall = wallTime(r.ts);
    if (wall === null || wall < oldest || wall > nowWall || (since !== null && wall <= since)) continue;
    inWindow.push({ ts: r.ts, wall, type: r.type, data: r.data });
  }
  if (inWindow.length === 0) return [];
  const first = inWindow.reduce((m, r) => Math.min(m, r.wall), Infinity);
  const w: LoggedWindow = { records: inWindow, weeks: Math.max(1, (nowWall - first) / WEEK_MS) };
  const out: PendingProposal[] = [];
  for (const row of LOG_SIGNAL_MAP) {
    const picked = inWindow.filter(row.picks);
    const f = row.figure(picked, w);
    if (f === null) continue;
    const signal = typeof row.signal === 'function' ? row.signal(f.value) : row.signal;
    if (out.some((p) => p.signal === signal || rivalSignals(p.signal, signal))) continue;
    // The first and last in time (a record logged late with an earlier --time sits later in the file).
    const firstRec = picked.reduce((a, r) => (r.wall < a.wall ? r : a));
    const lastRec = picked.reduce((a, r) => (r.wall >= a.wall ? r : a));
    out.push({
      signal,
      evidence: {
        kind: 'interactions',
        measure: row.measure,
        value: f.value,
        count: f.count ?? picked.length,
        ...(f.of !== undefined ? { of: f.of } : {}),
        from: firstRec.ts,
        to: lastRec.ts,
        records: picked.slice(-CITED_RECORDS).map(citedOf),
      },
    });
  }
  return out;
}

/**
 * Where evidence ends: a chat's last day (to its end: the whole day was read), else its
 * import; the interaction log's last record it cites.
 */
function evidenceEnd(e: ProposalEvidence): number {
  if (e.kind === 'interactions') return wallTime(e.to) ?? 0;
  const day = e.to === null ? null : wallTime(e.to);
  return day !== null ? day + 86_400_000 - 1 : (wallTime(e.imported_at) ?? 0);
}

/**
 * The open proposals of imported chats and of logged interactions together. Where both propose
 * the same signal or rivals (ta 每周主动 / ta 偶尔主动), the newest evidence stands: the one whose
 * records reach later (a chat reaches the end of its last day, so on that day the chat's stands:
 * it read the whole conversation). Order: the chats' that stand, then the log's.
 */
export function mergeProposals(chat: readonly PendingProposal[], logged: readonly PendingProposal[]): PendingProposal[] {
  if (logged.length === 0) return [...chat];
  const all = [...chat, ...logged];
  const newestFirst = all.map((p, i) => ({ p, i, end: evidenceEnd(p.evidence) })).sort((a, b) => b.end - a.end || a.i - b.i);
  const kept = new Set<number>();
  const taken: PendingProposal[] = [];
  for (const { p, i } of newestFirst) {
    if (taken.some((o) => o.signal === p.signal || rivalSignals(o.signal, p.signal))) continue;
    taken.push(p);
    kept.add(i);
  }
  return all.filter((_, i) => kept.has(i));
}

// ── Photo meetups ───────────────────────────────────────────────────────────

/** How many meetups a photo evidence names (the newest), and how many file names of each. */
export const CITED_MEETUPS = 5;
export const CITED_PHOTOS = 3;

/** A meetup the photos show, as evidence stores it. */
export interface CitedMeetup {
  /** The day and the first and last photo's clock time (the camera's wall clock). */
  date: string;
  start: string;
  end: string;
  photo_count: number;
  /** The first CITED_PHOTOS photos' paths under the photo folder. */
  photos: string[];
}

/** What an offline signal rests on from the crush's photos (memories/photos/): the meetups since the previous analysis. */
export interface PhotoEvidence {
  kind: 'photos';
  meetups: CitedMeetup[];
}

/**
 * The meetups to cite: those that began after `since` (the previous analysis; null: none)
 * and within `days` of `nowWall`, the newest CITED_MEETUPS, in time order; null when none.
 */
export function photoEvidence(meetups: readonly Meetup[], since: number | null, nowWall: number, days = PROPOSAL_DAYS): PhotoEvidence | null {
  const oldest = nowWall - days * 86_400_000;
  const kept = meetups.filter((m) => {
    const at = wallTime(`${m.date}T${m.start}`);
    return at !== null && at >= oldest && at <= nowWall && (since === null || at > since);
  });
  if (kept.length === 0) return null;
  return {
    kind: 'photos',
    meetups: kept.slice(-CITED_MEETUPS).map((m) => ({ date: m.date, start: m.start, end: m.end, photo_count: m.photoCount, photos: m.photos.slice(0, CITED_PHOTOS) })),
  };
}

/** The signals photos of a meetup can be evidence of: those about meeting (the offline dimension). */
export const OFFLINE_SIGNALS: ReadonlySet<string> = new Set(SIGNALS.filter((s) => s.dimension === 'offline').map((s) => s.id));

// ── Stored evidence, read back ─────────────────────────────────────────────

export type ProposalEvidence = ChatEvidence | InteractionEvidence;
export type SignalEvidence = ProposalEvidence | PhotoEvidence;

const LOG_MEASURES: ReadonlySet<string> = new Set(LOG_SIGNAL_MAP.map((r) => r.measure));
const isDay = (v: unknown): v is string => str(v) && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isClock = (v: unknown): v is string => str(v) && /^\d{2}:\d{2}$/.test(v);

function citedRecordOf(value: unknown): CitedRecord | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (!str(v['ts']) || !str(v['type'])) return null;
  return {
    ts: v['ts'],
    type: v['type'],
    ...(str(v['initiator']) ? { initiator: v['initiator'] } : {}),
    ...(str(v['summary']) ? { summary: v['summary'] } : {}),
    ...(num(v['reply_after']) ? { reply_after: v['reply_after'] } : {}),
  };
}

function interactionEvidenceOf(v: Record<string, unknown>): InteractionEvidence | null {
  if (!str(v['measure']) || !LOG_MEASURES.has(v['measure']) || !num(v['value']) || !num(v['count']) || !str(v['from']) || !str(v['to'])) return null;
  const records = Array.isArray(v['records']) ? v['records'].map(citedRecordOf).filter((r): r is CitedRecord => r !== null) : [];
  return { kind: 'interactions', measure: v['measure'] as LogMeasureId, value: v['value'], count: v['count'], ...(num(v['of']) ? { of: v['of'] } : {}), from: v['from'], to: v['to'], records };
}

function photoEvidenceOf(v: Record<string, unknown>): PhotoEvidence | null {
  if (!Array.isArray(v['meetups'])) return null;
  const meetups: CitedMeetup[] = [];
  for (const m of v['meetups'] as unknown[]) {
    if (m === null || typeof m !== 'object') continue;
    const r = m as Record<string, unknown>;
    if (!isDay(r['date']) || !num(r['photo_count'])) continue;
    meetups.push({
      date: r['date'],
      start: isClock(r['start']) ? r['start'] : '',
      end: isClock(r['end']) ? r['end'] : '',
      photo_count: r['photo_count'],
      photos: Array.isArray(r['photos']) ? r['photos'].filter(str) : [],
    });
  }
  return meetups.length > 0 ? { kind: 'photos', meetups } : null;
}

/** One stored evidence object, in a shape this program writes; anything else reads as none. */
export function signalEvidenceOf(value: unknown): SignalEvidence | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  switch (v['kind']) {
    case 'chat':
      return chatEvidenceOf(v);
    case 'interactions':
      return interactionEvidenceOf(v);
    case 'photos':
      return photoEvidenceOf(v);
    default:
      return null;
  }
}

/** A signal's stored evidence: one object, or a list of them (a proposal's and the photos'). */
export function evidenceListOf(value: unknown): SignalEvidence[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map(signalEvidenceOf).filter((e): e is SignalEvidence => e !== null);
}

/** As `signal_evidence` stores a signal's evidence: the object alone when there is one (as chat evidence always was), else the list. */
export const storedEvidence = (list: readonly SignalEvidence[]): SignalEvidence | SignalEvidence[] => (list.length === 1 ? (list[0] as SignalEvidence) : [...list]);
