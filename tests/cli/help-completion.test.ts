import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildProgram } from '../../src/cli/program.js';
import { EXAMPLES } from '../../src/cli/examples.js';
import { fixtureBase, ROOT, tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { itWithShared } from '../helpers/shared.js';

const VERBS = buildProgram().commands.map((c) => c.name());

describe('--help of every verb ends with an example', () => {
  it('every verb has one, and each example names its own verb', () => {
    expect(VERBS.length).toBeGreaterThan(25);
    for (const verb of VERBS) {
      const lines = EXAMPLES[verb];
      expect(lines, verb).toBeDefined();
      expect(lines?.some((l) => l.startsWith(`simp ${verb} `)), verb).toBe(true);
    }
  });

  it('README lists every verb', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const missing = VERBS.filter((verb) => !new RegExp(`\\|[^|\\n]*\`${verb}[ \`]`).test(readme));
    expect(missing).toEqual([]);
  });

  it('the built binary prints it', () => {
    const r = simp(['analyze', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/(?:Examples:|示例：)\n {2}simp catalog signals\n {2}simp analyze xiaoyu --signals /);
  });
});

/** Runs the bash completion of the built binary for a command line; returns what it offers. */
function complete(script: string, words: string[], cwd: string, env: Record<string, string> = {}): string[] {
  const body = `source ${JSON.stringify(script)}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _simp; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const r = spawnSync('bash', ['--norc', '--noprofile', '-c', body], { cwd, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', ...env } });
  expect(r.stderr).toBe('');
  return r.stdout.split('\n').filter((l) => l !== '');
}

describe('simp completion', () => {
  itWithShared('bash: verbs, their options, crush folders from the base folder, and stage names', () => {
    const base = fixtureBase();
    const script = join(tempDir(), 'simp.bash');
    const r = simp(['completion', 'bash']);
    expect(r.code).toBe(0);
    writeFileSync(script, r.stdout);
    const cwd = join(base, '..');
    expect(complete(script, ['simp', 'reb'], cwd)).toEqual(['rebuild']);
    expect(complete(script, ['simp', 'rebuild', '--w'], cwd)).toEqual(['--write']);
    // ./crushes beside the shell's folder, as simp itself defaults.
    expect(complete(script, ['simp', 'timeline', 'x'], cwd)).toEqual(['xiaoyu']);
    expect(complete(script, ['simp', '--base-dir', base, 'events', ''], '/')).toContain('xiaoyu');
    expect(complete(script, ['simp', 'events', ''], '/', { SIMP_HOME: base })).toContain('xiaoyu');
    expect(complete(script, ['simp', 'stage', 'xiaoyu', '暧'], cwd)).toEqual(['暧昧期']);
    expect(complete(script, ['simp', 'update-meta', 'xiaoyu', '--mode', ''], cwd)).toEqual(['hybrid', 'sweet', 'strategic']);
  });

  it('zsh and fish get scripts of their own; an unknown shell is a usage error', () => {
    const zsh = simp(['completion', 'zsh']);
    expect(zsh.stdout.startsWith('#compdef simp\n')).toBe(true);
    expect(spawnSync('bash', ['-n'], { input: zsh.stdout }).status).toBe(0);
    const fish = simp(['completion', 'fish']);
    expect(fish.stdout).toContain("complete -c simp -n '__fish_seen_subcommand_from timeline' -a '(__simp_slugs)'");
    const bad = simp(['completion', 'powershell']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bash、zsh、fish/);
  });
});
