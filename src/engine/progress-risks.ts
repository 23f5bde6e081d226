import { RISKS, type RiskId } from './catalog-risks.js';
import type { ProgressAnswers } from './progress-input.js';
import type { Trend } from './progress-trend.js';
import type { Label, Severity, Stage } from './types.js';

export interface FoundRisk {
  readonly id: RiskId;
  readonly severity: Severity;
  readonly reason: Label;
}

/** Risks of SPEC 6.2, in the catalogue's order (highest severity first). */
export function findRisks(answers: ProgressAnswers, stage: Stage, trend: Trend, stalled: boolean): FoundRisk[] {
  const reasons: Partial<Record<RiskId, Label>> = {};
  if (answers.friendZone === true || stage === '友谊区') {
    reasons['risk.friend_zone'] =
      stage === '友谊区'
        ? { zh: '当前阶段是友谊区', en: 'The current stage is the friend zone' }
        : { zh: 'ta 用朋友来定义你们', en: 'They described you as a friend' };
  }
  if (answers.burnout === true) {
    reasons['risk.burnout'] = { zh: '防倦怠检查提示你需要休息', en: 'The burnout check suggests a break' };
  }
  if (answers.rival === true) {
    reasons['risk.rival'] = { zh: '你提到有其他人在追 ta', en: 'You said someone else is pursuing them' };
  }
  if (trend.reading === 'falling' && trend.delta !== null) {
    reasons['risk.cooling'] = {
      zh: `分数比上次下降了 ${-trend.delta} 分`,
      en: `The score fell ${-trend.delta} points since last time`,
    };
  }
  if (answers.userStartsMostChats === true) {
    const m = answers.initiativeMeasured;
    reasons['risk.over_pursuit'] = m
      ? { zh: `近 30 天的 ${m.chats} 次对话里 ${m.percent}% 由你开启（互动记录）`, en: `You opened ${m.percent}% of ${m.chats} conversations in the last 30 days (interaction log)` }
      : { zh: '超过八成的聊天由你开始', en: 'You start more than 80% of the chats' };
  }
  if (stalled) {
    reasons['risk.stalled'] = { zh: '同一阶段已超过 6 周', en: 'Same stage for more than 6 weeks' };
  }
  if (answers.theyAreStressed === true) {
    reasons['risk.bad_timing'] = { zh: 'ta 最近压力很大', en: 'They are under stress right now' };
  }
  return RISKS.flatMap((r) => {
    const reason = reasons[r.id];
    return reason ? [{ id: r.id, severity: r.severity, reason }] : [];
  });
}
