import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

const CHATS = resolve(import.meta.dirname, '..', 'fixtures', 'chats');

function base() {
  const dir = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', dir], { env: { TZ: 'UTC' } });
  expect(run('init', 'a', '--nickname', 'A').code).toBe(0);
  expect(run('init', 'b', '--nickname', 'B').code).toBe(0);
  const outside = join(tempDir(), 'outside');
  mkdirSync(outside);
  /** Everything under the base and outside it, to prove nothing moved or changed. */
  const all = () => `${treeHash(dir)}|${treeHash(outside)}`;
  return { dir, run, outside, all };
}

/** The refusal as the user reads it, in each language: the path named, nothing changed. */
function refused(r: { code: number; stderr: string }, path: string, lang: 'zh' | 'en'): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr).toContain(path);
  if (lang === 'zh') expect(r.stderr).toContain('不是数据文件夹里真正的文件夹');
  else expect(r.stderr).toContain('is not a real folder inside the data folder');
  expect(r.stderr).toContain(lang === 'zh' ? '什么都没有改动' : 'nothing was changed');
}

describe('simp writes only into real folders inside the base folder', () => {
  it('delete refuses a .trash that is a link (out of the base, or to a folder inside it) or a file, moving nothing', () => {
    const { dir, run, outside, all } = base();
    const trash = join(dir, '.trash');
    for (const make of [() => symlinkSync(outside, trash), () => symlinkSync(join(dir, 'b', 'memories'), trash), () => symlinkSync('b', trash), () => writeFileSync(trash, 'x')]) {
      make();
      const before = all();
      refused(run('delete', 'a', '--yes'), trash, 'zh');
      refused(run('delete', 'a', '--yes', '--lang', 'en'), trash, 'en');
      expect(all()).toBe(before);
      expect(existsSync(join(dir, 'a', 'events.jsonl'))).toBe(true);
      rmSync(trash);
    }
    expect(readdirSync(outside)).toEqual([]);
    // A real .trash: the crush goes there as before.
    expect(run('delete', 'a', '--yes').code).toBe(0);
    expect(readdirSync(trash)).toEqual([expect.stringMatching(/^a_/)]);
  });

  it('restore --force refuses the same .trash before anything is moved', () => {
    const { dir, run, outside, all } = base();
    const archive = join(tempDir(), 'a.tar.gz');
    expect(run('backup', 'a', '--archive', archive).code).toBe(0);
    symlinkSync(outside, join(dir, '.trash'));
    const before = all();
    const r = run('restore', archive, '--force', '--lang', 'en');
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain(join(dir, '.trash'));
    expect(all()).toBe(before);
    expect(readdirSync(outside)).toEqual([]);
  });

  it("a write refuses snapshots/ and versions/ that are links to another crush's folders, writing nothing", () => {
    const { dir, run, all } = base();
    rmSync(join(dir, 'a', 'snapshots'), { recursive: true });
    symlinkSync(join(dir, 'b', 'snapshots'), join(dir, 'a', 'snapshots'));
    let before = all();
    refused(run('snapshot', 'a'), join(dir, 'a', 'snapshots'), 'zh');
    refused(run('analyze', 'a', '--signals', 'msg.initiates_often', '--lang', 'en'), join(dir, 'a', 'snapshots'), 'en');
    expect(all()).toBe(before);
    rmSync(join(dir, 'a', 'snapshots'));
    mkdirSync(join(dir, 'a', 'snapshots'));
    rmSync(join(dir, 'a', 'versions'), { recursive: true });
    symlinkSync('../b/versions', join(dir, 'a', 'versions'));
    before = all();
    refused(run('backup', 'a'), join(dir, 'a', 'versions'), 'zh');
    expect(all()).toBe(before);
    expect(readdirSync(join(dir, 'b', 'versions'))).toEqual([]);
  });

  it('import refuses a memories/chats/ that is a link, or a memories/ that is, writing nothing', () => {
    const { dir, run, outside, all } = base();
    rmSync(join(dir, 'a', 'memories', 'chats'), { recursive: true });
    symlinkSync(join(dir, 'b', 'memories', 'chats'), join(dir, 'a', 'memories', 'chats'));
    let before = all();
    refused(run('import', 'a', join(CHATS, 'wechat.txt'), '--target', '小美', '--lang', 'en'), join(dir, 'a', 'memories', 'chats'), 'en');
    expect(all()).toBe(before);
    rmSync(join(dir, 'a', 'memories'), { recursive: true });
    symlinkSync(outside, join(dir, 'a', 'memories'));
    before = all();
    const r = run('import', 'a', join(CHATS, 'wechat.txt'), '--target', '小美');
    expect(r.code, r.stderr).toBe(2);
    expect(all()).toBe(before);
    expect(readdirSync(outside)).toEqual([]);
  });

  it('upgrade refuses to make the missing sub-folders under a memories/ that is a link', () => {
    const { dir, run, outside, all } = base();
    rmSync(join(dir, 'a', 'memories'), { recursive: true });
    symlinkSync(join(dir, 'b'), join(dir, 'a', 'memories'));
    mkdirSync(join(outside, 'x'));
    const before = all();
    refused(run('upgrade', 'a', '--lang', 'en'), join(dir, 'a', 'memories'), 'en');
    expect(all()).toBe(before);
    expect(existsSync(join(dir, 'b', 'chats'))).toBe(false);
  });
});
