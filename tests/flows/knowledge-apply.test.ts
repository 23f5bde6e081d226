import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import fc from 'fast-check';
import { splitStatements } from '../../src/engine/knowledge/index.js';
import { openMemory } from '../../src/memory/index.js';
import { ConflictError, InputError, type KnowledgeEntry } from '../../src/model/index.js';
import { MAX_REMEMBER_ATTEMPTS, applyRemember, editMeaning, knowledgeIds, planRemember, type KnowledgeStore } from '../../src/flows/knowledge-index.js';
import { steppingClock, tempDir } from '../helpers/temp.js';

const NOW = '2026-04-10T09:00:00';
const say = (text: string, tags?: string[]) => ({ text, tags, kind: 'remember' });

function entry(id: string, keywords: string[], meaning: string): KnowledgeEntry {
  const ts = '2026-04-01T09:00:00';
  return { id, trigger_keywords: keywords, canonical_meaning: meaning, created_at: ts, updated_at: ts, sources: [] };
}

function memory() {
  const mem = openMemory({ baseDir: join(tempDir(), 'crushes'), now: steppingClock() });
  mem.create({ slug: 'a', nickname: 'A' });
  return mem;
}

describe('applyRemember after a concurrent write', () => {
  it('re-reads and re-plans, so a topic another program just stored is merged, not duplicated', async () => {
    const mem = memory();
    const revision = mem.revision('a');
    const plan = planRemember(mem.knowledge('a'), [say('她被猫抓过，所以怕猫')], NOW, knowledgeIds([]));
    expect(plan.previews[0]?.action).toBe('insert');
    const other = entry('k_00000001', ['怕猫'], '她怕猫');
    await mem.writeKnowledge('a', [{ target_id: null, entry: other, fallback: other }]);
    const res = await applyRemember(mem, 'a', plan, { expectRevision: revision });
    expect(res.attempts).toBe(2);
    expect(res.plan.previews[0]).toMatchObject({ action: 'merge', id: 'k_00000001' });
    expect(mem.knowledge('a').map((e) => e.canonical_meaning)).toEqual(['她怕猫；她被猫抓过，所以怕猫']);
  });

  it('keeps the user edit through the re-plan when the target is the same', async () => {
    const mem = memory();
    const cat = entry('k_00000001', ['怕猫'], '她怕猫');
    await mem.writeKnowledge('a', [{ target_id: null, entry: cat, fallback: cat }]);
    const revision = mem.revision('a');
    const plan = editMeaning(planRemember(mem.knowledge('a'), [say('她被猫抓过，所以怕猫')], NOW, knowledgeIds([cat.id])), 0, '她小时候被猫抓过');
    await mem.append('a', 'signal_recorded', { direction: 'green', content: '回消息很快', score_delta: 1 });
    const res = await applyRemember(mem, 'a', plan, { expectRevision: revision });
    expect(res.attempts).toBe(2);
    expect(mem.knowledge('a').map((e) => e.canonical_meaning)).toEqual(['她怕猫；她小时候被猫抓过']);
  });

  it('gives up after a bounded number of attempts, and never retries other errors', async () => {
    let writes = 0;
    const stub = (err: Error): KnowledgeStore => ({
      knowledge: () => [],
      revision: () => 'r',
      writeKnowledge: () => {
        writes += 1;
        return Promise.reject(err);
      },
    });
    const plan = planRemember([], [say('她喜欢火锅')], NOW, knowledgeIds([]));
    await expect(applyRemember(stub(new ConflictError('busy')), 'a', plan, { expectRevision: 'r' })).rejects.toThrow(ConflictError);
    expect(writes).toBe(MAX_REMEMBER_ATTEMPTS);
    writes = 0;
    await expect(applyRemember(stub(new InputError('bad')), 'a', plan, { expectRevision: 'r' })).rejects.toThrow(InputError);
    expect(writes).toBe(1);
  });
});

describe('knowledge ids', () => {
  it('are k_ + 8 hex characters, unique in the file and in the batch', () => {
    const bytes = [Buffer.from('00000001', 'hex'), Buffer.from('00000001', 'hex'), Buffer.from('00000002', 'hex'), Buffer.from('0000000f', 'hex')];
    const next = knowledgeIds(['k_00000002'], [], () => bytes.shift() ?? Buffer.from('ffffffff', 'hex'));
    expect([next(), next()]).toEqual(['k_00000001', 'k_0000000f']);
    expect(knowledgeIds([])()).toMatch(/^k_[0-9a-f]{8}$/);
  });
});

// Statements of Han, Latin, digits, spaces and the clause comma (which does not end a statement).
const statement = fc
  .string({ unit: fc.constantFrom(...'猫狗火锅书雨她怕喜abcxyz12 ，'), minLength: 1, maxLength: 8 })
  .filter((s) => s.trim() !== '');

describe('property: a merge through plan + apply never loses a statement', () => {
  it('keeps every old and every new statement, and every old one through any edit', async () => {
    const mem = openMemory({ baseDir: join(tempDir(), 'crushes'), now: steppingClock() });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(statement, { minLength: 1, maxLength: 5 }),
        fc.array(statement, { minLength: 0, maxLength: 5 }),
        fc.option(fc.array(statement, { maxLength: 4 }), { nil: undefined }),
        async (oldStatements, newStatements, edit) => {
          const slug = `p${(run += 1)}`;
          mem.create({ slug, nickname: slug });
          const old = entry('k_0000000a', ['共同话题'], oldStatements.join('；'));
          await mem.writeKnowledge(slug, [{ target_id: null, entry: old, fallback: old }]);
          let plan = planRemember(mem.knowledge(slug), [say(newStatements.join('。'), ['共同话题'])], NOW, knowledgeIds([old.id]));
          if (edit !== undefined) plan = editMeaning(plan, 0, edit.join('！'));
          await applyRemember(mem, slug, plan, { expectRevision: mem.revision(slug) });
          const stored = mem.knowledge(slug);
          expect(stored).toHaveLength(1);
          const kept = splitStatements(stored[0]?.canonical_meaning ?? '');
          const must = edit === undefined ? [...oldStatements, ...newStatements] : oldStatements;
          for (const s of must.map((x) => x.trim())) expect(kept).toContain(s);
        },
      ),
      { numRuns: 60 },
    );
  });
});
