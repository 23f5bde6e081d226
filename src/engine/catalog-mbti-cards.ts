import type { Label } from './types.js';

/**
 * How to court one type (the MBTI analyzer's sixteen cards): what they need,
 * their pace, what works, how to say it, what to avoid, and a small test of
 * interest (the card's probe: something to try, and what to watch for).
 */
export interface TypeCard {
  name: Label;
  need: Label;
  pace: Label;
  works: Label;
  say: Label;
  avoid: Label;
  probe: Label;
}

type Pair = [string, string];
const c = (name: Pair, need: Pair, pace: Pair, works: Pair, say: Pair, avoid: Pair, probe: Pair): TypeCard => {
  const l = ([zh, en]: Pair): Label => ({ zh, en });
  return { name: l(name), need: l(need), pace: l(pace), works: l(works), say: l(say), avoid: l(avoid), probe: l(probe) };
};

export const TYPE_CARDS: Readonly<Record<string, TypeCard>> = {
  INTJ: c(['战略家', 'Strategist'], ['被当作有深度的人认真对待', 'To be taken seriously as a deep thinker'], ['慢热，一旦确定就非常忠诚；不喜欢被催', 'Slow to warm, very loyal once sure; hates being rushed'], ['你有自己的立场，不轻易附和', 'You hold your own views and do not just agree'], ['具体地说出 ta 哪个想法让你印象深刻', 'Name the idea of theirs that struck you'], ['太黏、情绪化、打扰 ta 的独处时间', 'Clinginess, drama, taking over their time alone'], ['抛出一个值得深想的话题，看 ta 愿不愿意往下展开', 'Raise a topic worth thinking hard about; see whether they take it further']),
  INTP: c(['逻辑学家', 'Logician'], ['被理解，有空间慢慢想', 'To be understood and given room to think'], ['极慢热，可能自己都还没发觉喜欢你', 'Very slow; may not yet know they like you'], ['认真接住 ta 随口说的奇怪想法', 'Taking their odd passing ideas seriously'], ['“你看问题的角度很有意思”', '"The way you see things is interesting"'], ['逼 ta 表态、太社交的活动、情绪勒索', 'Forcing an answer, crowded outings, guilt'], ['说出你自己的一个看法，看 ta 会不会反驳或接着往下推', 'Offer a view of your own; see whether they argue with it or build on it']),
  ENTJ: c(['指挥官', 'Commander'], ['能力被看见，感情里也想掌舵', 'To have their ability seen; likes to lead'], ['效率导向，有好感就行动快', 'Efficient; moves fast when interested'], ['你有原则和方向，不是软柿子', 'You have principles and direction'], ['具体欣赏 ta 的执行力和判断', 'Praise their drive and judgement, specifically'], ['无能为力的样子、拖拉、浪费 ta 的时间', 'Helplessness, dithering, wasting their time'], ['摆出一个和 ta 不一样的立场，看 ta 怎么接（ta 看重有主见的人）', 'Take a side other than theirs and watch how they meet it (they value a mind of its own)']),
  ENTP: c(['辩论家', 'Debater'], ['新鲜和刺激，不要无聊', 'Spark; nothing boring'], ['容易感兴趣，但要一直吸引 ta', 'Quick to be interested; keep it interesting'], ['接住 ta 抛来的球，再反将一军', 'Catching their ball and sending it back'], ['半开玩笑里藏一句真心话', 'A true line hidden in a joke'], ['一问一答、太规律、无趣', 'Q&A chats, routine, dullness'], ['丢出一个有点争议的观点，看 ta 会不会跑来跟你辩', 'Drop a mildly contested opinion; see whether they come to argue']),
  INFJ: c(['提倡者', 'Advocate'], ['深度的连接，被真正看见', 'Deep connection; to be truly seen'], ['慢热，信任后非常投入', 'Slow, then wholly committed once trusting'], ['记得 ta 说过的细节，并真的懂了', 'Remembering what they said, and understanding it'], ['“你说那件事时，我看到了不一样的你”', '"When you told me that, I saw a different you"'], ['虚伪、表演式的关心、侵占私人空间', 'Pretence, performed care, crowding them'], ['讲一件真实、有点脆弱的小事，看 ta 是否认真接住', 'Tell them something true and a little fragile; see whether they answer it with care']),
  INFP: c(['调停者', 'Mediator'], ['真实的自己被接受，有共鸣', 'To be accepted as they are; resonance'], ['在心里喜欢很久才可能开口', 'Likes you long before saying so'], ['你分享了真实、不完美的自己', 'You share your real, imperfect self'], ['“没想到有人也会这样想”', '"I did not think anyone else felt that"'], ['批评 ta 的价值观、轻视 ta 的感受、太强势', 'Judging their values, dismissing feelings, pushing'], ['问问 ta 的梦想或心里的理想，看 ta 说得有多深', 'Ask about a dream or an ideal of theirs; see how deep the answer goes']),
  ENFJ: c(['主人公', 'Protagonist'], ['付出被感受到，对方也投入', 'To feel their care land, and be met'], ['会主动关心你，表达直接', 'Reaches out and says it plainly'], ['感谢 ta 的付出，也让 ta 看到你的用心', 'Thanking them, and showing your own effort'], ['具体说 ta 让你有了什么感受', 'Say what they make you feel, specifically'], ['把 ta 的关心当理所当然', 'Taking their care for granted'], ['偶尔示一次弱，看 ta 会不会马上来到你身边', 'Let them see you struggle once; see whether they show up at once']),
  ENFP: c(['活动家', 'Campaigner'], ['热情、可能性、被热烈回应', 'Passion, possibility, an eager answer'], ['快热，有兴趣会很明显', 'Warms fast; interest shows'], ['跟得上 ta 的热情，带来新鲜感', 'Matching their spark, bringing novelty'], ['有画面感：“和你在一起什么都是新的”', 'In pictures: "with you everything feels new"'], ['太冷静理性、限制 ta 的自由、无聊', 'Too cool, fencing them in, dullness'], ['提一个有点冒险又好玩的计划，看 ta 兴致有多高', 'Suggest a bold, fun plan; see how keen they are']),
  ISTJ: c(['检查员', 'Logistician'], ['稳定、可靠、踏实', 'Steadiness and reliability'], ['极慢热，信任要时间', 'Very slow; trust takes time'], ['说到做到，不爽约，不无故消失', 'Keeping your word, never vanishing'], ['踏实的话：“在你身边我知道什么是稳的”', 'Plain words: "with you I know where I stand"'], ['随意、多变、不靠谱', 'Being casual, changeable, unreliable'], ['记住 ta 提过的一件小事，找个合适的时候说起，看 ta 的反应', 'Keep a small thing they mentioned and bring it up at the right moment; watch what it does']),
  ISFJ: c(['守护者', 'Defender'], ['被照顾，也能照顾你；安全感', 'To care and be cared for; safety'], ['慢热，不说爱，用行动关心', 'Slow; shows care by doing, not saying'], ['注意到 ta 默默做的事，并说出来', 'Noticing what they quietly do, and saying so'], ['“你总是在，我都注意到了”', '"You are always there, and I notice"'], ['忽视付出、不感恩、花心', 'Ignoring their care, ingratitude, a roving eye'], ['你身体不舒服或遇到麻烦时，看 ta 会不会主动出现', 'When you are unwell or in a fix, see whether they come without being asked']),
  ESTJ: c(['总经理', 'Executive'], ['被尊重，关系有效率', 'Respect; a relationship that works'], ['目标明确时行动快，不爱拖', 'Fast once the aim is clear'], ['你有能力、有规划，不需要被照顾', 'You are capable and have plans'], ['直接肯定 ta 的能力和责任感', 'Plain credit for their competence'], ['懒散、没有目标、太依赖', 'Drift, no goals, dependence'], ['在 ta 拿手的事上请 ta 帮个忙，看 ta 回应得热不热情', 'Ask for help with something they are good at; see how gladly they answer']),
  ESFJ: c(['执政官', 'Consul'], ['和谐、被需要、明确的回应', 'Harmony, being needed, a clear answer'], ['感情外露，很容易看出来', 'Shows feelings openly'], ['明确回应 ta 的关心', 'Answering their care clearly'], ['“有你在我真的好多了”', '"Having you here makes it so much better"'], ['冷漠、不回应情绪、制造紧张', 'Coldness, ignoring feelings, tension'], ['当着别人的面给 ta 一点小小的肯定，看 ta 什么反应', 'Give them a small word of credit in front of others; watch how they take it']),
  ISTP: c(['鉴赏家', 'Virtuoso'], ['空间，被当作独立的人', 'Space; to be their own person'], ['非常慢热，行动多于语言', 'Very slow; acts more than talks'], ['你有自己的兴趣，不一直黏着 ta', 'You have your own life and do not cling'], ['简短有力，说了就是真心', 'Short and meant'], ['话太多、情绪化、黏腻', 'Too many words, drama, clinginess'], ['约 ta 一起做件要配合的事（打游戏、修东西、运动），看 ta 投不投入', 'Do something together that takes teamwork (a game, a repair, a sport); see how they join in']),
  ISFP: c(['探险家', 'Adventurer'], ['真实、美感、被接受', 'Authenticity, beauty, acceptance'], ['慢热，感情深但不轻易说', 'Slow; feels deeply, says little'], ['欣赏 ta 的审美和品味，不泛泛地夸', 'Appreciating their taste, specifically'], ['“你选的那个地方我一直记着”', '"I still remember the place you chose"'], ['批判 ta 喜欢的东西、逼 ta 社交', 'Mocking what they love, forcing company'], ['问 ta 最近有没有觉得好看或好听的东西，看 ta 愿不愿意分享', 'Ask what they have seen or heard lately that they loved; see whether they want to share it']),
  ESTP: c(['创业者', 'Entrepreneur'], ['刺激、当下、不被限制', 'Thrill, the moment, no limits'], ['快，感情直接，可能直接问你', 'Fast and direct; may just ask you'], ['你有趣，有点神秘，不完全可预测', 'You are fun, a little mysterious'], ['“我就是现在想和你在一起”', '"I just want to be with you now"'], ['计划太多、太保守、光说不做', 'Over-planning, caution, all talk'], ['临时提议一个活动，看 ta 是不是立刻就答应', 'Suggest something on the spot; see whether they say yes right away']),
  ESFP: c(['表演者', 'Entertainer'], ['热情、欢乐、被欣赏', 'Warmth, fun, applause'], ['外向，感情外露，活在当下', 'Outgoing, open, in the moment'], ['跟上 ta 的节奏，同样热情', 'Keeping up, with the same warmth'], ['“和你在一起我停不下来笑”', '"With you I cannot stop laughing"'], ['冷场、抱怨、负能量', 'Dead air, complaining, gloom'], ['ta 表演或分享什么时，给一个具体又真心的反应，看 ta 会不会更来劲', 'When they show or share something, answer with a specific, heartfelt reaction; see whether it lights them up']),
};
