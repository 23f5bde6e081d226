import { stemOf } from './english.js';
import { HAN, normalizeText } from './normalize.js';
import { STOPWORDS } from './stopwords.js';

/**
 * The contradiction guard (the drift check of the Arise design): a new statement
 * that negates one a topic holds ("她怕猫" then "她其实不怕猫") must not be fused
 * silently. Each statement is cut into clauses; a clause is read as a polarity
 * (how many negations it holds, odd or even) and a core (what is said, with the
 * negations, fillers and the person left out). Two clauses contradict when their
 * cores say the same thing and their polarities differ.
 */
export function contradicts(before: string, after: string): boolean {
  const old = clausesOf(before);
  return clausesOf(after).some((b) => old.some((a) => clash(a, b)));
}

/** Negated one way and not the other, or the same thing with another number ("4月10日" / "4月12日"). */
function clash(a: Clause, b: Clause): boolean {
  if (!sameCore(a.core, b.core)) return false;
  if (a.negated !== b.negated) return true;
  return a.numbers.length > 0 && b.numbers.length > 0 && a.numbers.join() !== b.numbers.join();
}

/** The pairs of statements, old and new, that contradict each other. */
export function contradictions(oldStatements: readonly string[], newStatements: readonly string[]): { old: string; new: string }[] {
  return newStatements.flatMap((n) => oldStatements.filter((o) => contradicts(o, n)).map((o) => ({ old: o, new: n })));
}

interface Clause {
  negated: boolean;
  /** Han characters, or English stems. */
  core: readonly string[];
  numbers: readonly string[];
}

// Words with 不/没 in them that negate nothing, taken out before negations are counted.
const ZH_NOT_NEGATION = ['不错', '受不了', '了不起', '不好意思', '不久', '不少', '不断', '对不起', '差不多', '不得不', '忍不住', '不一样', '要不要', '是不是', '会不会', '能不能'];
// Longest first, so "没有" is one negation and not 没 plus 有.
const ZH_NEGATIONS = ['从来没', '从没', '没有', '不再', '不能', '不会', '戒掉', '讨厌', '不', '没', '别', '未', '无', '戒'];
// Said of anything: the person, time, degree, hedges; and the default stance
// ("喜欢吃辣" and "不能吃辣" are about the same thing).
const ZH_FILLERS = [
  '其实', '现在', '已经', '最近', '以前', '后来', '真的', '一点', '一直', '还是', '只是', '特别', '非常', '比较', '可以',
  '喜欢', '她说', '他说', '听说', '好像', '应该', '一定', '她', '他', '我', '你', '它', '们', '也', '都', '还', '很', '挺', '超',
  '太', '最', '了', '的', '地', '得', '吗', '呢', '吧', '啊', '就', '又', '再', '才', '说', '能', '会', '爱', '想', '要', '敢',
  '是', '在', '对',
];

// Words that say one side of a pair in other words: rewritten before reading, so
// "她有男朋友了" negates "她单身" and "she's terrified of dogs" meets "not afraid".
const ZH_SAME = [
  ['害怕', '怕'], ['恨', '讨厌'], ['受不了', '讨厌'], ['脱单', '不单身'], ['有男朋友', '不单身'], ['有女朋友', '不单身'],
  ['有对象', '不单身'], ['谈恋爱', '不单身'], ['单身狗', '单身'], ['耐寒', '不怕冷'], ['早就不', '不'],
] as const;
const EN_SAME = [
  [/\b(scared|terrified|frightened)\b/g, 'afraid'], [/\bcan't stand\b|\bcannot stand\b/g, 'hates'],
  [/\b(adores?|enjoys?|into)\b/g, 'likes'], [/\b(taken|seeing someone|has a (boy|girl)friend)\b/g, 'not single'],
  [/\bgave up\b|\bgiven up\b/g, 'quit'],
] as const;

const EN_NEGATIONS = new Set(['not', 'no', 'never', 'nor', 'none', 'hate', 'hates', 'hated', 'dislike', 'dislikes', 'quit', 'stopped']);
const EN_FILLERS = new Set(['actually', 'anymore', 'any', 'more', 'longer', 'now', 'really', 'still', 'said', 'says', 'like', 'likes', 'love', 'loves', 'can', 'could', 'will', 'would']);

const CLAUSE = /[，,、；;。.!！?？\n]|\bbut\b|但是|可是|只是/u;

function clausesOf(statement: string): Clause[] {
  return normalizeText(statement)
    .split(CLAUSE)
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map((c) => (HAN.test(c) ? zhClause(c) : enClause(c)))
    .filter((c) => c.core.length > 0);
}

function zhClause(text: string): Clause {
  // "不过" opening a clause is "but"; inside one it is a negation ("不过敏").
  let rest = text.replace(/^不过/, '');
  for (const [word, same] of ZH_SAME) rest = rest.replaceAll(word, same);
  for (const word of ZH_NOT_NEGATION) rest = rest.replaceAll(word, word.replace(/[不没]/g, '·'));
  let negations = 0;
  for (const word of ZH_NEGATIONS) {
    const parts = rest.split(word);
    negations += parts.length - 1;
    rest = parts.join('·');
  }
  for (const word of ZH_FILLERS) rest = rest.replaceAll(word, '·');
  return { negated: negations % 2 === 1, core: [...rest].filter((c) => HAN.test(c)), numbers: rest.match(/\d+/g) ?? [] };
}

function enClause(text: string): Clause {
  let said = text;
  for (const [pattern, same] of EN_SAME) said = said.replace(pattern, same);
  const spelled = said.replace(/\bcan't\b|\bcannot\b/g, 'can not').replace(/\bwon't\b/g, 'will not').replace(/n't\b/g, ' not');
  const words = spelled.match(/[a-z']+/g) ?? [];
  const negations = words.filter((w) => EN_NEGATIONS.has(w)).length;
  const core = words.filter((w) => !EN_NEGATIONS.has(w) && !EN_FILLERS.has(w) && !STOPWORDS.has(w)).map(stemOf);
  return { negated: negations % 2 === 1, core, numbers: spelled.match(/\d+/g) ?? [] };
}

/**
 * The same thing said: nearly the same pieces (Jaccard ≥ 0.6), or the one wholly
 * inside the other when it has two pieces or more ("过敏" in "对芒果过敏"; a lone
 * "猫" is not inside "怕猫", which says something else).
 */
function sameCore(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  const shared = [...x].filter((p) => y.has(p)).length;
  const union = new Set([...x, ...y]).size;
  if (union > 0 && shared / union >= 0.6) return true;
  const smaller = Math.min(x.size, y.size);
  return smaller >= 2 && shared === smaller;
}
