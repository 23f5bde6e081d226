import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeLang, resolveLang } from '../../src/i18n/index.js';
import { parseTuiArgs } from '../../components/shell/launch.js';
import { applyConfigDefaults } from '../../src/memory/outside/home.js';
import { oneCrush } from '../helpers/one-crush.js';
import { simp, tempDir } from '../helpers/temp.js';

describe('one rule for the interface language (issue S)', () => {
  it('reads --lang, then SIMP_LANG, then the locale (not for the reference tools verbs), then zh', () => {
    expect(resolveLang('en', 'timeline', { SIMP_LANG: 'zh', LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(resolveLang(undefined, 'why', { SIMP_LANG: 'zh', LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(resolveLang(undefined, 'why', { LANG: 'en_US.UTF-8' })).toBe('en');
    expect(resolveLang(undefined, 'timeline', { LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(resolveLang(undefined, 'timeline', { LANG: 'en_US.UTF-8', SIMP_LANG: 'en' })).toBe('en');
    expect(resolveLang(undefined, undefined, { LANG: 'en_GB.UTF-8' })).toBe('en');
    expect(resolveLang(undefined, undefined, { LANG: 'C.UTF-8' })).toBe('zh');
    expect(resolveLang(undefined, 'daily', {})).toBe('zh');
    expect(() => resolveLang(undefined, 'daily', { SIMP_LANG: 'fr' })).toThrow(/SIMP_LANG/);
  });

  it('takes LC_ALL over LC_MESSAGES over LANG, and C or POSIX name no language', () => {
    expect(localeLang({ LC_ALL: 'zh_TW.UTF-8', LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(localeLang({ LC_MESSAGES: 'fr_FR', LANG: 'zh_CN' })).toBe('en');
    expect(localeLang({ LANG: 'POSIX' })).toBeUndefined();
    expect(localeLang({ LANG: 'C' })).toBeUndefined();
    expect(localeLang({})).toBeUndefined();
  });

  it('the TUI follows the same rule', () => {
    expect(parseTuiArgs([], { LANG: 'en_US.UTF-8' }).lang).toBe('en');
    expect(parseTuiArgs([], { LANG: 'C.UTF-8' }).lang).toBe('zh');
    expect(parseTuiArgs([], { LANG: 'en_US.UTF-8', SIMP_LANG: 'zh' }).lang).toBe('zh');
    expect(parseTuiArgs(['--lang', 'zh'], { LANG: 'en_US.UTF-8' }).lang).toBe('zh');
  });

  it("the config file's lang is SIMP_LANG's default", () => {
    const config = join(tempDir(), 'config.json');
    writeFileSync(config, JSON.stringify({ lang: 'en' }));
    const env: NodeJS.ProcessEnv = { SIMP_CONFIG: config, LANG: 'zh_CN.UTF-8' };
    applyConfigDefaults(env);
    expect(resolveLang(undefined, 'why', env)).toBe('en');
  });
});

describe('the verbs and their errors by the rule', () => {
  const scene = oneCrush();

  it('an English locale: why and its errors in English, timeline and its errors in Chinese', async () => {
    const env = { LANG: 'en_US.UTF-8', SIMP_LANG: '' };
    expect((await scene.run.run(['--base-dir', scene.base, 'why', 'xq'], { env })).stdout).toMatch(/Where the score comes from/);
    expect((await scene.run.run(['--base-dir', scene.base, 'why', 'nobody'], { env })).stderr).toMatch(/no crush "nobody"/);
    expect((await scene.run.run(['--base-dir', scene.base, 'timeline', 'xq'], { env })).stdout).toMatch(/事件时间线/);
    expect((await scene.run.run(['--base-dir', scene.base, 'timeline', 'nobody'], { env })).stderr).toMatch(/没有名为“nobody”的档案/);
  });
});

describe('a broken config file or SIMP_LANG is said in the language the rule falls back to', () => {
  const scene = oneCrush();
  const config = (text: string): string => {
    const path = join(tempDir(), 'config.json');
    writeFileSync(path, text);
    return path;
  };
  const cases: readonly [string, NodeJS.ProcessEnv, RegExp, RegExp][] = [
    ['a lang that is no language', { SIMP_CONFIG: config('{"lang": "fr"}') }, /lang.*zh.*en/, /must be/],
    ['an unknown key', { SIMP_CONFIG: config('{"lang": "zh", "foo": 1}') }, /foo/, /unknown key/],
    ['text that is no JSON', { SIMP_CONFIG: config('nope') }, /JSON/, /not a JSON object|fix or remove/],
    ['a mode that is none', { SIMP_CONFIG: config('{"mode": "turbo"}') }, /mode.*hybrid/, /must be one of/],
    ['a blank data_dir', { SIMP_CONFIG: config('{"data_dir": " "}') }, /data_dir/, /must be a folder path/],
    ['SIMP_LANG fr', { SIMP_LANG: 'fr' }, /SIMP_LANG.*zh.*en/, /must be zh or en/],
  ];
  for (const [what, env, names, english] of cases) {
    // The binary itself: it reads the config file before any verb.
    it(`${what}: exit 2, in Chinese without a locale, in English under an English one`, () => {
      const zh = simp(['--base-dir', scene.base, 'why', 'xq'], { env: { LANG: '', LC_ALL: '', LC_MESSAGES: '', SIMP_LANG: '', ...env } });
      expect(zh.code).toBe(2);
      expect(zh.stderr).toMatch(names);
      expect(zh.stderr).toMatch(/\p{Script=Han}/u);
      expect(zh.stderr).not.toMatch(english);
      // why follows the locale (the reference tools' verbs, such as list, stay Chinese).
      const en = simp(['--base-dir', scene.base, 'why', 'xq'], { env: { LANG: 'en_US.UTF-8', LC_ALL: '', LC_MESSAGES: '', SIMP_LANG: '', ...env } });
      expect(en.code).toBe(2);
      expect(en.stderr).not.toMatch(/\p{Script=Han}/u);
    });
  }
});
