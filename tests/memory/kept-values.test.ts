/**
 * The reference tools rewrite meta.json whole from what they read, unlocked: one
 * that read it just before `simp archive` wrote drops `archived_at`. simp's copy
 * beside it keeps the archive (and the chat names, the version, the last
 * snapshot's day) for every reader, and the next write puts them back.
 */
import { describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { runArchive } from '../../src/flows/archive.js';
import { steppingClock, tempDir } from '../helpers/temp.js';

const metaOf = (dir: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as Record<string, unknown>;

/** What the reference tool's append_event does with the meta.json it read earlier: its event, then that object back with its count. */
function pythonAppendFrom(dir: string, stale: Record<string, unknown>): void {
  appendFileSync(join(dir, 'events.jsonl'), `${JSON.stringify({ ts: '2026-04-10T12:00:00', type: 'signal_recorded', slug: 'lin', data: { direction: 'green', content: 'py', score_delta: 1 } })}\n`);
  writeFileSync(join(dir, 'meta.json'), JSON.stringify({ ...stale, event_count: Number(stale['event_count']) + 1, updated_at: '2026-04-10T12:00:00' }, null, 2));
}

describe('values only simp keeps in meta.json', () => {
  it('an archive another tool rewrote away is still an archive, and the next write puts it back', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base, now: steppingClock() });
    mem.create({ slug: 'lin', nickname: '林' });
    mem.create({ slug: 'mia', nickname: 'Mia' });
    const dir = join(base, 'lin');
    const stale = metaOf(dir);
    await runArchive(mem, 'lin', true);
    const archivedAt = metaOf(dir)['archived_at'];
    expect(typeof archivedAt).toBe('string');
    pythonAppendFrom(dir, stale);
    expect(metaOf(dir)['archived_at']).toBeUndefined();
    // Every reader still sees it archived: the list (quick and full) and meta.
    expect(mem.list().find((r) => r.slug === 'lin')?.archived).toBe(true);
    expect((mem.meta('lin') as Record<string, unknown> | null)?.['archived_at']).toBe(archivedAt);
    // The next write of simp's puts it back into meta.json, the other tool's event counted.
    await mem.append('lin', 'signal_recorded', { direction: 'green', content: 'simp', score_delta: 1 });
    expect(metaOf(dir)).toMatchObject({ archived_at: archivedAt, event_count: 3 });
    // Unarchived by simp, it stays unarchived (the copy follows).
    await runArchive(mem, 'lin', false);
    expect(mem.list().find((r) => r.slug === 'lin')?.archived).toBe(false);
    expect(metaOf(dir)['archived_at'] ?? null).toBeNull();
    // A folder that never held such a value gets no copy.
    expect(readFileSync(join(base, 'lin', '.simp-kept.json'), 'utf8')).toContain('archived_at');
    expect(() => readFileSync(join(base, 'mia', '.simp-kept.json'))).toThrow();
  });

  it('the version and the last snapshot day only go forward when another tool wrote an older one', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base, now: steppingClock() });
    mem.create({ slug: 'lin', nickname: '林' });
    const dir = join(base, 'lin');
    await runArchive(mem, 'lin', true);
    await mem.transaction('lin', (tx) => {
      tx.saveVersion();
    });
    const now = metaOf(dir);
    expect([now['version'], typeof now['last_snapshot']]).toEqual(['v2', 'string']);
    pythonAppendFrom(dir, { ...now, version: 'v1', last_snapshot: '2020-01-01' });
    expect(mem.meta('lin')).toMatchObject({ version: 'v2', last_snapshot: now['last_snapshot'] });
  });
});
