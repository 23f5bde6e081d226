import type { Label, Severity } from './types.js';

export interface BurnoutTrigger {
  readonly id: string;
  readonly severity: Severity;
  readonly label: Label;
}

/** SPEC 6.4 anti-burnout triggers. */
export const BURNOUT_TRIGGERS = [
  { id: 'burnout.many_runs', severity: 'high',
    label: { zh: '7 天内分析/每日/进度跑了 10 次以上', en: '10+ analyze/daily/progress runs in 7 days' } },
  { id: 'burnout.same_flow_day', severity: 'medium',
    label: { zh: '同一天把同一个功能跑了 3 次以上', en: 'The same flow 3+ times in one day' } },
  { id: 'burnout.falling_scores', severity: 'medium',
    label: { zh: '最近三次分析分数连续下降，共降 5 分以上', en: 'The last three analyses fell each time, by 5+ in total' } },
  { id: 'burnout.low_no_green', severity: 'low',
    label: { zh: '14 天分数低于 8 且没有绿灯信号', en: 'Score below 8 for 14 days with no green signal' } },
  { id: 'burnout.anxious_notes', severity: 'high',
    label: { zh: '最近 3 条记录里有 2 条带着焦虑的话', en: 'Anxious wording in 2 of your last 3 notes' } },
  { id: 'burnout.low_mood', severity: 'medium',
    label: { zh: '你记下的最近 5 次心情里有 3 次在 2 分或以下', en: '3 of the last 5 moods you recorded at 2 or lower' } },
] as const satisfies readonly BurnoutTrigger[];

export type BurnoutTriggerId = (typeof BURNOUT_TRIGGERS)[number]['id'];

/** Matched as plain substrings of what the user typed. */
export const ANXIOUS_PHRASES: readonly string[] = ['还没回', '为什么', '是不是不喜欢我', '我是不是'];

/** How the burnout reasons name the counted flows. */
export const FLOW_NAMES: Readonly<Record<string, Label>> = {
  analyze: { zh: '信号分析', en: 'analyze' },
  daily: { zh: '今日小结', en: 'daily' },
  progress: { zh: '进度评估', en: 'progress' },
};

/** Flows whose runs count toward "too many runs". */
export const COUNTED_FLOWS: readonly string[] = ['analyze', 'daily', 'progress'];

/** Shown before any advice when a trigger fires. Calm, no instructions about the other person. */
export const BREAK_MESSAGE: Label = {
  zh: '先停一下吧。你最近花了很多心思在这件事上，这说明你很在乎，但你自己也很重要。今天可以先不分析，去做一件让你放松的事，过两天再回来看看。',
  en: 'Maybe pause here for a moment. You have put a lot of thought into this lately, which shows how much you care, and you matter too. You could skip the analysis today, do something that relaxes you, and come back in a couple of days.',
};
