import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { type KnowledgeEntry } from '../../src/model/index.js';
import { tempDir, steppingClock, treeHash } from '../helpers/temp.js';

const entry = (id: string, meaning: string, keywords: string[]): KnowledgeEntry => ({
  id,
  trigger_keywords: keywords,
  canonical_meaning: meaning,
  created_at: '2026-04-10T09:00:00',
  updated_at: '2026-04-10T09:00:00',
  sources: [{ ts: '2026-04-10T09:00:00', kind: 'remember', text: meaning }],
});

function setup() {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base, now: steppingClock() });
  mem.create({ slug: 'a', nickname: 'A' });
  return { base, mem, dir: join(base, 'a') };
}

describe('knowledge storage only stores', () => {
  it('inserts when target_id is empty and updates by id, with an audit event each', async () => {
    const { mem, dir } = setup();
    const cat = entry('k1', '怕猫', ['怕猫']);
    await mem.writeKnowledge('a', [{ target_id: null, entry: cat, fallback: cat }]);
    const fused = { ...cat, canonical_meaning: '怕猫；被猫抓过', trigger_keywords: ['怕猫', '猫'] };
    const { result } = await mem.writeKnowledge('a', [{ target_id: 'k1', entry: fused, fallback: entry('k2', '被猫抓过', ['猫']) }]);
    expect(result.map((o) => o.action)).toEqual(['update']);
    expect(mem.knowledge('a')).toEqual([fused]);
    const audit = mem.recent('a', 2, ['knowledge_recorded']).events.map((e) => e.data);
    expect(audit).toEqual([
      { action: 'insert', id: 'k1', before: null, after: '怕猫', keywords: ['怕猫'] },
      { action: 'update', id: 'k1', before: '怕猫', after: '怕猫；被猫抓过', keywords: ['怕猫', '猫'] },
    ]);
    expect(JSON.parse(readFileSync(join(dir, 'knowledge.json'), 'utf8'))).toEqual({ version: 1, entries: [fused] });
  });

  it('inserts the candidate on its own when the target no longer exists (never drops it)', async () => {
    const { mem } = setup();
    const fused = entry('gone', '旧的；新的', ['x']);
    const candidate = entry('k9', '新的', ['x']);
    const { result } = await mem.writeKnowledge('a', [{ target_id: 'gone', entry: fused, fallback: candidate }]);
    expect(result[0]?.action).toBe('insert_missing_target');
    expect(mem.knowledge('a')).toEqual([candidate]);
  });

  it('refuses a broken knowledge.json naming the field, and writes nothing', async () => {
    const { mem, dir, base } = setup();
    writeFileSync(join(dir, 'knowledge.json'), JSON.stringify({ version: 1, entries: [{ id: 'x' }] }));
    const before = treeHash(base);
    expect(() => mem.knowledge('a')).toThrow(/knowledge\.json: entries\.0\.trigger_keywords/);
    const e = entry('k1', 'm', ['m']);
    await expect(mem.writeKnowledge('a', [{ target_id: null, entry: e, fallback: e }])).rejects.toThrow(/knowledge\.json/);
    expect(treeHash(base)).toBe(before);
  });
});
