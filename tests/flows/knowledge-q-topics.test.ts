import { describe, expect, it } from 'vitest';
import { applyWrite, extractKeywords, recall, type KnowledgeEntry } from '../../src/engine/knowledge/index.js';
import { inputsFromText, knowledgeIds, lexiconOf, planRemember, segmenterWith, withKeep } from '../../src/flows/knowledge-index.js';

// Issue Q: facts typed the way people note them, with the real tagger and the
// person's lexicon as the product builds it (names dropped, keywords in use kept).
const PROFILE = { slug: 'p', nickname: '小七' };

/** Remembers each fact in turn, as `simp remember` would; returns the topics and where each fact went. */
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

describe('no ordinary fact is refused', () => {
  it.each(['她不喜欢被人催', '她说她最近很累', '他说北方的冬天他受不了', '她真的很讨厌', 'She said she is knackered lately', 'He hates being rushed', 'She loves it so much'])(
    '%s gets keywords to be filed by',
    (text) => {
      expect(keywordsOf(text).length).toBeGreaterThan(0);
    },
  );

  it('files a fact without a noun by its meaningful words, and a query with them recalls it', () => {
    const { entries } = rememberAll(['她不喜欢被人催']);
    expect(recall(entries, '她回消息慢，要不要催一下').length).toBe(1);
  });
});

describe('keywords are whole words', () => {
  it('keeps drinks, places and bands whole instead of a stray character', () => {
    expect(keywordsOf('她每天早上一杯拿铁')).toContain('拿铁');
    expect(keywordsOf('她每天早上一杯拿铁')).not.toContain('铁');
    expect(keywordsOf('周末去猫咖')).toContain('猫咖');
    expect(keywordsOf('周末去猫咖')).not.toContain('咖');
    expect(keywordsOf('她是五月天的铁粉')).toContain('五月天');
  });

  it('reads traditional characters as their simplified form', () => {
    expect(keywordsOf('她養了兩隻貓')).toContain('猫');
    const { entries } = rememberAll(['她怕打雷', '颱風天她都不敢一個人在家，怕打雷']);
    expect(entries).toHaveLength(1);
    expect(recall(entries, '打雷了').length).toBe(1);
  });
});

describe('names and co-reference', () => {
  it('a pet named once is met again by its name alone', () => {
    const { entries, filed } = rememberAll(['他家的柴犬叫可乐', '可乐昨天又拆家了', '他每天早上遛可乐半小时']);
    expect(new Set(filed).size).toBe(1);
    expect(entries[0]?.trigger_keywords).toContain('可乐');
    expect(recall(entries, '可乐还拆家吗')[0]?.entry.id).toBe(filed[0]);
  });

  it('an English pet name joins its topic', () => {
    const { filed } = rememberAll(['Her cat is called Pickle.', 'Pickle knocked her plant off the shelf again']);
    expect(filed[0]).toBe(filed[1]);
  });
});

describe('sub-words and compounds', () => {
  it('熊猫 meets 大熊猫 both ways', () => {
    expect(new Set(rememberAll(['她最喜欢大熊猫', '她去熊猫基地当过志愿者']).filed).size).toBe(1);
    expect(new Set(rememberAll(['她去熊猫基地当过志愿者', '她最喜欢大熊猫']).filed).size).toBe(1);
  });

  it('a word inside another by its letters only is not a sub-word (毛球 is not in 羽毛球)', () => {
    const { filed } = rememberAll(['年糕今天又吐毛球了', '她周三晚上去打羽毛球']);
    expect(filed[0]).not.toBe(filed[1]);
  });
});

describe('English facts', () => {
  it('are split into sentences as Chinese ones are', () => {
    expect(inputsFromText('She grew up in Bolton. Her mum still lives there.', { kind: 'remember' })).toHaveLength(2);
    expect(inputsFromText('She is 4 yrs old', { kind: 'remember' })).toHaveLength(1);
  });

  it('do not join by verbs of saying and wanting', () => {
    const { filed } = rememberAll(['He said he can’t stand the cold up north', 'He said he has been feeling burnt out']);
    expect(filed[0]).not.toBe(filed[1]);
  });

  it('meet a plural and its singular', () => {
    const { entries } = rememberAll(['She is scared of dogs.']);
    expect(recall(entries, 'my friend has a dog, bring her along?').length).toBe(1);
  });
});

describe('the contradiction guard', () => {
  it('marks a merge whose new statement negates an old one, and fuses nothing silently once the user chose', () => {
    const { entries } = rememberAll(['她怕猫']);
    const segmenter = segmenterWith(lexiconOf(PROFILE, entries));
    const inputs = inputsFromText('她其实不怕猫', { kind: 'remember', segmenter });
    const plan = planRemember(entries, inputs, '2026-01-02T00:00:00', knowledgeIds(entries.map((e) => e.id)), { segmenter });
    expect(plan.previews[0]?.clashes).toEqual([{ old: '她怕猫', new: '她其实不怕猫' }]);
    expect(withKeep(plan, 'new').ops[0]?.entry.canonical_meaning).toBe('她其实不怕猫');
    expect(withKeep(plan, 'old').ops[0]?.entry.canonical_meaning).toBe('她怕猫');
    expect(withKeep(plan, 'both').ops[0]?.entry.canonical_meaning).toBe('她怕猫；她其实不怕猫');
  });

  it('leaves a merge that adds to the topic unmarked', () => {
    const { entries } = rememberAll(['她怕猫']);
    const plan = planRemember(entries, inputsFromText('她小时候被猫抓过', { kind: 'remember' }), '2026-01-02T00:00:00', knowledgeIds(['x']));
    expect(plan.previews[0]?.clashes).toEqual([]);
  });
});
