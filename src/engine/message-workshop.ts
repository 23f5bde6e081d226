import type { Label, Stage } from './types.js';

/** A situation of the message crafter: what matters, one line per mode, and what not to send. */
export interface Situation {
  id: string;
  icon: string;
  name: Label;
  principle: Label;
  sweet: Label;
  strategic: Label;
  avoid: Label;
  /** The stages the situation is meant for (absent: any). */
  stages?: readonly Stage[];
  /** The crisis playbook to open when it is more than a message can mend. */
  playbook?: string;
}

const s = (id: string, icon: string, name: [string, string], principle: [string, string], sweet: [string, string], strategic: [string, string], avoid: [string, string], more: Pick<Situation, 'stages' | 'playbook'> = {}): Situation => {
  const l = ([zh, en]: [string, string]): Label => ({ zh, en });
  return { id, icon, name: l(name), principle: l(principle), sweet: l(sweet), strategic: l(strategic), avoid: l(avoid), ...more };
};

/** The ten situations; {detail} marks where a detail only the two of you know goes. */
export const SITUATIONS: readonly Situation[] = [
  s('morning', '🌅', ['早安', 'Good morning'], ['别只说“早安”，加一个今天想起 ta 的理由。', 'Not just "morning": add why they came to mind today.'], ['“今天早上看到{detail}，第一个想到你。”', '"Saw {detail} this morning and thought of you first."'], ['“做了个奇怪的梦，主角好像是你。”（等 ta 问）', '"Had a strange dream; I think you were in it." (let them ask)'], ['群发一样的“早安 ☀️”', 'A good-morning anyone could get']),
  s('night', '🌙', ['晚安', 'Good night'], ['留一点今天的余温，或明天的期待。', 'Leave a little of today, or something for tomorrow.'], ['“今天最好的事，是{detail}。晚安。”', '"Best part of today was {detail}. Night."'], ['“晚安，明天有件事要跟你说。”', '"Night. Remind me to tell you something tomorrow."'], ['长篇总结一天的小作文', 'A long essay about your day']),
  s('sick', '🤒', ['ta 生病时', 'When they are ill'], ['实际的关心胜过漂亮话，之后记得再问一次。', 'Practical care beats fine words; ask again later.'], ['“还难受吗？你那边有没有药，要不要我带过去。”', '"Still feeling bad? Have you got medicine — want me to bring some?"'], ['“不是说身体很好吗，这次服不服。”（调侃里带着在意）', '"Thought you never get sick — admit defeat?" (teasing that cares)'], ['“多喝热水”然后就没有下文', '"Drink some water" and nothing after']),
  s('stress', '😤', ['ta 压力大时', 'When they are under pressure'], ['不刷存在感，在最难的时候出现一次。', 'Do not hover; show up once when it is hardest.'], ['“不用每次都做到最好，你已经很努力了。”', '"You do not have to be perfect every time; you are already trying hard."'], ['“忙完告诉我，请你吃顿好的。”', '"Tell me when you are through; dinner is on me."'], ['给一堆建议，或问“怎么还没忙完”', 'Piles of advice, or "not done yet?"']),
  s('after_meeting', '🎉', ['刚见完面', 'Right after meeting'], ['分开后半小时到两小时之内，说一个你注意到的细节。', 'Within half an hour to two hours, mention one detail you noticed.'], ['“刚到家，一直想着{detail}。”', '"Just got home, still thinking about {detail}."'], ['“今天比我想的还好。”（短，留白）', '"Today was better than I expected." (short, open)'], ['逐条复盘今天的每一件事', 'A recap of everything that happened']),
  s('good_news', '🎊', ['ta 有好消息', 'When they share good news'], ['比 ta 更开心，让 ta 感到被接住。', 'Be even happier than they are; let them feel caught.'], ['“真的吗！然后呢然后呢？”', '"No way! And then what?"'], ['“早该这样了，你值得。”', '"About time — you earned it."'], ['马上转到你自己的事', 'Turning it to yourself at once']),
  s('low', '😔', ['ta 情绪低落时', 'When they are low'], ['先“在”，不急着解决。', 'Be there first; do not rush to fix it.'], ['“不想说也没关系，我在。”', '"You do not have to talk. I am here."'], ['“我在，不着急，你慢慢来。”', '"I am around. No rush."'], ['“没事的，会好的！”或“你应该……”', '"It will be fine!" or "You should…"']),
  s('holiday', '🎁', ['节日', 'On a holiday'], ['不发模板祝福：要么不发，要发就发只属于 ta 的。', 'No template wishes: either skip it or make it theirs.'], ['“今天第一个想发消息的人是你，所以就发了。”', '"You were the first person I wanted to message today, so here I am."'], ['“过节有没有想去的地方？”（留一个见面的口子）', '"Anywhere you want to go for the holiday?" (room for a meeting)'], ['转发来的节日图片和长段祝福', 'Forwarded holiday images and long wishes']),
  s('flirt', '💭', ['日常撩一下', 'A little flirting'], ['只在暧昧期、信号已经是双向的时候用：一句画面或一个问题，发完就放下，不追着要回应。', 'Only once things are mutual: one picture or one question, then let it be; do not chase a reply.'], ['“今天路过{detail}，突然想起你说过的那件事，有点好笑。”', '"Walked past {detail} today and remembered what you told me. Made me smile."'], ['“不知道你发现没有，我们最近聊得比以前多了。”（说完就停）', '"Not sure you noticed, but we talk more than we used to." (then stop there)'], ['ta 冷淡时接连撩、带性暗示的话、每天同一个套路', 'Flirting on while they are cool, innuendo, the same move every day'], { stages: ['暧昧期', '表白前', '表白后-成功'] }),
  s('repair', '🌧️', ['吵架或说错话之后', 'After a quarrel or a slip'], ['等情绪落下来（6 到 24 小时内），只道歉一次：先认下自己的那部分，不辩解；之后给 ta 空间，一两天后用轻松的话题照常开始。', 'Let feelings settle (within 6 to 24 hours), then apologise once: own your part, no excuses; give them room, and a day or two later start again with something light.'], ['“我想了想，刚才是我说得不对，让你不舒服了。对不起。”', '"I thought about it: what I said was wrong, and it upset you. I am sorry."'], ['“刚才那句我自己回头看都觉得别扭，当我没说。”（只适合轻微的失言）', '"Looking back, that line came out badly. Forget I said it." (only for a small slip)'], ['反复道歉、长篇解释当时的心情、紧接着问“那我们没事了吧”', 'Apologising again and again, long explanations of how you felt, "so we are fine now?" right after'], { playbook: 'C-9' }),
];

/** Personality types: a hint on how the line lands with them. */
export const PERSONALITY_HINTS: Readonly<Record<string, Label>> = {
  感性型: { zh: '感性型：多一点画面和情绪，具体的细节最打动 ta。', en: 'Emotional: more pictures and feeling; a concrete detail moves them most.' },
  理性型: { zh: '理性型：短一点、具体一点，少形容词。', en: 'Rational: shorter and more concrete; fewer adjectives.' },
  傲娇型: { zh: '傲娇型：带一点调侃，给 ta 反将一军的机会。', en: 'Tsundere: a little teasing; give them a chance to tease back.' },
  温柔型: { zh: '温柔型：语气放软，多一句关心。', en: 'Gentle: a softer tone, one more line of care.' },
};

/** The three layers of a message: what you saw, what you felt, what you look forward to. */
export function threeLayers(see: string, feel: string, hope: string): string[] {
  return [see, feel, hope].map((x) => x.trim()).filter((x) => x !== '');
}
