import { describe, expect, it } from 'vitest';
import { appendFileSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { openMemory, emptyReport } from '../../src/memory/index.js';
import { readTail, streamEvents, MAX_LINE_BYTES } from '../../src/memory/log/event-read.js';
import { CLI, tempDir, treeHash } from '../helpers/temp.js';

function crush() {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base });
  mem.create({ slug: 'lin', nickname: 'Lin' });
  return { base, mem, events: join(base, 'lin', 'events.jsonl') };
}

const line = (content: string) => `${JSON.stringify({ ts: '2026-12-01T10:00:00', v: 1, type: 'signal_recorded', slug: 'lin', data: { direction: 'green', content, score_delta: 1 } })}\n`;
const run = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 20_000 });

describe('files that are not what they should be', () => {
  it('a line longer than 16 MiB is skipped and said, wherever it is; the events around it are read', async () => {
    const { events } = crush();
    appendFileSync(events, `{"junk": "${'x'.repeat(MAX_LINE_BYTES + 10)}"}\n`);
    appendFileSync(events, line('after the long line'));
    const report = emptyReport();
    expect(readTail(events, 5, null, report).map((e) => e.type)).toEqual(['profile_created', 'signal_recorded']);
    expect(report.badLines).toEqual([{ line: null, reason: 'long' }]);
    const streamed = emptyReport();
    const all = [];
    for await (const { event } of streamEvents(events, streamed)) all.push(event.type);
    expect(all).toEqual(['profile_created', 'signal_recorded']);
    expect(streamed.badLines).toEqual([{ line: 2, reason: 'long' }]);
  });

  it('a log that ends in a huge unfinished line (no newline) is a torn tail: reading it stays bounded', () => {
    const { base, events } = crush();
    appendFileSync(events, 'y'.repeat(MAX_LINE_BYTES * 2));
    const report = emptyReport();
    expect(readTail(events, 3, null, report).map((e) => e.type)).toEqual(['profile_created']);
    expect(report.tornTail).toBe(true);
    const r = run(['events', 'lin', '--last', '3', '--base-dir', base]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('profile_created');
  });

  it('a FIFO in place of events.jsonl is refused at once, naming it, instead of hanging', () => {
    const { base, events } = crush();
    rmSync(events);
    expect(spawnSync('mkfifo', [events]).status).toBe(0);
    for (const args of [['events', 'lin'], ['timeline', 'lin'], ['rebuild', 'lin'], ['append', 'lin', 'signal_recorded', '{"direction":"green","content":"x","score_delta":1}']]) {
      const r = run([...args, '--base-dir', base]);
      expect(r.error, args.join(' ')).toBeUndefined();
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toMatch(/events\.jsonl: 不是普通文件（是 FIFO、设备或文件夹），拒绝读取/);
    }
  });

  it('an events.jsonl hard-linked to a file outside the base is not appended to', () => {
    const { base, events } = crush();
    const outside = join(tempDir(), 'outside.jsonl');
    writeFileSync(outside, readFileSync(events));
    rmSync(events);
    linkSync(outside, events);
    const before = readFileSync(outside, 'utf8');
    const hash = treeHash(base);
    const r = run(['append', 'lin', 'signal_recorded', '{"direction":"green","content":"x","score_delta":1}', '--base-dir', base, '--lang', 'en']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/events\.jsonl has 2 names \(hard links\).*nothing was written/);
    const zh = run(['append', 'lin', 'signal_recorded', '{"direction":"green","content":"x","score_delta":1}', '--base-dir', base, '--lang', 'zh']);
    expect(zh.stderr).toMatch(/events\.jsonl 有 2 个名字（硬链接）.*什么都没有写入/);
    expect(readFileSync(outside, 'utf8')).toBe(before);
    expect(treeHash(base)).toBe(hash);
  });
});

describe('a very large profile', () => {
  it('context prints an 84 MB profile with a 64 MB heap: the file passes through in chunks', () => {
    const { base } = crush();
    const profile = join(base, 'lin', 'profile.md');
    const narrative = 'she likes rainy days, bookshops and cats.\n'.repeat(2_000_000);
    appendFileSync(profile, narrative);
    const r = spawnSync(process.execPath, ['--max-old-space-size=64', CLI, 'context', 'lin', '--base-dir', base], { maxBuffer: 512 * 1024 * 1024, timeout: 60_000 });
    expect(r.status, String(r.stderr)).toBe(0);
    const out = r.stdout as Buffer;
    expect(out.length).toBeGreaterThan(84_000_000);
    expect(out.subarray(0, 64).toString('utf8').startsWith('# [档案] profile.md\n\n---\nnickname: Lin')).toBe(true);
    expect(out.subarray(out.length - 200).toString('utf8').endsWith('## 下一步建议\n\n[运行 /simp analyze 后生成]\n\n\n\n')).toBe(true);
  });
});
