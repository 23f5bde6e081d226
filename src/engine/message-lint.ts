import { aiMarks } from './lint-ai.js';
import { LINT_ADVICE, type LintKind } from './lint-advice.js';
import { EN_AFTER_NO, EN_ALL, spellOut } from './lint-manip-en.js';
import { EN_SHAPES, ZH_SHAPES } from './lint-manip-shapes.js';
import { ZH_AFTER_NO, ZH_ALL, type ManipRule } from './lint-manip-zh.js';
import { modelPressure, type TextModels } from './text-models.js';
import { foldText, hasHan } from './text/fold.js';
import type { Label, Stage } from './types.js';

export { LINT_KINDS, type LintKind } from './lint-advice.js';

/** One thing in a draft worth a second look, with the words it is about. */
export interface LintFinding {
  kind: LintKind;
  /** The words of the draft it points at (empty when it is about the whole draft). */
  words: string[];
  advice: Label;
}

/** A word and its part of speech (the tagger the flows hand in; idioms are tagged i). */
export type LintTagger = (text: string) => readonly { word: string; tag: string }[];

export interface LintOptions {
  /** The crush's stage: it sets how long a draft may be, and whether a no is on record. */
  stage?: Stage;
  /** The text models (src/engine/text-models.ts); without them, the rules alone. */
  models?: TextModels;
}

// The message crafter's length table: sentences a draft may have at each stage.
const MAX_SENTENCES: Partial<Record<Stage, number>> = { 破冰期: 3, 升温期: 5, 暧昧期: 5, 表白前: 8, '表白后-被拒': 3, 友谊区: 3, 重启期: 3 };
const DEFAULT_MAX_SENTENCES = 5;
/** Stages where they have already said no: asking for the relationship again is pushing. */
const NO_ON_RECORD: readonly Stage[] = ['表白后-被拒', '友谊区'];

const ZH: readonly ManipRule[] = [...ZH_ALL, ...ZH_SHAPES];

// Words of Cantonese, Shanghainese and northern speech read as the Mandarin the rules are
// written in ("你真係鍾意我就唔會諗咁耐" as "你真是喜欢我就不会想这么耐"), before folding;
// the longer forms first. 話 is 说 except in 电话.
const DIALECT: readonly [RegExp, string][] = [
  // More Cantonese (2026-12-04): 點解 为什么, 琴日/尋日 昨天, 而家 现在, 唔得閒 没空, 得閒 有空, 睬 理, 講嘢 说话,
  // 同你/同我 跟你/跟我, 男仔/女仔, 影相 拍照, 嗰 那, 咩 什么, 邊有 哪有, 話事 做主.
  [/點解|点解/gu, '为什么'], [/琴日|尋日|寻日/gu, '昨天'], [/而家/gu, '现在'], [/唔得閒|唔得闲/gu, '没空'], [/得閒|得闲/gu, '有空'],
  [/(?<!理)睬/gu, '理'], [/講嘢|讲嘢/gu, '说话'], [/嘢/gu, '东西'], [/同(?=你|我|佢|他|她)/gu, '跟'], [/男仔/gu, '男生'], [/女仔/gu, '女生'],
  [/影(?:張|张|个|個)?相/gu, '拍照'], [/嗰/gu, '那'], [/咩/gu, '什么'], [/邊有|边有/gu, '哪有'], [/話事|话事/gu, '做主'],
  [/鍾意|钟意/gu, '喜欢'], [/聽日|听日/gu, '明天'], [/邊個|边个/gu, '谁'], [/靚仔/gu, '帅'], [/靚女/gu, '漂亮'], [/唔該|唔该/gu, '谢谢'],
  [/唔得/gu, '不行'], [/阿拉/gu, '我们'], [/侬|儂/gu, '你'], [/木有/gu, '没有'], [/晓得|曉得/gu, '知道'], [/咋咋地/gu, '怎样就怎样'],
  [/隔籬|隔篱/gu, '隔壁'], [/食飯|食饭/gu, '吃饭'], [/成日/gu, '总是'], [/咋/gu, '怎么'], [/啥/gu, '什么'], [/係/gu, '是'], [/唔/gu, '不'],
  [/咁/gu, '这么'], [/點(?=[可樣样解睇算])/gu, '怎么'], [/覆(?=我|你)/gu, '回'], [/佢/gu, '他'], [/冇/gu, '没'], [/喺/gu, '在'],
  [/嚟/gu, '来'], [/俾/gu, '给'], [/諗|谂/gu, '想'], [/攰/gu, '累'], [/睇/gu, '看'], [/嘅/gu, '的'], [/(?<![電电])話(?!題)/gu, '说'],
  [/揾|搵/gu, '找'], [/乜/gu, '什么'], [/咗/gu, '了'], [/傾/gu, '聊'],
];
const mandarin = (text: string): string => DIALECT.reduce((t, [re, to]) => t.replace(re, to), text);
const EN: readonly ManipRule[] = [...EN_ALL, ...EN_SHAPES];

const globals = new WeakMap<RegExp, RegExp>();
/**
 * The first match of a rule that no `notAfter` cancels: "no need to decide tonight" is
 * not a deadline, "不用今晚之前回我" not an ultimatum. `notAfter` reads the sentence up to the match.
 */
function firstMatch(rule: ManipRule, folded: string): string | undefined {
  if (!rule.notAfter) return rule.re.exec(folded)?.[0];
  let all = globals.get(rule.re);
  if (!all) globals.set(rule.re, (all = new RegExp(rule.re.source, `${rule.re.flags}g`)));
  for (const m of folded.matchAll(all)) {
    const lead = folded.slice(0, m.index).split(/[。.!?\n]/).pop() ?? '';
    if (!rule.notAfter.test(lead)) return m[0];
  }
  return undefined;
}

/** Sentences, split at their ends (a comma or a space does not end one). */
const sentenceCount = (text: string): number => text.split(/[。.!！?？\n…]+/).filter((s) => /[\p{L}\p{N}]/u.test(s)).length;

/**
 * What the message crafter checks a draft for: phrasing that pressures them (threats,
 * ultimatums, guilt, tests of love, sulking, pushing past a no or a "busy",
 * love-bombing, jealousy baiting, blame, demands to reply, comparisons; and, where no
 * rule speaks, a draft the text model finds like the pressuring ones), the marks of
 * text that reads machine-written when there is real evidence of them, and a length
 * beyond what the stage wants. Each finding names the words; a plain, kind draft has none.
 */
export function lintMessage(draft: string, tagger?: LintTagger, o: LintOptions = {}): LintFinding[] {
  const text = draft.trim();
  if (text === '') return [];
  const zh = hasHan(text);
  // An ellipsis ("你要是不来……我们就完了", "if you don't come... we're done") is a pause, not the
  // end of a sentence: the rules read it as a comma. "ta" is how many write 他/她: read as 他.
  const paused = foldText(zh ? mandarin(text) : text).replace(/\.{2,}|…+/g, ',');
  const folded = zh ? paused.replace(/(?<![a-z])ta(?![a-z])/g, '他') : paused;
  const found: LintFinding[] = [];
  const add = (kind: LintKind, words: string[] = []) => {
    const seen = found.find((f) => f.kind === kind);
    // Two rules of one kind often meet overlapping words: keep the longest spans.
    if (seen) seen.words = [...new Set([...seen.words, ...words])].filter((w, _, all) => !all.some((o) => o !== w && o.includes(w)));
    else found.push({ kind, words, advice: LINT_ADVICE[kind] });
  };
  // A Chinese draft can hold English phrases ("我真的 done 了"): both lists read it.
  const spelt = spellOut(folded);
  for (const [rules, read] of zh ? ([[ZH, folded], [EN, spelt]] as const) : ([[EN, spelt]] as const)) {
    for (const rule of rules) {
      if (rule.also && !rule.also.test(read)) continue;
      const m = firstMatch(rule, read);
      if (m) add(rule.kind, [m.trim()]);
    }
  }
  if (o.stage !== undefined && NO_ON_RECORD.includes(o.stage) && !found.some((f) => f.kind === 'manip.pressure')) {
    const m = zh ? ZH_AFTER_NO.exec(folded) : EN_AFTER_NO.exec(spelt);
    if (m) add('manip.pressure', [m[0]]);
  }
  // The text model speaks only where no rule did, and only beyond every kind draft it was trained on.
  if (o.models && !found.some((f) => f.kind.startsWith('manip.')) && modelPressure(o.models, text)) add('manip.pattern');
  for (const mark of aiMarks(text, tagger)) add(mark.kind, mark.words);
  const max = (o.stage === undefined ? undefined : MAX_SENTENCES[o.stage]) ?? DEFAULT_MAX_SENTENCES;
  if (sentenceCount(text) > max) add('ai.too_long');
  return found;
}
