// What an imported chat proposes for the next signal reading: the chat score's
// measurements that mean what a catalog signal means, with the figure behind
// each. The user confirms or unticks them in the next analyze; nothing is
// scored from a chat without that.
import { rivalSignals, type SignalId } from '../catalog-signals.js';
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

export interface PendingProposal {
  signal: SignalId;
  evidence: ChatEvidence;
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
function proposalsOf(e: { ts: string; data: Readonly<Record<string, unknown>> }, isSignal: (id: string) => boolean): PendingProposal[] {
  const list = e.data['proposals'];
  if (!Array.isArray(list)) return [];
  const files = Array.isArray(e.data['files']) ? e.data['files'].filter(str) : [];
  const out: PendingProposal[] = [];
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
): PendingProposal[] {
  const out: PendingProposal[] = [];
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
