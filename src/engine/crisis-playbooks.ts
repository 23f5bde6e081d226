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

/** The staged playbooks (today, the weeks after, the months after) of the codes that have stages. */
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
