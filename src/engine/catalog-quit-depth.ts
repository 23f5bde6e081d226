/**
 * The depth of the quit review beyond its questions (the skill's quit_judge
 * prompt): the six scenes that bring someone here, the rule about deciding at a
 * low point, what each conclusion asks of the days after it, and the after-care
 * questions. Facts are the skill's; the words are simp's own.
 */
import type { QuitDimension } from './catalog-quit.js';
import type { QuitConclusion } from './catalog-quit-signals.js';
import type { Label } from './types.js';

/** What a scene asks the review to look at hardest: a dimension, or the mood first. */
export type SceneFocus = QuitDimension | 'mood';

/** One scene: its key, what it looks at hardest, its name and that look in zh and en. */
const scene = <K extends string>(key: K, focus: SceneFocus, zh: string, en: string, lookZh: string, lookEn: string) =>
  ({ id: `scene.${key}`, key, focus, label: { zh, en }, look: { zh: lookZh, en: lookEn } }) as const;

/** The six situations that bring someone to think about letting go; `scene` in an answers file names one. */
export const QUIT_SCENES = [
  scene('rejected', 'self', '刚刚被 ta 明确拒绝了', 'They have just turned you down, clearly',
    '多看看"还想继续"是出于喜欢，还是咽不下这口气', 'look hard at whether wanting to go on comes from liking them or from not accepting the no'),
  scene('stalled', 'cost', '很长一段时间都没有进展', 'Nothing has moved for a long time',
    '多看看你付出的和你还在期待的，是否还对得上', 'weigh what you put in against what you still expect'),
  scene('drained', 'cost', '觉得自己被耗空了', 'You feel worn out',
    '多看看这件事从你身上拿走了多少', 'look at how much this is taking out of you'),
  scene('they_dating', 'other', 'ta 身边出现了别人', 'They have someone new',
    '多看看还剩下多少真实的可能', 'look at how much real possibility is left'),
  scene('new_option', 'self', '你自己身边出现了别的可能', 'Someone or something else has come along for you',
    '多看看这份喜欢到底有多重', 'look at how much this feeling really weighs'),
  scene('passing_low', 'mood', '只是这阵子心情很低', 'You are just in a low patch',
    '先确认这不只是一阵情绪，再决定要不要认真谈', 'first make sure this is more than a passing mood before weighing anything'),
];

export type QuitSceneKey = (typeof QUIT_SCENES)[number]['key'];

/** The rule the opening states, whatever the records say. */
export const LOWEST_MOMENT_RULE: Label = {
  zh: '情绪最低点不做决定：心情跌到谷底时看到的，往往不是全部。',
  en: "Don't decide at your lowest moment: what you see from the bottom is rarely the whole picture.",
};

/** What a conclusion asks of the days after it: what to watch, and what it means day to day. */
export interface ConclusionPart {
  readonly watch: readonly Label[];
  readonly daily: readonly Label[];
  /** What the end of the period tells you. */
  readonly then: Label;
}

export const CONCLUSION_PARTS: Record<QuitConclusion, ConclusionPart> = {
  A: {
    watch: [{ zh: '想到 ta 时，期待是不是还多过焦虑', en: 'whether thinking of them still brings more hope than worry' }],
    daily: [
      { zh: '继续，但松一点：不必每天都想着往前推', en: 'keep going, but lighter: no need to push things forward every day' },
      { zh: '把一部分注意力放回自己身上，这往往让你们之间更自在', en: 'give some of your attention back to yourself; it often makes things easier between you' },
    ],
    then: { zh: '想看看具体哪里可以推进，就看一眼进展', en: 'to see where things could move next, look at your progress' },
  },
  B: {
    watch: [
      { zh: 'ta 会不会主动来找你', en: 'whether they reach out to you on their own' },
      { zh: '绿灯信号会不会重新出现（出现了就用 analyze 记下来）', en: 'whether green signals come back (record them with analyze when they do)' },
      { zh: '你想到 ta 时，是轻松还是紧绷', en: 'whether thinking of them feels easy or tight' },
    ],
    daily: [
      { zh: '少主动一些，给 ta 空间，也给自己空间', en: 'reach out less often; leave room for them and for yourself' },
      { zh: '把省下来的精力放回自己的生活：朋友、工作、爱好', en: 'put the energy you save back into your own life: friends, work, hobbies' },
    ],
    then: { zh: '到期那天如果什么都没变，再认真面对一次（再做一次放弃判断）', en: 'if nothing has changed by then, face it properly once more (run the quit review again)' },
  },
  C: {
    watch: [{ zh: '停下来以后，你是更想 ta，还是更轻松', en: 'whether, once you stop, you miss them more or feel lighter' }],
    daily: [
      { zh: '不主动联系：ta 来找你时，正常、简短地回就好', en: 'no reaching out: if they write, answer kindly and briefly' },
      { zh: '不分析：不翻聊天记录，不去猜 ta 的每条消息', en: 'no analysing: no rereading the chats, no decoding each message' },
      { zh: '把这些精力用在一件让自己变好的事上：睡够、运动、见朋友', en: 'spend that energy on one thing that does you good: sleep, exercise, friends' },
    ],
    then: {
      zh: '停了一阵还是想着 ta，那就是你的答案；停下来反而轻松多了，答案也很清楚',
      en: 'if you still think of them after the pause, that is your answer; if you feel much better, that is an answer too',
    },
  },
  D: {
    watch: [{ zh: 'ta 的一条消息，还会不会决定你一整天的心情', en: 'whether one message from them still decides how your day goes' }],
    daily: [
      { zh: '不再追：不主动约，不试探，不等回复', en: 'no more pursuing: no invitations, no testing the water, no waiting for replies' },
      { zh: '需要的话，把 ta 的聊天取消置顶、通知调成静音', en: 'if it helps, unpin their chat and mute its notifications' },
      { zh: '照顾好自己：作息、朋友、自己的事', en: 'look after yourself: sleep, friends, your own things' },
    ],
    then: {
      zh: '如果那时 ta 的消息已经不再左右你的一天，你就走在放下的路上了；放下不是认输，是把用在这里的力气还给自己',
      en: 'if by then their messages no longer steer your day, you are on your way; letting go is not losing, it gives the strength you spent here back to you',
    },
  },
};

/** The after-care questions, answered after a let-go conclusion (and by `simp quit <slug> --after`). */
export const AFTER_CARE = [
  { id: 'after.how_to_know',
    question: { zh: '我怎么知道自己已经放下了？', en: 'How will I know I have let go?' },
    answer: {
      zh: '放下不是某一天突然不再想 ta。更像是：想起 ta 时心里还会动一下，但 ta 的一条消息不再决定你一整天过得好不好。不用等到完全没感觉——把 ta 从生活的中心挪到记忆里一个还不错的位置，就够了。',
      en: 'It is not a day when you suddenly stop thinking of them. It is more that a thought of them still stirs something, but one message from them no longer decides whether your day is good. You need not wait to feel nothing: moving them from the centre of your life to a kind place in your memory is enough.',
    } },
  { id: 'after.chance_later',
    question: { zh: '放下以后，还会有机会吗？', en: 'Is there still a chance later?' },
    answer: {
      zh: '还在问这个，也许说明你还没准备好放下，这很正常。放下不是在心里算以后的机会，而是：不管有没有，先把自己的日子过好。以后的事，等以后再看。',
      en: 'Still asking this may mean you are not ready to let go yet, and that is all right. Letting go is not keeping count of future chances; it is living your own days well, chance or no chance. What comes later can wait until later.',
    } },
  { id: 'after.changed_mind',
    question: { zh: '我改主意了，还是不想放弃。', en: 'I changed my mind: I do not want to give up.' },
    answer: {
      zh: '好，这也是一个答案，不需要谁来说服你。你现在更清楚自己站在哪里了，这就是这次回看能帮到你的。',
      en: 'All right, that is an answer too, and nobody needs to talk you out of it. You know better where you stand now, and that is what this review could do for you.',
    } },
] as const satisfies readonly { id: string; question: Label; answer: Label }[];
