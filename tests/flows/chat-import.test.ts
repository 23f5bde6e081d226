import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { openChatFile } from '../../src/memory/formats/chat-file.js';
import { importChats, readChatFile, WhoIsWhoError } from '../../src/flows/chat-import.js';
import { bandFor } from '../../src/engine/index.js';
import { detectFormat } from '../../src/engine/chat/detect.js';
import { isoOf, type ChatMessage } from '../../src/engine/chat/message.js';
import { chatReport } from '../../src/present/chat-report.js';
import { tempDir, treeHash } from '../helpers/temp.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

// Export times in seconds are read in the local zone (as the reference reads them); the expected files were made in UTC.
process.env.TZ = 'UTC';

const DIR = resolve(import.meta.dirname, '..', 'fixtures', 'chats');
const EXPECTED = join(DIR, 'expected');
const HARNESS = resolve(import.meta.dirname, '..', 'helpers', 'chat-reference.py');

interface Case {
  file: string;
  target: string;
  user: string;
  slug: string;
  twin_of: string | null;
  reference_error: string | null;
}
const MANIFEST = JSON.parse(readFileSync(join(EXPECTED, 'manifest.json'), 'utf8')) as Case[];
/**
 * Where simp reads differently on purpose: the reference's CSV reader takes a
 * quote that never closes as a field running to the end of the file (the last
 * rows become one message); simp reports that row and leaves it out.
 */
const LAST_LEFT_OUT = new Set(['broken.csv']);
/**
 * And an MHT file's page is read up to the end of its MIME part: the reference
 * reads on into the base64 pictures after it, gluing them to the last message.
 */
const MIME_TRAILER = / ------=_NextPart[\s\S]*$/;
const PAGE_ONLY = new Set(['qq.mht']);

/** Where the reference's output is what a correct importer gives: its own file, or the UTF-8 twin of a file it cannot decode. */
const truthOf = (c: Case) => c.twin_of ?? c.file;

async function parsed(file: string): Promise<ChatMessage[]> {
  const f = openChatFile(join(DIR, file));
  const out: ChatMessage[] = [];
  await readChatFile(f, detectFormat(f.name, f.sample), (m) => out.push(m), () => undefined);
  return out;
}

/** As the reference keeps them: from either side (names matched as substrings), in time order. */
const relevant = (ms: ChatMessage[], c: Case) =>
  ms
    .filter((m) => m.sender.includes(c.target) || m.sender.includes(c.user))
    .map((m, i) => ({ m, i }))
    .sort((a, b) => a.m.ts - b.m.ts || a.i - b.i)
    .map(({ m }) => ({ ts: isoOf(m.ts), sender: m.sender, content: m.content, type: m.type }));

async function imported(c: Case, trackTime = true) {
  const base = tempDir();
  const mem = openMemory({ baseDir: base });
  mem.create({ slug: c.slug, nickname: c.target });
  const r = await importChats(mem, c.slug, { files: [join(DIR, c.file)], target: c.target, user: c.user, trackTime }, (o) => chatReport(o, 'zh', new Date()));
  return { base, mem, r, interactions: () => readFileSync(join(base, c.slug, 'interactions.jsonl'), 'utf8') };
}

describe('chat import: the six formats, read as the reference reads them', () => {
  it('the fixture set covers every format, the encodings and the broken files', () => {
    const formats = new Set(MANIFEST.map((c) => c.file.split('.').pop()));
    for (const ext of ['txt', 'mht', 'html', 'csv', 'json']) expect(formats).toContain(ext);
    expect(MANIFEST.length).toBeGreaterThanOrEqual(12);
  });

  for (const c of MANIFEST) {
    const truth = truthOf(c);
    let reference = JSON.parse(readFileSync(join(EXPECTED, `${truth}.messages.json`), 'utf8')) as unknown;
    if (!Array.isArray(reference)) continue;
    if (LAST_LEFT_OUT.has(c.file)) reference = reference.slice(0, -1);
    if (PAGE_ONLY.has(c.file)) reference = (reference as Array<{ content: string }>).map((m) => ({ ...m, content: m.content.replace(MIME_TRAILER, '') }));
    it(`${c.file}: the same messages as the reference${c.twin_of ? ` reads from ${c.twin_of}` : ''}`, async () => {
      expect(relevant(await parsed(c.file), c)).toEqual(reference);
    });
  }

  for (const c of MANIFEST.filter((x) => x.reference_error === null && existsSync(join(EXPECTED, `${truthOf(x)}.interactions.jsonl`)))) {
    it(`${c.file} --track-time: the time tracker's records line for line; importing again adds none`, async () => {
      const { mem, r, interactions } = await imported(c);
      let want = readFileSync(join(EXPECTED, `${truthOf(c)}.interactions.jsonl`), 'utf8');
      if (LAST_LEFT_OUT.has(c.file)) want = want.replace(/[^\n]*\n$/, '');
      // The summary is the first 50 characters: the page's own text, where the reference's ran into the trailer.
      if (PAGE_ONLY.has(c.file)) want = want.replace(/("content_summary": ")([^"]*?) ------=_NextPart[^"]*"/g, '$1$2"');
      expect(interactions()).toBe(want);
      expect(r.interactions?.written).toBe(want === '' ? 0 : want.trim().split('\n').length);
      const again = await importChats(mem, c.slug, { files: [join(DIR, c.file)], trackTime: true }, (o) => chatReport(o, 'zh', new Date()));
      expect(again.interactions?.written).toBe(0);
      expect(interactions()).toBe(want);
      // The names were remembered: the second import needed neither.
      expect([again.target, again.user]).toEqual([c.target, c.user]);
    });
  }
});

describe('chat import: the score', () => {
  itWithShared("gives the reference analyzer's numbers (its follow-up slip fixed) on every fixture it reads", async () => {
    const cases = MANIFEST.filter((c) => c.twin_of === null && c.reference_error === null && !LAST_LEFT_OUT.has(c.file));
    const res = spawnSync('python3', [HARNESS, resolve(SKILL_TOOLS, '..')], {
      input: JSON.stringify(cases.map((c) => ({ path: join(DIR, c.file), target: c.target, user: c.user, page_only: PAGE_ONLY.has(c.file) }))),
      encoding: 'utf8',
    });
    if (res.error) throw new Error(`cannot run python3: ${res.error.message}`);
    expect(res.status, res.stderr).toBe(0);
    const want = JSON.parse(res.stdout) as Array<Record<string, unknown>>;
    for (const [i, c] of cases.entries()) {
      const w = want[i] as Record<string, unknown>;
      if ('error' in w || w['messages'] === 0) continue;
      const { r } = await imported(c, false);
      const a = r.analysis;
      const counts = w['counts'] as Record<string, number>;
      expect([c.file, a.total, a.fromTarget, a.fromUser, a.targetPercent], c.file).toEqual([c.file, counts['total'], counts['from_target'], counts['from_user'], counts['target_ratio']]);
      expect([c.file, a.initiative.target, a.initiative.user, a.initiative.targetPercent]).toEqual([c.file, ...(w['initiative'] as unknown[])]);
      const [avg, fast, userAvg] = w['reply'] as [number | null, number | null, number | null];
      expect([c.file, a.reply.target.avgSeconds, a.reply.target.fastPercent, a.reply.user.avgSeconds]).toEqual([c.file, avg, fast, userAvg]);
      expect([c.file, a.length.targetAvg, a.length.userAvg, a.length.targetLong]).toEqual([c.file, ...(w['length'] as unknown[])]);
      expect([c.file, a.lateNight.targetMessages, a.lateNight.targetOpens]).toEqual([c.file, ...(w['late'] as unknown[])]);
      expect([c.file, a.followUps]).toEqual([c.file, w['follow_ups']]);
      expect([c.file, a.topWords]).toEqual([c.file, w['top_topics']]);
      expect([c.file, a.particles]).toEqual([c.file, w['particles']]);
      expect([c.file, a.score]).toEqual([c.file, w['score']]);
    }
  });
});

describe('chat import: exports that are hard to read', () => {
  it('reads a WeChat HTML export of messages without a sender in one pass (no match reaches past the next message), taking none of them', async () => {
    const dir = tempDir();
    const file = join(dir, 'nosender.html');
    const one = '<div class="message"><span class="time">2024-01-01 10:00:00</span><div class="content">hi</div></div>\n';
    writeFileSync(file, `<html><body>\n${one.repeat(5000)}<div class="message"><span class="time">2024-01-02 10:00:00</span><span class="sender">Mia</span><div class="content">end</div></div></body></html>`);
    const f = openChatFile(file);
    const out: ChatMessage[] = [];
    await readChatFile(f, detectFormat(f.name, f.sample), (m) => out.push(m), () => undefined);
    // The last sender-less message takes the next one's sender and text, as the reference reads it; the rest have none.
    expect(out.map((m) => [isoOf(m.ts), m.sender, m.content])).toEqual([['2024-01-01T10:00:00', 'Mia', 'end']]);
  });
});

describe('chat import: telling the format', () => {
  it('tells each fixture as the reference does, and a renamed export by what it holds', () => {
    for (const c of MANIFEST as Array<Case & { format_detected: string }>) {
      if (c.twin_of !== null) continue;
      const f = openChatFile(join(DIR, c.file));
      expect([c.file, detectFormat(f.name, f.sample)]).toEqual([c.file, c.format_detected]);
    }
    for (const [file, format] of [['wechat.csv', 'wechat_csv'], ['chat.json', 'json'], ['qq.mht', 'qq_mht'], ['wechat.html', 'wechat_html'], ['qq.txt', 'qq_txt']] as const) {
      const renamed = join(tempDir(), 'export.dat');
      writeFileSync(renamed, readFileSync(join(DIR, file)));
      const f = openChatFile(renamed);
      expect([file, detectFormat(f.name, f.sample)]).toEqual([file, format]);
    }
  });
});

/** The reference's own score and interaction records for one export (chat_parser.parse_chat, SignalAnalyzer, extract_time_data). */
function referenceRun(path: string, target: string, user: string, slug: string): { messages: number; score: number; level: string; interactions: string } {
  const script = [
    'import json, sys, tempfile',
    'from pathlib import Path',
    'sys.path.insert(0, sys.argv[1])',
    'from tools import chat_parser as cp',
    'path, target, user, slug = sys.argv[2:6]',
    'msgs = cp.parse_chat(path, target, user)',
    'score = cp.SignalAnalyzer(msgs, target, user).signal_score()',
    'with tempfile.TemporaryDirectory() as tmp:',
    '    crush = Path(tmp) / "crushes" / slug',
    '    crush.mkdir(parents=True)',
    '    (crush / "meta.json").write_text("{}", encoding="utf-8")',
    '    cp.extract_time_data(msgs, target, user, slug, base_dir=Path(tmp) / "crushes")',
    '    p = crush / "interactions.jsonl"',
    '    lines = p.read_text(encoding="utf-8") if p.exists() else ""',
    'print(json.dumps({"messages": len(msgs), "score": score["score"], "level": score["level"], "interactions": lines}, ensure_ascii=False))',
  ].join('\n');
  const res = spawnSync('python3', ['-c', script, resolve(SKILL_TOOLS, '..'), path, target, user, slug], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
  if (res.error) throw new Error(`cannot run python3: ${res.error.message}`);
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout) as { messages: number; score: number; level: string; interactions: string };
}

/** A WeChat TXT export in which only 阿明 (you) writes: the crush never answered. */
const ONE_SIDED =
  '2026-10-20 20:41:03\n阿明\n在吗\n\n2026-10-20 20:45:10\n阿明\n今天下班早吗？想请你吃饭\n\n2026-10-21 12:02:00\n阿明\n中午吃了什么\n\n' +
  '2026-10-21 23:30:00\n阿明\n晚安\n\n2026-10-23 19:00:00\n阿明\n周末有空吗？新开了一家火锅店\n';

function oneSidedCrush(nickname = '小美') {
  const base = tempDir();
  const mem = openMemory({ baseDir: base });
  mem.create({ slug: 'xm', nickname });
  const file = join(tempDir(), 'one-sided.txt');
  writeFileSync(file, ONE_SIDED);
  return { base, mem, file };
}

const render = (o: Parameters<typeof chatReport>[0]) => chatReport(o, 'zh', new Date());

describe('chat import: an export where only you speak', () => {
  itWithShared('is imported: the lone sender is you, scored as the reference scores one side (-3 / 25, 🔴), and the interaction records are the reference\'s', async () => {
    const { base, mem, file } = oneSidedCrush();
    const r = await importChats(mem, 'xm', { files: [file], trackTime: true }, render);
    expect([r.target, r.user, r.oneSided]).toEqual(['小美', '阿明', true]);
    expect([r.analysis.total, r.analysis.fromTarget, r.analysis.fromUser]).toEqual([5, 0, 5]);
    const ref = referenceRun(file, '小美', '阿明', 'xm');
    expect(ref.messages).toBe(5);
    expect([r.analysis.score, ref.score]).toEqual([-3, -3]);
    expect(ref.level).toContain('🔴');
    expect(bandFor(r.analysis.score).marker).toBe('🔴');
    expect(readFileSync(join(base, 'xm', 'interactions.jsonl'), 'utf8')).toBe(ref.interactions);
    expect(r.interactions).toEqual({ written: 5, already: 0 });
    // The report says it plainly, in either language.
    const report = readFileSync(join(base, 'xm', r.report), 'utf8');
    expect(report).toContain('只有你的消息');
    expect(report).toContain('-3 / 25 分');
    expect(chatReport(r, 'en', new Date())).toContain('Only your messages are in this export');
    // You are remembered; their name, never seen in the file, is not pinned from the nickname.
    const meta = mem.meta('xm') as Record<string, unknown>;
    expect([meta['chat_user'], meta['chat_target'], meta['chat_score']]).toEqual(['阿明', undefined, -3]);
  });

  it('--track-time is one write: when the records cannot be appended, neither the report nor meta.json changed', async () => {
    const { base, mem, file } = oneSidedCrush();
    const log = join(base, 'xm', 'interactions.jsonl');
    // A second name for the records' file elsewhere: the append refuses it (as a full disk would fail it), the read does not.
    if (!existsSync(log)) writeFileSync(log, '');
    linkSync(log, join(tempDir(), 'elsewhere.jsonl'));
    const before = treeHash(join(base, 'xm'));
    await expect(importChats(mem, 'xm', { files: [file], trackTime: true }, render)).rejects.toThrow();
    expect(treeHash(join(base, 'xm'))).toBe(before);
    expect(existsSync(join(base, 'xm', 'memories', 'chats')) && readdirSync(join(base, 'xm', 'memories', 'chats')).length > 0).toBe(false);
  });

  it('a --target that names nobody in it, or a remembered one, still leaves the lone sender as you; a --target given is remembered', async () => {
    const { mem, file } = oneSidedCrush();
    const r = await importChats(mem, 'xm', { files: [file], target: '小雨' }, render);
    expect([r.target, r.user, r.oneSided, r.analysis.score]).toEqual(['小雨', '阿明', true, -3]);
    expect((mem.meta('xm') as Record<string, unknown>)['chat_target']).toBe('小雨');
    const again = await importChats(mem, 'xm', { files: [file] }, render);
    expect([again.target, again.user, again.oneSided]).toEqual(['小雨', '阿明', true]);
    // A two-sided export is not one-sided.
    const both = await importChats(mem, 'xm', { files: [join(DIR, 'wechat.txt')], target: '小美', user: '我' }, render);
    expect(both.oneSided).toBe(false);
    expect(chatReport(both, 'en', new Date())).not.toContain('Only your messages');
  });

  it('refuses, writing nothing: a --target no sender has among several senders (naming them), and a --user that is not the lone sender', async () => {
    const { base, mem, file } = oneSidedCrush();
    const before = treeHash(base);
    const several = importChats(mem, 'xm', { files: [join(DIR, 'wechat.txt')], target: '小雨' }, render);
    await expect(several).rejects.toBeInstanceOf(WhoIsWhoError);
    await expect(several).rejects.toThrow(/no message from "小雨".*小美 \(\d+\), 我 \(\d+\)/);
    await expect(importChats(mem, 'xm', { files: [file], user: '我' }, render)).rejects.toThrow(/no message from "我" \(you\).*阿明 \(5\)/);
    expect(treeHash(base)).toBe(before);
  });
});

describe('chat import: time and name on one line, the message below (no QQ preamble)', () => {
  const PLAIN = '2026-10-20 20:41:03 阿明\n在吗\n\n2026-10-20 20:42:10 小美\n在的\n怎么啦\n\n2026-10-20 20:43:00 阿明\n周末去看电影吗？\n';

  it('is told from its text and read without --format', async () => {
    const file = join(tempDir(), 'export.txt');
    writeFileSync(file, PLAIN);
    const f = openChatFile(file);
    expect(detectFormat(f.name, f.sample)).toBe('qq_txt');
    const base = tempDir();
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'xm', nickname: '小美' });
    const r = await importChats(mem, 'xm', { files: [file] }, render);
    expect([r.files[0]?.format, r.files[0]?.messages, r.target, r.user]).toEqual(['qq_txt', 3, '小美', '阿明']);
    const out: ChatMessage[] = [];
    await readChatFile(f, 'qq_txt', (m) => out.push(m), () => undefined);
    expect(out.map((m) => [isoOf(m.ts), m.sender, m.content])).toEqual([
      ['2026-10-20T20:41:03', '阿明', '在吗'],
      ['2026-10-20T20:42:10', '小美', '在的\n怎么啦'],
      ['2026-10-20T20:43:00', '阿明', '周末去看电影吗？'],
    ]);
  });

  it('a WeChat TXT export whose messages quote such a line is still WeChat TXT', () => {
    const file = join(tempDir(), 'export.txt');
    writeFileSync(file, '2026-10-20 20:41:03\n小美\n你看这条：\n2026-10-19 10:00:00 阿明 说的\n\n2026-10-20 20:42:10\n阿明\n哈哈\n');
    const f = openChatFile(file);
    expect(detectFormat(f.name, f.sample)).toBe('wechat_txt');
  });
});

describe('chat import: Big5', () => {
  /** A Traditional-Chinese WeChat TXT export, and the same text encoded by Python's codecs. */
  const TRADITIONAL =
    '2026-11-02 21:05:11\n曉雯\n你今天過得怎麼樣？\n\n2026-11-02 21:06:40\n阿明\n還不錯，剛下班。妳呢？\n\n2026-11-02 21:07:02\n曉雯\n我在家看電影，這部很好看\n\n' +
    '2026-11-02 21:09:30\n阿明\n哪一部？週末我們一起去看吧\n\n2026-11-02 21:10:05\n曉雯\n好啊！說定了哦\n';
  const encoded = (text: string, codec: string): Buffer => {
    const res = spawnSync('python3', ['-c', `import sys; sys.stdout.buffer.write(sys.stdin.read().encode(${JSON.stringify(codec)}))`], { input: Buffer.from(text, 'utf8'), env: { ...process.env, PYTHONIOENCODING: 'utf-8' } });
    if (res.error) throw new Error(`cannot run python3: ${res.error.message}`);
    expect(res.status, String(res.stderr)).toBe(0);
    return res.stdout;
  };

  it('is told from its bytes and read with the names right (the same messages as its UTF-8 twin)', async () => {
    const dir = tempDir();
    const big5 = join(dir, 'big5.txt');
    const utf8 = join(dir, 'utf8.txt');
    writeFileSync(big5, encoded(TRADITIONAL, 'big5'));
    writeFileSync(utf8, TRADITIONAL);
    const f = openChatFile(big5);
    expect(f.encoding).toBe('big5');
    const out: ChatMessage[] = [];
    await readChatFile(f, detectFormat(f.name, f.sample), (m) => out.push(m), () => undefined);
    expect([...new Set(out.map((m) => m.sender))]).toEqual(['曉雯', '阿明']);
    expect(out.map((m) => m.content)).toContain('好啊！說定了哦');
    const twin = openChatFile(utf8);
    const want: ChatMessage[] = [];
    await readChatFile(twin, detectFormat(twin.name, twin.sample), (m) => want.push(m), () => undefined);
    expect(out).toEqual(want);
    const base = tempDir();
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'xw', nickname: '曉雯' });
    const r = await importChats(mem, 'xw', { files: [big5] }, render);
    expect([r.files[0]?.encoding, r.target, r.user, r.analysis.total]).toEqual(['big5', '曉雯', '阿明', 5]);
  });

  it('GB18030 stays GB18030, Traditional characters and all', () => {
    const dir = tempDir();
    const gb = join(dir, 'gb.txt');
    writeFileSync(gb, encoded(TRADITIONAL, 'gb18030'));
    expect(openChatFile(gb).encoding).toBe('gb18030');
    expect(openChatFile(join(DIR, 'wechat-gb18030.txt')).encoding).toBe('gb18030');
  });
});

describe('chat import: week by week', () => {
  // Two weeks: in the first she opens once and you once; in the second you open twice.
  const TWO_WEEKS =
    '2026-03-02 09:00:00\n小美\n早呀\n\n2026-03-02 09:02:00\n阿明\n早！\n\n2026-03-02 09:06:00\n小美\n今天忙吗？\n\n' +
    '2026-03-04 20:00:00\n阿明\n在吗\n\n2026-03-04 20:10:00\n小美\n在的\n\n' +
    '2026-03-09 12:00:00\n阿明\n午饭吃啥\n\n2026-03-09 12:30:00\n小美\n面\n\n' +
    '2026-03-11 21:00:00\n阿明\n晚上好\n\n2026-03-11 21:20:00\n小美\n嗯\n';

  it('who opened the conversations and the median reply of each, per week, in the report in zh and en and in the analysis', async () => {
    const base = tempDir();
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'xm', nickname: '小美' });
    const file = join(tempDir(), 'two-weeks.txt');
    writeFileSync(file, TWO_WEEKS);
    const r = await importChats(mem, 'xm', { files: [file], target: '小美', user: '阿明', trackTime: false }, render);
    expect(r.analysis.weeks.map((w) => [isoOf(w.monday).slice(0, 10), w.theyOpened, w.youOpened, w.theirReply, w.yourReply])).toEqual([
      ['2026-03-02', 1, 1, 600, 120],
      ['2026-03-09', 0, 2, 1800, null],
    ]);
    const zh = readFileSync(join(base, 'xm', r.report), 'utf8');
    expect(zh).toContain('## 📆 每周：谁先开口、回复速度');
    expect(zh).toContain('| 2026-03-02 | 1 | 1 | 10分钟 | 2分钟 |');
    expect(zh).toContain('| 2026-03-09 | 0 | 2 | 30分钟 | — |');
    const en = chatReport(r, 'en', new Date());
    expect(en).toContain('| week of (Monday) | they opened | you opened | their reply (median) | yours (median) |');
    expect(en).toContain('| 2026-03-09 | 0 | 2 | 30 min | — |');
  });
});
