import { stemOf } from './english.js';
import { HAN, normalizeText } from './normalize.js';
import { STOPWORDS } from './stopwords.js';

/**
 * The contradiction guard (the drift check of the Arise design): a new statement
 * that negates one a topic holds ("她怕猫" then "她其实不怕猫") must not be fused
 * silently. Each statement is cut into clauses; a clause is read as a core (what is
 * said, with the negations, fillers and the person left out), its negations with
 * the words each one reaches, the values it gives to a few slots (where she lives,
 * her age, her MBTI type), whether it is a wish rather than a fact, and whether it
 * is about someone else (her friend, his sister). Two clauses about the same person
 * contradict when their cores say the same thing and the negations that reach the
 * shared part differ, or when they give one slot two values.
 */
export function contradicts(before: string, after: string): boolean {
  const old = clausesOf(before);
  const next = clausesOf(after);
  if (next.some((b) => old.some((a) => clash(a, b)))) return true;
  return corrected(old, next, normalizeText(after));
}

/** The pairs of statements, old and new, that contradict each other. */
export function contradictions(oldStatements: readonly string[], newStatements: readonly string[]): { old: string; new: string }[] {
  return newStatements.flatMap((n) => oldStatements.filter((o) => contradicts(o, n)).map((o) => ({ old: o, new: n })));
}

interface Negation {
  /** The core pieces the negation reaches (the words after it; for 吃不了, the verb before). */
  scope: ReadonlySet<string>;
}

interface Clause {
  /** Han characters and Latin words (zh), or English stems. */
  core: readonly string[];
  negations: readonly Negation[];
  numbers: readonly string[];
  /** Slot → value: where she lives, where she is from, her age, her MBTI type. */
  slots: ReadonlyMap<string, string>;
  /** A wish or a plan ("想学游泳", "wants to move"), not a fact. */
  wish: boolean;
  /** About someone else: "她闺蜜…", "her sister…". */
  other: boolean;
  /** Says more of the same ("也", "too"): it adds, never replaces. */
  additive: boolean;
  /** A later clause that is only "not Y" (不是 Y): the correction of "X, not Y". */
  bare: boolean;
}

/** The same thing said, about the same person, in the same mood, negated one way and not the other (or given another number or value). */
function clash(a: Clause, b: Clause): boolean {
  if (a.other !== b.other || a.wish !== b.wish) return false;
  if (slotClash(a, b)) return !b.additive;
  if (!sameCore(a, b)) return false;
  const shared = new Set(a.core.filter((p) => b.core.includes(p)));
  if (polarity(a, shared) !== polarity(b, shared)) return true;
  return a.numbers.length > 0 && b.numbers.length > 0 && a.numbers.join() !== b.numbers.join();
}

function slotClash(a: Clause, b: Clause): boolean {
  for (const [slot, value] of b.slots) {
    const was = a.slots.get(slot);
    if (was !== undefined && was !== value) return true;
  }
  return false;
}

/** Odd or even: how many of the clause's negations reach what the two clauses share. */
function polarity(c: Clause, shared: ReadonlySet<string>): boolean {
  const reaching = c.negations.filter((n) => n.scope.size === 0 || [...n.scope].some((p) => shared.has(p)));
  return reaching.length % 2 === 1;
}

/**
 * The same thing said: nearly the same pieces (Jaccard ≥ 0.6), or the one wholly
 * inside the other when it has two pieces or more ("过敏" in "对芒果过敏"; a lone
 * "猫" is not inside "怕猫", which says something else). A short English clause
 * of one piece is inside another that starts with it ("She can't drive" and "She
 * drives to work"), and a bare "not Y" is inside any clause holding Y.
 */
function sameCore(a: Clause, b: Clause): boolean {
  const x = new Set(a.core);
  const y = new Set(b.core);
  const shared = [...x].filter((p) => y.has(p)).length;
  const union = new Set([...x, ...y]).size;
  if (union > 0 && shared / union >= 0.6) return true;
  const smaller = Math.min(x.size, y.size);
  if (smaller >= 2 && shared === smaller) return true;
  if (smaller !== 1 || shared !== 1) return false;
  if (a.bare || b.bare) return true;
  const [one, other] = x.size === 1 ? [a, b] : [b, a];
  return /^[a-z]/.test(one.core[0] as string) && one.core.length === 1 && other.core[0] === one.core[0];
}

/**
 * A new statement that says the old one was wrong ("记错了", "actually it's…",
 * "turns out") and speaks of what the old one held replaces it, whatever its words.
 */
function corrected(old: readonly Clause[], next: readonly Clause[], after: string): boolean {
  if (!CORRECTION.test(after)) return false;
  return next.some((b) => !b.additive && old.some((a) => a.other === b.other && a.core.some((p) => b.core.includes(p))));
}

const CORRECTION = /记错|搞错|说错|弄错|更正|纠正|其实是|原来是|重新测|i was wrong|misremembered|correction|turns out|actually (?:it's|it is|she's|he's)/;

// Words with 不/没 in them that negate nothing, taken out before negations are counted.
const ZH_NOT_NEGATION = ['不错', '受不了', '了不起', '不好意思', '不久', '不少', '不断', '对不起', '差不多', '不得不', '忍不住', '不一样', '要不要', '是不是', '会不会', '能不能'];
// Longest first, so "没有" is one negation and not 没 plus 有. 放弃 and 讨厌 negate by their meaning.
const ZH_NEGATIONS = ['从来没', '从没', '没有', '不再', '不能', '不会', '不用', '戒掉', '讨厌', '放弃', '不', '没', '别', '未', '无', '戒'];
// A negation inside a verb's complement (吃不了, 睡不着) reaches the verb before it.
const ZH_COMPLEMENT = /[了下动起来惯着完住到]/u;
// Said of anything: the person, time, degree, hedges, measures; and the default stance
// ("喜欢吃辣" and "不能吃辣" are about the same thing).
const ZH_FILLERS = [
  '其实', '现在', '已经', '最近', '以前', '后来', '真的', '一点', '一口', '一滴', '一直', '还是', '只是', '特别', '非常', '比较', '可以',
  '喜欢', '她说', '他说', '听说', '好像', '应该', '一定', '完全', '根本', '她', '他', '我', '你', '它', '们', '也', '都', '还', '很', '挺', '超',
  '太', '最', '了', '的', '地', '得', '吗', '呢', '吧', '啊', '就', '又', '再', '才', '说', '能', '会', '爱', '想', '要', '敢',
  '是', '在', '对',
];

// Words that say one side of a pair in other words: rewritten before reading, so
// "她有男朋友了" negates "她单身" and "she's terrified of dogs" meets "not afraid".
const ZH_SAME: readonly (readonly [RegExp, string])[] = [
  [/害怕/g, '怕'], [/恨/g, '讨厌'], [/受不了/g, '讨厌'], [/脱单/g, '不单身'], [/单身狗/g, '单身'], [/耐寒/g, '不怕冷'],
  [/早就不/g, '不'], [/滴酒不沾/g, '不喝酒'], [/不碰/g, '不'],
  // A kind of a thing is that thing too: "冰美式" is coffee.
  [/(拿铁|冰美式|美式|卡布奇诺|摩卡|澳白|手冲|浓缩)(?!咖啡)/g, '$1咖啡'],
  [/(?:和|跟)?(?:男朋友|女朋友|男友|女友|对象)?分手/g, '单身'], [/(?:有|交了?|谈了?)?(?<!前)(?:男朋友|女朋友|男友|女友|对象)/g, '不单身'], [/谈恋爱/g, '不单身'],
  [/独生[子女]/g, '独生'], [/有(?:一?个|两个|\d个)?(?:哥哥|姐姐|弟弟|妹妹|兄弟姐妹)/g, '不独生'],
  // An animal kept is a pet ("她不养宠物" then "她养了一只柴犬"); an animal feared or liked is not.
  [/养(了?(?:\d+|一|两)?[只条个]?)(?:小猫|小狗|猫咪|狗狗|柴犬|柯基|金毛|泰迪|哈士奇|布偶猫|英短|橘猫|狸花猫|仓鼠|兔子|鹦鹉|乌龟|猫|狗)/g, '养$1宠物'],
];
const EN_SAME: readonly (readonly [RegExp, string])[] = [
  [/\b(scared|terrified|frightened)\b/g, 'afraid'], [/\bcan't stand\b|\bcannot stand\b/g, 'hates'],
  [/\b(adores?|enjoys?|into)\b/g, 'likes'], [/\bbroke up(?: with (?:her|his) (?:boy|girl)friend)?\b|\bsplit up\b/g, 'single'], [/\b(taken|seeing someone|has a (boy|girl)friend)\b/g, 'not single'],
  [/\bgave up\b|\bgiven up\b/g, 'quit'], [/\b(lattes?|espressos?|americanos?|cappuccinos?|flat whites?)\b/g, 'coffee'], [/\b(has|have|got|owns?|adopted|keeps?) (?:a |an |two |\d+ )?(?:dogs?|cats?|pupp(?:y|ies)|kittens?|hamsters?|rabbits?|parrots?)\b/g, '$1 pet'],
];

const EN_NEGATIONS = new Set(['not', 'no', 'never', 'nor', 'none', 'hate', 'hates', 'hated', 'dislike', 'dislikes', 'quit', 'stopped']);
const EN_FILLERS = new Set([
  'actually', 'anymore', 'any', 'more', 'longer', 'now', 'really', 'still', 'said', 'says', 'like', 'likes', 'love', 'loves', 'can', 'could',
  'will', 'would', 'lol', 'totally', 'at', 'all',
  // What one does with food and drink: "loves sushi" and "won't eat sushi" are about sushi.
  'eat', 'eats', 'ate', 'eating', 'drink', 'drinks', 'drank', 'drinking',
]);

const EN_FUNCTION = new Set([
  'a', 'an', 'the', 'is', 'are', 'was', 'were', 'be', 'she', 'he', 'her', 'his', 'him', 'it', 'to', 'of', 'in', 'on', 'at', 'for',
  'with', 'and', 'or', 'do', 'does', 'did', 'has', 'have', 'had', "she's", "he's", "it's", 'so', 'very', 'just', 'actually', 'really',
  'lol', 'all', 'any', 'anymore', 'can', 'will', 'would',
]);

const CLAUSE = /[，,、；;。.!！?？\n]|\bbut\b|\bbecause\b|但是|可是|只是|因为|所以/u;
const ZH_WISH = /想(?!念|起|到|法|象|过)|打算|希望|计划|梦想|决定/u;
const EN_WISH = /\b(?:wants?|wanted|plans?|planning|hopes?|hoping|decided|going) to\b|\bwould like\b|\bwanna\b|\bgonna\b/;
const ZH_OTHER = /^(?:她|他)?的?(?:闺蜜|朋友|室友|同事|同学|妈妈|妈|爸爸|爸|姐姐|妹妹|哥哥|弟弟|老板|家人|表姐|表妹|男朋友|女朋友|前任|前男友|前女友)/u;
const EN_OTHER = /^(?:her|his|their) (?:sister|brother|mom|mum|mother|dad|father|friend|best friend|roommate|boss|boyfriend|girlfriend|ex|colleague|coworker|cousin)s?\b/;
const ZH_ADDITIVE = /也|还有|另外/u;
const EN_ADDITIVE = /\b(?:too|also|either|as well)\b/;

const ZH_DIGITS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** "两只" → "2只", "十二岁" → "12岁": counts before a measure word read as numbers. */
function zhCounts(text: string): string {
  return text.replace(/([一二两三四五六七八九十]{1,3})(?=[只个岁次条本位件套年月天])/gu, (word) => {
    const [tens, ones] = word.includes('十') ? word.split('十') : [undefined, word];
    const value = (tens === undefined ? 0 : (ZH_DIGITS[tens] ?? 1) * 10) + (ones === '' || ones === undefined ? 0 : (ZH_DIGITS[ones] ?? 0));
    return value > 0 ? String(value) : word;
  });
}

function slotsOf(text: string): Map<string, string> {
  const slots = new Map<string, string>();
  const put = (slot: string, m: RegExpMatchArray | null): void => {
    const value = m?.slice(1).find((v) => v !== undefined);
    if (value !== undefined) slots.set(slot, value.trim());
  };
  const mark = (slot: string, re: RegExp, value: string): void => {
    if (re.test(text)) slots.set(slot, value);
  };
  put('mbti', text.match(/(?:^|[^a-z])([ie][ns][tf][jp])(?![a-z])/));
  if (!/以前|小时候|之前|used to|grew up/.test(text)) {
    put('home', text.match(/住(?:在)?(\p{Script=Han}{2,3}?)(?:那边|附近|区|$)/u) ?? text.match(/\blives? in ([a-z]+(?: [a-z]+)?)$/));
  }
  put('home', text.match(/搬(?:家)?(?:到|去)了?(\p{Script=Han}{2,3}?)(?:了|住|$)/u) ?? text.match(/\bmoved to ([a-z]+(?: [a-z]+)?)(?: last| this| in|$)/));
  put('job', text.match(/在(\p{Script=Han}{2,4}?)(?:上班|工作)/u) ?? text.match(/跳槽(?:去|到)了?(\p{Script=Han}{2,4}?)(?:了|上班|$)/u) ?? text.match(/(辞职|离职|失业|没工作)/u));
  put('job', text.match(/\bworks? (?:at|for) ([a-z]+)/) ?? text.match(/\b(quit (?:her|his) job|left (?:her|his) job|laid off|unemployed)\b/));
  mark('study', /(在读|读研|读博|上大学|读大学|在上学|grad school|in college|phd student)/u, 'in');
  mark('study', /(毕业|graduated)/u, 'done');
  mark('diet', /(吃素|素食|vegetarian|vegan)/u, 'plants');
  mark('diet', /(?<!不)吃了?(?:肉|烤肉|牛排|鸡肉|猪肉|牛肉|羊肉|炸鸡)|\beats? (?:meat|chicken|beef|pork|steak)\b/u, 'meat');
  put('from', text.match(/(?:老家(?:是|在)|来自)(\p{Script=Han}{2,3}?)(?:人|$)/u) ?? text.match(/\bfrom ([a-z]+)$/));
  put('age', text.match(/(\d{1,2})岁/u) ?? text.match(/^(?:she|he)(?:'s| is)(?: actually| only| now)? (\d{1,2})$/) ?? text.match(/\b(\d{1,2}) years old\b/));
  return slots;
}

function clausesOf(statement: string): Clause[] {
  return normalizeText(statement)
    .split(CLAUSE)
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map((c, i) => {
      const clause = HAN.test(c) ? zhClause(c) : enClause(c);
      // "not Y" corrects only after what it corrects: "…Queens, not Brooklyn".
      return i === 0 ? { ...clause, bare: false } : clause;
    })
    .filter((c) => c.core.length > 0 || c.slots.size > 0);
}

function zhClause(text: string): Clause {
  // "不过" opening a clause is "but"; inside one it is a negation ("不过敏").
  let rest = zhCounts(text.replace(/^不过/, ''));
  const other = ZH_OTHER.test(rest);
  const wish = ZH_WISH.test(rest);
  const additive = ZH_ADDITIVE.test(rest);
  const slots = slotsOf(rest);
  for (const [word, same] of ZH_SAME) rest = rest.replace(word, same);
  for (const word of ZH_NOT_NEGATION) rest = rest.replaceAll(word, word.replace(/[不没]/g, '·'));
  // Each negation becomes a mark (◆) so its reach can be read once the fillers are out.
  for (const word of ZH_NEGATIONS) rest = rest.split(word).join('◆');
  rest = rest.replace(new RegExp(`◆(?=${ZH_COMPLEMENT.source})`, 'gu'), '◇');
  for (const word of ZH_FILLERS) rest = rest.replaceAll(word, '·');
  // Eating and drinking go with any food ("喜欢吃辣", "不能吃辣"): out, unless nothing else is said.
  const food = rest.replace(/[吃喝]/gu, '·');
  if (/\p{Script=Han}/u.test(food)) rest = food;
  const latin = (rest.match(/[a-z][a-z0-9'-]*/g) ?? []).filter((w) => !STOPWORDS.has(w));
  const pieces = [...rest].map((c, i) => ({ c, i }));
  const core = [...pieces.filter((p) => HAN.test(p.c)).map((p) => p.c), ...latin];
  const negations: Negation[] = [];
  pieces.forEach(({ c, i }) => {
    if (c !== '◆' && c !== '◇') return;
    const after = [...rest.slice(i + 1)].filter((x) => HAN.test(x)).slice(0, 4);
    const before = c === '◇' ? [...rest.slice(0, i)].filter((x) => HAN.test(x)).slice(-2) : [];
    negations.push({ scope: new Set([...after, ...before, ...(after.length === 0 ? latin : [])]) });
  });
  const bare = core.length <= 3 && /^(?:而|并)?不是/u.test(text);
  return { core, negations, numbers: rest.match(/\d+/g) ?? [], slots, wish, other, additive, bare };
}

function enClause(text: string): Clause {
  let said = text;
  for (const [pattern, same] of EN_SAME) said = said.replace(pattern, same);
  const spelled = said.replace(/\bcan't\b|\bcannot\b/g, 'can not').replace(/\bwon't\b/g, 'will not').replace(/n't\b/g, ' not');
  const words = spelled.match(/[a-z']+/g) ?? [];
  // Words of time and degree ("a morning person", "a lot") are the core when nothing else is.
  const strict = (w: string): boolean => !EN_NEGATIONS.has(w) && !EN_FILLERS.has(w) && !STOPWORDS.has(w);
  const loose = (w: string): boolean => !EN_NEGATIONS.has(w) && !EN_FUNCTION.has(w);
  const isCore = words.some(strict) ? strict : loose;
  const core = words.filter(isCore).map(stemOf);
  const negations: Negation[] = [];
  words.forEach((w, i) => {
    if (EN_NEGATIONS.has(w)) negations.push({ scope: new Set(words.slice(i + 1, i + 6).filter(isCore).map(stemOf)) });
  });
  return {
    core,
    negations,
    numbers: spelled.match(/\d+/g) ?? [],
    slots: slotsOf(text),
    wish: EN_WISH.test(text),
    other: EN_OTHER.test(text),
    additive: EN_ADDITIVE.test(text),
    bare: negations.length > 0 && core.length <= 2 && EN_NEGATIONS.has(words[0] ?? ''),
  };
}
