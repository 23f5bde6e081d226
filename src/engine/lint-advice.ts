import type { Label } from './types.js';

/** What the draft checker can point at: seven marks of machine-written text, and ways of pressuring someone. */
export const LINT_KINDS = [
  'ai.parallel',
  'ai.too_correct',
  'ai.no_particles',
  'ai.idioms',
  'ai.stock_phrase',
  'ai.abstract',
  'ai.too_long',
  'manip.threat',
  'manip.ultimatum',
  'manip.guilt',
  'manip.love_test',
  'manip.sulking',
  'manip.pressure',
  'manip.busy',
  'manip.love_bombing',
  'manip.jealousy',
  'manip.blame',
  'manip.demand',
  'manip.comparison',
  'manip.control',
  'manip.boundary',
  'manip.pattern',
] as const;

export type LintKind = (typeof LINT_KINDS)[number];

/** What to do about each finding, in both languages. */
export const LINT_ADVICE: Record<LintKind, Label> = {
  'ai.parallel': {
    zh: '句式太工整（排比、对仗），读起来像文案。留一句最想说的，其余删掉。',
    en: 'The sentences are too regular (parallel, balanced); it reads like copy. Keep the one line you mean most.',
  },
  'ai.too_correct': {
    zh: '用词太“正确”，像写作文。换成你平时聊天会说的词，带一点口语。',
    en: 'The wording is too correct, like an essay. Use the words you would say in a chat.',
  },
  'ai.no_particles': {
    zh: '一个语气词都没有（嗯、啊、哈、吧、呀……），再加上面的问题，整条读起来像写出来的。真人发消息多少会带一点。',
    en: 'Not one casual word, and with the marks above the whole thing reads written rather than said.',
  },
  'ai.idioms': {
    zh: '四字词语堆在一起，像贺卡。用一件具体的小事代替。',
    en: 'Stacked set phrases read like a greeting card. Say one small, real thing instead.',
  },
  'ai.stock_phrase': {
    zh: '这种开头/结尾太常见了，一看就像模板。直接从你想说的那件事开始。',
    en: 'This opening or closing is everywhere; it reads like a template. Start with the thing itself.',
  },
  'ai.abstract': {
    zh: '在说“感情本身”，没有说一件事。加一个只有你们知道的细节。',
    en: 'It talks about the feeling, not about something that happened. Add a detail only the two of you know.',
  },
  'ai.too_long': {
    zh: '比这个阶段适合的长度长了（破冰期 2–3 句，升温期和暧昧期最多 5 句，表白前最多 8 句）。留最想说的几句，其余见面再说。',
    en: 'Longer than fits this stage (2-3 sentences while breaking the ice, at most 5 while warming up or flirting, 8 before a confession). Keep the lines you mean most; say the rest in person.',
  },
  'manip.threat': {
    zh: '这是“你不……我就……”的威胁：把后果压在 ta 身上逼 ta 就范。说出你的感受和你需要什么，后果不要拿来要挟。',
    en: 'This is an "if you don\'t, I will" threat: it forces their hand with a consequence. Say what you feel and need; don\'t hold a consequence over them.',
  },
  'manip.ultimatum': {
    zh: '限时、二选一、“最后一次”，都是在替 ta 定时间表。真正的答案需要 ta 自己的节奏。',
    en: 'A deadline, an either-or, a "last chance": it sets their timetable for them. A real answer needs their own pace.',
  },
  'manip.guilt': {
    zh: '这句话在算账，会让 ta 内疚。付出和礼物是你的选择，不是 ta 欠你的。',
    en: 'This keeps score and makes them feel guilty. What you gave was your choice, not a debt they owe.',
  },
  'manip.love_test': {
    zh: '这是在让 ta 证明心意（“真在乎我就……”）。心意没法靠考试证明，直接说你希望什么，ta 可以说不。',
    en: 'This asks them to prove their feelings ("if you really cared, you would…"). Feelings are not a test; ask for what you want and let them say no.',
  },
  'manip.sulking': {
    zh: '这是赌气式的退出（“那我消失好了”“反正你也不在乎”），是想让 ta 来哄你。难过可以直说，不用拿离开当筹码。',
    en: 'This is a sulk ("fine, I\'ll disappear"), hoping they will chase you. Say you are hurt plainly; don\'t use leaving as a lever.',
  },
  'manip.pressure': {
    zh: 'ta 已经说了“不”或“还没准备好”，这句还在推。尊重 ta 的答案，ta 的“不”就是答案。',
    en: 'They already said no or not yet, and this still pushes. Respect the answer; their no is the answer.',
  },
  'manip.busy': {
    zh: 'ta 说了在忙，这句在否定 ta 的理由、要 ta 让步。相信 ta 的说法，等 ta 有空。',
    en: 'They said they are busy, and this dismisses it to make them give way. Take them at their word and wait until they are free.',
  },
  'manip.love_bombing': {
    zh: '太快、太满的承诺（“唯一”“这辈子”“未来都规划好了”）会变成压力。慢一点，让 ta 有空间回应。',
    en: 'Promises this big this fast ("soulmate", "the one", plans for years) turn into pressure. Slow down and leave them room to answer.',
  },
  'manip.jealousy': {
    zh: '拿别人来刺激 ta（有人追我、谁谁秒回我），是想让 ta 着急。想要 ta 的关注就直接说。',
    en: 'Using someone else to make them jealous is meant to rush them. If you want their attention, say so.',
  },
  'manip.blame': {
    zh: '把自己的情绪算在 ta 头上（“都是因为你”“你害的”）。你的难受是真的，但不是 ta 的责任；说“我很难过”就够了。',
    en: 'This puts your feelings on them ("you\'re doing this to me"). The hurt is real but it is not their job; "I\'m having a hard time" is enough.',
  },
  'manip.demand': {
    zh: '在催 ta 立刻回复。ta 有自己的时间，一条消息等一等没关系。',
    en: 'This demands an answer right now. They have their own time; a message can wait.',
  },
  'manip.comparison': {
    zh: '拿 ta 和别人比（前任、别人家的谁），只会让 ta 觉得不被接受。说你自己想要什么。',
    en: 'Comparing them with someone else (an ex, "any other girl") only tells them they fall short. Say what you want instead.',
  },
  'manip.control': {
    zh: '这是在管 ta（查手机、要定位、不许见谁、要报备）。ta 的时间、朋友和手机都是 ta 自己的；不安可以说出来，但不能拿来管人。',
    en: 'This is control (checking their phone, their location, who they may see). Their time, friends and phone are theirs; say you feel insecure, but do not police them.',
  },
  'manip.boundary': {
    zh: 'ta 划了界线（不想、不方便、还没准备好），这句在把它推开（“就一下嘛”“我已经在你楼下了”）。界线不用讨价还价。',
    en: 'They set a limit (not now, not ready, no) and this pushes through it ("come on, it\'s just one drink", "I\'m already outside"). A limit is not up for bargaining.',
  },
  'manip.pattern': {
    zh: '没有哪一条规则对上，但整条读起来很像施压的消息（要挟、算账、考验、赌气、催促之类），不像平常的关心。读一遍：ta 收到会不会觉得被逼？把你的感受和希望直说，给 ta 说“不”的余地。',
    en: 'No single rule matched, but the whole draft reads like the pressuring messages (threats, keeping score, tests, sulks, pushing) more than like plain warmth. Read it as they would: would they feel cornered? Say what you feel and hope for, and leave them room to say no.',
  },
};
