import { describe, expect, it } from 'vitest';
import { applyWrite, extractKeywords, goesOn, isNotTopicWord, recall, type KnowledgeEntry } from '../../src/engine/knowledge/index.js';
import { sameRoot } from '../../src/engine/knowledge/english.js';
import { inputsFromText, knowledgeIds, lexiconOf, planRemember, segmenterWith } from '../../src/flows/knowledge-index.js';

// Issue Q, the rule families found on the development facts added for it
// (tests/knowledge/eval-set-added.json): junk keywords, words inside words, English
// sentences that go on from the one before.
const PROFILE = { slug: 'p', nickname: '糖糖' };

function rememberAll(facts: readonly string[]): { entries: KnowledgeEntry[]; filed: string[] } {
  let entries: KnowledgeEntry[] = [];
  const filed: string[] = [];
  facts.forEach((text, n) => {
    const segmenter = segmenterWith(lexiconOf(PROFILE, entries));
    const inputs = inputsFromText(text, { kind: 'remember', segmenter });
    const plan = planRemember(entries, inputs, `2026-01-01T00:00:${String(n).padStart(2, '0')}`, knowledgeIds(entries.map((e) => e.id)), { segmenter });
    for (const op of plan.ops) entries = applyWrite(entries, { target_id: op.target_id, entry: op.entry });
    filed.push(plan.ops[0]?.entry.id ?? '');
  });
  return { entries, filed };
}
const keywordsOf = (text: string) => extractKeywords(text, { segmenter: segmenterWith(lexiconOf(PROFILE, [])) });

describe('no junk keywords (Chinese)', () => {
  it.each([
    ['她说重庆人不吃辣是不可能的', ['不吃', '辣是', '可能']],
    ['芒果最近老是半夜踩她脸', ['老是']],
    ['班上有个熊孩子天天上课讲话', ['有个']],
    ['她说胡歌演得太好了', ['演得']],
    ['她和阿琪是大学室友', ['和阿琪']],
    ['她在画一本关于海洋的绘本', ['画']],
    ['她朋友送了她一只小橘猫，她给取名叫芒果', ['朋友', '取名']],
    ['《星际穿越》他看了五遍', ['看']],
  ])('%s has none of %j', (text, junk) => {
    const words = keywordsOf(text);
    expect(words.length).toBeGreaterThan(0);
    for (const j of junk) expect(words).not.toContain(j);
  });

  it('a place said only to locate something else is no keyword (公司楼下那家店的拿铁)', () => {
    expect(keywordsOf('她说公司楼下那家店的拿铁最好喝')).toEqual(['拿铁']);
    expect(keywordsOf('学校门口的奶茶店')).not.toContain('学校');
    expect(keywordsOf('她在上海一家广告公司做设计师')).toContain('广告公司');
  });

  it('keeps a name after a conjunction, a loan word whole, and asks "累不累" by its word', () => {
    expect(keywordsOf('她和阿琪是大学室友')).toContain('阿琪');
    expect(keywordsOf('她最近在学尤克里里')).toEqual(['尤克里里']);
    expect(keywordsOf('她工作累不累')).toEqual(['工作', '累']);
  });
});

describe("a singer's full name is kept whole", () => {
  it.each([
    ['她去看了林宥嘉的演唱会', '林宥嘉'],
    ['她听许嵩长大的', '许嵩'],
    ['她最近迷上了单依纯', '单依纯'],
    ['她超爱华晨宇和邓紫棋', '华晨宇'],
  ])('%s → %s', (text, name) => {
    const words = keywordsOf(text);
    expect(words).toContain(name);
    expect(words.filter((w) => w !== name && name.includes(w))).toEqual([]);
    expect(words).not.toContain('迷上');
    expect(words).not.toContain('长大');
  });
});

describe('no junk keywords (English, by WordNet)', () => {
  it('drops words used mostly as verbs or adjectives, time words and bare numbers; keeps activities, traits and names', () => {
    expect(isNotTopicWord('hates')).toBe(true);
    expect(isNotTopicWord('drives')).toBe(true);
    expect(isNotTopicWord('massive')).toBe(true);
    expect(isNotTopicWord('lost')).toBe(true);
    expect(isNotTopicWord('cooking')).toBe(false);
    expect(isNotTopicWord('climbing')).toBe(false);
    expect(isNotTopicWord('afraid')).toBe(false);
    expect(isNotTopicWord('boulders')).toBe(false);
    expect(keywordsOf('Standups at 9:15 every morning drive him mad')).toEqual(['standups']);
    expect(keywordsOf('Did Celtic win?')).toContain('celtic');
    // A statement of nothing but such words is still filed.
    expect(keywordsOf("He's on call every fourth week and hates it").length).toBeGreaterThan(0);
  });

  it('a naming word does not join a dog and a sourdough starter', () => {
    const { filed } = rememberAll(['Her dog is a whippet called Biscuit', 'Her sourdough starter is called Doughy']);
    expect(filed[0]).not.toBe(filed[1]);
  });
});

describe('words inside words', () => {
  it('a one-character noun meets the word it is in (胃 and 胃病, 茶 and 茶具), not a name (煤球 is no 球)', () => {
    const stomach = rememberAll(['他有胃病', '他胃不好，不能喝冰的']);
    expect(stomach.filed[0]).toBe(stomach.filed[1]);
    const named = rememberAll(['他养了一只英短，叫煤球', '他打球崴过脚']);
    expect(named.filed[0]).not.toBe(named.filed[1]);
  });
});

describe('English sentences are split, and one without a subject goes on from the one before', () => {
  it('files "Won\'t go out if it\'s wet." with Biscuit, and a sentence with its own subject apart', () => {
    const { entries } = rememberAll(["Biscuit hates the rain. Won't go out if it's wet.", 'She hates the cold. She wants to move to Spain.']);
    expect(entries.map((e) => e.canonical_meaning)).toEqual([
      "Biscuit hates the rain; Won't go out if it's wet",
      'She hates the cold',
      'She wants to move to Spain',
    ]);
    expect(goesOn('Loose leaf only.')).toBe(true);
    expect(goesOn('She wants to move to Spain.')).toBe(false);
    expect(goesOn('火锅也爱吃')).toBe(false);
  });
});

describe('recall meets an English word of the same root', () => {
  it('"therapy" brings the topic filed under "therapist"', () => {
    expect(sameRoot('therapy', 'therapist')).toBe(true);
    expect(sameRoot('program', 'progress')).toBe(false);
    const { entries } = rememberAll(["He's been seeing a therapist about his anxiety"]);
    expect(recall(entries, 'Ask about his therapy').length).toBe(1);
  });
});
