import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manPage } from '../../src/cli/man-page.js';
import { buildProgram } from '../../src/cli/program.js';
import { ROOT } from '../helpers/temp.js';

describe('simp(1) (issue S)', () => {
  const program = buildProgram('en');
  const page = manPage(program, '9.9.9', '2026-12-03');

  it('holds every verb with its usage and options, the environment and the exit codes', () => {
    for (const cmd of program.commands.filter((c) => c.name() !== 'help')) {
      expect(page).toContain(`.B simp ${cmd.name().replace(/-/g, '\\-')}`);
      for (const o of cmd.options) expect(page).toContain(o.flags.replace(/-/g, '\\-'));
    }
    for (const name of ['SIMP_HOME', 'SIMP_LANG', 'SIMP_PAGER', 'SIMP_LOCK_WAIT']) expect(page).toContain(name);
    expect(page).toMatch(/^\.TH SIMP 1 "2026-12-03" "simp 9\.9\.9"/);
    expect(page).toMatch(/\.SH EXIT STATUS/);
  });

  it('is valid roff: no text line starts a request by accident, and man renders it without a warning', () => {
    const requests = new Set(['.TH', '.SH', '.SS', '.B', '.TP', '.PP', '.RS', '.RE', '.nf', '.fi', '.br']);
    for (const line of page.split('\n').filter((l) => /^[.']/.test(l))) expect(requests.has(line.split(' ')[0] as string), line).toBe(true);
    const built = readFileSync(join(ROOT, 'dist', 'simp.1'), 'utf8');
    expect(built).toContain('.B simp timeline');
    const r = spawnSync('man', ['--warnings', '-l', join(ROOT, 'dist', 'simp.1')], { encoding: 'utf8', env: { ...process.env, MANPAGER: 'cat', MANWIDTH: '80' } });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/simp timeline \[options\] <slug>/);
  });
});
