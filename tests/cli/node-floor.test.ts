import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, ROOT, tempDir, treeHash } from '../helpers/temp.js';

// The binary's first lines refuse a Node.js older than package.json's engines (scripts/node-floor.cjs,
// put there by scripts/build.mjs). An old Node is played by a preload that changes process.versions.node,
// the one thing the check reads; CI runs the real floor release on the bundled example (.ci/run).
const floor = Number(/^>=(\d+)/.exec((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node)?.[1]);

function runAs(version: string, args: string[], env: NodeJS.ProcessEnv = {}): { code: number | null; stdout: string; stderr: string; base: string; before: string } {
  const dir = tempDir('simp-floor-');
  const preload = join(dir, 'old-node.cjs');
  writeFileSync(preload, `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });\n`);
  const base = join(dir, 'crushes');
  cpSync(join(ROOT, 'crushes'), base, { recursive: true });
  const before = treeHash(base);
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['SIMP_LANG', 'LC_ALL', 'LC_MESSAGES', 'LANG'].includes(k)));
  const res = spawnSync(process.execPath, ['--require', preload, CLI, ...args, '--base-dir', base], { encoding: 'utf8', env: { ...clean, ...env } });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr, base, before };
}

describe('the Node.js floor', () => {
  it('is a whole major in package.json (what the check compares)', () => {
    expect(floor).toBeGreaterThanOrEqual(20);
  });

  it('below it: one line in Chinese by default naming both versions, exit 1, nothing written', () => {
    const old = `${floor - 1}.9.0`;
    const r = runAs(old, ['append', 'xiaoyu', 'signal_recorded', '{"direction":"green","content":"x","score_delta":1}']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`simp: 需要 Node.js ${floor} 或更新的版本，现在的是 Node.js ${old}。请装一个新版本（https://nodejs.org）再运行。\n`);
    expect(treeHash(r.base)).toBe(r.before);
  });

  it('speaks English for --lang en, SIMP_LANG=en or an English locale, as every verb does', () => {
    const en = `simp: needs Node.js ${floor} or newer, and this is Node.js 16.20.2. Install a newer one (https://nodejs.org) and run it again.\n`;
    expect(runAs('16.20.2', ['list', '--lang', 'en']).stderr).toBe(en);
    expect(runAs('16.20.2', ['--lang=en', 'list']).stderr).toBe(en);
    expect(runAs('16.20.2', ['list'], { SIMP_LANG: 'en' }).stderr).toBe(en);
    expect(runAs('16.20.2', ['list'], { LANG: 'en_US.UTF-8' }).stderr).toBe(en);
    expect(runAs('16.20.2', ['list'], { LANG: 'zh_CN.UTF-8' }).stderr).toMatch(/^simp: 需要 Node.js/);
    expect(runAs('16.20.2', ['list', '--lang', 'zh'], { SIMP_LANG: 'en' }).stderr).toMatch(/^simp: 需要 Node.js/);
  });

  it('at it, the binary runs', () => {
    const r = runAs(`${floor}.0.0`, ['list']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('xiaoyu');
  });
});
