import type { Label, Stage } from './types.js';

/** One thing in a draft worth a second look, with the words it is about. */
export interface LintFinding {
  kind: LintKind;
  /** The words of the draft it points at (empty when it is about the whole draft). */
  words: string[];
  advice: Label;
}

export type LintKind =
  | 'ai.parallel'
  | 'ai.too_correct'
  | 'ai.no_particles'
  | 'ai.idioms'
  | 'ai.stock_phrase'
  | 'ai.abstract'
  | 'ai.too_long'
  | 'manip.insecurity'
  | 'manip.guilt'
  | 'manip.pressure';

/** A word and its part of speech (the tagger the flows hand in; idioms are tagged i). */
export type LintTagger = (text: string) => readonly { word: string; tag: string }[];

const ADVICE: Record<LintKind, Label> = {
  'ai.parallel': {
    zh: '句式太工整（排比、对仗），读起来像文案。留一句最想说的，其余删掉。',
    en: 'The sentences are too regular (parallel, balanced); it reads like copy. Keep the one line you mean most.',
  },
  'ai.too_correct': {
    zh: '用词太“正确”，像写作文。换成你平时聊天会说的词，带一点口语。',
    en: 'The wording is too correct, like an essay. Use the words you would say in a chat.',
  },
  'ai.no_particles': {
    zh: '一个语气词都没有（嗯、啊、哈、吧、呀……）。真人发消息多少会带一点。',
    en: 'Not one casual word or filler. People writing to a friend usually have some.',
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
    zh: '超过 5 句了。越短越真实：留一两句，其余见面再说。',
    en: 'More than 5 sentences. Shorter reads truer: keep one or two, say the rest in person.',
  },
  'manip.insecurity': {
    zh: '这句话在拿 ta 的心意做试探，会让 ta 有压力。直接说你的感受，不要求 ta 证明什么。',
    en: 'This tests their feelings and puts them under pressure. Say how you feel without asking them to prove anything.',
  },
  'manip.guilt': {
    zh: '这句话会让 ta 内疚。付出是你的选择，不是 ta 欠你的。',
    en: 'This makes them feel guilty. What you gave was your choice, not a debt they owe.',
  },
  'manip.pressure': {
    zh: '在 ta 说了“不”或还没答复时继续施压。尊重 ta 的节奏，ta 的答案就是答案。',
    en: 'This keeps pushing after a no, or before they are ready. Respect their pace; their answer is the answer.',
  },
};

const PARTICLES = /[嗯啊哈吧唉哦诶呀啦嘛呢哇噢嘿哎咯呗嘞]/;
const CASUAL_EN = /\b(haha|lol|hmm|oh|ah|yeah|kinda|gonna|btw|omg|ok|okay)\b/i;
const FORMAL_ZH = ['非常', '感谢', '度过', '陪伴', '时光', '美好', '珍惜', '此刻', '与你', '之中', '无比', '深深地', '衷心'];
const FORMAL_EN = ['sincerely', 'truly grateful', 'cherish', 'wonderful time', 'deeply', 'immensely'];
const STOCK_ZH = ['不知道从什么时候开始', '不知从何时起', '愿我们', '愿你', '希望你', '遇见你是我', '你是我的光'];
const STOCK_EN = ["i don't know when it started", 'may we', 'i hope you', 'meeting you was', 'you are my light', 'you light up my'];
const ABSTRACT_ZH = ['前所未有', '温暖与幸福', '感受到了', '最特别的存在', '最大的幸运', '心里最', '无法用言语'];
const ABSTRACT_EN = ['never felt this way', 'words cannot describe', 'the most special', 'luckiest person', 'warmth and happiness'];
const CONCRETE = /\d|今天|昨天|刚才|上次|那天|那个|早上|晚上|周末|today|yesterday|last time|this morning|tonight|that day/i;

const MANIP: { kind: LintKind; zh: string[]; en: string[] }[] = [
  {
    kind: 'manip.insecurity',
    zh: ['你是不是不在乎我', '你根本不喜欢我', '你到底喜不喜欢我', '你心里还有没有我', '没人会像我这样', '你是不是有别人了', '是不是我不够好'],
    en: ["you don't care about me", "you don't even like me", 'do you even like me', 'no one will ever', 'is there someone else', 'am i not good enough'],
  },
  {
    kind: 'manip.guilt',
    zh: ['我为你做了这么多', '我对你这么好', '你对得起我吗', '都是因为你', '你欠我', '我付出了那么多', '你让我很失望'],
    en: ["after all i've done", 'after everything i did', 'you owe me', "it's your fault", 'i gave you everything', 'how could you do this to me'],
  },
  {
    kind: 'manip.pressure',
    zh: ['再给我一次机会', '你再考虑一下', '我会一直等你', '为什么不能', '你必须', '不回我我就', '你今天必须给我答复', '求求你'],
    en: ['give me one more chance', 'just think about it again', "i'll wait forever", "why won't you", 'you have to', "if you don't answer", 'please just say yes'],
  },
];

const hits = (text: string, list: readonly string[]): string[] => {
  const low = text.toLowerCase();
  return list.filter((w) => low.includes(w.toLowerCase()));
};

/** Clauses of a draft, split at commas and sentence ends. */
const clauses = (text: string): string[] => text.split(/[，,、；;。.!！?？\n]+/).map((s) => s.trim()).filter((s) => s !== '');
const sentences = (text: string): string[] => text.split(/[。.!！?？\n]+/).map((s) => s.trim()).filter((s) => s !== '');

/**
 * What the message crafter checks a draft for: the seven marks of text that reads
 * machine-written, and phrasing that manipulates (testing their feelings, guilt,
 * pressure after a no). Each finding names the words; a plain, kind draft has none.
 */
export function lintMessage(draft: string, tagger?: LintTagger, _o: { stage?: Stage } = {}): LintFinding[] {
  const text = draft.trim();
  if (text === '') return [];
  const zh = /\p{Script=Han}/u.test(text);
  const found: LintFinding[] = [];
  const add = (kind: LintKind, words: string[] = []) => found.push({ kind, words, advice: ADVICE[kind] });

  for (const m of MANIP) {
    const w = hits(text, zh ? m.zh : m.en);
    if (w.length > 0) add(m.kind, w);
  }
  const parts = clauses(text);
  // Three clauses or more opening alike ("是我的光，是我的暖，是我心里…"): a parallel structure.
  const openings = new Map<string, string[]>();
  for (const c of parts) {
    // A pronoun before the repeated part does not make the clause different ("你是我的光，是我的暖").
    const key = zh ? [...c.replace(/^[你我他她它]/, '')].slice(0, 2).join('') : c.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
    if ([...key].length >= 2) openings.set(key, [...(openings.get(key) ?? []), c]);
  }
  const parallel = [...openings.values()].find((g) => g.length >= 3);
  if (parallel) add('ai.parallel', parallel);
  const formal = hits(text, zh ? FORMAL_ZH : FORMAL_EN);
  if (formal.length >= 2) add('ai.too_correct', formal);
  const long = zh ? [...text.replace(/\s/g, '')].length >= 16 : text.split(/\s+/).length >= 12;
  if (long && !(zh ? PARTICLES.test(text) : CASUAL_EN.test(text))) add('ai.no_particles');
  if (zh && tagger) {
    const idioms = tagger(text).filter((w) => w.tag === 'i' || (w.tag === 'l' && [...w.word].length === 4)).map((w) => w.word);
    if (idioms.length >= 2) add('ai.idioms', idioms);
  }
  // A stock opening or closing begins a sentence ("愿我们…", "希望你…"); inside one it is just words.
  const starts = sentences(text).concat(parts).map((s) => s.toLowerCase());
  const stock = (zh ? STOCK_ZH : STOCK_EN).filter((w) => starts.some((s) => s.startsWith(w.toLowerCase())));
  if (stock.length > 0) add('ai.stock_phrase', stock);
  const abstract = hits(text, zh ? ABSTRACT_ZH : ABSTRACT_EN);
  if (abstract.length > 0 && !CONCRETE.test(text)) add('ai.abstract', abstract);
  if (sentences(text).length > 5) add('ai.too_long');
  return found;
}
