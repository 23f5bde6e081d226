// Who starts: the one definition every place that says it uses (rhythm, progress,
// the chat import, the charts, the review before letting go). A conversation is a
// run of chats with no more than an hour of quiet between two of them; whoever
// wrote its first chat started it. Counting records instead would count
// messages (a chat import writes one per message), not who starts. Pure.
import { isPlanned } from '../model/records.js';
import { wallTime, type RhythmRecord } from './rhythm.js';

/** More quiet than this between two chats starts a new conversation. */
export const CONVERSATION_GAP_MS = 3_600_000;

/** The first chat of a conversation: when (ms) and whether you wrote it. */
export interface Opening {
  at: number;
  mine: boolean;
}

/** Who opened the conversations of a stretch of time. */
export interface WhoStarts {
  /** Conversations opened in it. */
  conversations: number;
  you: number;
  them: number;
  /** Your share, whole percent; null without a conversation. */
  percent: number | null;
}

/**
 * The opening of each conversation, from chats given as times (`at`, ms) and
 * who wrote each (`mine`, truthy for you): in time order, chats at the same
 * moment in the order given.
 */
export function conversationOpenings(at: ArrayLike<number>, mine: ArrayLike<unknown>): Opening[] {
  const n = at.length;
  let inOrder = true;
  for (let i = 1; i < n && inOrder; i += 1) if ((at[i] as number) < (at[i - 1] as number)) inOrder = false;
  // Array sort is stable: a tie keeps the order given.
  const order = inOrder ? null : Array.from({ length: n }, (_, i) => i).sort((a, b) => (at[a] as number) - (at[b] as number));
  const out: Opening[] = [];
  let last = -Infinity;
  for (let k = 0; k < n; k += 1) {
    const i = order === null ? k : (order[k] as number);
    const t = at[i] as number;
    if (t - last > CONVERSATION_GAP_MS) out.push({ at: t, mine: Boolean(mine[i]) });
    last = t;
  }
  return out;
}

/** A record that is a chat whose writer is known (`is_initiator`), and happened (not planned). */
export function starterOf(r: { readonly type: string; readonly data: Readonly<Record<string, unknown>> }): boolean | null {
  if (r.type !== 'chat_sent' && r.type !== 'chat_received') return null;
  const starter = r.data['is_initiator'];
  return typeof starter === 'boolean' && !isPlanned(r) ? starter : null;
}

/** The conversations of interaction records: their chats with a known writer (any other record neither opens nor joins one). */
export function recordOpenings(records: readonly RhythmRecord[]): Opening[] {
  const at: number[] = [];
  const mine: boolean[] = [];
  for (const r of records) {
    const starter = starterOf(r);
    const t = starter === null ? null : wallTime(r.ts);
    if (t === null || starter === null) continue;
    at.push(t);
    mine.push(starter);
  }
  return conversationOpenings(at, mine);
}

/** Your share of `you` out of `conversations`, whole percent; null for none. */
export const startShare = (you: number, conversations: number): number | null => (conversations === 0 ? null : Math.round((you / conversations) * 100));

/** Who opened the conversations that began between `from` and `to` (ms, both included); a conversation begun before `from` is not one of them. */
export function countOpenings(openings: readonly Opening[], from = -Infinity, to = Infinity): WhoStarts {
  let you = 0;
  let them = 0;
  for (const o of openings) {
    if (o.at < from || o.at > to) continue;
    if (o.mine) you += 1;
    else them += 1;
  }
  return { conversations: you + them, you, them, percent: startShare(you, you + them) };
}

/** Who starts, from interaction records, for the conversations begun between `from` and `to`. */
export function whoStarts(records: readonly RhythmRecord[], from = -Infinity, to = Infinity): WhoStarts {
  return countOpenings(recordOpenings(records), from, to);
}
