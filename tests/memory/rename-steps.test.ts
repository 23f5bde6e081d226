import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { runRename } from '../../src/flows/folders.js';
import { SimpError } from '../../src/model/errors.js';
import { errorText } from '../../src/present/field-errors.js';
import { steppingClock, tempDir, treeHash } from '../helpers/temp.js';

function crush() {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base, now: steppingClock() });
  mem.create({ slug: 'lin', nickname: 'Lin' });
  return { base, mem };
}

/** The disk filling up at one step of a write. */
function diskError(step: string): Error {
  return Object.assign(new Error(`ENOSPC: no space left on device, at ${step}`), { code: 'ENOSPC' });
}

const lines = (p: string): string[] => readFileSync(p, 'utf8').split('\n').filter(Boolean);
const slugEvents = (base: string, slug: string) =>
  lines(join(base, slug, 'events.jsonl'))
    .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> })
    .filter((e) => e.type === 'profile_updated' && e.data['field'] === 'slug');

/** The rename landed whole: one folder, under the new name, naming itself so, the change in the history once. */
function renamedWhole(base: string): void {
  expect(existsSync(join(base, 'lin'))).toBe(false);
  expect(JSON.parse(readFileSync(join(base, 'lin2', 'meta.json'), 'utf8'))['slug']).toBe('lin2');
  expect(readFileSync(join(base, 'lin2', 'profile.md'), 'utf8')).toContain('\nslug: lin2\n');
  expect(slugEvents(base, 'lin2').map((e) => [e.data['old_value'], e.data['new_value']])).toEqual([['lin', 'lin2']]);
}

describe('a rename that fails part way', () => {
  it('at any step of its write leaves the folder where it was, says so, and the same rename again finishes it', async () => {
    // The steps of a rename, as its writer takes them.
    const steps: string[] = [];
    {
      const { base } = crush();
      await runRename(openMemory({ baseDir: base, lock: { onStep: (s) => steps.push(s) } }), 'lin', 'lin2');
      renamedWhole(base);
    }
    expect(steps.length).toBeGreaterThan(1);
    for (let k = 0; k < steps.length; k += 1) {
      const { base } = crush();
      const before = treeHash(join(base, 'lin'));
      let seen = 0;
      const failing = openMemory({
        baseDir: base,
        lock: {
          onStep: (s) => {
            if (seen++ === k) throw diskError(s);
          },
        },
      });
      const err = await runRename(failing, 'lin', 'lin2').then(
        () => null,
        (e: unknown) => e,
      );
      const at = `failing at step ${k} (${steps[k]})`;
      expect(err, at).toBeInstanceOf(SimpError);
      // Never half moved: the folder is still under its old name, nothing under the new one.
      expect([at, existsSync(join(base, 'lin', 'events.jsonl')), existsSync(join(base, 'lin2'))]).toEqual([at, true, false]);
      const text = errorText(err, 'en');
      // It says what happened: nothing at all, or that the rename stopped and running it again finishes it.
      if (treeHash(join(base, 'lin')) === before) expect(text, at).toMatch(/nothing was written/);
      else {
        expect(text, at).toContain('the folder is still lin');
        expect(text, at).toContain('simp rename lin lin2');
        expect(errorText(err, 'zh'), at).toContain('再运行一次 simp rename lin lin2');
      }
      await runRename(openMemory({ baseDir: base }), 'lin', 'lin2');
      renamedWhole(base);
    }
  });

  it('a folder an earlier simp moved before failing (profile.md still naming the old slug) is finished by the same rename', async () => {
    const { base, mem } = crush();
    // What the two-step rename left when it failed after moving: meta.json says lin2, profile.md still lin.
    const meta = JSON.parse(readFileSync(join(base, 'lin', 'meta.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(base, 'lin', 'meta.json'), JSON.stringify({ ...meta, slug: 'lin2' }, null, 2));
    renameSync(join(base, 'lin'), join(base, 'lin2'));
    const r = await runRename(mem, 'lin', 'lin2');
    expect(r.dir).toBe(join(base, 'lin2'));
    renamedWhole(base);
    // Done is done: once finished, the old name is no crush again.
    await expect(runRename(mem, 'lin', 'lin2')).rejects.toThrow(/no crush "lin"/);
  });
});
