import type { Label } from './types.js';

/** The daily coach's five kinds of suggestion, and the period of respect after a clear no. */
export type DailyKind = 'reach' | 'wait' | 'self' | 'opportunity' | 'break' | 'respect';

export const DAILY_KINDS: Record<DailyKind, { icon: string; name: Label; frame: Label }> = {
  reach: { icon: '🎯', name: { zh: '主动出击', en: 'Reach out' }, frame: { zh: '今天发一条消息，或做一件让 ta 注意到你的事。不用长，让 ta 记起你在。', en: 'Send one message today, or do one thing they will notice. Short is fine: let them remember you are there.' } },
  wait: { icon: '👁', name: { zh: '等待观察', en: 'Wait and watch' }, frame: { zh: '今天不主动。不是冷落，是把位置留给 ta 靠近你；ta 没来，这本身也是信息。', en: 'Do not reach out today. Not coldness: room for them to come closer. If they do not, that is information too.' } },
  self: { icon: '✨', name: { zh: '自我提升', en: 'Yourself first' }, frame: { zh: '今天的任务不是 ta，是你：做一件和追求无关、让你状态更好的事。', en: 'Today is about you, not them: do one thing that has nothing to do with the pursuit and leaves you in better shape.' } },
  opportunity: { icon: '🎣', name: { zh: '机会捕捉', en: 'Catch the moment' }, frame: { zh: '近期有个自然的由头，用它创造一次连接。', en: 'There is a natural occasion coming: use it to connect.' } },
  respect: { icon: '🕊️', name: { zh: '尊重期', en: 'Respecting their answer' }, frame: { zh: 'ta 已经给了答案。这段时间不追、不试探、不等回音：联系降到最低，把力气留给自己。', en: 'They have given their answer. For now, no pursuing, no testing, no waiting for a sign: keep contact minimal and keep your strength for yourself.' } },
  break: { icon: '🔑', name: { zh: '破局', en: 'Break the pattern' }, frame: { zh: '你们的节奏已经定型了，今天试着打破一下：比平时更进一步，或更后退一步。', en: 'Your rhythm has set; try breaking it today, a step further than usual or a step back.' } },
};

/** What decides the kind of today's suggestion. */
export interface DailyFacts {
  stage: string;
  score: number | null;
  /** Days since the last interaction (null: none recorded). */
  daysSinceInteraction: number | null;
  /** Who started the last interactions, newest last ('me' | 'them' | other). */
  lastInitiators: readonly string[];
  /** A birthday or anniversary within the week. */
  occasionSoon: boolean;
  /** Days the stage has stayed as it is (null: never set). */
  daysInStage: number | null;
  /** A period of respect holds after a clear no (engine/respect-period.ts). */
  respect?: boolean;
}

/**
 * The kind of today's suggestion, by the coach's rules, first that applies: a
 * period of respect after a clear no (nothing else is weighed then); an
 * occasion coming (catch it); a flirting or friend-zone stage unchanged for a
 * month (break the pattern); you started the last three (wait); warming up or
 * flirting with no contact for three days (reach out); otherwise, a weak score
 * waits and anything else is a day for yourself.
 */
export function dailyKind(f: DailyFacts): DailyKind {
  if (f.respect === true) return 'respect';
  if (f.occasionSoon) return 'opportunity';
  if ((f.stage === '暧昧期' || f.stage === '友谊区') && f.daysInStage !== null && f.daysInStage >= 30) return 'break';
  if (f.lastInitiators.length >= 3 && f.lastInitiators.slice(-3).every((w) => w === 'me')) return 'wait';
  if ((f.stage === '升温期' || f.stage === '暧昧期') && (f.daysSinceInteraction === null || f.daysSinceInteraction >= 3)) return 'reach';
  if (f.score !== null && f.score < 12 && f.stage !== '破冰期' && f.stage !== '未知') return 'wait';
  return 'self';
}

/** Weekend and weekday call for different moves. */
export const DAY_DIRECTION: Record<'weekday' | 'weekend', Label> = {
  weekday: { zh: '工作日：轻量互动为主，不占 ta 太多时间。', en: 'A weekday: keep it light; do not take much of their time.' },
  weekend: { zh: '周末：更适合见面、轻松的消息、提一个有趣的活动。', en: 'A weekend: good for meeting, a light message, or a fun plan.' },
};

/** Kinds of day that ask you to hold back: their suggestion, direction and reminder never point to them. */
export const HOLD_BACK_KINDS: ReadonlySet<DailyKind> = new Set(['wait', 'self', 'respect']);

/** The suggestion of a day that holds back, chosen from its kind alone (never a stage action that reaches out). */
export const KIND_SUGGESTIONS: Readonly<Record<'wait' | 'self' | 'respect', readonly Label[]>> = {
  respect: [
    { zh: '今天不联系 ta。难受是正常的：写下此刻的感受，写给自己，不发出去。', en: 'No contact with them today. It is normal that it hurts: write down how you feel, for yourself, and do not send it.' },
    { zh: '找一个信任的朋友见面或打个电话，说说你，不一定要说 ta。', en: 'Meet or call a friend you trust and talk about you, not necessarily about them.' },
    { zh: '把今天过得踏实一点：按时吃饭、出门走走、早点睡。', en: 'Make today a steady one: eat on time, get outside for a walk, go to bed early.' },
  ],
  wait: [
    { zh: '今天不发消息。ta 来找你时，认真回应就好；没来，也记下这一天。', en: 'No message from you today. If they write, answer properly; if not, note the day too.' },
    { zh: '回看最近的记录：哪些对话是 ta 开的头？用事实而不是期待来看。', en: 'Look back over the records: which conversations did they start? Look at facts, not hopes.' },
    { zh: '把想发的话写在草稿里，先不发；过两天再看它还想不想发。', en: 'Write what you want to say in a draft and do not send it; see in two days whether you still want to.' },
  ],
  self: [
    { zh: '做一件和 ta 无关、你一直想做的事：运动、一本书、一道新菜。', en: 'Do one thing you have wanted to do that has nothing to do with them: exercise, a book, a new dish.' },
    { zh: '约一个老朋友聊聊近况，话题不围着 ta 转。', en: 'Catch up with an old friend, with the talk not circling around them.' },
    { zh: '早点睡，或者出门走走；今天的好状态留给你自己。', en: 'Go to bed early or take a walk; keep today\'s good shape for yourself.' },
  ],
};

/** One line of mindset for the day, in turn; `contact` ones speak of reaching out and are left out on a day that holds back. */
export const DAILY_REMINDERS: readonly { readonly label: Label; readonly contact?: true }[] = [
  { contact: true, label: { zh: '今天的目的不是让 ta 立刻回应你，是让 ta 在某个安静的时刻想起你。', en: 'The point today is not an instant reply; it is that they think of you in a quiet moment.' } },
  { label: { zh: '不主动也是一种态度。你的稳定感，比消息本身更有吸引力。', en: 'Not reaching out is a stance too. Your steadiness attracts more than any message.' } },
  { label: { zh: '最好的状态是：你在认真，但你也很好，不是“只有 ta 能让你好”。', en: 'The best place to be: you care, and you are fine — not "only they can make me fine".' } },
  { contact: true, label: { zh: '发出去的消息不需要完美，需要像你。', en: 'A message does not need to be perfect; it needs to sound like you.' } },
  { label: { zh: 'ta 的节奏不等于你的价值。', en: 'Their pace is not a measure of your worth.' } },
];

/** Days without an analysis after which daily suggests one. */
export const ANALYSIS_NUDGE_DAYS = 7;
