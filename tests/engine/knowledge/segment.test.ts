import { describe, expect, it } from 'vitest';
import {
  bigramSegmenter,
  chooseSegmenter,
  extractKeywords,
  segmentationWorks,
  segmenterFrom,
  type WordSplitter,
} from '../../../src/engine/knowledge/index.js';

// What a small-icu build does: every character is its own "word".
const charByChar: WordSplitter = (text) =>
  [...text].map((segment) => ({ segment, isWordLike: /[\p{L}\p{N}]/u.test(segment) }));

describe('extractKeywords (ICU)', () => {
  it('merges single-character runs, keeps 《titles》 whole, drops stopwords', () => {
    expect(extractKeywords('她怕猫，喜欢村上春树的《挪威的森林》')).toEqual(['怕猫', '村上', '春树', '挪威的森林']);
  });

  it('keeps a date as one keyword by merging numbers into the run', () => {
    expect(extractKeywords('生日是4月10日')).toEqual(['生日', '4月10日']);
  });

  it('drops a lone single character instead of keeping it as a trigger', () => {
    expect(extractKeywords('我喜欢吃火锅')).toEqual(['火锅']);
  });

  it('cuts a pronoun ICU glued to the next character', () => {
    // ICU yields "我有"; without the cut "我有" would become a trigger shared by unrelated facts.
    expect(extractKeywords('我有2只猫')).toEqual(['2只猫']);
  });

  it('lower-cases Latin words and drops English stopwords', () => {
    expect(extractKeywords('She is afraid of CATS and loves Haruki Murakami')).toEqual([
      'afraid',
      'cats',
      'haruki',
      'murakami',
    ]);
  });

  it('drops the chat pronoun "ta" and keeps mixed Latin words in Chinese text', () => {
    expect(extractKeywords('ta喜欢iPhone和AirPods')).toEqual(['iphone', 'airpods']);
  });

  it('puts the user tags first, trimmed, deduped and kept even when they are stopwords', () => {
    expect(extractKeywords('她怕猫', { tags: ['  宠物 ', '宠物', '喜欢', ''] })).toEqual(['宠物', '喜欢', '怕猫']);
  });

  it('dedupes a keyword repeated in the text and across tags', () => {
    expect(extractKeywords('Cats, cats and 《Cats》', { tags: ['CATS'] })).toEqual(['cats']);
  });

  it('keeps a Latin title whole and lower-cased', () => {
    expect(extractKeywords('reading 《Norwegian Wood》 on the train')).toEqual(['reading', 'norwegian wood', 'train']);
  });

  it('returns nothing for text made only of stopwords and punctuation', () => {
    expect(extractKeywords('我和你，the a an！')).toEqual([]);
  });
});

describe('bigram fallback', () => {
  it('cuts Han runs at stopwords and emits character bigrams', () => {
    expect(extractKeywords('她怕猫，喜欢村上春树的《挪威的森林》', { segmenter: bigramSegmenter })).toEqual([
      '怕猫',
      '村上',
      '上春',
      '春树',
      '挪威的森林',
    ]);
  });

  it('keeps Latin words whole', () => {
    expect(extractKeywords('Loves Murakami 小说', { segmenter: bigramSegmenter })).toEqual(['murakami', '小说']);
  });
});

describe('segmentationWorks / chooseSegmenter', () => {
  it('accepts the ICU shipped with Node', () => {
    expect(segmentationWorks()).toBe(true);
  });

  it('rejects a splitter that yields single characters', () => {
    expect(segmentationWorks(charByChar)).toBe(false);
  });

  it('rejects a splitter that throws (no Intl.Segmenter)', () => {
    const missing: WordSplitter = () => {
      throw new TypeError('Intl.Segmenter is not a constructor');
    };
    expect(segmentationWorks(missing)).toBe(false);
    expect(chooseSegmenter(missing)('村上春树')).toEqual(['村上', '上春', '春树']);
  });

  it('falls back to bigrams when segmentation does not work', () => {
    const segment = chooseSegmenter(charByChar);
    // The ICU rule over single characters would glue the whole run: 村上春树 as one keyword.
    expect(segmenterFrom(charByChar)('村上春树')).toEqual(['村上春树']);
    expect(segment('村上春树')).toEqual(['村上', '上春', '春树']);
  });

  it('keeps the ICU segmenter when segmentation works', () => {
    // ICU knows 村上 and splits 春/树, which the run rule glues back; bigrams would add 上春.
    expect(chooseSegmenter()('村上春树')).toEqual(['村上', '春树']);
  });
});
