import type { Dimension, Label } from './types.js';

export interface SignalItem {
  readonly id: string;
  readonly dimension: Dimension;
  readonly points: number;
  readonly label: Label;
  /** Only offered when the profile's MBTI has this letter (SPEC 6.1, J). */
  readonly requiresMbtiLetter?: string;
  /** A clear friend-zone statement: outweighs every green signal. */
  readonly friendZone?: boolean;
}

export const DIMENSIONS: readonly { id: Dimension; max: number; label: Label }[] = [
  { id: 'messaging', max: 10, label: { zh: '消息互动', en: 'Messaging' } },
  { id: 'offline', max: 8, label: { zh: '线下互动', en: 'Offline' } },
  { id: 'emotional', max: 7, label: { zh: '情感投入', en: 'Emotional' } },
];

export const SIGNALS = [
  // Messaging (max 10)
  { id: 'msg.initiates_often', dimension: 'messaging', points: 3,
    label: { zh: 'ta 每周主动找你聊天 3 次以上', en: 'They start chats 3+ times a week' } },
  { id: 'msg.initiates_sometimes', dimension: 'messaging', points: 1,
    label: { zh: 'ta 偶尔主动找你聊天', en: 'They start chats now and then' } },
  { id: 'msg.extends_topics', dimension: 'messaging', points: 2,
    label: { zh: 'ta 会延伸话题、追问细节', en: 'They extend topics and ask follow-ups' } },
  { id: 'msg.remembers_details', dimension: 'messaging', points: 1,
    label: { zh: 'ta 记得你说过的细节', en: 'They remember details you said' } },
  { id: 'msg.late_night', dimension: 'messaging', points: 3,
    label: { zh: 'ta 深夜（22 点后）找你聊天', en: 'They message you late at night (after 22:00)' } },
  { id: 'msg.read_no_reply', dimension: 'messaging', points: -2,
    label: { zh: '已读不回或回复很慢', en: 'They read without replying, or reply very late' } },
  { id: 'msg.perfunctory', dimension: 'messaging', points: -3,
    label: { zh: '回复敷衍，总是你在撑话题', en: 'Perfunctory replies; you carry the chat' } },
  // Offline (max 8)
  { id: 'offline.one_on_one', dimension: 'offline', points: 3,
    label: { zh: 'ta 主动创造 1 对 1 见面', en: 'They create 1-on-1 meetings' } },
  { id: 'offline.physical_close', dimension: 'offline', points: 2,
    label: { zh: '见面时身体距离近、有肢体接触', en: 'They stand close or touch when you meet' } },
  { id: 'offline.remembers_prefs', dimension: 'offline', points: 2,
    label: { zh: '见面时记得你的喜好', en: 'They remember your preferences when you meet' } },
  { id: 'offline.message_after', dimension: 'offline', points: 1,
    label: { zh: '分开后 ta 马上发消息', en: 'They message you right after you part' } },
  { id: 'offline.plans_for_two', dimension: 'offline', points: 3, requiresMbtiLetter: 'J',
    label: { zh: 'ta 专门为你们两人计划活动', en: 'They plan activities just for the two of you' } },
  { id: 'offline.avoids_one_on_one', dimension: 'offline', points: -2,
    label: { zh: 'ta 回避单独见面，总是约一群人', en: 'They avoid 1-on-1 and always bring a group' } },
  { id: 'offline.distracted', dimension: 'offline', points: -1,
    label: { zh: '见面时 ta 一直看手机、心不在焉', en: 'They are on their phone or absent when you meet' } },
  // Emotional (max 7)
  { id: 'emotion.shares_private', dimension: 'emotional', points: 2,
    label: { zh: 'ta 和你分享私事（家庭、烦恼）', en: 'They share private matters (family, worries)' } },
  { id: 'emotion.vulnerable', dimension: 'emotional', points: 2,
    label: { zh: 'ta 在你面前展现脆弱', en: 'They show you their vulnerable side' } },
  { id: 'emotion.asks_love_life', dimension: 'emotional', points: 2,
    label: { zh: 'ta 好奇你的感情状况', en: 'They are curious about your love life' } },
  { id: 'emotion.cares_for_you', dimension: 'emotional', points: 1,
    label: { zh: 'ta 帮助你、照顾你', en: 'They help you or take care of you' } },
  { id: 'emotion.good_friend_label', dimension: 'emotional', points: -3, friendZone: true,
    label: { zh: 'ta 叫你"好朋友/兄弟/闺蜜"', en: 'They call you "good friend", "bro" or "bestie"' } },
  { id: 'emotion.confides_crush', dimension: 'emotional', points: -3, friendZone: true,
    label: { zh: 'ta 向你倾诉喜欢的人', en: 'They confide in you about someone they like' } },
  // Yellow (framework A): worth seeing, but they tell nothing either way, so they score 0.
  { id: 'yellow.rarely_starts', dimension: 'messaging', points: 0,
    label: { zh: '聊得来，但 ta 很少主动找你', en: 'You get on well, but they rarely start' } },
  { id: 'yellow.shallow', dimension: 'messaging', points: 0,
    label: { zh: '回得及时，但话题总停在表面', en: 'Quick replies, but the talk stays on the surface' } },
  { id: 'yellow.hot_cold', dimension: 'messaging', points: 0,
    label: { zh: '时冷时热：热络一阵又消失', en: 'Hot and cold: warm for a while, then gone' } },
  { id: 'yellow.likes_only', dimension: 'messaging', points: 0,
    label: { zh: '朋友圈只点赞不评论（或只回表情）', en: 'They like your posts but never comment (or only send emoji)' } },
  { id: 'yellow.group_only', dimension: 'offline', points: 0,
    label: { zh: '见面时有来有往，单独聊天却很少', en: 'Lively when you meet, but few chats just between you' } },
  { id: 'yellow.nice_to_all', dimension: 'emotional', points: 0,
    label: { zh: 'ta 对你好，但好像对谁都这么好', en: 'Kind to you, but seemingly kind to everyone' } },
  { id: 'yellow.no_stance', dimension: 'emotional', points: 0,
    label: { zh: '接受你的照顾，但从不表态', en: 'They accept your care but never show where they stand' } },
] as const satisfies readonly SignalItem[];

export type SignalId = (typeof SIGNALS)[number]['id'];

/** At most one item of each group may be ticked. */
export const EXCLUSIVE_SIGNAL_GROUPS: readonly (readonly SignalId[])[] = [
  ['msg.initiates_often', 'msg.initiates_sometimes', 'yellow.rarely_starts'],
];

/** Two different items of one exclusive group: they cannot be ticked together. */
export const rivalSignals = (a: string, b: string): boolean =>
  a !== b && EXCLUSIVE_SIGNAL_GROUPS.some((g) => (g as readonly string[]).includes(a) && (g as readonly string[]).includes(b));

export const FRIEND_ZONE_SIGNAL_IDS: readonly SignalId[] = SIGNALS.filter(
  (s: SignalItem) => s.friendZone === true,
).map((s) => s.id);
