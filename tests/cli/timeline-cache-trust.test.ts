import { describe, expect, it } from 'vitest';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

/** A crush whose log is over the 1 MiB from which timelines are cached. */
function bigLog() {
  const base = join(tempDir(), 'crushes');
  expect(simp(['init', 'big', '--nickname', '大', '--base-dir', base]).code).toBe(0);
  const lines: string[] = [];
  for (let i = 0; i < 6000; i += 1) {
    const ts = `2025-01-${String((i % 28) + 1).padStart(2, '0')}T10:${String(i % 60).padStart(2, '0')}:00`;
    lines.push(JSON.stringify({ ts, v: 1, type: 'signal_recorded', slug: 'big', data: { direction: i % 3 ? 'green' : 'red', content: `第${i}条：一起吃了饭，聊了很久很久，话题从电影一直聊到小时候的事情`, score_delta: 1 } }));
  }
  appendFileSync(join(base, 'big', 'events.jsonl'), `${lines.join('\n')}\n`);
  const cache = mkdtempSync(join(tmpdir(), 'simp-tl-cache-'));
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) => simp([...args, '--base-dir', base], { env: { SIMP_CACHE_DIR: cache, ...env } });
  const fresh = (args: string[]) => run(args, { SIMP_NO_CACHE: '1' });
  return { base, cache, run, fresh, log: join(base, 'big', 'events.jsonl') };
}

/** The entries' headers in the cache folder, as JSON, with their file names. */
function headers(cache: string): { name: string; h: Record<string, unknown> }[] {
  return readdirSync(cache)
    .filter((n) => n.endsWith('.json'))
    .map((name) => ({ name, h: JSON.parse(readFileSync(join(cache, name), 'utf8')) as Record<string, unknown> }));
}

/** Every byte the cache folder holds (to look for a crush's text in it). */
function cacheText(cache: string): string {
  return readdirSync(cache)
    .map((n) => readFileSync(join(cache, n), 'latin1'))
    .join('\n');
}

const FAKE = '阶段变化 暧昧期 → 表白后-成功';

describe('a cache entry is used only when it is what simp made from the log', () => {
  it('a body changed by someone else (its header made to match) is not printed', () => {
    const { cache, run, fresh } = bigLog();
    run(['timeline', 'big']);
    const want = fresh(['timeline', 'big']);
    for (const { name, h } of headers(cache)) {
      // The forger knows the format: the text changed, its length and every field of the header kept consistent.
      const body = readdirSync(cache).find((n) => n.endsWith('.txt') && n.startsWith(name.slice(0, -'.json'.length))) as string;
      const forged = Buffer.concat([Buffer.from(`2025-01-01 10:00  ${FAKE}\n`), readFileSync(join(cache, body))]);
      writeFileSync(join(cache, body), forged);
      writeFileSync(join(cache, name), JSON.stringify({ ...h, bodyBytes: forged.length }));
    }
    const got = run(['timeline', 'big']);
    expect(got.stdout).not.toContain(FAKE);
    expect(got).toEqual(want);
  });

  it('a whole entry written by someone else, in the format simp writes, is not printed', () => {
    const { cache, run, fresh } = bigLog();
    run(['timeline', 'big']);
    const want = fresh(['timeline', 'big']);
    for (const { name, h } of headers(cache)) {
      const fake = `${name.slice(0, -'.json'.length)}.abcdefabcdef.txt`;
      writeFileSync(join(cache, fake), `${FAKE}\n`, { mode: 0o600 });
      writeFileSync(join(cache, name), JSON.stringify({ ...h, body: fake, bodyBytes: Buffer.byteLength(`${FAKE}\n`), lines: 1 }));
    }
    expect(run(['timeline', 'big'])).toEqual(want);
  });

  it('a header naming a file outside the cache folder never gets that file removed or read', () => {
    const { cache, run, fresh, base } = bigLog();
    run(['timeline', 'big']);
    const elsewhere = join(tempDir(), 'elsewhere');
    mkdirSync(elsewhere);
    const victim = join(elsewhere, 'file');
    writeFileSync(victim, `${FAKE}\n`.repeat(200_000));
    for (const { name, h } of headers(cache)) writeFileSync(join(cache, name), JSON.stringify({ ...h, body: relative(cache, victim), bodyBytes: 10 }));
    // The log grows: the next timeline renders again and replaces the entry (and evicts).
    expect(simp(['append', 'big', 'signal_recorded', '{"direction":"green","content":"后来的一条","score_delta":1}', '--base-dir', base]).code).toBe(0);
    const got = run(['timeline', 'big']);
    expect(got.stdout).not.toContain(FAKE);
    expect(got).toEqual(fresh(['timeline', 'big']));
    expect(existsSync(victim)).toBe(true);
    // Evicted entries (more than are kept) do not take it either.
    for (let i = 0; i < 40; i += 1) writeFileSync(join(cache, `${'0'.repeat(31)}${(i % 16).toString(16)}.json`), JSON.stringify({ body: relative(cache, victim) }));
    run(['timeline', 'big', '--json']);
    expect(existsSync(victim)).toBe(true);
  });

  it('a cache folder that is a link, someone else\'s, or writable by others is not used at all', () => {
    const { run, fresh } = bigLog();
    const want = fresh(['timeline', 'big']);
    const real = mkdtempSync(join(tmpdir(), 'simp-tl-real-'));
    const link = join(tempDir(), 'link');
    symlinkSync(real, link);
    expect(run(['timeline', 'big'], { SIMP_CACHE_DIR: link })).toEqual(want);
    expect(readdirSync(real)).toEqual([]);
    const shared = mkdtempSync(join(tmpdir(), 'simp-tl-shared-'));
    chmodSync(shared, 0o777);
    expect(run(['timeline', 'big'], { SIMP_CACHE_DIR: shared })).toEqual(want);
    expect(readdirSync(shared)).toEqual([]);
    if (process.getuid?.() === 0) {
      const theirs = mkdtempSync(join(tmpdir(), 'simp-tl-theirs-'));
      chownSync(theirs, 4321, 4321);
      expect(run(['timeline', 'big'], { SIMP_CACHE_DIR: theirs })).toEqual(want);
      expect(readdirSync(theirs)).toEqual([]);
    }
  });

  it('a valid entry is still used: the second timeline reads it, writes nothing, and prints the same', () => {
    const { cache, run, fresh } = bigLog();
    const want = fresh(['timeline', 'big']);
    expect(run(['timeline', 'big'])).toEqual(want);
    const before = readdirSync(cache).sort();
    const { name } = headers(cache)[0] as { name: string };
    const old = new Date(2001, 0, 1);
    utimesSync(join(cache, name), old, old);
    expect(run(['timeline', 'big'])).toEqual(want);
    // A hit: no new rendering was written (same files), and the entry was marked as used just now.
    expect(readdirSync(cache).sort()).toEqual(before);
    expect(statSync(join(cache, name)).mtimeMs).toBeGreaterThan(old.getTime() + 1000);
  });
});

describe("a crush's cache entries go with it", () => {
  it('delete drops every rendering of its log (the timeline in each variant, the type index)', () => {
    const { cache, run } = bigLog();
    run(['timeline', 'big']);
    run(['timeline', 'big', '--json']);
    run(['events', 'big', '--type', 'signal_recorded', '--last', '2']);
    expect(cacheText(cache)).toContain('5999');
    expect(run(['delete', 'big', '--yes']).code).toBe(0);
    expect(readdirSync(cache)).toEqual([]);
  });

  it('rename drops the entries of the old name; the new name renders anew and the same', () => {
    const { cache, run, fresh } = bigLog();
    run(['timeline', 'big']);
    expect(readdirSync(cache).length).toBeGreaterThan(0);
    expect(run(['rename', 'big', 'big2']).code).toBe(0);
    expect(readdirSync(cache)).toEqual([]);
    const got = run(['timeline', 'big2']);
    expect(got.code).toBe(0);
    expect(got.stdout).toBe(fresh(['timeline', 'big2']).stdout);
  });

  it('restore --force (the folder there goes to .trash/) drops its entries too', () => {
    const { cache, run, base } = bigLog();
    const out = join(tempDir(), 'big.tar.gz');
    expect(run(['backup', 'big', '--archive', out]).code).toBe(0);
    run(['timeline', 'big']);
    expect(readdirSync(cache).length).toBeGreaterThan(0);
    const r = run(['restore', out, '--force']);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(cache)).toEqual([]);
    expect(existsSync(join(base, 'big', 'events.jsonl'))).toBe(true);
  });
});
