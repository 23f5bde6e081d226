import { cpSync, mkdtempSync, rmSync, readdirSync, statSync, readFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const FIXTURES = resolve(ROOT, '..', 'shared', 'fixtures', 'reference');
export const CLI = join(ROOT, 'dist', 'cli.js');

const made: string[] = [];
afterAll(() => {
  while (made.length) rmSync(made.pop() as string, { recursive: true, force: true });
});

/** A fresh temp folder, removed when the test file finishes. */
export function tempDir(prefix = 'simp-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A writable copy of the reference fixture crushes (shared/ is read-only). */
export function fixtureBase(): string {
  const base = join(tempDir(), 'crushes');
  cpSync(join(FIXTURES, 'crushes'), base, { recursive: true });
  const walk = (p: string): void => {
    chmodSync(p, statSync(p).isDirectory() ? 0o755 : 0o644);
    if (statSync(p).isDirectory()) for (const n of readdirSync(p)) walk(join(p, n));
  };
  walk(base);
  return base;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built `simp` binary (npm test builds it first). */
export function simp(args: readonly string[], opts: { env?: NodeJS.ProcessEnv; input?: string; cwd?: string } = {}): CliResult {
  const res = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    input: opts.input,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: res.status ?? -1, stdout: res.stdout, stderr: res.stderr };
}

/** Hash of every file under a folder: proves a failed command changed nothing. */
export function treeHash(dir: string): string {
  const h = createHash('sha256');
  const walk = (p: string, rel: string): void => {
    for (const name of readdirSync(p).sort()) {
      const full = join(p, name);
      const st = statSync(full);
      h.update(`${rel}/${name}:${st.isDirectory() ? 'd' : 'f'}\n`);
      if (st.isDirectory()) walk(full, `${rel}/${name}`);
      else h.update(readFileSync(full));
    }
  };
  walk(dir, '');
  return h.digest('hex');
}

/** A clock that starts at a fixed local time and moves by `stepMs` on each call. */
export function steppingClock(start = new Date(2026, 3, 10, 9, 0, 0), stepMs = 1000): () => Date {
  let t = start.getTime();
  return () => {
    const d = new Date(t);
    t += stepMs;
    return d;
  };
}
