import type { Stage } from './types.js';
import type { SignalId } from './catalog-signals.js';

export interface MbtiAdjustment {
  readonly letter: 'I' | 'T' | 'P' | 'J';
  readonly signalId: SignalId;
  /** The calibrated value replaces the base points (it is not added to them). */
  readonly points: number;
  /** When set, the rule applies only while the current stage is one of these. */
  readonly stages?: readonly Stage[];
}

// SPEC 6.1. I and P both set "reads without replying" to -1, so the rules
// agree whenever both letters are present.
export const MBTI_ADJUSTMENTS: readonly MbtiAdjustment[] = [
  { letter: 'I', signalId: 'msg.read_no_reply', points: -1 },
  { letter: 'I', signalId: 'msg.late_night', points: 4 },
  { letter: 'T', signalId: 'emotion.shares_private', points: 3 },
  { letter: 'T', signalId: 'emotion.cares_for_you', points: 2 },
  { letter: 'P', signalId: 'msg.read_no_reply', points: -1 },
  // "Before 暧昧期": the start and the first two rungs of the ladder.
  { letter: 'J', signalId: 'offline.avoids_one_on_one', points: -1, stages: ['未知', '破冰期', '升温期'] },
];

const MBTI_PATTERN = /^[EI][SN][TF][JP]$/;

/**
 * The four letters of a valid type, upper-cased; null for anything else
 * (placeholders such as "[待填写]", empty, or a malformed value), which means
 * "no calibration".
 */
export function parseMbti(mbti: string | null | undefined): string | null {
  if (typeof mbti !== 'string') return null;
  const type = mbti.trim().toUpperCase();
  return MBTI_PATTERN.test(type) ? type : null;
}
