import type { Label } from './types.js';

export interface QuitSignal {
  readonly id: string;
  readonly label: Label;
}

/**
 * The eight quit signals of SPEC 6.3, answered yes/no under `signals.<key>`.
 * `clearNo` marks the ones that are a clear "no" from the other person: the
 * product never encourages continuing past one.
 */
export const QUIT_SIGNALS = [
  { id: 'qs.just_friends', key: 'just_friends', clearNo: true,
    label: { zh: 'ta 说过"我们只是朋友"', en: 'They said "just friends"' } },
  { id: 'qs.dating_someone', key: 'dating_someone', clearNo: true,
    label: { zh: 'ta 在和别人交往', en: 'They are dating someone' } },
  { id: 'qs.pulled_away', key: 'pulled_away', clearNo: false,
    label: { zh: 'ta 疏远你已经超过 2 个月', en: 'They have pulled away for 2+ months' } },
  { id: 'qs.rejected_no_signal', key: 'rejected_no_signal', clearNo: true,
    label: { zh: '被拒之后再没有新的信号', en: 'A rejection, with no signal since' } },
  { id: 'qs.tired_months', key: 'tired_months', clearNo: false,
    label: { zh: '3 个月以上累多于期待', en: 'More tired than hopeful for 3+ months' } },
  { id: 'qs.anxiety_sleep_work', key: 'anxiety_sleep_work', clearNo: false,
    label: { zh: '焦虑影响了睡眠或工作', en: 'Anxiety affects your sleep or work' } },
  { id: 'qs.no_happy_memory', key: 'no_happy_memory', clearNo: false,
    label: { zh: '想不起上一次开心是什么时候', en: 'You cannot remember the last happy moment' } },
  { id: 'qs.love_or_stubborn', key: 'love_or_stubborn', clearNo: false,
    label: { zh: '分不清是喜欢还是不甘心', en: 'You cannot tell love from stubbornness' } },
] as const satisfies readonly (QuitSignal & { key: string; clearNo: boolean })[];

/** Quit signals read from the event history rather than asked. */
export const QUIT_HISTORY_SIGNALS = [
  { id: 'hist.friend_zone', label: { zh: '记录里到过友谊区阶段', en: 'The history reached the friend-zone stage' } },
  { id: 'hist.scores_falling', label: { zh: '分数长期在下降', en: 'Scores have been falling over a long run' } },
  { id: 'hist.no_green_2_months', label: { zh: '超过 2 个月没有绿灯信号', en: 'No green signal for 2+ months' } },
] as const satisfies readonly QuitSignal[];

export type QuitConclusion = 'A' | 'B' | 'C' | 'D';
export type QuitVerdict = 'continue' | 'reconsider' | 'let_go';

/** Conclusions and the event verdict each maps to (SPEC 6.3). The text reflects; it never orders. */
export const QUIT_CONCLUSIONS = [
  { id: 'A', verdict: 'continue', label: { zh: '继续', en: 'Continue' },
    reflection: { zh: '你的心意是真诚的，ta 的信号也在，代价你承受得起。', en: 'Your feelings are sincere, their signals are there, and the cost is one you can carry.' } },
  { id: 'B', verdict: 'continue', label: { zh: '调整后继续', en: 'Adjust and continue' },
    reflection: { zh: '你是真心的，只是 ta 的信号还不清楚。也许可以换一种相处方式，同时留意自己的感受。', en: 'You are sincere, but their signals are not clear yet. A different way of spending time together might help, while you keep an eye on how you feel.' } },
  { id: 'C', verdict: 'reconsider', label: { zh: '暂停想一想', en: 'Pause and think' },
    reflection: { zh: '你的感受有些复杂，或者付出的代价有点大。给自己一些时间，不需要马上决定。', en: 'Your feelings are mixed, or the cost is running high. Give yourself some time; nothing needs deciding right now.' } },
  { id: 'D', verdict: 'let_go', label: { zh: '考虑放下', en: 'Consider letting go' },
    reflection: { zh: 'ta 的信号、你的心意或你付出的代价，都在说这件事可能不值得再继续。放下不是失败，是对你们两个人的尊重。', en: 'Their signals, your own feelings or the cost to you suggest this may not be worth continuing. Letting go is not a failure; it respects you both.' } },
] as const satisfies readonly { id: QuitConclusion; verdict: QuitVerdict; label: Label; reflection: Label }[];
