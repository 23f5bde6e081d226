import { isClassWord } from './classes.js';
import { HAN } from './normalize.js';
import { STOPWORDS } from './stopwords.js';
import type { KeywordSegmenter, SegmentOptions } from './segment.js';

/** One word of a part-of-speech tagger (jieba's tag set: n noun, v verb, r pronoun, x unknown, …). */
export interface TaggedWord {
  word: string;
  tag: string;
}
/** Cuts a text into tagged words. Injected: the engine stays pure, the flows load the tagger. */
export type PosTagger = (text: string) => readonly TaggedWord[];

/** Words known before the text is read, from the person's profile and their existing topics. */
export interface Lexicon {
  /**
   * Kept whole as keywords wherever the tagger's cuts spell them, and also found
   * inside a longer kept word (places, names, keywords already in use).
   */
  keep?: readonly string[];
  /** Never keywords and never cut into (the person's own names: they are in every fact). */
  drop?: readonly string[];
  /**
   * The words inside a word by the dictionary ("熊猫" in "大熊猫", not "毛球" in
   * "羽毛球"); without it a kept word is looked for by its letters.
   */
  subwords?: (word: string) => readonly string[];
}

// Word classes by tag. Nouns of every kind, verbal and adjectival nouns, abbreviations, English.
const NOUN = /^(n[a-z]*|vn|an|j|eng)$/;
// Pronouns, prepositions, adverbs, conjunctions, particles, directions, measure words,
// modal and interjection words, distinguishing words: never part of a topic word's edge.
const FUNCTION = /^(r[a-z]*|p|d[a-z]*|c[a-z]*|u[a-z]*|f|q|y|e|o|zg|b|tg)$/;
const VERB = /^v[a-z]*$/;
const NUMERAL = /^m[a-z]*$/;
const TIME = /^t[a-z]*$/;
// Idioms and fixed phrases ("吃火锅", "打电话"): a verb glued to the noun that is the topic.
const PHRASE = /^(l|i)$/;

/**
 * Days that name an occasion rather than a moment: tagged as time words, yet a
 * topic by themselves ("她的生日", "春节回老家"). Other time words (去年, 周末, 晚上)
 * say when, not what, and are dropped.
 */
const OCCASIONS = new Set([
  '生日', '纪念日', '春节', '除夕', '元旦', '元宵', '清明', '端午', '七夕', '中秋', '国庆', '圣诞', '圣诞节',
  '情人节', '万圣节', '感恩节', '儿童节', '母亲节', '父亲节', '教师节', '劳动节', '跨年', '周年',
]);

/**
 * Nouns that name no topic: they occur in facts about anything ("小时候", "东西",
 * "有点" which the dictionary files as a noun), so as trigger keywords they would
 * join unrelated facts.
 */
const GENERIC_NOUNS = new Set([
  '时候', '小时候', '小时', '时间', '东西', '事情', '事儿', '样子', '问题', '地方', '有点', '一点', '部分', '方面',
  '情况', '感觉', '心情', '原因', '办法', '意思', '方式', '过程', '结果', '机会', '关系', '程度', '经历',
  '生活', '世界', '朋友', '好友', '太多', '太少', '长大', '以外', '以前', '以后', '之前', '之后', '其他', '别人', '大家', '人家', '自己', '习惯',
  '爱喝', '爱吃', '爱看', '爱玩', '最爱', '不太会', '一下', '左右', '这样', '那样',
]);

/** One-character nouns too common to bring back a memory ("人", "家", "天"); 猫, 茶, 花 stay. */
const GENERIC_ONE = new Set([...'人事家话天年月日时次样心钱饭菜面边头里外处点份号手口声种个件位分半东西步问器']);

/**
 * Verbs said of anything (seeing, knowing, starting, going): only activity verbs
 * name a topic ("游泳", "加班", "失眠"), so these are dropped.
 */
const GENERIC_VERBS = new Set([
  '看到', '看见', '看过', '知道', '认识', '觉得', '认为', '发现', '记得', '忘记', '准备', '注意', '讨论',
  '开始', '结束', '希望', '需要', '可以', '应该', '打算', '告诉', '听说', '感到', '变成', '成为', '出去',
  '回来', '出来', '进来', '起来', '下来', '上来', '过来', '回去', '表示', '说过', '问过', '在读', '喜欢上',
  '不吃', '不喝', '不要', '没有', '有没有', '是不是', '好吃', '好喝', '好看', '好玩', '想要', '需要',
  '取名', '起名', '名叫', '叫做', '迷上', '爱上', '总是', '经常', '还是', '只是', '就是', '变好', '看看', '试试', '等等', '一起', '见到', '遇到', '碰到', '看着', '听到',
]);

/**
 * Verbs of liking and doing whose one-character object is what the person likes
 * (喝茶, 养猫, 弹琴); a two-character verb starting otherwise stays whole (加班, 失眠).
 */
const OBJECT_VERBS = new Set([...'喝吃养撸玩弹打看听读拍画写种喂追逛滑骑织烤泡钓']);

// A numeral run that is a date: 4月10日, 12月3号.
const DATE = /^\d{1,2}月\d{1,2}[日号]?$/;
const LATIN_WORD = /(?:(?!\p{Script=Han})[\p{L}\p{N}'])+/gu;

/**
 * Keywords from a part-of-speech tagger (SPEC 8): nouns, names, places and
 * activity verbs are kept; pronouns, particles, time words, numerals and measure
 * words are dropped; a one-character noun is kept (猫, 茶); an occasion (生日) and
 * a date (4月10日) are kept; words the tagger did not know (tag x) lose the
 * function characters it glued to their edges ("喝拿铁" → 拿铁) and are dropped
 * when nothing but glue is left. Text without Chinese is lower-case words.
 */
export function posSegmenter(tagger: PosTagger, lexicon: Lexicon = {}): KeywordSegmenter {
  const classes = new Map<string, string>();
  const classOf = (char: string): string => {
    let tag = classes.get(char);
    if (tag === undefined) {
      tag = tagger(char)[0]?.tag ?? 'x';
      classes.set(char, tag);
    }
    return tag;
  };
  const keepWords = new Set((lexicon.keep ?? []).filter((w) => [...w].length >= 2));
  const dropped = new Set(lexicon.drop ?? []);
  const longest = Math.max(0, ...[...keepWords, ...dropped].map((w) => w.length));
  const rules: Rules = { classOf, tagger };

  const fromTagged = (text: string, opts?: SegmentOptions): string[] => {
    const out: string[] = [];
    let date: string[] = [];
    const endDate = (): void => {
      const joined = date.join('');
      if (DATE.test(joined)) out.push(joined);
      date = [];
    };
    const tokens = tagger(text);
    for (let i = 0; i < tokens.length; i += 1) {
      const { word, tag } = tokens[i] as TaggedWord;
      // "猫叫咪咪": the tagger may glue the naming word to the noun before it.
      const head = !NAMING.has(word) && word.endsWith('叫') ? word.slice(0, -1) : null;
      const name = NAMING.has(word) || head !== null ? nameAfter(tokens, i + 1, rules) : null;
      if (name !== null && !dropped.has(name)) {
        endDate();
        const named = head === null ? null : keep(head, rules.classOf(head), rules);
        if (named !== null) out.push(named);
        out.push(name);
        i += 1;
        continue;
      }
      // "林/宥/嘉": a name the dictionary does not know, cut into its characters.
      const person = nameRun(tokens, i);
      if (person !== null) {
        endDate();
        if (!dropped.has(person.name)) out.push(person.name);
        i = person.next - 1;
        continue;
      }
      // A known word is taken as known, also when the tagger cut it into pieces, but
      // only along the tagger's own cuts, so a longer word is never broken ("广告公司").
      const [known, next] = knownAt(tokens, i, keepWords, dropped, longest);
      if (known !== null) {
        endDate();
        if (!dropped.has(known)) out.push(known);
        i = next - 1;
        continue;
      }
      if (NUMERAL.test(tag) && /^[\d月日号]+$/.test(word)) {
        date.push(word);
        continue;
      }
      endDate();
      // "在画", "想学", "会拍": a one-character word after an aspect or modal word is a verb,
      // whatever class the tagger gave it alone.
      if ([...word].length === 1 && BEFORE_VERB.has(tokens[i - 1]?.word ?? '')) continue;
      // "公司楼下那家店的拿铁", "学校门口的奶茶店": a place said only to locate something else.
      const after = tokens[i + 1];
      if (NOUN.test(tag) && after && LOCATIVES.has(after.word)) continue;
      const kept = keep(word, tag, rules);
      if (kept === null || dropped.has(kept)) continue;
      out.push(kept);
      // A keyword already in use inside a longer word is found too ("村上" in 村上春树),
      // so a topic filed under the shorter word is still met.
      const inside = lexicon.subwords ? new Set(lexicon.subwords(kept)) : null;
      for (const known of keepWords) {
        if (known !== kept && (inside ? inside.has(known) : kept.includes(known))) out.push(known);
      }
    }
    endDate();
    if (out.length > 0 || opts?.lastResort === false) return out;
    const meaningful = meaningfulWords(tokens, rules, dropped);
    return meaningful.length > 0 ? meaningful : anyWords(tokens, rules, dropped);
  };

  return (text, opts) => {
    if (!HAN.test(text)) return [...text.matchAll(LATIN_WORD)].map(([w]) => w).filter((w) => !dropped.has(w));
    return fromTagged(text, opts);
  };
}

// "柴犬叫可乐", "猫名叫年糕": what follows is a name, whatever class the tagger gives it.
const NAMING = new Set(['叫', '名叫', '叫做', '取名', '起名', '名字叫', '取名叫', '起名叫']);

/** The name after a naming word: one word of two or more Han characters that is no function word. */
function nameAfter(tokens: readonly TaggedWord[], at: number, r: Rules): string | null {
  const next = tokens[at];
  if (!next || [...next.word].length < 2 || !/^\p{Script=Han}+$/u.test(next.word)) return null;
  if (/^(r|p|u|c|y|d|m|q|t)/.test(next.tag) || STOPWORDS.has(next.word) || /^r/.test(r.classOf([...next.word][0] as string))) return null;
  return next.word;
}

// Words of a statement with no topic word, as a last resort: what the person does or
// feels ("催", "累", "受不了") and where ("北方"), one character included.
const MEANINGFUL = /^(v[a-z]*|a[a-z]*|zg|l|i|f|s|x|nr|ns|nz)$/;
const SAYING = new Set(['说', '说过', '讲', '告诉', '表示', '觉得', '感觉', '认为', '知道']);

/**
 * The fallback when no keyword is found: a fact must still be filed by something
 * rather than refused. Function words, verbs of saying and numerals stay out.
 */
function meaningfulWords(tokens: readonly TaggedWord[], r: Rules, dropped: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const { word, tag } of tokens) {
    if (!HAN.test(word) || !MEANINGFUL.test(tag) || dropped.has(word) || SAYING.has(word) || STOPWORDS.has(word)) continue;
    const chars = [...word];
    if (chars.some((c) => NUMERAL.test(r.classOf(c)))) continue;
    while (chars.length > 1 && FUNCTION.test(r.classOf(chars[0] as string))) chars.shift();
    while (chars.length > 1 && BAD_END.test(r.classOf(chars.at(-1) as string))) chars.pop();
    const left = chars.join('');
    const trimmed = left !== word && FUNCTION.test(r.classOf(left));
    if (left === '' || trimmed || STOPWORDS.has(left) || GENERIC_VERBS.has(left)) continue;
    out.push(left);
  }
  return out;
}

/**
 * The very last resort, for a fact made of words said of anything ("她真的很讨厌"):
 * its words of two characters or more that are no pronoun, particle or count.
 */
function anyWords(tokens: readonly TaggedWord[], r: Rules, dropped: ReadonlySet<string>): string[] {
  return tokens
    .filter(({ word }) => [...word].length >= 2 && /^\p{Script=Han}+$/u.test(word) && !dropped.has(word) && !GENERIC_NOUNS.has(word))
    .filter(({ word, tag }) => !FUNCTION.test(tag) && !NUMERAL.test(tag) && ![...word].some((c) => NUMERAL.test(r.classOf(c)) || /^r/.test(r.classOf(c))))
    .map(({ word }) => word);
}

const NEGATION = new Set(['不', '没', '别']);
const LOCATIVES = new Set(['楼下', '楼上', '附近', '旁边', '对面', '门口', '隔壁', '周边', '边上', '周围', '楼下的', '对门']);

// The commonest Chinese surnames: a name the dictionary does not know starts with one.
const SURNAMES = new Set([
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金廖贾夏韦付方邹孟秦邱尹薛闫段雷侯史陶黎贺顾郝龚邵严覃戴莫孔汤单',
]);
// Classes the tagger gives the characters of a name it cut apart: morphemes, names, unknowns.
const NAME_PART = /^(g|ng|nr[a-z]*|x)$/;

/** A surname and one or two characters after it, each cut alone and tagged as a name's part. */
function nameRun(tokens: readonly TaggedWord[], i: number): { name: string; next: number } | null {
  const first = tokens[i];
  if (!first || !SURNAMES.has(first.word)) return null;
  let j = i + 1;
  let name = first.word;
  while (j < tokens.length && j - i <= 2) {
    const t = tokens[j] as TaggedWord;
    if ([...t.word].length !== 1 || !HAN.test(t.word) || !NAME_PART.test(t.tag) || STOPWORDS.has(t.word)) break;
    name += t.word;
    j += 1;
  }
  return j - i >= 2 ? { name, next: j } : null;
}
// What ends no word the tagger did not know: a measure word of counting, 是, a particle.
const GLUED_END = new Set([...'个是些次下把被']);
const BEFORE_VERB = new Set(['在', '正在', '会', '能', '可以', '来', '不', '没', '别', '开始', '学着']);

interface Rules {
  classOf: (char: string) => string;
  tagger: PosTagger;
}

function keep(word: string, tag: string, r: Rules): string | null {
  const chars = [...word];
  if (!HAN.test(word)) return tag === 'eng' || /\p{L}/u.test(word) ? word : null;
  if (STOPWORDS.has(word)) return null;
  if (chars.length === 1) return oneCharNoun(word, tag) ? word : null;
  // "和阿琪", "跟小林": the tagger glues a conjunction or preposition to a name.
  if (/^nr/.test(tag) && chars.length >= 3 && /^(c|p)/.test(r.classOf(chars[0] as string))) return keep(chars.slice(1).join(''), tag, r);
  // "演得", "长得": a verb with the particle of its complement says how, not what.
  if (VERB.test(tag) && chars.at(-1) === '得') return null;
  // A word glued to a pronoun or demonstrative ("他会", "那盏") is no topic, nor a negated
  // verb or adjective ("不行", "不能", "不太好", "没去过"): what is negated is said elsewhere.
  if (/^r/.test(r.classOf(chars[0] as string))) return null;
  if (NEGATION.has(chars[0] as string) && !NOUN.test(tag)) return null;
  // "累不累", "忙不忙": a question of the one word, kept when a topic class names it.
  if (chars.length === 3 && chars[1] === '不' && chars[0] === chars[2]) return isClassWord(chars[0] as string) ? (chars[0] as string) : null;
  if (TIME.test(tag)) return OCCASIONS.has(word) ? word : null;
  // Verb and object in one word: the object is the topic (打篮球 → 篮球, 喝茶 → 茶).
  const longForm = chars.length >= 3 && (NOUN.test(tag) || VERB.test(tag) || PHRASE.test(tag));
  if (longForm || (chars.length === 2 && VERB.test(tag) && OBJECT_VERBS.has(chars[0] as string))) {
    const object = objectOf(chars, r);
    if (object !== null) return object;
  }
  if (NOUN.test(tag)) return GENERIC_NOUNS.has(word) ? null : word;
  // Activity verbs; a verb with a count in it ("喝一杯", "看一遍") says how often, not what.
  if (VERB.test(tag)) return GENERIC_VERBS.has(word) || chars.some((c) => NUMERAL.test(r.classOf(c))) ? null : word;
  // "怕冷", "怕黑": a fear names what she avoids, though the tagger files it as an adjective.
  if (tag === 'a') return chars[0] === '怕' ? word : null;
  // "许嵩", "单依纯": an unknown word of two or three characters led by a surname is a name.
  if (tag === 'x' && chars.length <= 3 && SURNAMES.has(chars[0] as string) && chars.every((c) => HAN.test(c))) return word;
  if (tag === 'x') return unknownWord(chars, r.classOf);
  return null;
}

/** Whether one character tagged so names a topic by itself (猫, 茶, 胃; not 人, 家, 天). */
export function oneCharNoun(word: string, tag: string): boolean {
  return /^(n|ng)$/.test(tag) && !GENERIC_ONE.has(word);
}

/** The object of a verb-object word: its first character a verb, the rest one noun by itself. */
function objectOf(chars: string[], r: Rules): string | null {
  if (!VERB.test(r.classOf(chars[0] as string))) return null;
  const rest = r.tagger(chars.slice(1).join(''));
  const only = rest.length === 1 ? rest[0] : undefined;
  if (!only) return null;
  if ([...only.word].length === 1) return oneCharNoun(only.word, only.tag) ? only.word : null;
  return NOUN.test(only.tag) && !GENERIC_NOUNS.has(only.word) ? only.word : null;
}

// What may end a word the tagger guessed: not a particle, modal or direction ("写后", "看了").
const BAD_END = /^(u[a-z]*|y|e|f)$/;

/** A word the tagger guessed: glue trimmed off both edges, kept only if a word is left. */
function unknownWord(chars: string[], classOf: (c: string) => string): string | null {
  const glue = (c: string): boolean => FUNCTION.test(classOf(c)) || VERB.test(classOf(c));
  const w = [...chars];
  while (w.length > 2 && glue(w[0] as string)) w.shift();
  while (w.length > 2 && (glue(w.at(-1) as string) || NUMERAL.test(classOf(w.at(-1) as string)))) w.pop();
  if (w.length < 2 || !w.every((c) => HAN.test(c))) return null;
  const first = classOf(w[0] as string);
  const last = classOf(w.at(-1) as string);
  // "一喝", "两口": a count, not a thing.
  if (FUNCTION.test(first) || NUMERAL.test(first) || BAD_END.test(last)) return null;
  // "有个", "辣是", "老是": a word glued to a measure word or to 是 is no word.
  if (w.length === 2 && GLUED_END.has(w[1] as string)) return null;
  if (VERB.test(first) && VERB.test(last)) return null;
  const word = w.join('');
  return GENERIC_NOUNS.has(word) || STOPWORDS.has(word) ? null : word;
}

/**
 * The known word that tokens i.. spell exactly, longest first, and the index after
 * it; a single token counts too, so the lexicon wins over the tag.
 */
function knownAt(
  tokens: readonly TaggedWord[],
  i: number,
  keepWords: ReadonlySet<string>,
  dropped: ReadonlySet<string>,
  longest: number,
): [string | null, number] {
  let best: [string | null, number] = [null, i];
  let text = '';
  for (let j = i; j < tokens.length; j += 1) {
    text += (tokens[j] as TaggedWord).word;
    if (text.length > longest) break;
    if (keepWords.has(text) || dropped.has(text)) best = [text, j + 1];
  }
  return best;
}
