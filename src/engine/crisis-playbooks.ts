import type { Label } from './types.js';

/** One stage of a playbook: when, what to do, what to say, what not to. */
export interface PlaybookStage {
  when: Label;
  do: readonly Label[];
  say?: readonly Label[];
  dont?: readonly Label[];
}

/** A kind of rejection, and what it leaves room for. */
export interface RejectionKind {
  id: string;
  name: Label;
  sounds: Label;
  room: Label;
}

const l = (zh: string, en: string): Label => ({ zh, en });

/** C-1's three kinds of no (the crisis handler's grading). */
export const REJECTION_KINDS: readonly RejectionKind[] = [
  { id: 'gentle', name: l('温和型', 'Gentle'), sounds: l('“现在不想谈感情”“我们不合适”“我把你当朋友”', '"Not looking for anything now", "we are not right", "you are a friend"'), room: l('也许有余地，但不要表现出来。', 'There may be room, but do not show you are looking for it.') },
  { id: 'clear', name: l('明确型', 'Clear'), sounds: l('“我不喜欢你”“我喜欢别人”', '"I do not like you that way", "I like someone else"'), room: l('接受它；再追只会伤到自己。', 'Accept it; going on only hurts you.') },
  { id: 'encouraging', name: l('带鼓励型', 'With encouragement'), sounds: l('“你很好，但……”“我还没准备好”', '"You are great, but…", "I am not ready yet"'), room: l('最有余地，但不要马上反扑。', 'The most room, but do not press at once.') },
];

/** The staged playbooks of the crisis codes (C-1 to C-11): when, what to do, what to say, what not to. */
export const PLAYBOOKS: Readonly<Record<string, readonly PlaybookStage[]>> = {
  'C-1': [
    {
      when: l('当天（最重要的 24 小时）', 'The same day (the 24 hours that matter most)'),
      do: [l('说一句体面的话，然后放下手机。', 'Say one graceful line, then put the phone down.')],
      say: [
        l('“谢谢你告诉我，我知道说出来不容易。我没事的，你也别有压力。”', '"Thank you for telling me; I know it was not easy. I am okay — please do not worry."'),
        l('“好，我知道了。谢谢你愿意直接说，比我自己猜好多了。”', '"Okay, I understand. Thank you for being direct — better than guessing."'),
      ],
      dont: [
        l('“为什么？我哪里不好？”', '"Why? What is wrong with me?"'),
        l('“你再想想好吗？”', '"Could you think about it again?"'),
        l('“我等你。”', '"I will wait for you."'),
        l('消失、拉黑，或当天继续追问', 'Vanishing, blocking, or pressing on the same day'),
      ],
    },
    {
      when: l('之后 1–4 周：收一收', 'The next 1–4 weeks: step back'),
      do: [
        l('主动联系从每天减到三五天一次。', 'Reach out every three to five days instead of daily.'),
        l('偶尔出现，但不刻意开话题。', 'Be around now and then, without starting things.'),
        l('把精力放回自己，做一件让自己变好的事。', 'Put your energy into yourself; do one thing that makes you better.'),
      ],
      dont: [
        l('发意味深长的朋友圈暗示', 'Meaningful posts aimed at them'),
        l('突然说“我现在真的没事了”', 'Announcing "I am really fine now"'),
        l('跟共同朋友打听 ta', 'Asking mutual friends about them'),
      ],
    },
    {
      when: l('之后 1–3 个月：看清再决定', 'The next 1–3 months: look, then decide'),
      do: [
        l('问自己：ta 之后还主动联系吗？拒绝是时机问题还是根本问题？你现在是真心还是不甘心？', 'Ask yourself: do they still reach out? Was the no about timing or about you? Is this love, or pride?'),
        l('时机型（还常来往、频率没降）：不提感情，用行动让 ta 看到变化。', 'About timing (still in touch, as often): do not bring up feelings; let them see change in what you do.'),
        l('根本型（明确不喜欢、保持距离、有了新感情）：放下，把时间留给自己。', 'About you (a clear no, distance, someone new): let it go, and keep your time for yourself.'),
      ],
    },
  ],
  'C-2': [
    {
      when: l('头 1–3 天：先看，不动', 'Days 1–3: watch, do nothing'),
      do: [
        l('先别归到自己身上：ta 可能在忙工作、家里或身体的事，也可能本来就回得慢。', 'Do not make it about you yet: work, family or health may be in the way, or they always answer slowly.'),
        l('看看 ta 还在不在更新动态：还在更新，就不是“忙得没空”。', 'See whether they still post: if they do, it is not "too busy".'),
      ],
      dont: [l('接连发好几条', 'Several messages in a row'), l('“你怎么不回我”', '"Why are you not answering?"'), l('“我是不是哪里得罪你了”', '"Did I upset you?"')],
    },
    {
      when: l('3–5 天后仍没有回音：轻轻地再出现一次', 'Still silent after 3–5 days: show up once, lightly'),
      do: [l('用一件 ta 会感兴趣的事把话头引回来，不问为什么消失；按 ta 的性格选口气。', 'Bring the conversation back with something they would enjoy, without asking why they vanished; pick the tone for their personality.')],
      say: [
        l('理性型：“最近在忙什么？好久没听到你的消息了。”', 'Rational: "Busy lately? Have not heard from you in a while."'),
        l('感性型：“看到这个一下就想到你了——”（附上一个 ta 会喜欢的东西）', 'Emotional: "Saw this and thought of you —" (with something they would like)'),
        l('傲娇型：用你们平时互相调侃的那种语气问一句近况。', 'Tsundere: ask how they are in the teasing tone you two already share.'),
      ],
    },
    {
      when: l('再出现之后 ta 又消失了', 'If they vanish again after that'),
      do: [l('停止主动。沉默本身可能就是答案；把精力放回自己。', 'Stop reaching out. The silence may be the answer; put your energy back into yourself.')],
    },
  ],
  'C-3': [
    {
      when: l('先分清：是波动还是趋势', 'First: a dip, or a trend?'),
      do: [
        l('偶尔几天联系少是正常波动，不用处理。', 'A few quiet days are normal; leave them be.'),
        l('连续两周以上明显变少才是疏远：对比一个月前的频率、谁先开口、聊得多深。', 'Two weeks or more of clearly less is drifting: compare with a month ago — how often, who starts, how deep.'),
      ],
    },
    {
      when: l('接下来 7–14 天：让 ta 感到你不在', 'The next 7–14 days: let them notice you are not there'),
      do: [
        l('暂停主动联系；你太容易找到，也可能是疏远的原因。', 'Stop reaching out; being too easy to reach may be part of why they drifted.'),
        l('过好自己的日子，可以发一条看得出你过得不错的动态。', 'Live your life; a post that shows you are doing well is fine.'),
        l('ta 来找你时正常回应，不过分热情。', 'When they reach out, answer warmly but not eagerly.'),
      ],
      dont: [l('意味深长、写给 ta 看的动态', 'Meaningful posts written for them')],
    },
    {
      when: l('然后：换一种方式，或直接问', 'Then: change the way you meet, or ask'),
      do: [
        l('一直打字就试试语音；一直线上就约一次顺路的见面；换一个更深的话题。', 'If it is always text, try voice; if always online, suggest a meeting on the way somewhere; try a deeper topic.'),
        l('关系够近时可以问状态，不问关系，给 ta 台阶。', 'If you are close enough, ask how they are, not what you are — leave them an easy way to answer.'),
      ],
      say: [l('“最近好像聊得少了，你是在忙什么吗？”', '"We have talked less lately — busy with something?"')],
    },
  ],
  'C-4': [
    {
      when: l('先确认真的是友谊区', 'First: make sure it is the friend zone'),
      do: [l('四件事都成立才算：ta 用“朋友/兄弟/闺蜜”定义过你们；向你倾诉喜欢的别人；没有任何暧昧举动；见面时待你和普通朋友一样。', 'Only if all four hold: they called you a friend, brother or bestie; they confide in you about someone they like; nothing between you is ambiguous; in person they treat you like any friend.')],
    },
    {
      when: l('第一步：不再随叫随到', 'Step one: stop being always available'),
      do: [
        l('少当情绪树洞；ta 聊别人的感情时，简短回应后换话题。', 'Be less of a sounding board; when they talk about someone else, answer briefly and change the subject.'),
      ],
      say: [l('“这个话题我今天不想聊啦，说点别的——你最近在玩什么？”', '"Not in the mood for that topic today — tell me something else: what have you been up to?"')],
      dont: [l('无限提供情绪价值', 'Endless emotional support on demand')],
    },
    {
      when: l('第二步：带着变化回来', 'Step two: come back changed'),
      do: [l('让 ta 看到 ta 没见过的一面：新的状态、新的事情、新的样子；少联系一点，让 ta 重新好奇你。', 'Let them see a side they have not seen — a new project, a new look, a new mood; reach out a little less so they grow curious again.')],
    },
    {
      when: l('第三步：ta 再来找你时，推进一点', 'Step three: when they come back, move a little'),
      do: [l('多创造一对一的机会，找时机说一句稍微越界的话，看反应；反应好再往前。', 'Make more one-on-one time, find a moment for one line that crosses the friend line a little, and watch; go on only if it lands well.')],
    },
  ],
  'C-5': [
    {
      when: l('6–24 小时内：修复', 'Within 6–24 hours: repair it'),
      do: [
        l('太快显得慌，太久会变得更怪。按轻重选一种说法，说一次就好。', 'Too fast looks panicked, too slow makes it stranger. Pick the words for how bad it was, and say them once.'),
      ],
      say: [
        l('轻度（有点尴尬）：自嘲一句带过，比如“刚才那句我自己都听不下去，当我没说。”', 'Mild (a bit awkward): laugh at yourself — "I cannot believe I said that; pretend I did not."'),
        l('中度（ta 明显不舒服）：“我想了想，刚才说得不对。我的意思其实是……不管怎样，我不想让你难受。”', 'Medium (they were clearly uncomfortable): "I thought about it — I put that badly. What I meant was… either way, I did not want to upset you."'),
        l('重度（ta 生气或冷处理）：“刚才那件事让你不舒服了，是我的问题，不是你想多了。对不起。”', 'Serious (they are angry or gone cold): "What happened hurt you. That is on me, not you overreacting. I am sorry."'),
      ],
      dont: [l('反复道歉', 'Apologising again and again'), l('解释自己当时的心情', 'Explaining how you felt at the time'), l('道完歉马上问“那我们没事了吧”', '"So we are good now?" right after'), ],
    },
    {
      when: l('之后 1–3 天：正常重启', 'The next 1–3 days: restart as usual'),
      do: [l('等 ta 情绪平复，用一个 ta 感兴趣的轻松话题重新开始，不再提这件事。', 'Once they have calmed down, start again with something light they enjoy, and do not bring it up again.')],
    },
  ],
  'C-6': [
    {
      when: l('先弄清情况', 'First: find out where things stand'),
      do: [l('对方是谁、认识多久、和 ta 多近；ta 有没有明显喜欢对方；对方是不是也在追 ta。', 'Who they are, how long and how close they have known them; whether they clearly like that person; whether that person is pursuing them too.')],
      dont: [l('直接问 ta“你是不是喜欢某某”', 'Asking them "do you like so-and-so?"'), l('说对方的坏话', 'Speaking badly of the other person'), l('通过共同朋友打探', 'Asking around through mutual friends')],
    },
    {
      when: l('然后：按情况选一条', 'Then: choose by the situation'),
      do: [
        l('对方刚出现、ta 还没有倾向：加快，多创造深一点的连接。', 'The other person just appeared and they lean nowhere yet: speed up, build deeper connection.'),
        l('ta 对对方有好感但没确定：深而不急。对方给的是热度和新鲜，你给的是理解和稳定。', 'They like the other person but nothing is settled: go deep, not fast. The other person offers heat and novelty; you offer understanding and steadiness.'),
        l('ta 明显已经喜欢对方：退一步，保持普通朋友，等时机变化。', 'They clearly like the other person: step back, stay a plain friend, and wait for things to change.'),
      ],
      say: [l('ta 纠结时：“你自己想清楚就好，我不催你。”', 'When they are torn: "Take your time to figure it out; I am not pushing."')],
    },
  ],
  'C-8': [
    {
      when: l('先找到卡住的原因', 'First: find what is holding it'),
      do: [l('是你们都在等对方先开口？联系太密反而没有期待？一直只在线上？还是 ta 本来就不太主动？', 'Are you both waiting for the other to move? Too much contact, so nothing to look forward to? Only ever online? Or are they simply not one to act?')],
    },
    {
      when: l('然后：做一件让关系必须往前一步的事', 'Then: do one thing that makes the next step necessary'),
      do: [
        l('约一次有仪式感的活动：演唱会、一次短途、节日的晚饭。', 'Suggest something with a sense of occasion: a concert, a short trip, a holiday dinner.'),
        l('如果你的生活真的会有变化（换城市、换工作），可以早点说出来：时间有限是真的，不是手段。', 'If your life really is about to change (a new city, a new job), say so early: the limited time is real, not a tactic.'),
      ],
      say: [l('半开玩笑但说清楚：“你有没有觉得我们现在有点说不清？我也不知道我们算什么。”', 'Half joking, but clear: "Does it feel a bit undefined between us to you? I am not sure what we are."')],
    },
  ],
  'C-9': [
    {
      when: l('先等情绪降下来', 'First: let the heat go down'),
      do: [l('ta 在气头上时说什么都是火上浇油；先停一停。', 'Anything said while they are angry only adds fuel; pause first.')],
    },
    {
      when: l('然后：先道歉，再简短解释', 'Then: apologise first, explain briefly'),
      do: [l('不管谁对谁错，先表达你不想让 ta 难过；解释只说一两句。', 'Whoever was right, first say you did not want them hurt; keep any explanation to a line or two.')],
      say: [
        l('错在你：“我想了想，刚才是我的问题，不该那样说。你生气很正常。”', 'Your fault: "I thought about it — that was on me; I should not have said it. You are right to be upset."'),
        l('是误会：“我们可能有点误会，但让你不开心不是我想要的。你愿意听我说一下吗？”', 'A misunderstanding: "I think we misunderstood each other, but upsetting you was never what I wanted. Can I explain?"'),
        l('双方都有：“我刚才也说了难听的话，对不起。”只说你自己的部分。', 'Both of you: "I said some unkind things too — I am sorry." Only your part.'),
      ],
      dont: [l('长篇大论地辩解', 'A long defence')],
    },
    {
      when: l('和好之后', 'Once you have made up'),
      do: [l('用一个轻松的话题或你们之间的梗重新开始，不要一直停在道歉里。', 'Start again with something light or one of your running jokes; do not stay in apology mode.')],
    },
  ],
  'C-10': [
    {
      when: l('先分清：是性格差异还是单方面付出', 'First: a difference in style, or one-sided?'),
      do: [
        l('一方更主动、初期你多承担一些联系，都正常。', 'One of you being more outgoing, or you carrying more of the contact early on, is normal.'),
        l('不健康的是：总是你先开口、ta 从不回应你的关心、只在需要你时才出现。', 'Unhealthy is: you always start, your care is never returned, they appear only when they need you.'),
      ],
    },
    {
      when: l('接下来 3–7 天：停下来看', 'The next 3–7 days: stop and watch'),
      do: [l('停止主动联系。ta 来找你，说明在意；完全没反应，这段关系可能没有你想的那么重要。', 'Stop reaching out. If they come to you, they care; if nothing happens, this may matter less to them than you hoped.')],
    },
    {
      when: l('然后：说出来，定好你的底线', 'Then: say it, and set your line'),
      do: [l('关系够近时问一句，给 ta 解释的机会；如果停下后 ta 依旧没有动静，那就是很清楚的信号。你值得一个也愿意靠近你的人。', 'If you are close enough, ask, and give them a chance to explain; if nothing changes after you stopped, that is a clear signal. You deserve someone who moves toward you too.')],
      say: [l('“感觉最近好像都是我在找你，你最近很忙吗？”', '"Feels like I am always the one reaching out lately — have you been busy?"')],
      dont: [l('质问或翻旧账', 'Accusations, or listing old grievances')],
    },
  ],
  'C-7': [
    {
      when: l('等待期', 'While you wait'),
      do: [
        l('给 ta 空间，减少联系，继续正常生活。', 'Give them room, reach out less, live as usual.'),
        l('偶尔出现，但不提这件事。', 'Be around now and then, without mentioning it.'),
      ],
      dont: [
        l('每天问“想好了吗”', 'Asking "have you decided?" every day'),
        l('表现得焦虑或忽冷忽热', 'Anxiety, or blowing hot and cold'),
        l('一大堆情话', 'A flood of sweet words'),
      ],
    },
    {
      when: l('7–10 天后还没有答案', 'No answer after 7–10 days'),
      do: [l('说一句降低压力的话，然后照常。', 'Say one line that takes the pressure off, then carry on.')],
      say: [l('“没关系，不管你想到什么，随时说。我没在等答案，只是想让你知道我这边没有压力。”', '"It is fine — whatever you think, tell me whenever. I am not waiting on an answer; there is no pressure from me."')],
    },
  ],
  'C-11': [
    {
      when: l('72 小时内：先照顾自己的情绪', 'Within 72 hours: your feelings first'),
      do: [l('不做决定，不发消息；失落和委屈都是正常的。', 'Decide nothing, send nothing; feeling low is normal.')],
      dont: [
        l('发“为什么不是我”之类的消息', 'A "why not me" message'),
        l('发隐晦的情绪朋友圈', 'Veiled posts about how you feel'),
        l('打听 ta 们的细节', 'Digging for details about them'),
      ],
    },
    {
      when: l('第 3 天起：重新看清', 'From day 3: take stock'),
      do: [
        l('之前你们真的有实质的可能吗？ta 的新感情是认真的还是一时的？', 'Was there ever something real between you? Is their new relationship serious or passing?'),
        l('你能不能接受“只是朋友”这个结局？', 'Could you live with "just friends"?'),
      ],
    },
    {
      when: l('之后：选一条路', 'Then: choose a road'),
      do: [
        l('能平静当朋友：保持正常来往，真心祝福，把重心放回自己，不提感情。', 'If you can be friends calmly: stay in touch as usual, mean your good wishes, focus on yourself, never mention feelings.'),
        l('做不到：不拉黑、不消失，只是少联系；给自己两个月，也允许自己认识新的人。', 'If you cannot: no blocking, no vanishing — just less contact; give yourself two months, and let yourself meet new people.'),
      ],
      dont: [l('评价 ta 的新伴侣，或在 ta 恋爱时加大联系', 'Judging the new partner, or reaching out more while they are together')],
    },
  ],
};
