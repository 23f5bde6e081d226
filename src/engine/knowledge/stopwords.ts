import { EN_GENERIC } from './english.js';

/**
 * Words that carry no topic. Besides function words, this holds generic verbs of
 * liking ("喜欢", "likes"): as trigger keywords they would make unrelated facts
 * ("喜欢火锅", "喜欢村上春树") intersect and merge.
 */
const ZH = [
  '的', '了', '是', '我', '你', '他', '她', '它', '您', '们', '我们', '你们', '他们', '她们', '咱们', '自己',
  '很', '也', '都', '和', '与', '及', '跟', '在', '就', '还', '又', '再', '才', '吗', '呢', '吧', '啊', '呀',
  '哦', '嗯', '哈', '着', '过', '被', '把', '给', '让', '对', '从', '向', '这', '那', '这个', '那个', '一个',
  '有', '没', '没有', '不', '不是', '就是', '但是', '可是', '因为', '所以', '如果', '而且', '然后', '还是',
  '或者', '什么', '怎么', '为什么', '觉得', '感觉', '喜欢', '讨厌', '爱', '想', '要', '会', '能', '说',
  '真的', '非常', '特别', '比较', '一直', '已经', '可能', '应该', '一下', '一些', '一起', '时候', '今天',
  '昨天', '明天', '最近',
];

const EN = [
  'ta', 'the', 'a', 'an', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'i', 'you', 'he', 'she', 'it',
  'they', 'we', 'me', 'him', 'her', 'them', 'my', 'your', 'his', 'its', 'our', 'their', 'to', 'of', 'in',
  'on', 'at', 'for', 'with', 'and', 'or', 'but', 'not', 'no', 'do', 'does', 'did', 'have', 'has', 'had',
  'this', 'that', 'these', 'those', 'so', 'very', 'too', 'also', 'just', 'really', 'like', 'likes', 'liked',
  'love', 'loves', 'loved', 'about', 'from', 'as', 'by', 'will', 'would', 'can', 'could', 'should', 'what',
  'when', 'where', 'who', 'how', 'than', 'then', 'there', 'here', 'if', "she's", "he's", "it's", "i'm",
  "don't", "doesn't", "didn't",
  // Words of degree, order and place that go with any subject.
  'every', 'each', 'all', 'any', 'some', 'most', 'more', 'much', 'many', 'only', 'other', 'another', 'same',
  'own', 'both', 'either', 'neither', 'such', 'before', 'after', 'up', 'down', 'off', 'over', 'under', 'into',
  'out', 'again', 'even', 'instead', 'still', 'always', 'never', 'often', 'mostly', 'while', 'because',
  'since', 'until', 'through', 'during', 'without', 'within', 'between', 'last', 'first', 'next', 'now',
  'get', 'gets', 'got', 'go', 'goes', 'went', 'make', 'makes', 'made', 'give', 'gives', 'gave', 'take',
  'takes', 'took', 'one', 'two', 'three', 'four', 'five', 'time', 'times',
];

export const STOPWORDS: ReadonlySet<string> = new Set([...ZH, ...EN, ...EN_GENERIC]);

// Single characters that almost never sit inside a content word. Other one-character
// stopwords do ("说" in 小说, "有" in 没有), so the fallback must not cut at them.
const ZH_PARTICLES = ['的', '了', '是', '我', '你', '他', '她', '它', '您', '们', '很', '也', '吗', '呢', '吧', '啊', '呀', '哦', '嗯'];

/** Where the bigram fallback cuts an unsegmented Han run, longest first. */
export const ZH_RUN_BREAKERS: readonly string[] = [...ZH.filter((w) => w.length > 1), ...ZH_PARTICLES].sort(
  (a, b) => b.length - a.length,
);

/** ICU often glues a pronoun to the next character ("她不", "我有"); these are cut off a word's start. */
export const LEADING_PRONOUNS: ReadonlySet<string> = new Set(['我', '你', '他', '她', '它', '您']);
