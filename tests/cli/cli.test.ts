import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fixtureBase, simp, tempDir, treeHash, CLI } from '../helpers/temp.js';

describe('simp command line', () => {
  it('lists, inits and appends with the documented exit codes', () => {
    const base = join(tempDir(), 'crushes');
    expect(simp(['list', '--base-dir', base]).stdout).toContain('还没有任何心上人档案');
    const init = simp(['init', 'xiaomei', '--nickname', '小美', '--personality', '温柔型', '--base-dir', base]);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('✅ 档案目录创建成功');
    const app = simp(['append', 'xiaomei', 'signal_recorded', '{"direction":"green","content":"主动约饭","score_delta":3}', '--base-dir', base]);
    expect(app).toMatchObject({ code: 0, stdout: '✅ 事件已记录：signal_recorded\n' });
    const list = simp(['list', '--json', '--base-dir', base]);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ slug: 'xiaomei', nickname: '小美', eventCount: 2 })]);
    expect(simp(['events', 'xiaomei', '--json', '--base-dir', base]).stdout).toContain('主动约饭');
  });

  const bad: [string, string[], RegExp][] = [
    ['unknown verb', ['flirt'], /unknown command 'flirt'/],
    ['missing argument', ['append', 'xiaoyu'], /missing required argument/],
    ['bad --last', ['events', 'xiaoyu', '--last', 'many'], /--last must be a whole number/],
    ['unknown slug', ['timeline', 'nobody'], /no crush "nobody"/],
    ['traversal slug', ['context', '../etc'], /invalid slug "..\/etc"/],
    ['upper-case slug', ['events', 'XiaoYu'], /invalid slug/],
    ['bad JSON data', ['append', 'xiaoyu', 'signal_recorded', '{oops'], /<json> is not valid JSON/],
    ['unknown event type', ['append', 'xiaoyu', 'hug', '{}'], /unknown event type "hug"; valid types:/],
    ['missing data field', ['append', 'xiaoyu', 'analysis_done', '{"score": 3}'], /data\.stage/],
    ['score out of range', ['update-meta', 'xiaoyu', '--score', '99'], /--score must be between -15 and 25/],
    ['bad stage', ['update-meta', 'xiaoyu', '--stage', '结婚'], /Allowed choices are/],
    ['unknown version', ['rollback', 'xiaoyu', '--version', 'v7'], /version "v7" not found/],
    ['existing slug', ['init', 'xiaoyu'], /already exists/],
    ['bad --lang', ['list', '--lang', 'fr'], /Allowed choices are zh, en/],
  ];
  it.each(bad)('%s → exit 2, a clear message, nothing changed', (_name, args, message) => {
    const base = fixtureBase();
    const before = treeHash(base);
    const r = simp([...args, '--base-dir', base]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(treeHash(base)).toBe(before);
  });

  it('a broken state.md is bad input naming the file and line, and nothing is written', () => {
    const base = fixtureBase();
    writeFileSync(join(base, 'xiaoyu', 'state.md'), '---js\nrequire("fs").writeFileSync("/tmp/pwned", "x")\n---\n');
    const before = treeHash(base);
    const r = simp(['rebuild', 'xiaoyu', '--write', '--base-dir', base]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/xiaoyu\/state\.md: line 1: the front matter fence names another language/);
    expect(treeHash(base)).toBe(before);
  });

  it('refuses a crush folder that is a symlink out of the base folder', () => {
    const base = fixtureBase();
    const outside = join(tempDir(), 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'events.jsonl'), '');
    symlinkSync(outside, join(base, 'evil'));
    const r = simp(['events', 'evil', '--base-dir', base]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/outside the base folder/);
  });

  it('rebuild --write repairs a drifted event_count and reports what it fixed', () => {
    const base = fixtureBase();
    const metaPath = join(base, 'aming', 'meta.json');
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(metaPath, JSON.stringify({ ...meta, event_count: 150 }, null, 2));
    const r = simp(['rebuild', 'aming', '--write', '--base-dir', base]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('meta.json: event_count 150 → 400');
    expect(JSON.parse(readFileSync(metaPath, 'utf8'))).toMatchObject({ event_count: 400 });
  });

  it('reads SIMP_HOME when --base-dir is not given', () => {
    const base = fixtureBase();
    const r = simp(['list'], { env: { SIMP_HOME: base } });
    expect(r.stdout).toContain('心上人档案列表（共 3 个）');
  });

  it('prints help with every verb', () => {
    const r = simp(['--help']);
    expect(r.code).toBe(0);
    for (const verb of ['append', 'events', 'context', 'snapshot', 'timeline', 'rebuild', 'list', 'init', 'create', 'backup', 'rollback', 'versions', 'update-meta', 'upgrade']) {
      expect(r.stdout).toMatch(new RegExp(`\\n  ${verb}\\b`));
    }
  });

  it('without a terminal, the UI says to use the verbs and exits 2', () => {
    const r = simp(['--base-dir', fixtureBase()], { input: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/needs an interactive terminal/);
    expect(r.stderr).toMatch(/simp list/);
  });

  it('non-interactive verbs never load Ink or React', () => {
    const base = fixtureBase();
    const hook = join(tempDir(), 'hook.mjs');
    writeFileSync(
      hook,
      "import { register } from 'node:module';\n" +
        "register('data:text/javascript,' + encodeURIComponent(\"export async function resolve(s, c, n) { const r = await n(s, c); process.stderr.write('LOADED ' + r.url + '\\\\n'); return r; }\"));\n",
    );
    for (const args of [['list'], ['events', 'xiaoyu'], ['timeline', 'xiaoyu'], ['context', 'xiaoyu'], ['rebuild', 'xiaoyu']]) {
      const r = spawnSync(process.execPath, ['--import', hook, CLI, ...args, '--base-dir', base], { encoding: 'utf8' });
      expect(r.status, args.join(' ')).toBe(0);
      const files = r.stderr.split('\n').filter((l) => l.startsWith('LOADED file:')).map((l) => new URL(l.slice(7)).pathname);
      expect(files.length).toBeGreaterThan(0);
      const code = files.map((f) => readFileSync(f, 'utf8')).join('\n');
      expect(code, args.join(' ')).not.toMatch(/react-reconciler|useInput|isRawModeSupported/);
    }
  });
});
