import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { InputError, type KnowledgeEntry } from '../../src/model/index.js';
import { approxTokens } from '../../src/memory/crush/ops-read.js';
import { candidatesFromNotes, knowledgeLimit, recallFor } from '../../src/flows/knowledge-index.js';
import { KNOWLEDGE_HEADING, knowledgeContextBlock, withKnowledgeBlock } from '../../src/present/knowledge-context.js';
import { FIXTURES, fixtureBase, steppingClock, tempDir } from '../helpers/temp.js';
import { describeWithShared } from '../helpers/shared.js';

function entry(id: string, keywords: string[], meaning: string, updated = '2026-04-01T09:00:00'): KnowledgeEntry {
  return { id, trigger_keywords: keywords, canonical_meaning: meaning, created_at: updated, updated_at: updated, sources: [] };
}

const cat = entry('k1', ['怕猫'], '她怕猫', '2026-04-01T09:00:00');
const book = entry('k2', ['挪威的森林', '村上'], '在读《挪威的森林》', '2026-04-02T09:00:00');
const hotpot = entry('k3', ['火锅'], '喜欢火锅', '2026-04-03T09:00:00');

async function withEntries(base: string, slug: string, entries: KnowledgeEntry[]) {
  const mem = openMemory({ baseDir: base, now: steppingClock() });
  await mem.writeKnowledge(slug, entries.map((e) => ({ target_id: null, entry: e, fallback: e })));
  return mem;
}

function setMeta(base: string, slug: string, changes: Record<string, unknown>): void {
  const path = join(base, slug, 'meta.json');
  writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), ...changes }));
}

describe('recall limit: --limit, then meta.json knowledge_context_max_items, then 5', () => {
  it('resolves the limit and names the field of a bad value', () => {
    expect(knowledgeLimit(null)).toBe(5);
    expect(knowledgeLimit({ knowledge_context_max_items: 2 })).toBe(2);
    expect(knowledgeLimit({ knowledge_context_max_items: 2 }, 7)).toBe(7);
    for (const bad of [0, 2.5, '3']) {
      expect(() => knowledgeLimit({ knowledge_context_max_items: bad })).toThrow(/meta\.json: knowledge_context_max_items/);
    }
    expect(() => knowledgeLimit(null, 0)).toThrow(/--limit/);
  });

  it('recallFor reads the key from the person meta.json', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base, now: steppingClock() });
    mem.create({ slug: 'a', nickname: 'A' });
    await withEntries(base, 'a', [cat, book, hotpot]);
    const text = '周末带她吃火锅，送本村上的书，她怕猫';
    expect(recallFor(mem, 'a', text).map((h) => h.entry.id)).toEqual(['k3', 'k2', 'k1']);
    setMeta(base, 'a', { knowledge_context_max_items: 1 });
    expect(recallFor(mem, 'a', text).map((h) => [h.entry.id, h.hits])).toEqual([['k3', ['火锅']]]);
    expect(recallFor(mem, 'a', text, { limit: 2 })).toHaveLength(2);
    expect(() => recallFor(mem, 'a', '  ')).toThrow(InputError);
  });
});

describe('knowledgeContextBlock', () => {
  it('lists the entries the text mentions, under the topic-memory heading', () => {
    expect(knowledgeContextBlock([], '怕猫', 5)).toBe('');
    expect(knowledgeContextBlock([cat, book, hotpot], '她最近怕猫吗', 5)).toBe(`${KNOWLEDGE_HEADING}\n\n- 她怕猫（触发词：怕猫）\n\n`);
    expect(knowledgeContextBlock([cat], '怕猫', 5, 'en')).toBe(`${KNOWLEDGE_HEADING}\n\n- 她怕猫 (triggers: 怕猫)\n\n`);
  });

  it('falls back to the most recently updated entries when nothing is mentioned, at most max', () => {
    expect(knowledgeContextBlock([cat, book, hotpot], '今天天气不错', 2)).toBe(
      `${KNOWLEDGE_HEADING}\n\n- 喜欢火锅（触发词：火锅）\n- 在读《挪威的森林》（触发词：挪威的森林、村上）\n\n`,
    );
  });

  it('stays within about 300 tokens, cutting the first entry that does not fit', () => {
    const long = Array.from({ length: 20 }, (_, i) => entry(`k${i}`, ['火锅'], `火锅${'很辣'.repeat(40)}${i}`));
    const block = knowledgeContextBlock(long, '火锅', 20);
    expect(approxTokens(block)).toBeLessThanOrEqual(300);
    expect(block.trimEnd().endsWith('…（触发词：火锅）')).toBe(true);
    const huge = knowledgeContextBlock([entry('big', ['火锅'], '辣'.repeat(2000))], '火锅', 5);
    expect(approxTokens(huge)).toBeLessThanOrEqual(300);
    expect(huge).toContain('- 辣辣');
  });
});

// Compared with the reference tools' golden context output (../shared/fixtures).
describeWithShared('withKnowledgeBlock (simp context)', () => {
  const golden = (slug: string, file: string) => readFileSync(join(FIXTURES, 'expected', slug, file), 'utf8');

  it('leaves the reference context byte-identical when there is no topic memory', () => {
    const mem = openMemory({ baseDir: fixtureBase() });
    for (const slug of ['aming', 'emma', 'xiaoyu']) {
      for (const [strategy, file] of [[false, 'context.txt'], [true, 'context-with-strategy.txt']] as const) {
        const ctx = mem.context(slug, strategy);
        const out = withKnowledgeBlock(mem, slug, ctx, 'zh');
        expect(out).toBe(ctx);
        expect(out.text).toBe(golden(slug, file));
      }
    }
  });

  it('appends the topics the state and recent events are about, after the reference text', async () => {
    const base = fixtureBase();
    // "周末" is in state.md, "主动性" only in the last analysis event; "火锅" is newest but not mentioned.
    const weekend = entry('k_w', ['周末', '图书馆'], '周末常去图书馆', '2026-01-01T00:00:00');
    const active = entry('k_a', ['主动性'], '她的主动性和心情有关', '2026-01-02T00:00:00');
    const mem = await withEntries(base, 'xiaoyu', [weekend, active, entry('k_h', ['火锅'], '喜欢火锅', '2026-04-01T00:00:00')]);
    for (const strategy of [false, true]) {
      const ctx = mem.context('xiaoyu', strategy);
      const out = withKnowledgeBlock(mem, 'xiaoyu', ctx, 'zh');
      expect(out.text.startsWith(ctx.text)).toBe(true);
      const block = out.text.slice(ctx.text.length).replace(/^\n+/, '');
      // One hit each: the more recently updated comes first.
      expect(block).toBe(`${KNOWLEDGE_HEADING}\n\n- 她的主动性和心情有关（触发词：主动性）\n- 周末常去图书馆（触发词：周末、图书馆）\n\n`);
      expect(out.tokens).toBe(approxTokens(out.text));
    }
    setMeta(base, 'xiaoyu', { knowledge_context_max_items: 1 });
    expect(withKnowledgeBlock(mem, 'xiaoyu', mem.context('xiaoyu'), 'zh').text).not.toContain('周末常去图书馆');
  });
});

describe('candidatesFromNotes', () => {
  it('offers one candidate per statement with keywords, and saves nothing', () => {
    const offered = candidatesFromNotes([
      { text: '她说最近在减肥。她周末要加班', kind: 'analyze' },
      { text: '嗯。她周末要加班', kind: 'crisis' },
    ]);
    expect(offered.map((c) => [c.text, c.kind])).toEqual([
      ['她说最近在减肥', 'analyze'],
      ['她周末要加班', 'analyze'],
    ]);
    expect(offered[0]?.keywords).toContain('减肥');
  });
});
