import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

function base() {
  const dir = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', dir]);
  expect(run('init', 'a', '--nickname', 'A').code).toBe(0);
  expect(run('init', 'b', '--nickname', 'B').code).toBe(0);
  return { dir, run };
}

describe('simp rename and delete', () => {
  it('rename moves the folder; meta.json and the profile follow, the history keeps the old slug; every verb works on the new name', () => {
    const { dir, run } = base();
    const events = readFileSync(join(dir, 'a', 'events.jsonl'), 'utf8');
    const r = run('rename', 'a', 'aa');
    expect(r.code).toBe(0);
    expect(existsSync(join(dir, 'a'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'aa', 'meta.json'), 'utf8'))['slug']).toBe('aa');
    expect(readFileSync(join(dir, 'aa', 'profile.md'), 'utf8')).toContain('slug: aa');
    expect(readFileSync(join(dir, 'aa', 'events.jsonl'), 'utf8').startsWith(events)).toBe(true);
    expect(existsSync(join(dir, 'aa', '.simp.lock'))).toBe(false);
    expect(run('timeline', 'aa').code).toBe(0);
    expect(run('analyze', 'aa', '--signals', 'msg.initiates_often').code).toBe(0);
  });

  it('refuses a taken name, a bad slug, the same name and a missing crush with exit 2, moving nothing', () => {
    const { dir, run } = base();
    const before = treeHash(dir);
    for (const args of [['rename', 'a', 'b'], ['rename', 'a', 'Bad Name'], ['rename', 'a', 'a'], ['rename', 'zz', 'y'], ['delete', 'zz', '--yes']]) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
    }
    expect(treeHash(dir)).toBe(before);
  });

  it('delete moves the folder whole into .trash/, asks for --yes without a terminal, and the list leaves it out', () => {
    const { dir, run } = base();
    const before = treeHash(join(dir, 'a'));
    const asked = run('delete', 'a');
    expect(asked.code).toBe(2);
    expect(asked.stderr).toContain('--yes');
    expect(existsSync(join(dir, 'a'))).toBe(true);
    const r = JSON.parse(run('delete', 'a', '--yes', '--json').stdout) as { dir: string };
    expect(r.dir.startsWith(join(dir, '.trash', 'a_'))).toBe(true);
    expect(readdirSync(join(dir, '.trash'))).toHaveLength(1);
    expect(treeHash(r.dir)).toBe(before);
    expect(run('list').stdout).not.toContain('📁 a ');
    expect(JSON.parse(run('list', '--json').stdout).map((c: { slug: string }) => c.slug)).toEqual(['b']);
  });
});
