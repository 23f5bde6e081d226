/**
 * A draft close to a message already sent: "you sent something like this on
 * 11-20". The comparison is the Dice coefficient of character bigrams over
 * the text folded (case, width, punctuation, spaces and emoji left out), which
 * reads Chinese and English alike without a tokenizer. Written here rather
 * than taken from a package: it is a dozen lines, and the similarity packages
 * on the registry are unmaintained or much larger than the need.
 */

import { parseTs } from './history.js';

export interface SentMessage {
  readonly ts: string;
  readonly text: string;
}

export interface RepeatedMessage extends SentMessage {
  /** 0–1: the share of character pairs the two have in common. */
  readonly similarity: number;
}

/** From this similarity a draft reads as saying the same again. */
export const REPEAT_SIMILARITY = 0.6;
/** Messages sent within this many days are compared. */
export const REPEAT_WINDOW_DAYS = 28;
/**
 * Drafts shorter than this (folded) are not compared: a 晚安 or a "good
 * morning" said every day is a habit, not a repeat.
 */
export const REPEAT_MIN_CHARS = 8;

const DAY_MS = 86_400_000;

/** Letters and digits only, lower case, full-width folded: what the comparison reads. */
export function foldForCompare(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function bigrams(folded: string): Map<string, number> {
  const chars = [...folded];
  const out = new Map<string, number>();
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const pair = `${chars[i]}${chars[i + 1]}`;
    out.set(pair, (out.get(pair) ?? 0) + 1);
  }
  return out;
}

/** The Dice coefficient of the two texts' character bigrams (multiset), folded first. */
export function similarity(a: string, b: string): number {
  const x = bigrams(foldForCompare(a));
  const y = bigrams(foldForCompare(b));
  const size = (m: Map<string, number>) => [...m.values()].reduce((n, c) => n + c, 0);
  const total = size(x) + size(y);
  if (total === 0) return 0;
  let shared = 0;
  for (const [pair, n] of x) shared += Math.min(n, y.get(pair) ?? 0);
  return (2 * shared) / total;
}

/** The sent message in the window most like the draft, when it is close enough; the newest wins a tie. */
export function repeatOf(draft: string, sent: readonly SentMessage[], now: Date): RepeatedMessage | null {
  if ([...foldForCompare(draft)].length < REPEAT_MIN_CHARS) return null;
  const from = now.getTime() - REPEAT_WINDOW_DAYS * DAY_MS;
  let best: RepeatedMessage | null = null;
  for (const m of sent) {
    const at = parseTs(m.ts);
    if (at === null || at < from || at > now.getTime()) continue;
    const s = similarity(draft, m.text);
    if (s >= REPEAT_SIMILARITY && (best === null || s > best.similarity || (s === best.similarity && m.ts > best.ts))) best = { ...m, similarity: s };
  }
  return best;
}
