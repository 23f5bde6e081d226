import { describe, expect, it } from 'vitest';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { watchCrushes } from '../../src/memory/crush/watch.js';
import { tempDir } from '../helpers/temp.js';

function base(n: number): string {
  const dir = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: dir });
  for (let i = 0; i < n; i += 1) mem.create({ slug: `c${String(i).padStart(3, '0')}`, nickname: `N${i}` });
  return dir;
}

/** Resolves with the first slugs reported (collected over the debounce), or rejects after `ms`. */
function next(changes: (string | null)[], ms: number): Promise<(string | null)[]> {
  const start = changes.length;
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const poll = setInterval(() => {
      if (changes.length > start) {
        clearInterval(poll);
        resolve(changes.slice(start));
      } else if (Date.now() - t0 > ms) {
        clearInterval(poll);
        reject(new Error(`no change reported within ${ms} ms`));
      }
    }, 20);
  });
}

describe('watching the base folder', () => {
  it('keeps one watcher for the base and one per followed crush, not one per folder', () => {
    const dir = base(40);
    const w = watchCrushes(dir, () => undefined);
    try {
      expect(w.watching()).toBe(1);
      w.follow(['c001', 'c002', 'nope']);
      expect(w.watching()).toBe(3);
      w.follow(['c002']);
      expect(w.watching()).toBe(2);
      // A crush made after the watch began can be followed at once.
      mkdirSync(join(dir, 'later'));
      w.follow(['c002', 'later']);
      expect(w.watching()).toBe(3);
    } finally {
      w.stop();
    }
  });

  it('sees a change in a crush nobody follows by looking at its files in turns', async () => {
    const dir = base(30);
    const changes: (string | null)[] = [];
    const w = watchCrushes(dir, (s) => changes.push(s), { debounceMs: 20, sweepTickMs: 50, fullSweepMs: 300, graceMs: 0 });
    try {
      // Written before the sweep first looked at it, and after: seen both times.
      await new Promise((r) => setTimeout(r, 20));
      appendFileSync(join(dir, 'c017', 'events.jsonl'), '{"ts": "2026-12-01T10:00:00", "v": 1, "type": "x", "data": {}}\n');
      expect(await next(changes, 3_000)).toEqual(['c017']);
      await new Promise((r) => setTimeout(r, 400));
      appendFileSync(join(dir, 'c017', 'events.jsonl'), '{"ts": "2026-12-01T10:00:01", "v": 1, "type": "x", "data": {}}\n');
      expect(await next(changes, 3_000)).toEqual(['c017']);
    } finally {
      w.stop();
    }
  });

  it('sees a followed crush change at once, and a new folder as a change of the set', async () => {
    const dir = base(3);
    const changes: (string | null)[] = [];
    const w = watchCrushes(dir, (s) => changes.push(s), { debounceMs: 20, sweepTickMs: 10_000, fullSweepMs: 60_000 });
    try {
      w.follow(['c001']);
      writeFileSync(join(dir, 'c001', 'state.md'), 'changed by another program\n');
      expect(await next(changes, 2_000)).toEqual(['c001']);
      mkdirSync(join(dir, 'newcomer'));
      expect(await next(changes, 2_000)).toEqual([null]);
    } finally {
      w.stop();
    }
  });
});
