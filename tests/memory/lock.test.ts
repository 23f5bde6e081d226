import { describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { hostname } from 'node:os';
import { openMemory } from '../../src/memory/index.js';
import { acquireLock, LOCK_NAME, OTHER_HOST_STALE_MS } from '../../src/memory/io/lock.js';
import { LockLostError } from '../../src/memory/io/write-errors.js';
import { CLI, ROOT, simp, tempDir, treeHash } from '../helpers/temp.js';

const HOLDER = join(ROOT, 'tests', 'memory', 'lock-helpers', 'holder.mts');
const LIB = join(ROOT, 'src', 'memory', 'index.ts');

function crush(): { base: string; dir: string } {
  const base = join(tempDir(), 'crushes');
  openMemory({ baseDir: base }).create({ slug: 'lin', nickname: 'Lin' });
  return { base, dir: join(base, 'lin') };
}

const contents = (dir: string): string[] =>
  readFileSync(join(dir, 'events.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => String((JSON.parse(l) as { data: { content?: string } }).data.content ?? ''));

/** A writer paused (or killed) while it holds the lock in the middle of a write. */
function holder(base: string, content: string, holdMs: number): Promise<{ child: ChildProcess; done: Promise<number> }> {
  // One process (tsx as a loader, not its launcher), so a signal reaches the writer itself.
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, LIB, base, 'lin', content, String(holdMs)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : 0))));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (b: Buffer) => {
      if (b.toString().includes('holding')) resolve({ child, done });
    });
    child.on('error', reject);
  });
}

/** `simp append` in the background, timed, with what it printed. */
function appendCli(base: string, content: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stderr: string; ms: number }> {
  const start = Date.now();
  const child = spawn(process.execPath, [CLI, 'append', 'lin', 'signal_recorded', JSON.stringify({ direction: 'red', content, score_delta: -1 }), '--base-dir', base], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? -1, stderr, ms: Date.now() - start })));
}

describe('the folder lock is owned and proven', () => {
  it('a paused holder is waited for, never taken over: the waiter says who holds it, then gives up having written nothing', async () => {
    const { base, dir } = crush();
    const a = await holder(base, 'from A', 1_000);
    a.child.kill('SIGSTOP');
    const b = await appendCli(base, 'from B', { SIMP_LOCK_WAIT: '4', SIMP_LANG: 'en' });
    a.child.kill('SIGCONT');
    expect(b.code).toBe(1);
    expect(b.stderr).toContain(`waiting for process ${a.child.pid}`);
    expect(b.stderr).toMatch(/gave up after waiting 4 s, and nothing was written/);
    expect(b.ms).toBeGreaterThanOrEqual(4_000);
    expect(await a.done).toBe(0);
    // A's write happened and was reported done; B's did not happen.
    expect(contents(dir)).toEqual(['', 'from A']);
    expect(JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'))).toMatchObject({ event_count: 2 });
    expect(existsSync(join(dir, LOCK_NAME))).toBe(false);
  });

  it('a SIGKILLed holder is taken over at once (within a second); its staged write never lands', async () => {
    const { base, dir } = crush();
    const a = await holder(base, 'from A', 60_000);
    a.child.kill('SIGKILL');
    await a.done;
    const b = await appendCli(base, 'from B');
    expect(b.code, b.stderr).toBe(0);
    expect(b.ms).toBeLessThan(1_500);
    expect(contents(dir)).toEqual(['', 'from B']);
    expect(existsSync(join(dir, LOCK_NAME))).toBe(false);
  });

  it('a holder on another computer is waited for while its heartbeat is fresh, and taken over after 120 s without one', async () => {
    const { dir } = crush();
    const lockDir = join(dir, LOCK_NAME);
    mkdirSync(lockDir);
    const owner = join(lockDir, 'owner-00000000000000aa.json');
    writeFileSync(owner, JSON.stringify({ pid: 1, host: 'another-laptop', started: null, token: '00000000000000aa', since: '2026-12-01T10:00:00Z', command: 'simp analyze' }));
    const notices: string[] = [];
    await expect(acquireLock(dir, { waitMs: 300, onWait: (m) => notices.push(m) })).rejects.toThrow(/being written by process 1 \(simp analyze on another-laptop/);
    const old = new Date(Date.now() - OTHER_HOST_STALE_MS - 1_000);
    utimesSync(owner, old, old);
    const { release } = await acquireLock(dir, { waitMs: 300 });
    expect(existsSync(owner)).toBe(false);
    release();
  });

  it('an owner file a power cut left empty or cut short (it is not fsynced) is a gone holder: taken over at once', async () => {
    for (const text of ['', '{"pid": 12', '\0\0\0\0']) {
      const { dir } = crush();
      const lockDir = join(dir, LOCK_NAME);
      mkdirSync(lockDir);
      // Every owner file is whole before its folder is renamed into place: one that does not parse is a crash's.
      const owner = join(lockDir, 'owner-00000000000000dd.json');
      writeFileSync(owner, text);
      const start = Date.now();
      const { release } = await acquireLock(dir, { waitMs: 2_000 });
      expect(Date.now() - start).toBeLessThan(1_000);
      expect(existsSync(owner)).toBe(false);
      release();
      expect(existsSync(lockDir)).toBe(false);
    }
  });

  it('a dead holder whose pid now belongs to another live process is taken over at once', async () => {
    const { dir } = crush();
    const lockDir = join(dir, LOCK_NAME);
    mkdirSync(lockDir);
    // This test's own pid is alive, but it started at another moment than the holder did.
    const owner = join(lockDir, 'owner-00000000000000bb.json');
    writeFileSync(owner, JSON.stringify({ pid: process.pid, host: hostname(), started: '1', token: '00000000000000bb', since: '2026-12-01T10:00:00Z', command: 'simp analyze' }));
    const start = Date.now();
    const { release } = await acquireLock(dir, { waitMs: 2_000 });
    expect(Date.now() - start).toBeLessThan(1_000);
    expect(existsSync(owner)).toBe(false);
    release();
    // The same owner with the real start of that pid is a live holder: waited for, not taken.
    mkdirSync(lockDir, { recursive: true });
    const stat = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(owner, JSON.stringify({ pid: process.pid, host: hostname(), started, token: '00000000000000bb', since: '2026-12-01T10:00:00Z', command: 'simp analyze' }));
    await expect(acquireLock(dir, { waitMs: 300 })).rejects.toThrow(/being written by process/);
    expect(existsSync(owner)).toBe(true);
  });

  it('a holder killed but not yet reaped (a zombie) is gone: taken over at once, not waited for', async () => {
    const { dir } = crush();
    // A shell that starts a child and then becomes a process that never reaps it: the child stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = await new Promise<number>((resolve) => parent.stdout?.once('data', (b: Buffer) => resolve(Number(b.toString().trim()))));
      let stat = '';
      for (let i = 0; i < 200; i += 1) {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(stat.slice(stat.lastIndexOf(')') + 2)[0]).toBe('Z');
      const lockDir = join(dir, LOCK_NAME);
      mkdirSync(lockDir);
      const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      const owner = join(lockDir, 'owner-00000000000000cc.json');
      writeFileSync(owner, JSON.stringify({ pid, host: hostname(), started, token: '00000000000000cc', since: '2026-12-01T10:00:00Z', command: 'simp log' }));
      const { release } = await acquireLock(dir, { waitMs: 3_000 });
      expect(existsSync(owner)).toBe(false);
      release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('a writer whose lock is taken away stops before its next step and says what it wrote and what it did not', async () => {
    // Taken away before anything was committed: nothing written, and it says so.
    {
      const { base, dir } = crush();
      const mem = openMemory({ baseDir: base });
      const before = treeHash(dir);
      const err = await mem
        .transaction('lin', (tx) => {
          tx.append([{ type: 'signal_recorded', data: { direction: 'green', content: 'lost', score_delta: 1 } }]);
          for (const f of readdirSync(join(dir, LOCK_NAME))) rmSync(join(dir, LOCK_NAME, f));
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(LockLostError);
      expect(String((err as Error).message)).toMatch(/nothing was written/);
      expect(treeHash(dir)).toBe(before);
    }
    // Taken away after the events were appended: it names what it wrote and what it left.
    {
      const { base, dir } = crush();
      const lockDir = join(dir, LOCK_NAME);
      // Another writer judged this one gone the moment its events were in.
      const onStep = (step: string): void => {
        if (step !== 'events.jsonl' && existsSync(lockDir)) for (const f of readdirSync(lockDir)) rmSync(join(lockDir, f));
      };
      const mem = openMemory({ baseDir: base, lock: { onStep } });
      const err = await mem
        .transaction('lin', (tx) => {
          tx.append([{ type: 'signal_recorded', data: { direction: 'green', content: 'kept', score_delta: 1 } }]);
          tx.setMeta({ note_for_test: 1 });
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(LockLostError);
      const message = String((err as Error).message);
      expect(message).toMatch(/written: events\.jsonl \(1 event\)/);
      expect(message).toMatch(/not written: .*meta\.json/);
      expect(contents(dir)).toContain('kept');
    }
  });

  it("release removes only the holder's own lock", async () => {
    const { dir } = crush();
    const { release } = await acquireLock(dir);
    // Pretend the lock passed to another (live) writer meanwhile.
    const lockDir = join(dir, LOCK_NAME);
    for (const f of readdirSync(lockDir)) writeFileSync(join(lockDir, f.replace(/owner-[0-9a-f]+/, 'owner-0123456789abcdef')), JSON.stringify({ pid: process.pid, host: 'x', token: '0123456789abcdef' }));
    const mine = readdirSync(lockDir).find((f) => !f.includes('0123456789abcdef')) as string;
    release();
    expect(readdirSync(lockDir)).toEqual(['owner-0123456789abcdef.json']);
    expect(mine).toMatch(/^owner-[0-9a-f]{16}\.json$/);
  });

  it.each([
    ['a file', (p: string) => writeFileSync(p, 'x'), /\.simp\.lock is a file, not simp's lock folder/],
    ['a symbolic link', (p: string) => symlinkSync(join(p, '..', 'profile.md'), p), /\.simp\.lock is a symbolic link/],
    ['a folder with other files', (p: string) => (mkdirSync(p), writeFileSync(join(p, '.DS_Store'), '')), /\.simp\.lock holds files that are not simp's \(\.DS_Store\)/],
  ])('a .simp.lock that is %s gets a clear message at once, and nothing is written', async (_what, make, message) => {
    const { base, dir } = crush();
    make(join(dir, LOCK_NAME));
    const before = treeHash(base);
    const r = await appendCli(base, 'x', { SIMP_LANG: 'en' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('nothing was written');
    // In Chinese, the same (issue S).
    const zh = await appendCli(base, 'x', { SIMP_LANG: 'zh' });
    expect([zh.code, zh.stderr]).toEqual([1, expect.stringMatching(/\.simp\.lock (是一个文件|是一个符号链接|里有不是 simp 的文件).*什么都没有写入/)]);
    expect(r.ms).toBeLessThan(3_000);
    expect(treeHash(base)).toBe(before);
  });

  it('a folder the user cannot write fails at once with a clear message (as a user who is not root)', () => {
    const { base, dir } = crush();
    for (let p = dir; p !== '/' && p.startsWith('/tmp'); p = join(p, '..')) chmodSync(p, 0o755);
    const before = treeHash(base);
    const start = Date.now();
    const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, CLI, 'append', 'lin', 'signal_recorded', '{"direction":"red","content":"x","score_delta":-1}', '--base-dir', base], { encoding: 'utf8' });
    expect(r.error).toBeUndefined();
    expect(r.status, r.stderr).toBe(1);
    // In the user's language (Chinese unless SIMP_LANG says otherwise).
    expect(r.stderr).toMatch(/无法在 .*lin 里写入（EACCES：只读，或者不属于你）；什么都没有写入/);
    expect(Date.now() - start).toBeLessThan(3_000);
    expect(treeHash(base)).toBe(before);
    expect(simp(['events', 'lin', '--base-dir', base]).code).toBe(0);
  });
});
