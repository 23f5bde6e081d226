import { describe, expect, it } from 'vitest';
import { DEFAULT_RECALL_LIMIT, recall } from '../../../src/engine/knowledge/index.js';
import { entry } from './helpers.js';

const ids = (hits: { entry: { id: string } }[]): string[] => hits.map((h) => h.entry.id);

describe('recall', () => {
  const entries = [
    entry('cat', ['怕猫', '猫咖']),
    entry('books', ['村上', '春树', '挪威的森林']),
    entry('food', ['火锅']),
  ];

  it('finds nothing among no topics, whatever the text', () => {
    expect(recall([], '想送她《挪威的森林》，村上的书')).toEqual([]);
    expect(recall([], '')).toEqual([]);
  });

  it('ranks by number of trigger keywords found and reports them', () => {
    const result = recall(entries, '想送她《挪威的森林》，村上的书，顺便约猫咖');
    expect(result).toEqual([
      { entry: entries[1], hits: ['村上', '挪威的森林'] },
      // 怕猫 is met at half through its character 猫 (in 猫咖 of the text).
      { entry: entries[0], hits: ['怕猫', '猫咖'] },
    ]);
  });

  it('excludes entries with no hit', () => {
    expect(recall(entries, '周末去爬山')).toEqual([]);
  });

  it('matches Latin keywords case-insensitively, whichever side is upper-case', () => {
    const latin = [entry('m', ['Murakami']), entry('j', ['jazz'])];
    expect(ids(recall(latin, 'MURAKAMI and Jazz night'))).toEqual(['j', 'm']);
  });

  it('breaks ties by most recently updated, then id', () => {
    const tied = [
      entry('b', ['猫'], { updated_at: '2025-01-01T00:00:00.000Z' }),
      entry('c', ['猫'], { updated_at: '2025-04-01T00:00:00.000Z' }),
      entry('a', ['猫'], { updated_at: '2025-01-01T00:00:00.000Z' }),
    ];
    expect(ids(recall(tied, '猫'))).toEqual(['c', 'a', 'b']);
  });

  it('returns at most the limit, 5 by default', () => {
    const many = Array.from({ length: 8 }, (_, i) => entry(`e${i}`, ['猫']));
    expect(DEFAULT_RECALL_LIMIT).toBe(5);
    expect(recall(many, '猫')).toHaveLength(5);
    expect(recall(many, '猫', { limit: 2 })).toHaveLength(2);
    expect(recall(many, '猫', { limit: 0 })).toEqual([]);
  });

  it('counts a keyword stored twice once and ignores blank keywords', () => {
    expect(recall([entry('x', ['猫', '', 'Cat', 'cat'])], 'cat 猫')[0]?.hits).toEqual(['猫', 'Cat']);
  });
});
