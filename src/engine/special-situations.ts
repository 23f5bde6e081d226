import { DAY_MS } from './history.js';
import type { Label, Stage } from './types.js';

/**
 * The strategy builder's special situations: a crush of more than six months,
 * long distance, someone going through a hard time, a rival. Each has what is
 * at stake and a few steps; the skill's tactics that work on the other
 * person's feelings (making yourself scarce to be missed, "overwriting" a
 * rival's memories) are left out: every step here is something honest you do.
 */
export type SituationId = 'long_crush' | 'long_distance' | 'they_are_low' | 'rival';

export interface SpecialSituation {
  readonly id: SituationId;
  readonly icon: string;
  readonly name: Label;
  /** What is at stake. */
  readonly risk: Label;
  readonly steps: readonly Label[];
}

export const SPECIAL_SITUATIONS: readonly SpecialSituation[] = [
  {
    id: 'long_crush',
    icon: '⏳',
    name: { zh: '喜欢 ta 已经超过半年', en: 'Over six months of liking them' },
    risk: { zh: 'ta 可能早已把你当成普通朋友，想不到你在追 ta。', en: 'They may long since see you as a plain friend, and not think of you as someone interested.' },
    steps: [
      { zh: '换一个新的场景相处（一起做件没做过的事），让 ta 看到平时看不到的你。', en: 'Spend time in a new setting (something you have never done together), so they see a side of you they do not know.' },
      { zh: '改一改固定的互动套路：不总是你问 ta 答，也聊聊你自己的事。', en: 'Change the fixed pattern: not always you asking and them answering; talk about your own life too.' },
      { zh: '给自己定一个期限：到时候说清楚心意，或者放下。', en: 'Give yourself a deadline: say how you feel by then, or let it go.' },
    ],
  },
  {
    id: 'long_distance',
    icon: '🗺️',
    name: { zh: '异地', en: 'Long distance' },
    risk: { zh: '见面少，感情容易慢慢变淡。', en: 'Few meetings: feelings fade easily.' },
    steps: [
      { zh: '定一个线上的小习惯：固定时间聊天，或者一起追同一部剧。', en: 'Make a small online habit: a regular time to talk, or a series you both watch.' },
      { zh: '创造见面的机会（你去 ta 的城市，或约 ta 来你这里），见面质量比次数重要。', en: 'Make chances to meet (you visit, or invite them over); how the meetings go matters more than how many.' },
      { zh: '寄一点线上给不了的东西：手写的信、一份小礼物。', en: 'Send what a screen cannot: a handwritten letter, a small gift.' },
    ],
  },
  {
    id: 'they_are_low',
    icon: '🫂',
    name: { zh: 'ta 正在失恋或低谷期', en: 'They are heartbroken or going through a hard time' },
    risk: { zh: '这时候表白，容易被看作趁虚而入。', en: 'Confessing now can look like taking advantage of a weak moment.' },
    steps: [
      { zh: '先做稳定的陪伴和支持，不急着表白。', en: 'Be steady company and support first; no confession for now.' },
      { zh: '不借 ta 脆弱的时候推进关系。', en: 'Do not use a vulnerable time to move things forward.' },
      { zh: '等 ta 走出来再看，那时候的亲近更自然。', en: 'Wait until they are through it: closeness then comes more naturally.' },
    ],
  },
  {
    id: 'rival',
    icon: '⚔️',
    name: { zh: '有别人也在追 ta', en: 'Someone else is pursuing them' },
    risk: { zh: '容易急着证明自己、和对方比较，反而给 ta 压力。', en: 'The urge to prove yourself and compare adds pressure on them.' },
    steps: [
      { zh: '不比较、不贬低对方，做你自己最真实的样子：有趣、可靠、懂 ta。', en: 'No comparing or belittling the other person: be what you really are, interesting, reliable, understanding.' },
      { zh: '不给 ta 选边站的压力，节奏照旧。', en: 'No pressure to pick a side; keep your usual pace.' },
      { zh: '如果 ta 明显喜欢那个人，重新评估，别在没有希望的局面里耗尽自己。', en: 'If they clearly prefer the other person, reassess: do not wear yourself out where there is no hope.' },
    ],
  },
];

/** Six months: from here a pursuit before the confession counts as long. */
export const LONG_CRUSH_DAYS = 183;

const BEFORE_CONFESSING: readonly Stage[] = ['未知', '破冰期', '升温期', '暧昧期', '友谊区', '重启期'];

export interface SituationInput {
  readonly stage: Stage;
  /** When the pursuit began: the first event's logged time (ms), null when unknown. */
  readonly sinceMs: number | null;
  readonly now: Date;
  readonly rival?: boolean;
  readonly longDistance?: boolean;
  readonly theyAreStressed?: boolean;
}

/** The situations that hold, in the table's order. */
export function findSituations(input: SituationInput): SituationId[] {
  const long =
    input.sinceMs !== null && BEFORE_CONFESSING.includes(input.stage) && input.now.getTime() - input.sinceMs > LONG_CRUSH_DAYS * DAY_MS;
  const holds: Record<SituationId, boolean> = {
    long_crush: long,
    long_distance: input.longDistance === true,
    they_are_low: input.theyAreStressed === true,
    rival: input.rival === true,
  };
  return SPECIAL_SITUATIONS.filter((s) => holds[s.id]).map((s) => s.id);
}
