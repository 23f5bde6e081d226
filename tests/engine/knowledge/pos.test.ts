import { describe, expect, it } from 'vitest';
import { extractKeywords, posSegmenter, type PosTagger, type TaggedWord } from '../../../src/engine/knowledge/index.js';

// A tagger from a fixed table, so each rule is checked on its own without the dictionary.
const WORDS: Record<string, string> = {
  她: 'r', 他: 'r', 那: 'r', 怕: 'v', 猫: 'n', 人: 'n', 的: 'uj', 了: 'ul', 去年: 't', 周末: 't', 生日: 't', 是: 'v',
  一只: 'm', 领养: 'v', 橘猫: 'x', 喝: 'v', 拿铁: 'n', 喝拿铁: 'x', 打: 'v', 篮球: 'n', 打篮球: 'n', 茶: 'n', 喝茶: 'v',
  加班: 'v', 看到: 'v', 他会: 'x', 会: 'v', 小时候: 'n', 村上春树: 'nr', 村上: 'nr', 春树: 'nr', 广告公司: 'n', 公司: 'n',
  小雨: 'nr', 怕黑: 'a', 紧张: 'a', 喝一杯: 'v', 一: 'm', 杯: 'q', 吃火锅: 'l', 吃: 'v', 火锅: 'n', 盏: 'q', 那盏: 'nz',
  '4': 'm', 月: 'm', '10': 'm', 日: 'm', 很: 'zg', '，': 'x', 上海: 'ns',
};
const tagger: PosTagger = (text) => {
  // Longest match from the table, else one character tagged x.
  const out: TaggedWord[] = [];
  let i = 0;
  while (i < text.length) {
    let len = Math.min(5, text.length - i);
    while (len > 1 && !(text.slice(i, i + len) in WORDS)) len -= 1;
    const word = text.slice(i, i + len);
    out.push({ word, tag: WORDS[word] ?? 'x' });
    i += len;
  }
  return out;
};
const keywords = (text: string, lexicon = {}) => extractKeywords(text, { segmenter: posSegmenter(tagger, lexicon) });

describe('keywords from parts of speech', () => {
  it('keeps nouns, one-character nouns included, and drops pronouns, particles, numerals and time words', () => {
    expect(keywords('她怕猫')).toEqual(['猫']);
    expect(keywords('去年领养了一只橘猫')).toEqual(['领养', '橘猫']);
    // An adjective is no topic word; alone in a fact it is the last resort, so the fact is still filed.
    expect(keywords('周末她很紧张')).toEqual(['紧张']);
  });

  it('drops nouns that name no topic, one character or more', () => {
    expect(keywords('小时候的人')).toEqual([]);
  });

  it('keeps an occasion among time words, and a date as one keyword', () => {
    expect(keywords('她的生日是4月10日')).toEqual(['生日', '4月10日']);
  });

  it('takes the object of a verb-object word, and drops a verb that counts', () => {
    expect(keywords('他打篮球')).toEqual(['篮球']);
    expect(keywords('他喝茶')).toEqual(['茶']);
    expect(keywords('吃火锅')).toEqual(['火锅']);
    expect(keywords('喝一杯')).toEqual([]);
    expect(keywords('加班')).toEqual(['加班']);
  });

  it('trims the glue off a word the tagger guessed, and drops what is only glue', () => {
    expect(keywords('喝拿铁')).toEqual(['拿铁']);
    expect(keywords('他会')).toEqual([]);
    expect(keywords('那盏')).toEqual([]);
  });

  it('keeps fears, not other adjectives', () => {
    expect(keywords('她怕黑，很紧张')).toEqual(['怕黑']);
  });

  it('drops generic verbs', () => {
    expect(keywords('看到猫')).toEqual(['猫']);
  });

  it('joins a known word the tagger cut, never breaks a longer word, and finds a known word inside a longer one', () => {
    expect(keywords('村上春树', { keep: ['春树'] })).toEqual(['村上春树', '春树']);
    expect(keywords('广告公司', { keep: ['公司'] })).toEqual(['广告公司', '公司']);
    // "村上" + "春树" as the tagger cut them, spelled by a lexicon word: one keyword.
    const cut: PosTagger = () => [{ word: '村上', tag: 'nr' }, { word: '春树', tag: 'nr' }];
    expect(extractKeywords('村上春树', { segmenter: posSegmenter(cut, { keep: ['村上春树'] }) })).toEqual(['村上春树']);
  });

  it("drops the person's own names, in Chinese and in English", () => {
    expect(keywords('小雨怕猫', { drop: ['小雨'] })).toEqual(['猫']);
    expect(extractKeywords('Emma is allergic to peanuts', { segmenter: posSegmenter(tagger, { drop: ['emma'] }) })).toEqual(['allergic', 'peanuts']);
  });

  it('reads English as lower-case words minus stop words, without the tagger', () => {
    const never: PosTagger = () => {
      throw new Error('the tagger is for Chinese');
    };
    // "morning" says when, not what (a time word, as 早上 is dropped in Chinese).
    expect(extractKeywords('She walks Biscuit every morning', { segmenter: posSegmenter(never) })).toEqual(['walks', 'biscuit']);
    // WordNet: "hates" and "massive" are mostly a verb and an adjective, "climbing" an activity.
    expect(extractKeywords('She hates massive crowds but loves climbing', { segmenter: posSegmenter(never) })).toEqual(['crowds', 'climbing']);
  });

  it('keeps user tags first, even a one-character or stop word', () => {
    expect(extractKeywords('她怕猫', { tags: ['宠物', 'the'], segmenter: posSegmenter(tagger) })).toEqual(['宠物', 'the', '猫']);
  });
});
