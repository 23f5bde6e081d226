import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseSegmenter, segmentationWorks } from '../../src/engine/knowledge/index.js';
import { openMemory } from '../../src/memory/index.js';
import { InputError, type KnowledgeEntry } from '../../src/model/index.js';
import { applyRemember, editMeaning, inputsFromText, planRemember } from '../../src/flows/knowledge-index.js';
import { steppingClock, tempDir } from '../helpers/temp.js';

const NOW = '2026-04-10T09:00:00';

function entry(id: string, keywords: string[], meaning: string, updated = '2026-04-01T09:00:00'): KnowledgeEntry {
  return {
    id,
    trigger_keywords: keywords,
    canonical_meaning: meaning,
    created_at: updated,
    updated_at: updated,
    sources: [{ ts: updated, kind: 'remember', text: meaning }],
  };
}

function sequentialIds(prefix = 'n'): () => string {
  let n = 0;
  return () => `${prefix}${(n += 1)}`;
}

/** A fresh base folder with one crush, "a". */
function memoryWith() {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base, now: steppingClock() });
  mem.create({ slug: 'a', nickname: 'A' });
  return { base, mem };
}

/** Stores entries as they are (insert ops), the way an earlier session would have left them. */
async function seed(mem: ReturnType<typeof memoryWith>['mem'], slug: string, entries: KnowledgeEntry[]): Promise<void> {
  await mem.writeKnowledge(slug, entries.map((e) => ({ target_id: null, entry: e, fallback: e })));
}

const say = (text: string, tags?: string[]) => ({ text, tags, kind: 'remember' });

describe('the four guards of the merge decision', () => {
  // Guard 1. The best match is the last and the oldest of 60 entries, and the
  // distractors out-rank it in recall (3 substring hits each), so a cut to a
  // top-N by position, recency or recall score would miss it and duplicate the fact.
  it('matches against ALL entries of the person', () => {
    const distractors = Array.from({ length: 60 }, (_, i) =>
      entry(`d${i}`, ['怕猫', '猫', '怕', `话题${i}`], `干扰 ${i}`, `2026-04-0${(i % 9) + 1}T10:00:00`),
    );
    const best = entry('best', ['小时候', '猫抓', '怕猫'], '她怕猫', '2020-01-01T00:00:00');
    const plan = planRemember([...distractors, best], [say('她小时候被猫抓过，所以一直怕猫')], NOW, sequentialIds());
    expect(plan.ops[0]?.target_id).toBe('best');
    expect(plan.previews[0]).toMatchObject({ action: 'merge', id: 'best', old_meaning: '她怕猫' });
  });

  // Guard 2. Without the running snapshot the second candidate would not see the
  // entry the first one creates, and the batch would store the topic twice.
  it('lets a batch see its own earlier writes: two candidates about one new topic end as one entry', async () => {
    const { mem } = memoryWith();
    const plan = planRemember([], [say('她怕猫'), say('她小时候被猫抓过，所以一直怕猫')], NOW, sequentialIds());
    expect(plan.previews.map((p) => p.action)).toEqual(['insert', 'merge']);
    await applyRemember(mem, 'a', plan, { expectRevision: mem.revision('a') });
    const stored = mem.knowledge('a');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.canonical_meaning).toBe('她怕猫；她小时候被猫抓过，所以一直怕猫');
  });

  // Guard 3. The target vanishes between plan and write (a hand edit, which does
  // not change the folder revision): the candidate alone is inserted; the deleted
  // fact does not come back and the new one is not dropped.
  it('inserts the candidate alone when the target no longer exists', async () => {
    const { mem, base } = memoryWith();
    await seed(mem, 'a', [entry('k_old', ['怕猫'], '她怕猫')]);
    const plan = planRemember(mem.knowledge('a'), [say('她被猫抓过，所以怕猫')], NOW, sequentialIds());
    expect(plan.ops[0]?.target_id).toBe('k_old');
    writeFileSync(join(base, 'a', 'knowledge.json'), JSON.stringify({ version: 1, entries: [] }));
    // No revision check here, so the stale plan reaches storage and storage's own guard decides.
    const { outcomes } = await applyRemember(mem, 'a', plan);
    expect(outcomes.map((o) => o.action)).toEqual(['insert_missing_target']);
    const stored = mem.knowledge('a');
    expect(stored.map((e) => [e.id, e.canonical_meaning, e.trigger_keywords])).toEqual([
      ['n1', '她被猫抓过，所以怕猫', ['猫抓', '怕猫']],
    ]);
  });

  it('notices a hand edit of knowledge.json between plan and apply, and plans again', async () => {
    const { mem, base } = memoryWith();
    await seed(mem, 'a', [entry('k_old', ['怕猫'], '她怕猫')]);
    const revision = mem.revision('a');
    const plan = planRemember(mem.knowledge('a'), [say('她被猫抓过，所以怕猫')], NOW, sequentialIds());
    writeFileSync(join(base, 'a', 'knowledge.json'), JSON.stringify({ version: 1, entries: [] }));
    const { outcomes, attempts } = await applyRemember(mem, 'a', plan, { expectRevision: revision });
    expect(attempts).toBe(2);
    expect(outcomes.map((o) => o.action)).toEqual(['insert']);
    expect(mem.knowledge('a').map((e) => e.canonical_meaning)).toEqual(['她被猫抓过，所以怕猫']);
  });

  // Guard 4. A blank meaning (only tags given) adds keywords and keeps the meaning verbatim.
  it('keeps the old meaning when the candidate meaning is empty', async () => {
    const { mem } = memoryWith();
    await seed(mem, 'a', [entry('k1', ['怕猫'], '怕猫；被猫抓过')]);
    const plan = planRemember(mem.knowledge('a'), inputsFromText('  ', { tags: ['怕猫', '宠物'], kind: 'remember' }), NOW, sequentialIds());
    expect(plan.previews[0]).toMatchObject({ action: 'merge', old_meaning: '怕猫；被猫抓过', fused_meaning: '怕猫；被猫抓过' });
    await applyRemember(mem, 'a', plan);
    expect(mem.knowledge('a')[0]).toMatchObject({ canonical_meaning: '怕猫；被猫抓过', trigger_keywords: ['怕猫', '宠物'] });
  });
});

describe('planRemember', () => {
  it('refuses a blank text that matches no topic, and a text without any keyword', () => {
    expect(() => planRemember([], [say('', ['火锅'])], NOW, sequentialIds())).toThrow(InputError);
    expect(() => planRemember([], [say('嗯')], NOW, sequentialIds())).toThrow(/no keyword/);
    expect(() => inputsFromText(' 。', { kind: 'remember' })).toThrow(/text: empty: nothing to remember/);
  });

  it('shows old vs fused with the keywords a merge adds', () => {
    const plan = planRemember([entry('k1', ['怕猫'], '她怕猫')], [say('她被猫抓过，所以怕猫', ['宠物'])], NOW, sequentialIds());
    expect(plan.previews).toEqual([
      {
        action: 'merge',
        id: 'k1',
        old_meaning: '她怕猫',
        fused_meaning: '她怕猫；她被猫抓过，所以怕猫',
        keywords: ['怕猫', '宠物', '猫抓'],
        added_keywords: ['宠物', '猫抓'],
        clashes: [],
      },
    ]);
    // The fallback holds only what this write adds: a vanished topic is not resurrected.
    expect(plan.ops[0]?.fallback).toMatchObject({ id: 'n1', canonical_meaning: '她被猫抓过，所以怕猫' });
  });

  it('files each sentence of a text under its own topic, keeping keyword-less sentences with a neighbour', () => {
    expect(inputsFromText('真的。她怕猫。她喜欢火锅。是的', { kind: 'remember' }).map((i) => i.text)).toEqual([
      '真的\n她怕猫',
      '她喜欢火锅\n是的',
    ]);
  });

  it('still merges when Intl.Segmenter is unusable (bigram fallback chosen at start-up)', () => {
    const broken = (): never => {
      throw new Error('no ICU data');
    };
    expect(segmentationWorks(broken)).toBe(false);
    const plan = planRemember([], [say('她怕猫'), say('她被猫抓过，所以一直怕猫')], NOW, sequentialIds(), {
      segmenter: chooseSegmenter(broken),
    });
    expect(plan.previews.map((p) => p.action)).toEqual(['insert', 'merge']);
    expect(plan.previews[1]?.keywords).toContain('怕猫');
  });
});

describe('editing the fused meaning before saving', () => {
  const old = [entry('k1', ['怕猫'], '她怕猫')];

  it('keeps every old statement whatever the edit says; a blank edit keeps the old meaning', () => {
    const plan = planRemember(old, [say('她被猫抓过，所以怕猫')], NOW, sequentialIds());
    expect(editMeaning(plan, 0, '她小时候被猫抓过').previews[0]?.fused_meaning).toBe('她怕猫；她小时候被猫抓过');
    expect(editMeaning(plan, 0, '').previews[0]?.fused_meaning).toBe('她怕猫');
  });

  it('uses the edit on a new topic but refuses an empty one', () => {
    const plan = planRemember([], [say('她喜欢火锅')], NOW, sequentialIds());
    expect(editMeaning(plan, 0, '她最爱重庆火锅').ops[0]?.entry.canonical_meaning).toBe('她最爱重庆火锅');
    expect(() => editMeaning(plan, 0, ' ')).toThrow(/cannot be empty/);
    expect(() => editMeaning(plan, 3, 'x')).toThrow(InputError);
  });

  it('feeds the edit to later candidates of the batch and keeps the ids shown', () => {
    const plan = planRemember([], [say('她怕猫'), say('她被猫抓过，所以怕猫')], NOW, () => `k_${Math.random().toString(16).slice(2, 10)}`);
    const edited = editMeaning(plan, 0, '她非常怕猫');
    expect(edited.previews.map((p) => p.id)).toEqual(plan.previews.map((p) => p.id));
    expect(edited.ops[1]?.entry.canonical_meaning).toBe('她非常怕猫；她被猫抓过，所以怕猫');
  });
});
