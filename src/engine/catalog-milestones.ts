import type { Label } from './types.js';

export interface Milestone {
  readonly id: string;
  readonly label: Label;
}

/** SPEC 6.2: the user ticks these; `milestones_done` is how many are ticked. */
export const MILESTONES = [
  { id: 'ms.stable_channel', label: { zh: '建立了稳定的联系方式', en: 'A stable way to stay in touch' } },
  { id: 'ms.three_real_chats', label: { zh: '有过 3 次以上有实质内容的对话', en: '3+ substantial conversations' } },
  { id: 'ms.they_started_chat', label: { zh: 'ta 主动找你说过话', en: 'They started a conversation' } },
  { id: 'ms.one_on_one', label: { zh: '有过一次 1 对 1 见面', en: 'A 1-on-1 meeting' } },
  { id: 'ms.shared_private', label: { zh: 'ta 和你分享过私人的事', en: 'They shared something private' } },
  { id: 'ms.remembered_detail', label: { zh: 'ta 记住了你说过的一个细节', en: 'They remembered a detail of yours' } },
  { id: 'ms.late_night_talk', label: { zh: '有过深夜聊天', en: 'A late-night conversation' } },
  { id: 'ms.inside_joke', label: { zh: '有了只属于你们的梗', en: 'An inside joke only you two share' } },
  { id: 'ms.they_made_one_on_one', label: { zh: 'ta 主动创造或接受了 1 对 1', en: 'They created or accepted a 1-on-1' } },
  { id: 'ms.interest_in_love_life', label: { zh: 'ta 在意你的感情状况', en: 'They showed interest in your love life' } },
] as const satisfies readonly Milestone[];

export type MilestoneId = (typeof MILESTONES)[number]['id'];
