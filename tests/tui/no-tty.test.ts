import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { englishSentence } from '../helpers/sentences.js';

const CLI = join(resolve(import.meta.dirname, '..', '..'), 'dist', 'cli.js');

describe('simp without a terminal', () => {
  it('prints a clear message pointing to the CLI verbs and exits 2 instead of crashing on raw mode', () => {
    const r = spawnSync('node', [CLI, '--base-dir', tempDir('simp-notty-'), '--lang', 'en'], { encoding: 'utf8', input: '' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('needs an interactive terminal');
    expect(r.stderr).toContain('simp list');
    expect(r.stdout).toBe('');
    // In the user's language (issue S): Chinese unless told otherwise.
    const zh = spawnSync('node', [CLI, '--base-dir', tempDir('simp-notty-')], { encoding: 'utf8', input: '', env: { ...process.env, SIMP_LANG: 'zh' } });
    expect([zh.status, zh.stdout]).toEqual([2, '']);
    expect(zh.stderr).toMatch(/终端界面需要一个交互式终端.*\n.*simp list/);
    expect(englishSentence(zh.stderr)).toBeNull();
  });

  it('refuses a --base-dir or --lang without its value (exit 2) instead of opening ./crushes', () => {
    for (const args of [['--lang', 'en', '--base-dir']]) {
      const r = spawnSync('node', [CLI, ...args], { encoding: 'utf8', input: '' });
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/--(base-dir|lang) needs a value/);
    }
    for (const args of [['--base-dir'], ['--lang']]) {
      const r = spawnSync('node', [CLI, ...args], { encoding: 'utf8', input: '', env: { ...process.env, SIMP_LANG: 'zh' } });
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/--(base-dir|lang) 后面要跟一个值/);
    }
  });
});
