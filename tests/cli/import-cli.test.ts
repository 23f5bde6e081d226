import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

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
    const r = run('import', 'xm', chat, '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('which sender is you?');
    expect(run('import', 'xm', chat).stderr).toContain('哪个发言人是你？其他发言人有 Leo (1), Jess (1)：用 --user 名字 指定');
    expect(r.stderr).toContain('Leo (1), Jess (1)');
    expect(r.stderr).toContain('--user NAME');
    expect(treeHash(base)).toBe(before);
    expect(run('import', 'xm', chat, '--user', 'Leo', '--track-time').code).toBe(0);
    expect(readFileSync(join(base, 'xm', 'interactions.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('refuses a missing file, a crush not there, a name no message has, and an unknown format, with exit 2 and nothing written', () => {
    const { base, run } = crush();
    const before = treeHash(base);
    expect(run('import', 'xm', join(DIR, 'nope.txt'), '--lang', 'en').stderr).toContain('nope.txt: no such file');
    expect(run('import', 'nobody', join(DIR, 'wechat.txt')).code).toBe(2);
    const wrong = run('import', 'xm', join(DIR, 'wechat.txt'), '--target', '小雨', '--lang', 'en');
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
    const who = crush2.run('import', 'xm', three, '--lang', 'en');
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

describe('simp import: an export where only you speak', () => {
  const ONE_SIDED = '2026-10-20 20:41:03\n阿明\n在吗\n\n2026-10-20 20:45:10\n阿明\n今天下班早吗？想请你吃饭\n\n2026-10-21 23:30:00\n阿明\n晚安\n';

  it('imports it with --track-time, says plainly they never answered (zh and en), and writes the records', () => {
    const { base, run } = crush();
    const chat = join(tempDir(), 'one-sided.txt');
    writeFileSync(chat, ONE_SIDED);
    const en = run('import', 'xm', chat, '--track-time', '--lang', 'en');
    expect(en.code, en.stderr).toBe(0);
    expect(en.stdout).toContain('them: 小美  you: 阿明');
    expect(en.stdout).toContain('Only your messages are in this export');
    expect(en.stdout).toContain('📊 -3 / 25 — 🔴 Warning (3 messages)');
    expect(en.stdout).toContain('⏱ Interaction records: 3 new');
    const lines = readFileSync(join(base, 'xm', 'interactions.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { type: string }).type)).toEqual(['chat_sent', 'chat_sent', 'chat_sent']);
    const zh = run('import', 'xm', chat, '--track-time');
    expect(zh.code, zh.stderr).toBe(0);
    expect(zh.stdout).toContain('只有你的消息');
    expect(zh.stdout).toContain('⏱ 互动记录：新增 0 条，3 条已经有了');
    const meta = JSON.parse(readFileSync(join(base, 'xm', 'meta.json'), 'utf8')) as Record<string, unknown>;
    expect([meta['chat_user'], meta['chat_score']]).toEqual(['阿明', -3]);
  });

  it('a --target nobody in the file has: the lone sender is you; among several senders it is refused with their list, exit 2, nothing written', () => {
    const { base, run } = crush();
    const chat = join(tempDir(), 'one-sided.txt');
    writeFileSync(chat, ONE_SIDED);
    const before = treeHash(base);
    for (const lang of ['en', 'zh']) {
      const r = run('import', 'xm', join(DIR, 'wechat.txt'), '--target', '小雨', '--lang', lang);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('wechat.txt');
      expect(r.stderr).toContain('小雨');
      expect(r.stderr).toMatch(/小美 \(\d+\), 我 \(\d+\)/);
      expect(r.stderr).toContain('--target');
    }
    expect(run('import', 'xm', join(DIR, 'wechat.txt'), '--target', '小雨', '--lang', 'zh').stderr).toContain('没有“小雨”的消息');
    expect(treeHash(base)).toBe(before);
    const ok = run('import', 'xm', chat, '--target', '小雨', '--lang', 'en');
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('them: 小雨  you: 阿明');
  });
});

describe('simp import: refusals in the verb language', () => {
  it('a file with no message, a missing file: exit 2, the file named, in zh and in en, nothing written', () => {
    const { base, run } = crush();
    const junk = join(tempDir(), 'notes.txt');
    writeFileSync(junk, 'shopping list\nmilk\n');
    const before = treeHash(base);
    const en = run('import', 'xm', junk, '--lang', 'en');
    expect(en.code).toBe(2);
    expect(en.stderr).toContain('notes.txt');
    expect(en.stderr).toContain('--format');
    const zh = run('import', 'xm', junk);
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain('notes.txt');
    expect(zh.stderr).toContain('读不到任何消息');
    expect(run('import', 'xm', join(DIR, 'nope.txt')).stderr).toContain('nope.txt：没有这个文件');
    expect(treeHash(base)).toBe(before);
  });
});

describe('simp import --help', () => {
  it('shows one example line of every layout it reads, and each one, written to a file, is read as that layout', async () => {
    const { detectFormat } = await import('../../src/engine/chat/detect.js');
    const { openChatFile } = await import('../../src/memory/formats/chat-file.js');
    const { readChatFile } = await import('../../src/flows/chat-import.js');
    const { CHAT_FORMATS } = await import('../../src/engine/chat/formats.js');
    const r = simp(['import', '--help']);
    expect(r.code).toBe(0);
    const layouts = [...r.stdout.matchAll(/^ {2}(\w+)(?: \(([^)]*)\))? {2,}(.+)$/gm)].filter((m) => (CHAT_FORMATS as readonly string[]).includes(m[1] as string));
    // Every format --format takes, and the time-and-name line without QQ's number.
    expect(new Set(layouts.map((m) => m[1]))).toEqual(new Set(CHAT_FORMATS));
    expect(layouts.length).toBe(CHAT_FORMATS.length + 1);
    for (const m of layouts) {
      const file = join(tempDir(), 'export.dat');
      writeFileSync(file, `${(m[3] as string).replaceAll(' ↵ ', '\n')}\n`);
      const f = openChatFile(file);
      expect([m[3], detectFormat(f.name, f.sample)]).toEqual([m[3], m[1]]);
      const out: Array<{ sender: string; content: string }> = [];
      await readChatFile(f, detectFormat(f.name, f.sample), (x) => out.push(x), () => undefined);
      expect([m[3], out.map((x) => [x.sender, x.content])]).toEqual([m[3], [['阿明', '在吗']]]);
    }
    expect(r.stdout).toMatch(/--encoding <encoding>[\s\S]*big5/);
  });

  it('a Big5 export is read as Big5, told from its bytes or with --encoding big5', () => {
    const { run } = crush('曉雯');
    const chat = join(tempDir(), 'big5.txt');
    const text = '2026-11-02 21:05:11\n曉雯\n你今天過得怎麼樣？\n\n2026-11-02 21:06:40\n阿明\n還不錯，剛下班。妳呢？\n';
    const py = spawnSync('python3', ['-c', 'import sys; sys.stdout.buffer.write(sys.stdin.read().encode("big5"))'], { input: Buffer.from(text, 'utf8'), env: { ...process.env, PYTHONIOENCODING: 'utf-8' } });
    expect(py.status, String(py.stderr)).toBe(0);
    writeFileSync(chat, py.stdout);
    for (const extra of [[], ['--encoding', 'big5']]) {
      const r = run('import', 'xm', chat, '--json', ...extra);
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { target: string; user: string; files: Array<{ encoding: string; messages: number }> };
      expect([out.files[0]?.encoding, out.files[0]?.messages, out.target, out.user]).toEqual(['big5', 2, '曉雯', '阿明']);
    }
  });
});
