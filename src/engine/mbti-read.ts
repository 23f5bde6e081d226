import type { Label } from './types.js';

type Letter = 'E' | 'I' | 'N' | 'S' | 'T' | 'F' | 'J' | 'P';
export type Dimension = 'EI' | 'NS' | 'TF' | 'JP';

/** One behaviour to observe, and what each way of it leans to (the MBTI analyzer's tables). */
export interface Observation {
  id: string;
  dimension: Dimension;
  label: Label;
  /** [first letter's way, second letter's way], as the dimension names them. */
  ways: readonly [Label, Label];
}

export const OBSERVATIONS: readonly Observation[] = [
  { id: 'ei.starts', dimension: 'EI', label: { zh: '聊天怎么开始', en: 'How chats start' }, ways: [{ zh: '常主动找你，话题多', en: 'They often start, with many topics' }, { zh: '偶尔主动，聊起来有深度', en: 'Now and then, but in depth' }] },
  { id: 'ei.length', dimension: 'EI', label: { zh: '消息长度', en: 'Message length' }, ways: [{ zh: '短句多，节奏快', en: 'Short and quick' }, { zh: '长消息，想好了才回', en: 'Long, after some thought' }] },
  { id: 'ei.posts', dimension: 'EI', label: { zh: '朋友圈/社交动态', en: 'Posts and social media' }, ways: [{ zh: '常更新，分享日常', en: 'Frequent, everyday life' }, { zh: '很少发，只发有意义的', en: 'Rare, only what matters' }] },
  { id: 'ei.groups', dimension: 'EI', label: { zh: '热闹还是独处', en: 'Crowds or quiet' }, ways: [{ zh: '喜欢热闹，群里活跃', en: 'Likes a crowd, lively in groups' }, { zh: '喜欢小圈子，群里话少', en: 'Small circles, quiet in groups' }] },
  { id: 'ei.meeting', dimension: 'EI', label: { zh: '见面时', en: 'In person' }, ways: [{ zh: '一见面就来劲，话多', en: 'Lively at once' }, { zh: '要预热，熟了才放开', en: 'Needs warming up' }] },
  { id: 'ns.talk', dimension: 'NS', label: { zh: '爱聊什么', en: 'What they talk about' }, ways: [{ zh: '想法、假设、未来', en: 'Ideas, what-ifs, the future' }, { zh: '具体的事、日常、感受', en: 'Concrete things, daily life' }] },
  { id: 'ns.feeling', dimension: 'NS', label: { zh: '怎么表达感情', en: 'How they show feelings' }, ways: [{ zh: '用比喻、意象，说得隐晦', en: 'Images and hints' }, { zh: '直接说发生了什么', en: 'Plainly, what happened' }] },
  { id: 'ns.interests', dimension: 'NS', label: { zh: '兴趣偏向', en: 'Interests' }, ways: [{ zh: '哲学、艺术、概念', en: 'Philosophy, art, concepts' }, { zh: '实用技能、户外、运动', en: 'Practical skills, outdoors, sport' }] },
  { id: 'ns.plans', dimension: 'NS', label: { zh: '怎么做计划', en: 'How they plan' }, ways: [{ zh: '蓝图型，想象多于执行', en: 'Big picture, more imagined than done' }, { zh: '落地型，具体有步骤', en: 'Down to earth, step by step' }] },
  { id: 'tf.comfort', dimension: 'TF', label: { zh: '怎么安慰人', en: 'How they comfort' }, ways: [{ zh: '给建议和办法', en: 'Advice and solutions' }, { zh: '先共情再讨论', en: 'Empathy first' }] },
  { id: 'tf.praise', dimension: 'TF', label: { zh: '被夸的反应', en: 'When praised' }, ways: [{ zh: '理性回应或反问', en: 'A reasoned answer or a question' }, { zh: '开心，情绪明显', en: 'Visibly happy' }] },
  { id: 'tf.care', dimension: 'TF', label: { zh: '怎么表达在意', en: 'How they show they care' }, ways: [{ zh: '用行动，帮你做事', en: 'By doing things for you' }, { zh: '用言语，说关心的话', en: 'In words' }] },
  { id: 'tf.conflict', dimension: 'TF', label: { zh: '冲突时', en: 'In a conflict' }, ways: [{ zh: '直接说问题在哪', en: 'Names the problem' }, { zh: '先照顾感受，迂回表达', en: 'Minds feelings, goes around' }] },
  { id: 'jp.meet', dimension: 'JP', label: { zh: '约见面', en: 'Making plans to meet' }, ways: [{ zh: '提前计划，时间具体', en: 'Ahead, with a time' }, { zh: '临时起意，“到时候再说”', en: 'On the spot, "we\'ll see"' }] },
  { id: 'jp.rhythm', dimension: 'JP', label: { zh: '消息节奏', en: 'Messaging rhythm' }, ways: [{ zh: '稳定，不会忽然消失', en: 'Steady' }, { zh: '忽多忽少，看状态', en: 'Comes and goes' }] },
  { id: 'jp.busy', dimension: 'JP', label: { zh: '说“最近很忙”时', en: 'When they say they are busy' }, ways: [{ zh: '有明确原因', en: 'With a clear reason' }, { zh: '忙是一种状态', en: 'Busy as a state' }] },
  { id: 'jp.stance', dimension: 'JP', label: { zh: '对事情的态度', en: 'Their stance on things' }, ways: [{ zh: '有结论，有立场', en: 'Decided, with a position' }, { zh: '开放，愿意改变想法', en: 'Open, willing to change' }] },
];

const LETTERS: Record<Dimension, readonly [Letter, Letter]> = { EI: ['E', 'I'], NS: ['N', 'S'], TF: ['T', 'F'], JP: ['J', 'P'] };

export type Confidence = 'high' | 'medium' | 'low' | 'none';

export interface MbtiReading {
  /** Four letters, '?' where nothing was observed. */
  type: string;
  letters: { dimension: Dimension; letter: Letter | '?'; votes: number; of: number; confidence: Confidence }[];
}

/**
 * The likeliest type from observations (`obs.id` → 0 for the dimension's first
 * letter, 1 for the second): per dimension the majority, with its confidence —
 * high from three votes with three quarters or more agreeing, medium from two
 * votes or more with a majority, low on one vote or a tie (broken by the first vote).
 */
export function readMbti(observed: Readonly<Record<string, 0 | 1>>): MbtiReading {
  const letters = (Object.keys(LETTERS) as Dimension[]).map((dimension) => {
    const votes = OBSERVATIONS.filter((o) => o.dimension === dimension && observed[o.id] !== undefined).map((o) => observed[o.id] as 0 | 1);
    const of = votes.length;
    if (of === 0) return { dimension, letter: '?' as const, votes: 0, of, confidence: 'none' as const };
    const second = votes.filter((v) => v === 1).length;
    const first = of - second;
    // A tie goes the way of the first thing observed.
    const pick = first > second ? 0 : second > first ? 1 : (votes[0] as 0 | 1);
    const won = pick === 0 ? first : second;
    const share = won / of;
    const confidence: Confidence = of >= 3 && share >= 0.75 ? 'high' : first !== second && of >= 2 ? 'medium' : 'low';
    return { dimension, letter: LETTERS[dimension][pick], votes: won, of, confidence };
  });
  return { type: letters.map((l) => l.letter).join(''), letters };
}

/** Two types side by side: what draws them together and what rubs (the analyzer's dimension rules). */
export interface Compatibility {
  draws: Label[];
  rubs: Label[];
  /** The pair's own row of the analyzer's table of typical pairs, when it has one (in either order: each row names the types). */
  pair: TypicalPair | null;
}

/** A pair the analyzer's table names: its natural strength, and what to mind. */
export interface TypicalPair {
  you: string;
  them: string;
  strength: Label;
  mind: Label;
}

/** The analyzer's table of typical pairs; a pair it does not name is read from the letters alone. */
export const TYPICAL_PAIRS: readonly TypicalPair[] = [
  { you: 'INFP', them: 'ENFJ', strength: { zh: '深度互补：ENFJ 会主动照顾人', en: 'Deeply complementary: an ENFJ takes care of people unasked' }, mind: { zh: 'INFP 要主动给回应，不然 ENFJ 会没有安全感', en: 'The INFP should answer warmth with feedback of their own, or the ENFJ feels unsure' } },
  { you: 'ENTJ', them: 'INTJ', strength: { zh: '做事默契，彼此尊重', en: 'Efficient together, with mutual respect' }, mind: { zh: '两个人都强势，总要有一个人先软下来', en: 'Both are strong-willed: someone has to soften first' } },
  { you: 'ENFP', them: 'INTJ', strength: { zh: '互补吸引：ENFP 带来活力，INTJ 带来稳定', en: 'Drawn by the difference: the ENFP brings energy, the INTJ steadiness' }, mind: { zh: '节奏差得远，需要慢慢磨合', en: 'Your paces differ a lot: give it time to settle' } },
  { you: 'ISTJ', them: 'ENFJ', strength: { zh: 'ENFJ 会主动，ISTJ 慢热但稳', en: 'The ENFJ reaches out; the ISTJ warms slowly but stays' }, mind: { zh: '这一对里 ENFJ 别着急，给 ISTJ 时间', en: 'The ENFJ should not rush: give the ISTJ time' } },
  { you: 'ESTP', them: 'INFJ', strength: { zh: '反差带来强烈的吸引', en: 'A strong pull from the contrast' }, mind: { zh: '长久相处要找到共同的深度', en: 'For the long run, find depth you share' } },
];

export function compatibility(you: string, them: string): Compatibility {
  const draws: Label[] = [];
  const rubs: Label[] = [];
  const same = (i: number) => you[i] === them[i];
  if (!same(0)) draws.push({ zh: '一个外向一个内向：常常互补吸引，一个带来热闹，一个带来安静。', en: 'One outgoing, one inward: often drawn by the difference, one brings life, the other calm.' });
  else rubs.push({ zh: you[0] === 'E' ? '两个人都外向：热闹有余，记得留出只属于你们两个人的安静时刻。' : '两个人都内向：默契但慢，总要有人先迈一步。', en: you[0] === 'E' ? 'Both outgoing: plenty of life; keep some quiet time for just the two of you.' : 'Both inward: in tune but slow; someone has to take the first step.' });
  if (same(1)) draws.push({ zh: '看世界的方式相近（都偏想象或都偏具体），话题很容易接上。', en: 'You see the world alike (both ideas, or both the concrete): topics flow.' });
  else rubs.push({ zh: '一个爱聊想法，一个爱聊具体的事：多问一句“你是怎么想的”。', en: 'One talks ideas, the other the concrete: ask "how do you see it?" more often.' });
  if (same(2)) draws.push({ zh: '表达感情的方式相近，较少误解。', en: 'You show feelings the same way: fewer misunderstandings.' });
  else rubs.push({ zh: '一个讲道理，一个讲感受：冲突时先确认对方的感受，再谈办法。', en: 'One reasons, the other feels: in a conflict, acknowledge the feeling before the fix.' });
  if (same(3)) draws.push({ zh: '生活节奏相近，安排见面时摩擦少。', en: 'Your pace of life matches: plans come easily.' });
  else rubs.push({ zh: '一个爱计划，一个爱随性：约见面时给对方留一点余地。', en: 'One plans, the other improvises: leave each other some room when you make plans.' });
  return { draws, rubs, pair: TYPICAL_PAIRS.find((p) => (p.you === you && p.them === them) || (p.you === them && p.them === you)) ?? null };
}

/** The second-likeliest type: the main one with its least certain letter turned, and what that letter rests on. */
export interface RunnerUp {
  type: string;
  dimension: Dimension;
  /** The letter the main type has there, and the one the runner-up has. */
  from: Letter;
  to: Letter;
  /** Observations for the main letter, for the runner-up's, of how many. */
  forMain: number;
  forOther: number;
}

/**
 * The runner-up (the analyzer's 次候选): the letter with the narrowest lead
 * turned (fewest observations first on an equal lead; the first such dimension
 * on a tie). Null until every letter has been observed.
 */
export function runnerUp(reading: MbtiReading): RunnerUp | null {
  if (reading.letters.some((l) => l.letter === '?')) return null;
  let weakest: MbtiReading['letters'][number] | null = null;
  for (const l of reading.letters) {
    const lead = (x: typeof l) => x.votes - (x.of - x.votes);
    if (weakest === null || lead(l) < lead(weakest) || (lead(l) === lead(weakest) && l.of < weakest.of)) weakest = l;
  }
  if (weakest === null || weakest.letter === '?') return null;
  const pair = LETTERS[weakest.dimension];
  const to = pair[0] === weakest.letter ? pair[1] : pair[0];
  const at = (Object.keys(LETTERS) as Dimension[]).indexOf(weakest.dimension);
  const type = reading.type.slice(0, at) + to + reading.type.slice(at + 1);
  return { type, dimension: weakest.dimension, from: weakest.letter, to, forMain: weakest.votes, forOther: weakest.of - weakest.votes };
}

/**
 * "Why does ta do this": what each letter says about the behaviours the
 * observation tables list for it (energy, taking in the world, deciding, the
 * pace of life), read as a habit of the type rather than a message about you.
 */
export const LETTER_WHY: Readonly<Record<Letter, Label>> = {
  E: { zh: '从和人相处里充电：主动找你、话多、一见面就来劲，是 ta 平时的样子，不一定只对你这样。', en: 'They recharge among people: starting chats, talking a lot and lighting up in person is how they are, not only with you.' },
  I: { zh: '独处才能充电：回得慢、消息长、要预热才放得开，不是冷淡，是想好了才说。', en: 'They recharge alone: slow, long replies and needing to warm up are not coldness; they think before they speak.' },
  N: { zh: '先看意义和可能：爱聊想法和以后，讲感情用比喻，说得绕不等于敷衍。', en: 'They look for meaning and what could be: ideas, the future, feelings told in images; talking around a thing is not brushing you off.' },
  S: { zh: '看重具体和眼前：聊日常、直接说发生了什么，实实在在的关心就是 ta 的表达。', en: 'They trust the concrete and the present: everyday things said plainly; practical care is how they show it.' },
  T: { zh: '靠道理做决定：你难过时先给办法、被夸时反问一句，是在认真对待你，不是不在乎。', en: 'They decide by reasons: offering a fix when you are low, or questioning a compliment, is taking you seriously, not indifference.' },
  F: { zh: '靠感受做决定：先共情、绕开正面冲突、把关心说出口，ta 很在意气氛和你的心情。', en: 'They decide by feelings: empathy first, stepping around open conflict, saying they care; the mood and how you feel matter to them.' },
  J: { zh: '喜欢事情定下来：提前约、节奏稳、说忙总有原因；临时变卦会让 ta 不踏实。', en: 'They like things settled: plans made ahead, a steady rhythm, a reason when busy; last-minute changes unsettle them.' },
  P: { zh: '喜欢留有余地：“到时候再说”、消息忽多忽少，多半是状态起伏，不一定是在冷落你。', en: 'They like to keep things open: "we\'ll see" and messages that come and go follow their mood, not necessarily a cooling toward you.' },
};

/** The explanations of a four-letter type, letter by letter (null for a letter not known). */
export function whyOf(type: string): { letter: Letter; why: Label }[] {
  return [...type].filter((ch): ch is Letter => ch in LETTER_WHY).map((letter) => ({ letter, why: LETTER_WHY[letter] }));
}
