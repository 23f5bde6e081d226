import { RISKS, type RiskId } from './catalog-risks.js';
import type { ProgressAnswers } from './progress-input.js';
import type { Trend } from './progress-trend.js';
import type { Label, Severity, Stage } from './types.js';

export interface FoundRisk {
  readonly id: RiskId;
  readonly severity: Severity;
  readonly reason: Label;
  /** What in the records raised it, as data (kept with the check, shown by `why`). */
  readonly evidence: RiskEvidence;
}

/**
 * The records a risk rests on: the stage itself, the last reading, an answer
 * given in the check, the burnout check, two scores, the share of
 * conversations opened, or the time the stage began.
 */
export type RiskEvidence =
  | { readonly kind: 'stage'; readonly stage: Stage }
  | { readonly kind: 'reading' }
  | { readonly kind: 'answer' }
  | { readonly kind: 'burnout' }
  | { readonly kind: 'scores'; readonly from: number; readonly to: number }
  | { readonly kind: 'initiative'; readonly percent: number; readonly chats: number }
  | { readonly kind: 'since'; readonly since: string | null };

/** What the risks read beside the answers: the score now and when the stage began. */
export interface RiskContext {
  readonly score: number | null;
  readonly stageSince: string | null;
}

/** Risks of SPEC 6.2, in the catalogue's order (highest severity first). */
export function findRisks(answers: ProgressAnswers, stage: Stage, trend: Trend, stalled: boolean, context: RiskContext = { score: null, stageSince: null }): FoundRisk[] {
  const reasons: Partial<Record<RiskId, Label>> = {};
  const evidence: Partial<Record<RiskId, RiskEvidence>> = {};
  if (answers.friendZone === true || stage === '友谊区') {
    reasons['risk.friend_zone'] =
      stage === '友谊区'
        ? { zh: '当前阶段是友谊区', en: 'The current stage is the friend zone' }
        : { zh: 'ta 用朋友来定义你们', en: 'They described you as a friend' };
    evidence['risk.friend_zone'] = stage === '友谊区' ? { kind: 'stage', stage } : { kind: 'reading' };
  }
  if (answers.burnout === true) {
    reasons['risk.burnout'] = { zh: '防倦怠检查提示你需要休息', en: 'The burnout check suggests a break' };
    evidence['risk.burnout'] = { kind: 'burnout' };
  }
  if (answers.rival === true) {
    reasons['risk.rival'] = { zh: '你提到有其他人在追 ta', en: 'You said someone else is pursuing them' };
    evidence['risk.rival'] = { kind: 'answer' };
  }
  if (trend.reading === 'falling' && trend.delta !== null) {
    reasons['risk.cooling'] = {
      zh: `分数比上次下降了 ${-trend.delta} 分`,
      en: `The score fell ${-trend.delta} points since last time`,
    };
    evidence['risk.cooling'] = context.score === null ? { kind: 'answer' } : { kind: 'scores', from: context.score - trend.delta, to: context.score };
  }
  if (answers.userStartsMostChats === true) {
    const m = answers.initiativeMeasured;
    reasons['risk.over_pursuit'] = m
      ? { zh: `近 30 天的 ${m.chats} 次对话里 ${m.percent}% 由你开启（互动记录）`, en: `You opened ${m.percent}% of ${m.chats} conversations in the last 30 days (interaction log)` }
      : { zh: '超过八成的聊天由你开始', en: 'You start more than 80% of the chats' };
    evidence['risk.over_pursuit'] = m ? { kind: 'initiative', percent: m.percent, chats: m.chats } : { kind: 'answer' };
  }
  if (stalled) {
    reasons['risk.stalled'] = { zh: '同一阶段已超过 6 周', en: 'Same stage for more than 6 weeks' };
    evidence['risk.stalled'] = { kind: 'since', since: context.stageSince };
  }
  if (answers.theyAreStressed === true) {
    reasons['risk.bad_timing'] = { zh: 'ta 最近压力很大', en: 'They are under stress right now' };
    evidence['risk.bad_timing'] = { kind: 'answer' };
  }
  return RISKS.flatMap((r) => {
    const reason = reasons[r.id];
    return reason ? [{ id: r.id, severity: r.severity, reason, evidence: evidence[r.id] ?? { kind: 'answer' } }] : [];
  });
}
