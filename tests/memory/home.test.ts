import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseBase, configPath, dataHome, readConfig } from '../../src/memory/outside/home.js';
import { simp, tempDir } from '../helpers/temp.js';

function place() {
  const root = tempDir();
  const home = join(root, 'home');
  const cwd = join(root, 'work');
  mkdirSync(cwd, { recursive: true });
  const env = { HOME: home } as NodeJS.ProcessEnv;
  const config = (value: unknown) => {
    mkdirSync(join(home, '.config', 'simp'), { recursive: true });
    writeFileSync(join(home, '.config', 'simp', 'config.json'), typeof value === 'string' ? value : JSON.stringify(value));
  };
  return { root, home, cwd, env, config };
}

describe('where the data lives', () => {
  it('goes --base-dir, SIMP_HOME, ./crushes when it exists, the config data_dir, then the platform data folder', () => {
    const { home, cwd, env, config } = place();
    expect(chooseBase(undefined, env, cwd)).toEqual({ dir: join(home, '.local', 'share', 'simp', 'crushes'), reason: 'data-home' });
    expect(chooseBase(undefined, { ...env, XDG_DATA_HOME: '/data' }, cwd).dir).toBe('/data/simp/crushes');
    // A relative XDG_DATA_HOME is ignored, as the XDG rules say.
    expect(chooseBase(undefined, { ...env, XDG_DATA_HOME: 'rel' }, cwd).reason).toBe('data-home');
    config({ data_dir: '~/notes' });
    expect(chooseBase(undefined, env, cwd)).toEqual({ dir: join(home, 'notes'), reason: 'config' });
    mkdirSync(join(cwd, 'crushes'));
    expect(chooseBase(undefined, env, cwd)).toEqual({ dir: join(cwd, 'crushes'), reason: 'local' });
    expect(chooseBase(undefined, { ...env, SIMP_HOME: 'x' }, cwd)).toEqual({ dir: join(cwd, 'x'), reason: 'env' });
    expect(chooseBase('y', { ...env, SIMP_HOME: 'x' }, cwd)).toEqual({ dir: join(cwd, 'y'), reason: 'flag' });
    expect(() => chooseBase(' ', env, cwd)).toThrow(/--base-dir is empty/);
  });

  it('knows the platform folders', () => {
    expect(dataHome({ HOME: '/h' }, 'darwin')).toBe('/h/Library/Application Support/simp');
    expect(dataHome({ APPDATA: 'C:\\\\Users\\\\u\\\\AppData\\\\Roaming' }, 'win32')).toMatch(/simp$/);
    expect(configPath({ HOME: '/h' }, 'linux')).toBe('/h/.config/simp/config.json');
    expect(configPath({ HOME: '/h', XDG_CONFIG_HOME: '/c' }, 'linux')).toBe('/c/simp/config.json');
    expect(configPath({ HOME: '/h', SIMP_CONFIG: '/x/c.json' }, 'linux')).toBe('/x/c.json');
  });

  it('reads the config key by key and refuses a wrong one naming the file and the key', () => {
    const { env, config } = place();
    expect(readConfig(env)).toEqual({});
    config({ lang: 'en', mode: 'sweet' });
    expect(readConfig(env)).toEqual({ lang: 'en', mode: 'sweet' });
    for (const [bad, says] of [
      ['{"lang": "fr"}', /"lang" must be "zh" or "en"/],
      ['{"mode": "fast"}', /"mode" must be one of hybrid, sweet, strategic/],
      ['{"colour": "red"}', /unknown key "colour"/],
      ['[1]', /not a JSON object/],
      ['{oops', /not valid JSON at line 1, column 2/],
    ] as const) {
      const p = place();
      p.config(bad);
      expect(() => readConfig(p.env)).toThrow(says);
      expect(() => readConfig(p.env)).toThrow(join(p.home, '.config', 'simp', 'config.json'));
    }
  });

  it('simp where says which folder and why; the config language and mode apply; a broken config stops other verbs with exit 2', () => {
    const { home, cwd, config } = place();
    const run = (...args: string[]) => simp(args, { env: { HOME: home, XDG_DATA_HOME: '', XDG_CONFIG_HOME: '', SIMP_LANG: '', SIMP_HOME: '' }, cwd });
    const where = JSON.parse(run('where', '--json').stdout) as { data_dir: string; reason: string; exists: boolean };
    expect(where).toMatchObject({ data_dir: join(home, '.local', 'share', 'simp', 'crushes'), reason: 'data-home', exists: false });
    config({ lang: 'en', mode: 'strategic' });
    const made = run('init', 'a', '--nickname', 'A');
    expect(made.stdout).toContain(`✅ Created ${join(home, '.local', 'share', 'simp', 'crushes', 'a')}/`);
    expect(run('context', 'a').stdout).toContain('recommended_mode: strategic');
    config({ lang: 'fr' });
    const broken = run('list');
    expect(broken.code).toBe(2);
    // Said in the user's language (list, a reference tools' verb, speaks Chinese), naming the file and the key.
    expect(broken.stderr).toContain('config.json: lang 必须是以下之一：zh、en');
    const told = run('where');
    expect(told.code).toBe(0);
    expect(told.stdout).toContain('配置文件有问题');
  });
});
