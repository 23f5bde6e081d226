import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEntry, fuseEntry, fuseMeaning, splitStatements } from '../../../src/engine/knowledge/index.js';
import { candidate, entry } from './helpers.js';

const NOW = '2025-06-01T12:00:00.000Z';

describe('splitStatements', () => {
  it('splits on sentence ends and semicolons but not on "，"', () => {
    expect(splitStatements('她怕猫，也怕狗。喜欢春树；生日4月10日!  Likes jazz?\nhates rain ')).toEqual([
      '她怕猫，也怕狗',
      '喜欢春树',
      '生日4月10日',
      'Likes jazz',
      'hates rain',
    ]);
  });

  it('trims and drops exact duplicates and blanks', () => {
    expect(splitStatements(' 怕猫 。怕猫；；  \n')).toEqual(['怕猫']);
  });
});

describe('fuseMeaning', () => {
  it('keeps the old statements and appends the new ones, joined with "；" for Chinese', () => {
    expect(fuseMeaning('她怕猫。喜欢春树', '喜欢春树！生日是4月10日')).toBe('她怕猫；喜欢春树；生日是4月10日');
  });

  it('joins Latin-only statements with "; "', () => {
    expect(fuseMeaning('Afraid of cats!', 'Loves jazz')).toBe('Afraid of cats; Loves jazz');
  });

  it('returns the old meaning verbatim when nothing new is said', () => {
    expect(fuseMeaning('她怕猫。喜欢春树！', '喜欢春树')).toBe('她怕猫。喜欢春树！');
  });
});

describe('fuseEntry', () => {
  const old = entry('k1', ['怕猫', '猫'], {
    canonical_meaning: '她怕猫。小时候被抓过！',
    sources: [{ ts: '2025-01-01T00:00:00.000Z', kind: 'remember', text: '她怕猫' }],
  });

  // Guard: an empty candidate meaning keeps the old one. The old meaning is not in
  // fused form, so dropping the guard (re-joining or replacing) changes it.
  it.each(['', '   ', '\n。；'])('an empty candidate meaning %j leaves the meaning unchanged', (meaning) => {
    const fused = fuseEntry(old, candidate(['猫咖'], meaning), NOW);
    expect(fused.canonical_meaning).toBe('她怕猫。小时候被抓过！');
    expect(fused.trigger_keywords).toEqual(['怕猫', '猫', '猫咖']);
  });

  it('unions keywords old then new, appends the source, bumps updated_at only', () => {
    const fused = fuseEntry(old, candidate(['猫', '猫咖', '怕猫'], '不敢去猫咖', 'analyze'), NOW);
    expect(fused).toEqual({
      id: 'k1',
      trigger_keywords: ['怕猫', '猫', '猫咖'],
      canonical_meaning: '她怕猫；小时候被抓过；不敢去猫咖',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: NOW,
      sources: [...old.sources, { ts: NOW, kind: 'analyze', text: '不敢去猫咖' }],
    });
  });

  it('treats keywords differing only in Latin case as one', () => {
    const fused = fuseEntry(entry('k1', ['Jazz']), candidate(['jazz', 'blues'], ''), NOW);
    expect(fused.trigger_keywords).toEqual(['Jazz', 'blues']);
  });

  it('does not mutate the old entry', () => {
    const before = structuredClone(old);
    fuseEntry(old, candidate(['猫咖'], '新的事'), NOW);
    expect(old).toEqual(before);
  });
});

describe('createEntry', () => {
  it('stamps both dates and the first source with now', () => {
    expect(createEntry('k9', candidate(['怕猫', '怕猫'], '她怕猫。'), NOW)).toEqual({
      id: 'k9',
      trigger_keywords: ['怕猫'],
      canonical_meaning: '她怕猫',
      created_at: NOW,
      updated_at: NOW,
      sources: [{ ts: NOW, kind: 'remember', text: '她怕猫。' }],
    });
  });
});

describe('fusion never loses a statement (property)', () => {
  // Statement text never contains a splitter; "，" and spaces are allowed inside.
  const statement = fc
    .array(fc.constantFrom(...'她怕猫喜欢村上春树生日四月十号火锅，abcXYZ 019'.split('')), { minLength: 1, maxLength: 8 })
    .map((chars) => chars.join(''));
  const splitter = fc.constantFrom('。', '；', ';', '！', '!', '？', '?', '\n');
  const meaning = fc
    .array(fc.tuple(statement, splitter), { maxLength: 6 })
    .map((parts) => parts.map(([s, end]) => s + end).join(''));

  it('keeps every distinct old and new statement, invents none, duplicates none', () => {
    fc.assert(
      fc.property(meaning, meaning, (oldMeaning, newMeaning) => {
        const fused = splitStatements(fuseMeaning(oldMeaning, newMeaning));
        const expected = [...new Set([...splitStatements(oldMeaning), ...splitStatements(newMeaning)])];
        expect(fused).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent: fusing the same meaning twice changes nothing', () => {
    fc.assert(
      fc.property(meaning, meaning, (oldMeaning, newMeaning) => {
        const once = fuseMeaning(oldMeaning, newMeaning);
        expect(fuseMeaning(once, newMeaning)).toBe(once);
      }),
    );
  });
});
