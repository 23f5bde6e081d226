import type { Label, Severity } from './types.js';

export interface Risk {
  readonly id: string;
  readonly severity: Severity;
  readonly label: Label;
  /** What a person can look at, phrased as a reflection rather than an order. */
  readonly hint: Label;
}

/** SPEC 6.2 risk table. */
export const RISKS = [
  { id: 'risk.friend_zone', severity: 'high',
    label: { zh: '友谊区信号', en: 'Friend-zone wording' },
    hint: { zh: 'ta 用朋友来定义你们，这比任何绿灯都更重要，值得认真对待。', en: 'They framed you as a friend; that outweighs any green signal and deserves to be taken seriously.' } },
  { id: 'risk.burnout', severity: 'high',
    label: { zh: '你可能累了', en: 'You may be burning out' },
    hint: { zh: '最近的分析和焦虑都很多，先照顾好自己。', en: 'Lots of checking and worry lately; looking after yourself comes first.' } },
  { id: 'risk.rival', severity: 'medium-high',
    label: { zh: '有竞争者', en: 'A rival' },
    hint: { zh: '不贬低别人，也不急着表白；ta 的选择由 ta 决定。', en: 'No putting anyone down and no rushed confession; the choice is theirs.' } },
  { id: 'risk.cooling', severity: 'medium',
    label: { zh: '热度下降', en: 'Cooling down' },
    hint: { zh: '分数在下降，先弄清发生了什么，而不是加倍投入。', en: 'The score is falling; understanding why matters more than trying harder.' } },
  { id: 'risk.over_pursuit', severity: 'medium',
    label: { zh: '过度主动', en: 'Over-pursuit' },
    hint: { zh: '超过八成的聊天由你开始，给 ta 留一些主动的空间。', en: 'You start more than 80% of chats; there is room for them to reach out too.' } },
  { id: 'risk.stalled', severity: 'medium',
    label: { zh: '进展停滞', en: 'Stalled' },
    hint: { zh: '同一阶段已超过 6 周，可以换个方式，或诚实地看看信号。', en: 'Same stage for more than 6 weeks; a different approach, or an honest look at the signals, may help.' } },
  { id: 'risk.bad_timing', severity: 'low-medium',
    label: { zh: '时机不好', en: 'Bad timing' },
    hint: { zh: 'ta 正处在压力中，陪伴比推进更合适。', en: 'They are under stress; being there fits better than moving things forward.' } },
] as const satisfies readonly Risk[];

export type RiskId = (typeof RISKS)[number]['id'];

export interface ReadinessCondition {
  readonly id: string;
  readonly label: Label;
}

/** SPEC 6.2: confession readiness is how many of these five are met. */
export const READINESS_CONDITIONS = [
  { id: 'ready.green_signals', label: { zh: '最近有 3 个以上绿灯信号', en: '3+ recent green signals' } },
  { id: 'ready.stable_one_on_one', label: { zh: '有稳定的 1 对 1 相处', en: 'Stable 1-on-1 contact' } },
  { id: 'ready.no_rival', label: { zh: '没有活跃的竞争者', en: 'No active rival' } },
  { id: 'ready.user_calm', label: { zh: '你的心态平稳，不焦虑', en: 'You feel calm, not anxious' } },
  { id: 'ready.time_place', label: { zh: '选好了时间和地点', en: 'Time and place chosen' } },
] as const satisfies readonly ReadinessCondition[];

export type ReadinessId = (typeof READINESS_CONDITIONS)[number]['id'];
