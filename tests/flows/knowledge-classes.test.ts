import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyRemember, inputsFromText, planFor, recallFor } from '../../src/flows/knowledge-index.js';
import { openMemory } from '../../src/memory/index.js';
import { steppingClock, tempDir } from '../helpers/temp.js';

// Topic classes through the flows, on a real folder: remember one fact at a time
// as `simp remember` does, then recall.
function memory() {
  const mem = openMemory({ baseDir: join(tempDir(), 'crushes'), now: steppingClock() });
  mem.create({ slug: 'a', nickname: '阿七' });
  return mem;
}

async function remember(mem: ReturnType<typeof memory>, facts: readonly string[]): Promise<string[]> {
  const filed: string[] = [];
  for (const [n, text] of facts.entries()) {
    const { plan, revision } = planFor(mem, 'a', (segmenter) => inputsFromText(text, { kind: 'remember', segmenter }), `2026-04-10T09:00:${String(n).padStart(2, '0')}`);
    const res = await applyRemember(mem, 'a', plan, { expectRevision: revision });
    filed.push(res.plan.ops[0]?.entry.id ?? '');
  }
  return filed;
}

describe('topic classes through remember and recall', () => {
  it('keeps facts of one class that share no word apart, and recalls them together by their class', async () => {
    const mem = memory();
    const [nurse, cat, nights] = await remember(mem, ['她是儿科护士', '她怕猫', '她这周都是夜班']);
    expect(nights).not.toBe(nurse);
    expect(cat).not.toBe(nurse);
    expect(mem.knowledge('a')).toHaveLength(3);
    const hits = recallFor(mem, 'a', '她工作累不累，要不要约她');
    expect(hits.map((h) => h.entry.canonical_meaning)).toEqual(expect.arrayContaining(['她是儿科护士', '她这周都是夜班']));
    expect(hits.map((h) => h.entry.canonical_meaning)).not.toContain('她怕猫');
  });

  it('keeps a pet called 可乐 apart from the drink', async () => {
    const mem = memory();
    const [dog, drink, walk] = await remember(mem, ['他家的柴犬叫可乐', '他不喝酒，聚餐都喝可乐', '他每天早上遛可乐半小时']);
    expect(drink).not.toBe(dog);
    expect(walk).toBe(dog);
  });

  it('recalls a topic of the class a query names, with the keywords that carry it', async () => {
    const mem = memory();
    await remember(mem, ['她不吃香菜', '她怕打雷']);
    const hits = recallFor(mem, 'a', '周末请她吃什么菜好，川菜还是火锅');
    expect(hits.map((h) => h.entry.canonical_meaning)).toEqual(['她不吃香菜']);
    expect(hits[0]?.hits).toEqual(['香菜']);
  });
});
