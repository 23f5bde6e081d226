import type { Label } from './types.js';

export type QuitDimension = 'other' | 'self' | 'cost';
export type OtherReading = 'positive' | 'unclear' | 'negative' | 'none';

export interface QuitQuestion {
  /** Also the JSON path of the answer in an answers file (`other`, `self.x`, `cost.y`). */
  readonly id: string;
  readonly dimension: QuitDimension;
  readonly label: Label;
}

export const QUIT_DIMENSIONS: readonly { id: QuitDimension; label: Label }[] = [
  { id: 'other', label: { zh: 'ta 的态度', en: 'The other person' } },
  { id: 'self', label: { zh: '你的心意', en: 'Your feelings' } },
  { id: 'cost', label: { zh: '你付出的代价', en: 'What it costs you' } },
];

export const QUIT_OTHER_OPTIONS = [
  { value: 'positive', label: { zh: '有明确的积极信号', en: 'Clear positive signals' } },
  { value: 'unclear', label: { zh: '信号不明确、时冷时热', en: 'Unclear, hot and cold' } },
  { value: 'negative', label: { zh: '有明确的消极信号（拒绝、疏远）', en: 'Clear negative signals (a no, pulling away)' } },
  { value: 'none', label: { zh: '几乎没有任何信号', en: 'No signal at all' } },
] as const satisfies readonly { value: OtherReading; label: Label }[];

export const QUIT_OTHER_QUESTION = {
  id: 'other',
  dimension: 'other',
  label: { zh: '回看整条时间线，ta 给你的信号更像哪一种？', en: 'Looking back over the whole timeline, which best describes their signals?' },
} as const satisfies QuitQuestion;

/** Yes/no; `sincereAnswer` is the answer that points to sincere feeling rather than not wanting to lose. */
export const QUIT_SELF_QUESTIONS = [
  { id: 'self.like_person', key: 'like_person', dimension: 'self', sincereAnswer: true,
    label: { zh: '你喜欢的是 ta 这个人本身，而不只是"追到 ta"这件事吗？', en: 'Is it them you like, rather than the idea of winning them?' } },
  { id: 'self.happy_for_them', key: 'happy_for_them', dimension: 'self', sincereAnswer: true,
    label: { zh: '如果 ta 和别人在一起并且很幸福，你能慢慢为 ta 高兴吗？', en: 'If they were happy with someone else, could you in time be glad for them?' } },
  { id: 'self.want_to_win', key: 'want_to_win', dimension: 'self', sincereAnswer: false,
    label: { zh: '你继续下去，更多是因为不想输、不想被拒绝吗？', en: 'Do you keep going mostly because you do not want to lose or be turned down?' } },
  { id: 'self.sunk_cost', key: 'sunk_cost', dimension: 'self', sincereAnswer: false,
    label: { zh: '你继续主要是因为已经投入太多，停下来觉得亏吗？', en: 'Do you keep going mainly because you have put in so much that stopping feels like a waste?' } },
  { id: 'self.real_person', key: 'real_person', dimension: 'self', sincereAnswer: true,
    label: { zh: '你了解现在真实的 ta，而不只是你想象中的样子吗？', en: 'Do you know who they really are now, not only the version you imagine?' } },
] as const satisfies readonly (QuitQuestion & { key: string; sincereAnswer: boolean })[];

/** Yes/no; yes means this part of the cost is high. */
export const QUIT_COST_QUESTIONS = [
  { id: 'cost.energy', key: 'energy', dimension: 'cost',
    label: { zh: '这段追求让你精疲力尽吗？', en: 'Does this pursuit leave you drained?' } },
  { id: 'cost.neglected_life', key: 'neglected_life', dimension: 'cost',
    label: { zh: '你因此忽略了自己的生活（朋友、工作、学习、爱好）吗？', en: 'Have you been neglecting your own life (friends, work, study, hobbies) for it?' } },
  { id: 'cost.anxiety_over_joy', key: 'anxiety_over_joy', dimension: 'cost',
    label: { zh: '想到 ta 时，焦虑多过开心吗？', en: 'When you think of them, is there more anxiety than joy?' } },
] as const satisfies readonly (QuitQuestion & { key: string })[];

/** Every question, grouped by dimension in the order the flow asks them. */
export const QUIT_QUESTIONS: readonly QuitQuestion[] = [
  QUIT_OTHER_QUESTION,
  ...QUIT_SELF_QUESTIONS,
  ...QUIT_COST_QUESTIONS,
];
