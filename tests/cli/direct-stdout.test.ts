// Standard output that is a pipe or a file is written by its descriptor (src/memory/outside/stdout.ts):
// the same bytes as through Node's stream, in order, and a reader that goes away is no error.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, ROOT, simp, tempDir } from '../helpers/temp.js';

/** A copy of the bundled example. */
function example(): string {
  const base = join(tempDir(), 'crushes');
  cpSync(join(ROOT, 'crushes'), base, { recursive: true });
  return base;
}

const run = (args: readonly string[], stdout: 'pipe' | number) =>
  spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'], env: { ...process.env, SIMP_LANG: 'zh' } });

describe('standard output written by its descriptor', () => {
  it('a file gets the bytes a pipe gets, for a read verb, a daily verb and --json', () => {
    const base = example();
    for (const args of [['timeline', 'xiaoyu'], ['versions', 'ajie'], ['daily', 'xiaoyu', '--json'], ['-V']]) {
      const piped = run([...args, '--base-dir', base], 'pipe');
      const path = join(tempDir(), 'out.txt');
      const fd = openSync(path, 'w');
      const filed = run([...args, '--base-dir', base], fd);
      closeSync(fd);
      expect(piped.status, args.join(' ')).toBe(0);
      expect(filed.status, args.join(' ')).toBe(0);
      expect(piped.stdout.length, args.join(' ')).toBeGreaterThan(0);
      // daily --json names the day: the same day, so the same bytes.
      expect(readFileSync(path, 'utf8'), args.join(' ')).toBe(piped.stdout);
    }
  });

  it('a reader that goes away at once (`| true`) ends the call quietly with 0', () => {
    const base = example();
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${CLI}" timeline xiaoyu --base-dir "${base}" | true`], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('a verb that goes on to the stream (commander: help) prints after what was written directly', () => {
    const r = simp(['log', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/log/);
  });
});
