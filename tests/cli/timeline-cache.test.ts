import { describe, expect, it } from 'vitest';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

/** A crush whose log is over the 1 MiB from which timelines are cached, with one broken line in it. */
function bigLog() {
  const base = join(tempDir(), 'crushes');
  expect(simp(['init', 'big', '--nickname', '大', '--base-dir', base]).code).toBe(0);
  const lines: string[] = [];
  for (let i = 0; i < 6000; i += 1) {
    const ts = `2025-01-${String((i % 28) + 1).padStart(2, '0')}T10:${String(i % 60).padStart(2, '0')}:00`;
    if (i === 2500) lines.push('{"broken');
    lines.push(JSON.stringify({ ts, v: 1, type: 'signal_recorded', slug: 'big', data: { direction: i % 3 ? 'green' : 'red', content: `第${i}条：一起吃了饭，聊了很久很久，话题从电影一直聊到小时候的事情`, score_delta: 1 } }));
  }
  appendFileSync(join(base, 'big', 'events.jsonl'), `${lines.join('\n')}\n`);
  const cache = mkdtempSync(join(tmpdir(), 'simp-tl-cache-'));
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) => simp([...args, '--base-dir', base], { env: { SIMP_CACHE_DIR: cache, ...env } });
  const fresh = (args: string[]) => run(args, { SIMP_NO_CACHE: '1' });
  return { base, cache, run, fresh, log: join(base, 'big', 'events.jsonl') };
}

describe('the timeline of a long log, printed again from the cache', () => {
  it('prints the same bytes and warnings as without the cache: cold, warm, after appends, in every variant', () => {
    const { cache, run, fresh } = bigLog();
    for (const args of [['timeline', 'big'], ['timeline', 'big', '--json'], ['timeline', 'big', '--full', '--lang', 'en']]) {
      const want = fresh(args);
      expect(want.stderr).toContain(args.includes('en') ? 'line 2502 skipped (not JSON)' : '第 2502 行读不了，已跳过（不是 JSON）');
      for (let i = 0; i < 2; i += 1) {
        const got = run(args);
        expect(got.stdout).toBe(want.stdout);
        expect(got.stderr).toBe(want.stderr);
      }
    }
    // One entry (header and text) per variant.
    expect(readdirSync(cache).filter((n) => n.endsWith('.json'))).toHaveLength(3);
  });

  it('reads only what was appended since, keeping line numbers, and a torn last line is reported as before', () => {
    const { run, fresh, log, base } = bigLog();
    run(['timeline', 'big']);
    expect(simp(['append', 'big', 'signal_recorded', '{"direction":"green","content":"后来的一条","score_delta":1}', '--base-dir', base]).code).toBe(0);
    appendFileSync(log, 'not json\n{"ts": "2025-02-01T00:00:00", "type": "sig');
    const want = fresh(['timeline', 'big']);
    expect(want.stderr).toContain('第 6004 行读不了，已跳过（不是 JSON）');
    expect(want.stderr).toContain('最后一行没有换行符');
    for (let i = 0; i < 2; i += 1) expect(run(['timeline', 'big'])).toEqual(want);
    expect(run(['timeline', 'big']).stdout).toContain('后来的一条');
  });

  it('is not used once the log it was made from changed, even by an edit that keeps its length', () => {
    const { run, fresh, log } = bigLog();
    run(['timeline', 'big']);
    const text = readFileSync(log, 'utf8');
    const at = text.indexOf('"red"', text.length / 2);
    writeFileSync(log, `${text.slice(0, at)}"RED"${text.slice(at + 5)}`);
    const want = fresh(['timeline', 'big']);
    expect(run(['timeline', 'big'])).toEqual(want);
    // Replaced by a shorter file: the cache says more than the log has.
    writeFileSync(log, text.slice(0, text.length / 3 - ((text.length / 3) % 1)).replace(/[^\n]*$/, ''));
    expect(run(['timeline', 'big'])).toEqual(fresh(['timeline', 'big']));
  });

  it('leaves no cache for a short log, and a cache folder it cannot write only means no cache', () => {
    const base = join(tempDir(), 'crushes');
    simp(['init', 'a', '--nickname', 'A', '--base-dir', base]);
    const cache = mkdtempSync(join(tmpdir(), 'simp-tl-cache-'));
    expect(simp(['timeline', 'a', '--base-dir', base], { env: { SIMP_CACHE_DIR: cache } }).code).toBe(0);
    expect(readdirSync(cache)).toEqual([]);
    const { run, fresh } = bigLog();
    const blocked = join(tempDir(), 'file-not-folder');
    writeFileSync(blocked, 'x');
    expect(run(['timeline', 'big'], { SIMP_CACHE_DIR: blocked })).toEqual(fresh(['timeline', 'big']));
  });
});

describe('events --type on a long log, through the cache of where each type is', () => {
  it('prints what a fresh read prints: cold, warm, after appends of the type and others, after the log was rewritten under it', () => {
    const { cache, run, fresh, log } = bigLog();
    const ask = (type: string, last = '3') => ['events', 'big', '--type', type, '--last', last];
    for (const type of ['signal_recorded', 'version_restored', 'profile_created']) {
      const want = fresh(ask(type));
      for (let i = 0; i < 2; i += 1) {
        const got = run(ask(type));
        expect([type, got.code, got.stdout, got.stderr]).toEqual([type, want.code, want.stdout, want.stderr]);
      }
    }
    expect(readdirSync(cache).filter((n) => n.endsWith('.json')).length).toBeGreaterThanOrEqual(3);
    // Appended since: one of the type, one of another; the answer moves, the cache follows.
    expect(run(['append', 'big', 'version_restored', '{"version":"v9","backup":"v8","files":[]}']).code).toBe(0);
    expect(run(['append', 'big', 'signal_recorded', '{"direction":"green","content":"late","score_delta":1}']).code).toBe(0);
    for (const type of ['signal_recorded', 'version_restored']) expect(run(ask(type, '2')).stdout).toBe(fresh(ask(type, '2')).stdout);
    expect(run(ask('version_restored')).stdout).toContain('"v9"');
    // Rewritten in place at the same size (a changed byte early on): the entry no longer matches and is not used.
    const text = readFileSync(log, 'utf8');
    writeFileSync(log, text.replace('"type": "signal_recorded", "slug": "big", "data": {"direction": "red"', '"type": "version_restored", "slug": "big", "data": {"direction": "red"'));
    for (const type of ['signal_recorded', 'version_restored']) expect(run(ask(type, '50')).stdout).toBe(fresh(ask(type, '50')).stdout);
  });
});
