import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { tempDir, steppingClock } from '../helpers/temp.js';

// Random access to events.jsonl for screens that scroll through all of it.
async function withEvents(n: number) {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base, now: steppingClock() });
  mem.create({ slug: 'a', nickname: 'A', personality_type: '感性型' });
  const events = Array.from({ length: n }, (_, i) => ({
    type: 'signal_recorded',
    data: { direction: i % 2 ? 'green' : 'red', content: `signal ${i}`, score_delta: 1 },
  }));
  await mem.transaction('a', (tx) => void tx.append(events));
  return { mem, path: join(base, 'a', 'events.jsonl') };
}

describe('event index', () => {
  it('reads any event, slice and type by position, searches the whole log, and follows appends', async () => {
    const { mem } = await withEvents(4500);
    const idx = await mem.eventIndex('a');
    expect(idx.count).toBe(4501);
    expect(idx.get(0).type).toBe('profile_created');
    expect(idx.get(4500).data['content']).toBe('signal 4499');
    expect(idx.slice(1, 3).map((e) => e.data['content'])).toEqual(['signal 0', 'signal 1']);
    expect(idx.byTypes(['profile_created'])).toEqual([0]);
    expect(await idx.search('SIGNAL 4321')).toEqual([4322]);
    await mem.append('a', 'stage_changed', { from: '未知', to: '破冰期', trigger: 'x' });
    expect(await idx.refresh()).toBe(true);
    expect(idx.count).toBe(4502);
    expect(idx.typeOf(4501)).toBe('stage_changed');
  });

  it('the newest events, before the index is built, sit where the index will put them', async () => {
    const { mem, path } = await withEvents(4500);
    const tail = mem.eventTail('a', 100);
    const idx = await mem.eventIndex('a');
    expect(tail).not.toBeNull();
    expect(tail?.count).toBe(idx.count);
    for (const i of [idx.count - 1, idx.count - 50, idx.count - 100]) expect(tail?.get(i)).toEqual(idx.get(i));
    expect(tail?.get(idx.count - 101).type).toBe('…');
    expect(tail?.slice(idx.count - 3, idx.count)).toEqual(idx.slice(idx.count - 3, idx.count));
    expect(tail?.byTypes(['signal_recorded'])).toEqual(idx.byTypes(['signal_recorded']).slice(-100));
    expect(await tail?.search('signal 4498')).toEqual(await idx.search('signal 4498'));
    // Once another program wrote to the log, meta.json no longer vouches for the count: no tail.
    writeFileSync(path, `${readFileSync(path, 'utf8')}{"ts": "2026-12-01T10:00:00", "v": 1, "type": "x", "data": {}}\n`);
    expect(mem.eventTail('a', 100)).toBeNull();
  });

  it('a search reads past the cache: rows already read for the screen stay cached', async () => {
    const { mem, path } = await withEvents(4500);
    const idx = await mem.eventIndex('a');
    expect(idx.get(1).data['content']).toBe('signal 0');
    // Change the bytes of that line behind the index (same length): only a re-read would see it.
    writeFileSync(path, readFileSync(path, 'utf8').replace('"signal 0"', '"SIGNAL 0"'));
    expect(await idx.search('signal 0')).toContain(1);
    expect(idx.get(1).data['content']).toBe('signal 0');
  });
});
