import { describe, expect, it } from 'vitest';
import { cpSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

const ZH = { SIMP_LANG: 'zh' };
const EN = { SIMP_LANG: 'en' };

function example() {
  const base = join(tempDir(), 'crushes');
  cpSync(join(ROOT, 'crushes'), base, { recursive: true });
  const run = (args: string[], env: Record<string, string> = ZH) => simp([...args, '--base-dir', base], { env });
  return { base, run, file: (slug: string, name: string) => readFileSync(join(base, slug, name), 'utf8') };
}

describe('simp amend / simp void', () => {
  it('amend names the record by its #line from timeline --full; timeline shows it corrected, and the original under it', () => {
    const c = example();
    const full = c.run(['timeline', 'xiaoyu', '--full']);
    expect(full.code).toBe(0);
    const row = full.stdout.split('\n').find((l) => l.includes('深夜主动发消息')) as string;
    const ref = /#(\d+)\s*$/.exec(row)?.[1];
    expect(ref).toBeDefined();
    const before = c.file('xiaoyu', 'events.jsonl');
    const r = c.run(['amend', 'xiaoyu', `#${ref}`, '--set', 'content=深夜打电话说突然想到你', '--reason', '记错了']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('内容');
    expect(r.stdout).toContain('深夜打电话说突然想到你');
    expect(c.file('xiaoyu', 'events.jsonl').startsWith(before)).toBe(true);
    const after = c.run(['timeline', 'xiaoyu', '--full']).stdout;
    expect(after).toContain('〔已更正〕');
    expect(after).toContain('〔原记录〕');
    expect(after).toContain('深夜打电话说突然想到你');
    // Plain timeline: the record as it now reads, once.
    const plain = c.run(['timeline', 'xiaoyu']).stdout;
    expect(plain).toContain('深夜打电话说突然想到你');
    expect(plain.split('\n').filter((l) => l.includes('深夜主动发消息')).length).toBe(0);
    // English too.
    expect(c.run(['timeline', 'xiaoyu', '--full'], EN).stdout).toMatch(/corrected/i);
  });

  it('void takes a record out of every count; `simp events` still prints the log as written', () => {
    const c = example();
    const full = c.run(['timeline', 'xiaoyu', '--full']).stdout;
    const ref = /#(\d+)\s*$/.exec(full.split('\n').find((l) => l.includes('深夜主动发消息')) as string)?.[1];
    const r = c.run(['void', 'xiaoyu', String(ref), '--reason', '不是她'], EN);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/retract/i);
    expect(c.run(['timeline', 'xiaoyu', '--full']).stdout).toContain('〔已撤回〕');
    const json = JSON.parse(c.run(['events', 'xiaoyu', '--json']).stdout) as unknown;
    expect(JSON.stringify(json)).toContain('深夜主动发消息');
    const search = c.run(['search', '深夜主动']).stdout;
    expect(search).toContain('〔已撤回〕');
  });

  it('bad input: exit 2, a sentence naming the field in the user’s language, and no file changed', () => {
    const c = example();
    const before = treeHash(c.base);
    const cases: [string[], RegExp, RegExp][] = [
      [['amend', 'xiaoyu', '999', '--set', 'content=x'], /999/, /999/],
      [['amend', 'xiaoyu', '2', '--set', 'colour=red'], /colour/, /colour/],
      [['amend', 'xiaoyu', '2', '--set', 'score_delta=9'], /score_delta|分值/, /score_delta/],
      [['amend', 'xiaoyu', '2', '--set', 'ts=soon'], /时间|ts/, /time|ts/],
      [['void', 'xiaoyu', 'abc'], /abc/, /abc/],
    ];
    for (const [args, zh, en] of cases) {
      const a = c.run(args, ZH);
      expect(a.code, a.stdout + a.stderr).toBe(2);
      expect(a.stderr).toMatch(zh);
      expect(a.stderr).toMatch(/[\u4e00-\u9fff]/);
      const b = c.run(args, EN);
      expect(b.code).toBe(2);
      expect(b.stderr).toMatch(en);
      expect(b.stderr).not.toMatch(/[\u4e00-\u9fff]{2}/);
    }
    expect(treeHash(c.base)).toBe(before);
  });

  itWithShared('the reference tools still read a corrected folder', () => {
    const c = example();
    expect(c.run(['void', 'xiaoyu', '2']).code).toBe(0);
    const py = spawnSync('python3', [join(SKILL_TOOLS, 'memory.py'), 'timeline', 'xiaoyu', '--base-dir', c.base], { encoding: 'utf8' });
    expect(py.status, py.stderr).toBe(0);
    expect(py.stdout).toContain('record_corrected');
  });
});

describe('errors speak the language the user set', () => {
  it('SIMP_LANG=en: a refusal is English throughout, remedy included; --lang zh over it is Chinese', () => {
    const c = example();
    const en = c.run(['timeline', 'nobody'], EN);
    expect(en.code).not.toBe(0);
    expect(en.stderr).toContain('nobody');
    expect(en.stderr).not.toMatch(/[\u4e00-\u9fff]/);
    const zh = c.run(['timeline', 'nobody', '--lang', 'zh'], EN);
    expect(zh.stderr).toMatch(/[\u4e00-\u9fff]/);
  });
});
