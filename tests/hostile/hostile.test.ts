/**
 * Runs the built `simp` on every case of the generated hostile corpus
 * (scripts/gen-hostile.mjs) and checks: the exit code, a clear message (names the
 * file, line or field; never a stack trace), nothing changed on disk, no code run.
 */
import { describe, it, afterAll } from 'vitest';
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeSignature, treeDiff } from './tree.js';
import { startRunner } from '../helpers/in-process.js';

interface HostileCase {
  id: string;
  group: string;
  what: string;
  dir: string;
  base: string;
  marker: string;
  via: 'cli' | 'library';
  args?: string[];
  call?: 'create' | 'append' | 'recent' | 'events';
  slug?: string;
  exit: number;
  stderr: string[];
  stdout: string[];
  notOut: string[];
  count?: { pattern: string; n: number[] };
  state?: Record<string, unknown>;
}

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const work = mkdtempSync(join(tmpdir(), 'simp-hostile-'));
// A private copy of the bundle: other work in the tree may rebuild dist/ meanwhile.
cpSync(join(ROOT, 'dist'), join(work, 'dist'), { recursive: true });
const CLI = join(work, 'dist', 'cli.js');
execFileSync(process.execPath, [join(ROOT, 'scripts', 'gen-hostile.mjs'), join(work, 'corpus')]);
const { cases } = JSON.parse(readFileSync(join(work, 'corpus', 'cases.json'), 'utf8')) as { cases: HostileCase[] };

afterAll(() => rmSync(work, { recursive: true, force: true }));

// The verbs run through the bundle's main(argv) in one runner process (a Node start
// per case was most of this suite's time); a sample also runs as the binary below.
const runner = startRunner(join(work, 'dist'));
afterAll(() => runner.stop());
const runCli = (args: string[]) => runner.run(args, { env: { NO_COLOR: '1' } });

function runBinary(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('close', (code) => done({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
  });
}

const VALID = { direction: 'green', content: 'x', score_delta: 1 };

/** The same entry points the command line uses, for slugs that argv cannot carry (NUL). */
async function runLibrary(c: HostileCase): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { openMemory } = await import('../../src/memory/index.js');
  const { exitCodeOf } = await import('../../src/cli/io.js');
  const mem = openMemory({ baseDir: c.base });
  const slug = c.slug ?? '';
  try {
    if (c.call === 'create') mem.create({ slug });
    else if (c.call === 'append') await mem.append(slug, 'signal_recorded', VALID);
    else if (c.call === 'recent') mem.recent(slug, 5);
    else for await (const _ of mem.events(slug)) void _;
    return { code: 0, stdout: '', stderr: '' };
  } catch (err) {
    return { code: exitCodeOf(err), stdout: '', stderr: `simp: ${(err as Error).message}\n` };
  }
}

const show = (text: string): string => (text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text);
const groups = [...new Set(cases.map((c) => c.group))];

for (const group of groups) {
  describe.concurrent(`hostile input: ${group}`, () => {
    it.for(cases.filter((c) => c.group === group))('$id', async (c, { expect }) => {
      const before = treeSignature(c.dir);
      const res = c.via === 'library' ? await runLibrary(c) : await runCli(c.args ?? []);
      const context = `${c.what}\n  exit ${res.code}\n  stderr: ${show(res.stderr)}\n  stdout: ${show(res.stdout)}`;

      expect(res.code, context).toBe(c.exit);
      expect(existsSync(c.marker), `code from a file was run: ${c.marker} exists`).toBe(false);
      expect(treeDiff(before, treeSignature(c.dir)), `files changed by: ${context}`).toEqual([]);
      expect(res.stderr, `a stack trace is not a clear message: ${context}`).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n|Maximum call stack/);
      if (c.exit !== 0) expect(res.stderr.trim(), `a failure must say why: ${context}`).not.toBe('');
      for (const re of c.stderr) expect(res.stderr, context).toMatch(new RegExp(re, 'u'));
      for (const re of c.stdout) expect(res.stdout, context).toMatch(new RegExp(re, 'u'));
      for (const re of c.notOut) expect(res.stdout + res.stderr, context).not.toMatch(new RegExp(re, 'u'));
      if (c.count) {
        const n = res.stdout.match(new RegExp(c.count.pattern, 'gmu'))?.length ?? 0;
        expect(c.count.n, `lines matching /${c.count.pattern}/ in stdout: ${context}`).toContain(n);
      }
      if (c.state) expect(JSON.parse(res.stdout), context).toEqual(c.state);
      // Every tenth verb also runs as the binary: the runner must say exactly what the binary says.
      if (c.via === 'cli' && cases.indexOf(c) % 10 === 0) expect(await runBinary(c.args ?? []), `the binary, for: ${context}`).toEqual(res);
    });
  });
}
