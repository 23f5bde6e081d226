import { inRange, SCORED_LADDER, stageInfo, type ScoreRange } from './stages.js';
import type { Stage } from './types.js';

/**
 * The stage the analyze flow proposes; the user confirms or overrides it.
 *
 * Rule, in order:
 * 1. After a confession (表白后-成功 / 表白后-被拒) keep the stage: an outcome is
 *    something the user reports, never something a score implies.
 * 2. A friend-zone item was ticked -> 友谊区 (SPEC 6.1: it outweighs every green).
 * 3. In a side state (友谊区, 重启期) keep it: leaving one is the user's call.
 * 4. Otherwise pick the ladder stage (破冰期..表白前) whose score range is
 *    nearest the score (distance 0 when inside it; a negative score is
 *    nearest 破冰期). Where ranges overlap, prefer the candidate closest to
 *    the current stage on the ladder, so a score that still fits the current
 *    stage keeps it; from 未知 this prefers the lowest stage.
 */
export function suggestStage(score: number, current: Stage, friendZone: boolean): Stage {
  if (current === '表白后-成功' || current === '表白后-被拒') return current;
  if (friendZone) return '友谊区';
  const currentRung = stageInfo(current).rung;
  if (currentRung === null) return current;

  let best: Stage = '破冰期';
  let bestKey: [number, number] = [Infinity, Infinity];
  for (const stage of SCORED_LADDER) {
    const info = stageInfo(stage);
    const range = info.range as ScoreRange;
    const key: [number, number] = [distance(score, range), Math.abs((info.rung ?? 0) - currentRung)];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = stage;
      bestKey = key;
    }
  }
  return best;
}

function distance(score: number, range: ScoreRange): number {
  if (inRange(score, range)) return 0;
  return score < range.min ? range.min - score : score - range.max;
}
