import { hasHan } from './text/fold.js';
import type { LintKind } from './lint-advice.js';
import type { LintTagger } from './message-lint.js';

const PARTICLES = /[嗯啊哈吧唉哦诶呀啦嘛呢哇噢嘿哎咯呗嘞]/;
const CASUAL_EN = /\b(haha|lol|hmm|oh|ah|yeah|kinda|gonna|btw|omg|ok|okay)\b/i;
const FORMAL_ZH = ['非常', '感谢', '度过', '陪伴', '时光', '美好', '珍惜', '此刻', '与你', '之中', '无比', '深深地', '衷心'];
const FORMAL_EN = ['sincerely', 'truly grateful', 'cherish', 'wonderful time', 'deeply', 'immensely'];
// Template openings: the first list gives a draft away alone, the second only beside another mark
// ("希望你新的一年顺顺利利" is an ordinary birthday wish).
const STOCK_ZH = ['不知道从什么时候开始', '不知从何时起', '愿我们', '遇见你是我', '你是我的光'];
const STOCK_EN = ["i don't know when it started", 'meeting you was', 'you are my light', 'you light up my'];
const SOFT_STOCK_ZH = ['愿你', '希望你'];
const SOFT_STOCK_EN = ['may we', 'i hope you'];
const ABSTRACT_ZH = ['前所未有', '温暖与幸福', '感受到了', '最特别的存在', '最大的幸运', '心里最', '无法用言语'];
const ABSTRACT_EN = ['never felt this way', 'words cannot describe', 'the most special', 'luckiest person', 'warmth and happiness'];
const CONCRETE = /\d|今天|昨天|刚才|上次|那天|那个|早上|晚上|周末|today|yesterday|last time|this morning|tonight|that day/i;

const hits = (text: string, list: readonly string[]): string[] => {
  const low = text.toLowerCase();
  return list.filter((w) => low.includes(w.toLowerCase()));
};

/** Clauses of a draft, split at commas and sentence ends. */
const clauses = (text: string): string[] => text.split(/[，,、；;。.!！?？\n]+/).map((s) => s.trim()).filter((s) => s !== '');
const sentences = (text: string): string[] => text.split(/[。.!！?？\n]+/).map((s) => s.trim()).filter((s) => s !== '');


interface Mark {
  kind: LintKind;
  words: string[];
  /** How much it says alone: 2 is enough by itself, 1 needs a second mark. */
  weight: 1 | 2;
}

/**
 * The marks of machine-written text, reported only on real evidence: one strong mark
 * (a parallel run, a template opening, stacked idioms, a feeling in place of a
 * moment, three formal words) or two weaker ones. A missing particle is never enough
 * alone: "周六一起去看展吗？我找到一个你可能会喜欢的摄影展。" is how people write.
 */
export function aiMarks(text: string, tagger?: LintTagger): Mark[] {
  const zh = hasHan(text);
  const marks: Mark[] = [];
  const parts = clauses(text);
  // Three clauses or more opening alike ("是我的光，是我的暖，是我心里…"): a parallel structure.
  const openings = new Map<string, string[]>();
  for (const c of parts) {
    // A pronoun before the repeated part does not make the clause different ("你是我的光，是我的暖").
    const key = zh ? [...c.replace(/^[你我他她它]/, '')].slice(0, 2).join('') : c.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
    if ([...key].length >= 2) openings.set(key, [...(openings.get(key) ?? []), c]);
  }
  const parallel = [...openings.values()].find((g) => g.length >= 3);
  if (parallel) marks.push({ kind: 'ai.parallel', words: parallel, weight: 2 });
  const formal = hits(text, zh ? FORMAL_ZH : FORMAL_EN);
  if (formal.length >= 2) marks.push({ kind: 'ai.too_correct', words: formal, weight: formal.length >= 3 ? 2 : 1 });
  if (zh && tagger) {
    // A set phrase of four characters or more counts unless it is everyday speech: a yes-no
    // question (喜不喜欢), a wish (生日快乐), a plain "not" (不感兴趣, 没关系的); 千万别 is no idiom.
    const everyday = (w: string) => /^(.)不\1/u.test(w) || /(?:快乐|顺利|平安|健康)$/u.test(w) || /^[不没]/u.test(w);
    const idioms = tagger(text)
      .filter((w) => [...w.word].length >= 4 && (w.tag === 'i' || (w.tag === 'l' && [...w.word].length === 4 && !everyday(w.word))))
      .map((w) => w.word);
    if (idioms.length >= 2) marks.push({ kind: 'ai.idioms', words: idioms, weight: 2 });
  }
  // A stock opening or closing begins a sentence ("愿我们…", "希望你…"); inside one it is just words.
  const starts = sentences(text).concat(parts).map((s) => s.toLowerCase());
  const opening = (list: readonly string[]) => list.filter((w) => starts.some((s) => s.startsWith(w.toLowerCase())));
  const stock = opening(zh ? STOCK_ZH : STOCK_EN);
  const soft = opening(zh ? SOFT_STOCK_ZH : SOFT_STOCK_EN);
  if (stock.length + soft.length > 0) marks.push({ kind: 'ai.stock_phrase', words: [...stock, ...soft], weight: stock.length > 0 ? 2 : 1 });
  const abstract = hits(text, zh ? ABSTRACT_ZH : ABSTRACT_EN);
  if (abstract.length > 0 && !CONCRETE.test(text)) marks.push({ kind: 'ai.abstract', words: abstract, weight: 2 });
  const long = zh ? [...text.replace(/\s/g, '')].length >= 16 : text.split(/\s+/).length >= 12;
  if (long && !(zh ? PARTICLES.test(text) : CASUAL_EN.test(text))) marks.push({ kind: 'ai.no_particles', words: [], weight: 1 });
  const evidence = marks.reduce((n, m) => n + m.weight, 0);
  return evidence >= 2 && marks.some((m) => m.kind !== 'ai.no_particles') ? marks : [];
}
