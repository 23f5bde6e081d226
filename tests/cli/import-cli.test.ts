import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { simp, tempDir, treeHash } from '../helpers/temp.js';

const DIR = resolve(import.meta.dirname, '..', 'fixtures', 'chats');

function crush(nickname = '小美') {
  const base = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', base], { env: { TZ: 'UTC' } });
  run('init', 'xm', '--nickname', nickname);
  return { base, run };
}

describe('simp import', () => {
  it('tells you by itself when there is only one other sender, files the report, remembers the names, and counts unreadable parts', () => {
    const { base, run } = crush();
    const r = run('import', 'xm', join(DIR, 'wechat.txt'), join(DIR, 'broken.csv'), '--lang', 'en');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('wechat.txt: wechat_txt, utf-8, 81 messages read');
    expect(r.stdout).toMatch(/broken\.csv: wechat_csv, utf-8, \d+ messages read, 4 part\(s\) unreadable and skipped/);
    expect(r.stdout).toContain('Quote Not Closed');
    expect(r.stdout).toContain('them: 小美  you: 我');
    expect(r.stdout).toMatch(/📊 \d+ \/ 25 — /);
    const reports = readdirSync(join(base, 'xm', 'memories', 'chats'));
    expect(reports).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}-wechat-txt-[0-9a-f]{6}\.md$/)]);
    const report = readFileSync(join(base, 'xm', 'memories', 'chats', reports[0] as string), 'utf8');
    expect(report).toContain('# 💬 Chat analysis · 小美');
    expect(report).toContain('/ 25**');
    const meta = JSON.parse(readFileSync(join(base, 'xm', 'meta.json'), 'utf8')) as Record<string, unknown>;
    expect([meta['chat_target'], meta['chat_user']]).toEqual(['小美', '我']);
    expect(() => readFileSync(join(base, 'xm', 'interactions.jsonl'), 'utf8')).not.toThrow();
    expect(readFileSync(join(base, 'xm', 'interactions.jsonl'), 'utf8')).toBe('');
  });

  it('asks for --user without a terminal when several senders could be you, and writes nothing', () => {
    const { base, run } = crush('Mia');
    const chat = join(tempDir(), 'three.txt');
    writeFileSync(chat, '2026-01-01 10:00:00\nMia\nhi\n\n2026-01-01 10:01:00\nLeo\nhey\n\n2026-01-01 10:02:00\nJess\nyo\n');
    const before = treeHash(base);
    const r = run('import', 'xm', chat);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('which sender is you?');
    expect(r.stderr).toContain('Leo (1), Jess (1)');
    expect(r.stderr).toContain('--user NAME');
    expect(treeHash(base)).toBe(before);
    expect(run('import', 'xm', chat, '--user', 'Leo', '--track-time').code).toBe(0);
    expect(readFileSync(join(base, 'xm', 'interactions.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('refuses a missing file, a crush not there, a name no message has, and an unknown format, with exit 2 and nothing written', () => {
    const { base, run } = crush();
    const before = treeHash(base);
    expect(run('import', 'xm', join(DIR, 'nope.txt')).stderr).toContain('nope.txt: no such file');
    expect(run('import', 'nobody', join(DIR, 'wechat.txt')).code).toBe(2);
    const wrong = run('import', 'xm', join(DIR, 'wechat.txt'), '--target', '小雨');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('no message from "小雨"');
    expect(wrong.stderr).toContain('小美 (');
    expect(run('import', 'xm', join(DIR, 'wechat.txt'), '--format', 'pdf').code).toBe(2);
    expect(treeHash(base)).toBe(before);
  });

  it('--json gives the analysis; a GB18030 export reads as its UTF-8 twin', () => {
    const { run } = crush();
    const gbk = join(tempDir(), 'gbk.txt');
    copyFileSync(join(DIR, 'wechat-gb18030.txt'), gbk);
    const a = JSON.parse(run('import', 'xm', gbk, '--json').stdout) as { analysis: { score: number; total: number }; files: Array<{ encoding: string }> };
    const b = JSON.parse(run('import', 'xm', join(DIR, 'wechat.txt'), '--json').stdout) as { analysis: { score: number; total: number } };
    expect(a.files[0]?.encoding).toBe('gb18030');
    expect(a.analysis).toEqual(b.analysis);
  });
});

describe('simp import on a terminal', () => {
  it('draws a progress line on stderr, redrawn in place and cleared before the summary; no progress when piped', () => {
    const { base, run } = crush();
    const inner = `node ${JSON.stringify(join(resolve(import.meta.dirname, '..', '..'), 'dist', 'cli.js'))} import xm ${JSON.stringify(join(DIR, 'wechat.txt'))} --base-dir ${JSON.stringify(base)} --lang en`;
    const r = spawnSync('script', ['-qfec', inner, '/dev/null'], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\r█+░* importing 100% \(0\.0 MB of 0\.0 MB\)\x1b\[K\r\x1b\[K/);
    expect(r.stdout).toContain('📂 ');
    const piped = run('import', 'xm', join(DIR, 'wechat.txt'), '--lang', 'en');
    expect(piped.stderr).not.toContain('importing');
  });
});

describe('simp import: names, repeats and time', () => {
  it('keeps a report per export even when two share a name, fits a long name, and says "which one is you" once', () => {
    const { base, run } = crush();
    const a = join(tempDir(), 'chat.txt');
    const b = join(tempDir(), 'chat.txt');
    copyFileSync(join(DIR, 'wechat.txt'), a);
    copyFileSync(join(DIR, 'wechat.txt'), b);
    expect(run('import', 'xm', a).code).toBe(0);
    expect(run('import', 'xm', b).code).toBe(0);
    expect(run('import', 'xm', a).code).toBe(0);
    expect(readdirSync(join(base, 'xm', 'memories', 'chats'))).toHaveLength(2);
    const long = join(tempDir(), `${'聊天记录'.repeat(20)}.txt`);
    copyFileSync(join(DIR, 'wechat.txt'), long);
    const r = run('import', 'xm', long);
    expect(r.code, r.stderr).toBe(0);
    expect(Buffer.byteLength(readdirSync(join(base, 'xm', 'memories', 'chats')).find((f) => f.includes('聊天记录')) as string)).toBeLessThan(100);
    const three = join(tempDir(), 'three.txt');
    writeFileSync(three, '2026-01-01 10:00:00\n小美\nhi\n\n2026-01-01 10:01:00\nLeo\nhey\n\n2026-01-01 10:02:00\nJess\nyo\n');
    const crush2 = crush();
    const who = crush2.run('import', 'xm', three);
    expect(who.stderr.match(/which sender is you\?/g)).toHaveLength(1);
    expect(crush2.run('import', 'xm', three, '--target', '').code).toBe(2);
  });

  it('an older chat imported after a newer log does not move last_interaction back', () => {
    const { base, run } = crush();
    expect(run('log', 'xm', 'meeting', '--summary', 'coffee', '--time', '2026-11-30T18:00').code).toBe(0);
    expect(run('import', 'xm', join(DIR, 'wechat.txt'), '--track-time').code).toBe(0);
    const meta = JSON.parse(readFileSync(join(base, 'xm', 'meta.json'), 'utf8')) as Record<string, unknown>;
    expect(meta['last_interaction']).toBe('2026-11-30T18:00:00');
    expect(meta['interaction_count']).toBe(81);
  });
});
