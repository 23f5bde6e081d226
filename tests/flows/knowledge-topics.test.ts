import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { openMemory } from '../../src/memory/index.js';
import { InputError, NotFoundError } from '../../src/model/index.js';
import {
  applyRemember,
  deleteTopic,
  editTopic,
  inlineTags,
  inputsFromText,
  parseTags,
  planFor,
} from '../../src/flows/knowledge-index.js';
import { steppingClock, tempDir } from '../helpers/temp.js';

const NOW = '2026-04-10T09:00:00';

function memoryWith() {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base, now: steppingClock() });
  mem.create({ slug: 'a', nickname: '小雨' });
  const remember = async (text: string, tags?: string) => {
    const { plan, revision } = planFor(mem, 'a', (segmenter) => inputsFromText(text, { tags: parseTags(tags), kind: 'remember', segmenter }), NOW);
    return applyRemember(mem, 'a', plan, { expectRevision: revision });
  };
  const events = () =>
    readFileSync(join(base, 'a', 'events.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> })
      .filter((e) => e.type === 'knowledge_recorded');
  return { base, mem, remember, events };
}

describe('tags belong to the statement they were typed with', () => {
  it('takes #tags out of a statement and keeps them on it alone', () => {
    expect(inlineTags('她怕猫 #宠物 #怕')).toEqual({ text: '她怕猫', tags: ['宠物', '怕'] });
    const inputs = inputsFromText('她怕猫 #宠物。她喜欢火锅', { kind: 'remember' });
    expect(inputs.map((i) => [i.text, i.tags])).toEqual([
      ['她怕猫', ['宠物']],
      ['她喜欢火锅', []],
    ]);
  });

  it('maps --tags groups to statements in order, and refuses one group for several topics', () => {
    expect(parseTags('猫,宠物;火锅')).toEqual([['猫', '宠物'], ['火锅']]);
    const inputs = inputsFromText('她怕猫。她喜欢火锅', { tags: parseTags('猫,宠物;火锅'), kind: 'remember' });
    expect(inputs.map((i) => i.tags)).toEqual([['猫', '宠物'], ['火锅']]);
    expect(() => inputsFromText('她怕猫。她喜欢火锅', { tags: parseTags('猫'), kind: 'remember' })).toThrow(/belongs to one statement/);
    expect(() => inputsFromText('她怕猫。她喜欢火锅。她爱喝茶', { tags: parseTags('猫;火锅'), kind: 'remember' })).toThrow(InputError);
    // One group is fine when the statements make one topic anyway.
    expect(inputsFromText('她怕猫。真的。', { tags: parseTags('宠物'), kind: 'remember' }).map((i) => i.tags)).toEqual([['宠物']]);
  });

  it('no longer glues a batch together through one shared tag', async () => {
    const { mem, remember } = memoryWith();
    await remember('她怕猫 #宠物。去年她去了日本 #旅行');
    expect(mem.knowledge('a').map((e) => e.canonical_meaning)).toEqual(['她怕猫', '去年她去了日本']);
  });
});

describe('editing and deleting a topic', () => {
  it('edits meaning and keywords, logs a knowledge_recorded edit, and refuses an edit that changes nothing', async () => {
    const { mem, remember, events } = memoryWith();
    await remember('她怕猫');
    const id = mem.knowledge('a')[0]?.id ?? '';
    const { result, changed } = await editTopic(mem, 'a', id, { meaning: '她怕猫，也怕狗', add: ['狗'] }, NOW);
    expect(changed).toEqual(expect.arrayContaining(['knowledge.json', 'events.jsonl']));
    expect(result.after?.trigger_keywords).toEqual(['猫', '狗']);
    expect(mem.knowledge('a')[0]?.canonical_meaning).toBe('她怕猫，也怕狗');
    expect(events().at(-1)?.data).toMatchObject({ action: 'edit', id, before: '她怕猫', after: '她怕猫，也怕狗', keywords: ['猫', '狗'] });
    await expect(editTopic(mem, 'a', id, { meaning: '她怕猫，也怕狗' }, NOW)).rejects.toThrow(/nothing to change/);
    await expect(editTopic(mem, 'a', id, { remove: ['猫', '狗'] }, NOW)).rejects.toThrow(/at least one keyword/);
    await expect(editTopic(mem, 'a', 'k_missing', { meaning: 'x' }, NOW)).rejects.toThrow(NotFoundError);
  });

  it('deletes a topic for good: the event keeps its text, a plan made before the delete saves only its own statement', async () => {
    const { mem, remember, events } = memoryWith();
    await remember('她怕猫');
    const id = mem.knowledge('a')[0]?.id ?? '';
    // Planned while the topic exists: it would merge into it.
    const stale = planFor(mem, 'a', (segmenter) => inputsFromText('她被猫抓过', { kind: 'remember', segmenter }), NOW);
    expect(stale.plan.ops[0]?.target_id).toBe(id);
    await deleteTopic(mem, 'a', id);
    expect(mem.knowledge('a')).toEqual([]);
    expect(events().at(-1)?.data).toMatchObject({ action: 'delete', id, before: '她怕猫', after: '' });
    await expect(deleteTopic(mem, 'a', id)).rejects.toThrow(NotFoundError);
    const r = await applyRemember(mem, 'a', stale.plan);
    expect(r.outcomes.map((o) => o.action)).toEqual(['insert_missing_target']);
    expect(mem.knowledge('a').map((e) => e.canonical_meaning)).toEqual(['她被猫抓过']);
  });
});
