import type { Label, Stage } from '../engine/types.js';

/**
 * The strategy direction written into state.md and strategy.md for each stage.
 * Stored text is Chinese (the files are shared with the reference tools); the
 * English is for the interface. Each one invites and reflects; none is a tactic.
 */
export const STAGE_DIRECTION: Readonly<Record<Stage, Label>> = {
  未知: {
    zh: '先看清现状：回想最近的真实互动，做一次信号分析，不急着下结论。',
    en: 'See where things stand first: think back over real recent moments, do a signal reading, and hold off on conclusions.',
  },
  破冰期: {
    zh: '破冰期：从轻松、真实的交流开始，让 ta 慢慢认识你，不求快。',
    en: 'Ice-breaking: start with relaxed, genuine conversations and let them get to know you at their own pace.',
  },
  升温期: {
    zh: '升温期：增加有质量的相处，尝试轻松的 1 对 1，同时给 ta 留出选择的空间。',
    en: 'Warming up: more quality time, perhaps a relaxed 1-on-1, always leaving them room to choose.',
  },
  暧昧期: {
    zh: '暧昧期：珍惜两个人的相处，真诚表达一点自己的感受，留意表白的条件是否成熟。',
    en: 'Flirting: enjoy your time together, share a little of how you feel honestly, and notice whether the conditions for confessing are there.',
  },
  表白前: {
    zh: '表白前：准备好想说的话和合适的时间地点，也准备好尊重 ta 的任何回答。',
    en: 'Before confessing: prepare what you want to say and a good time and place, and be ready to respect any answer.',
  },
  '表白后-成功': {
    zh: '在一起了：一起找到舒服的相处节奏，也继续保有各自的生活。',
    en: 'Together: find a rhythm that feels good to both of you, and keep your own lives too.',
  },
  '表白后-被拒': {
    zh: '被拒之后：尊重 ta 的答案，把重心放回自己身上，好好照顾自己。',
    en: 'After a no: respect their answer, put yourself back at the centre, and look after yourself.',
  },
  友谊区: {
    zh: '友谊区：诚实地问问自己能否真心做朋友；照顾好自己的感受比任何策略都重要。',
    en: 'Friend zone: ask yourself honestly whether you can be a real friend; your own feelings matter more than any strategy.',
  },
  重启期: {
    zh: '重启期：只在 ta 没有说过明确的"不"时，从轻松、没有压力的联系重新开始。',
    en: 'Restart: only if they have not given a clear no, begin again with light, no-pressure contact.',
  },
};

/** Said next to the direction when the latest reading found friend-zone wording (SPEC 6.1). */
export const FRIEND_ZONE_NOTE: Label = {
  zh: 'ta 用朋友来定义你们，这比任何绿灯都重要，值得认真看待。',
  en: 'They framed you as a friend; that outweighs any green signal and deserves to be taken seriously.',
};

/** How strategy.md names the recommended mode (the reference template's wording). */
export const MODE_NAME: Readonly<Record<string, Label>> = {
  hybrid: { zh: '混合模式', en: 'Hybrid' },
  sweet: { zh: '纯情模式', en: 'Sweet' },
  strategic: { zh: '策略模式', en: 'Strategic' },
};

/** Each mode in a few words, for pickers. */
export const MODE_TAGLINE: Readonly<Record<string, Label>> = {
  hybrid: { zh: '真诚为底，也留意时机（默认）', en: 'sincere at heart, mindful of timing (default)' },
  sweet: { zh: '真诚、温暖，坦然表达心意', en: 'sincere and warm, saying what you feel' },
  strategic: { zh: '注重节奏，先观察再行动', en: 'paced, observing before acting' },
};

/**
 * How each mode approaches any stage (the skill's mode system): written under
 * the stage's direction in state.md and strategy.md. None of them is a tactic.
 */
export const MODE_FOCUS: Readonly<Record<string, Label>> = {
  hybrid: {
    zh: '混合模式：以真诚为底，也留意时机；用心相处，同时保有自己的节奏。',
    en: 'Hybrid: sincerity first, with an eye on timing; be thoughtful together while keeping your own rhythm.',
  },
  sweet: {
    zh: '纯情模式：真诚、温暖，心里的感受就坦然说出来；不算计，也不刻意保持距离。',
    en: 'Sweet: sincere and warm; say what you feel openly, with no calculation and no deliberate distance.',
  },
  strategic: {
    zh: '策略模式：注重节奏和分寸，先观察再行动；每一步都给 ta 留出回应和选择的空间。',
    en: 'Strategic: mind the pace and proportion, observe before you act, and leave them room to respond and choose at every step.',
  },
};

/** How to say it when confessing, by mode (the skill's confession guide, in our words). */
export const CONFESS_STYLE: Readonly<Record<string, Label>> = {
  hybrid: {
    zh: '先讲一段你们之间真实的片段，再清楚地说出心意，最后给 ta 留出回答的空间。',
    en: 'Start with a real moment the two of you shared, then say clearly how you feel, and end by leaving them room to answer.',
  },
  sweet: {
    zh: '把心意说完整：一段具体的回忆、你的感受，用真诚而轻柔的话结尾。',
    en: 'Say it fully: one specific memory and how you feel, ending sincerely and gently.',
  },
  strategic: {
    zh: '说得简短平静：少铺垫，清楚表达你的态度，语气自然，不给 ta 压力。',
    en: 'Keep it short and calm: little lead-up, a clear statement of how you feel, a natural tone, and no pressure on them.',
  },
};

/** Daily suggestions when the burnout check fired: about the user, never about the other person. */
export const REST_SUGGESTIONS: readonly Label[] = [
  { zh: '今天不看聊天记录，去做一件只为自己的事：散步、运动，或者和朋友吃顿饭。', en: 'Skip the chat history today and do something just for you: a walk, some exercise, or a meal with a friend.' },
  { zh: '写下三件这周让你开心、和 ta 无关的小事。', en: 'Write down three small things that made you happy this week and have nothing to do with them.' },
  { zh: '早点睡。明天醒来，再看看自己的感受。', en: 'Go to bed early tonight. See how you feel when you wake up tomorrow.' },
];
