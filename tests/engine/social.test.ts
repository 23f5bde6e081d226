import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { platformOf, postsOf, scanSignals, signalTotals, type Platform, type SignalKind } from '../../src/engine/social.js';
import { scanSocial } from '../../src/memory/outside/social-scan.js';
import { readSocial, type SocialScanResult } from '../../src/flows/social.js';
import { socialText } from '../../src/present/social-report.js';
import { openMemory } from '../../src/memory/index.js';
import { tempDir } from '../helpers/temp.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

/** The parser's names of platforms and kinds, as its report prints them. */
const THEIR_PLATFORM: Record<Platform, string> = { weibo: '微博', xiaohongshu: '小红书', moments: '微信朋友圈', douyin: '抖音', instagram: 'Instagram', twitter: 'Twitter / X', bilibili: '哔哩哔哩', unknown: '未知来源' };
const THEIR_KIND: Record<SignalKind, string> = { positive: '积极信号', low: '情绪低落', romance: '感情相关' };

const u8 = (s: string) => Buffer.from(s, 'utf8');

/** Exported posts of every kind the parser meets: platforms in names, JSON shapes, bad JSON, bad bytes, line ends, the 5,000-character cap. */
const FILES: Record<string, string | Buffer> = {
  'weibo_2024.txt': '今天好开心，和朋友一起去约会。\nMiss you, HAPPY day!\n',
  'xhs_notes.md': '最近有点难过，总是失眠。\r\nFeeling LONELY tonight.\r\n好想哭\n',
  'moments/朋友圈_1.txt': '我好像喜欢一个人了，心跳好快，脸红。',
  'posts_weibo.json': JSON.stringify([
    { text: '今天很开心', created_at: '2024-05-01' },
    { text: '', content: '一起看电影吧' },
    { text: 0, content: '', description: '想你了', time: 1714521600 },
    { body: 'I like' },
    { text: 'someone who is kind', date: true },
    { text: ['开心', "it's"] },
    { content: { note: 'sad\nday' } },
    { text: '  \u3000 ' },
  ]),
  'data_export.json': JSON.stringify({ data: [{ content: 'crush on you' }], posts: [{ text: 'ignored 开心' }] }),
  'broken_dy_.json': '{"text": "表白 crush", ',
  'shape.json': JSON.stringify([{ text: '开心' }, 'not a post', { text: '伤心' }]),
  'bad-utf8.json': Buffer.concat([u8('[{"text": "开'), Buffer.from([0xff]), u8('心"}]')]),
  'big.txt': `${'ab\r\n'.repeat(1666)}心动${'x'.repeat(10)}表白`,
  'bad-utf8.txt': Buffer.concat([u8('开'), Buffer.from([0xff, 0xc3]), u8('心\n')]),
  'bom.txt': '\ufeff期待见面',
  'exact.csv': `${'y'.repeat(4996)}date`,
  '.hidden.txt': '开心',
  'empty.md': '',
  'ig_story.jpg': 'x',
  '小红书截图.png': 'x'.repeat(3000),
  'random.gif': 'x',
  'sub/bili_cover.webp': 'x',
  'wb_1.JPG': 'x',
  'other.docx': 'x',
  '.DS_Store': 'x',
};

function socialFolder(files: Record<string, string | Buffer> = FILES): string {
  const dir = tempDir();
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  return dir;
}

function run(args: string[], input?: string): string {
  const res = spawnSync('python3', args, { input, encoding: 'utf8' });
  if (res.error) throw new Error(`cannot run python3: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`python failed: ${res.stderr}`);
  return res.stdout;
}

/** The parser's own functions on our inputs: `code` sees `sp` (the module) and `data`, and prints JSON. */
const parser = (code: string, data: unknown): unknown =>
  JSON.parse(run(['-c', `import sys, json\nsys.path.insert(0, ${JSON.stringify(SKILL_TOOLS)})\nimport social_parser as sp\ndata = json.load(sys.stdin)\n${code}`], JSON.stringify(data)));

interface TheirReport {
  images: number;
  texts: number;
  imageGroups: Record<string, number>;
  files: Record<string, { platform: string; posts: number | null; signals: Record<string, string[]> }>;
  summary: Record<string, string>;
}

/** What `social_parser.py --dir` reports, read back from its Markdown (file contents skipped). */
function theirReport(dir: string): TheirReport {
  const out = run([join(SKILL_TOOLS, 'social_parser.py'), '--dir', dir]);
  const r: TheirReport = { images: Number(/\| 图片 \| (\d+) 张 \|/.exec(out)?.[1]), texts: Number(/\| 文字文件 \| (\d+) 个 \|/.exec(out)?.[1]), imageGroups: {}, files: {}, summary: {} };
  let section = '';
  let file: TheirReport['files'][string] | null = null;
  let fenced = false;
  for (const line of out.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    if (line.startsWith('## ')) section = line;
    let m: RegExpExecArray | null;
    if (section.includes('图片清单') && (m = /^### (.+)（(\d+) 张）$/.exec(line))) r.imageGroups[m[1] as string] = Number(m[2]);
    if ((m = /^### 📄 (.+)$/.exec(line))) r.files[m[1] as string] = file = { platform: '', posts: null, signals: {} };
    if (file && (m = /^\*\*来源平台\*\*：(.+)$/.exec(line))) file.platform = m[1] as string;
    if (file && (m = /^\*\*解析到 (\d+) 条内容\*\*：$/.exec(line))) file.posts = Number(m[1]);
    if (file && section.includes('文字内容') && (m = /^- (.+?)：(`.*`)$/.exec(line))) file.signals[m[1] as string] = [...(m[2] as string).matchAll(/`([^`]+)`/g)].map((x) => x[1] as string);
    if (section.includes('信号汇总') && (m = /^\*\*(.+?)\*\*：(.+)$/.exec(line))) r.summary[m[1] as string] = m[2] as string;
  }
  return r;
}

/** Our scan in the same terms. */
function ourReport(r: SocialScanResult): TheirReport {
  const imageGroups: Record<string, number> = {};
  for (const i of r.images) imageGroups[THEIR_PLATFORM[i.platform]] = (imageGroups[THEIR_PLATFORM[i.platform]] ?? 0) + 1;
  const files = Object.fromEntries(
    r.files.map((f) => [f.rel, { platform: THEIR_PLATFORM[f.platform], posts: f.posts ? f.posts.length : null, signals: Object.fromEntries(f.signals.map((h) => [THEIR_KIND[h.kind], h.words])) }]),
  );
  const summary = Object.fromEntries(r.totals.map((t) => [THEIR_KIND[t.kind], t.words.slice(0, 5).map((w) => (w.files > 1 ? `${w.word}×${w.files}` : w.word)).join(', ')]));
  return { images: r.images.length, texts: r.files.length + r.unreadable.length, imageGroups, files, summary };
}

function crushWith(dir?: string) {
  const base = tempDir();
  const mem = openMemory({ baseDir: base });
  mem.create({ slug: 'p', nickname: 'P' });
  return { mem, base, dir };
}

describe('social scan: the social parser', () => {
  itWithShared('finds what social_parser.py reports on the same folder: counts, platforms, posts, signals per file and summed', () => {
    const dir = socialFolder();
    const { mem } = crushWith();
    const ours = readSocial(mem, 'p', { dir });
    const theirs = theirReport(dir);
    expect(ourReport(ours)).toEqual(theirs);
    expect(Object.keys(theirs.files)).toHaveLength(14);
    expect(theirs.files['posts_weibo.json']?.signals['感情相关']).toEqual(['like someone']); // only across two posts joined
    expect(theirs.files['big.txt']?.signals).toEqual({ 感情相关: ['心动'] }); // 表白 lies past the 5,000 characters
    expect(ours.badJson).toBe(2);
    expect(ours.others).toBe(1);
  });

  itWithShared('reads each file as the parser does: the same posts, the same first 5,000 characters, the same words', () => {
    const dir = socialFolder();
    const scan = scanSocial(dir);
    const texts = scan.texts.map((t) => join(dir, t.rel));
    const theirs = parser(
      `print(json.dumps({'posts': [sp.parse_json_export(p) for p in data], 'heads': [open(p, encoding='utf-8', errors='ignore').read(5000) for p in data], 'signals': [sp.scan_signals(open(p, encoding='utf-8', errors='ignore').read(5000)) for p in data]}))`,
      texts,
    ) as { posts: Array<Array<{ text: string; time: string }>>; heads: string[]; signals: Array<Record<string, string[]>> };
    expect(scan.texts.map((t) => (t.json && 'value' in t.json ? (postsOf(t.json.value) ?? []) : []))).toEqual(scan.texts.map((t, i) => (t.ext === '.json' ? theirs.posts[i] : [])));
    expect(scan.texts.map((t) => t.text)).toEqual(theirs.heads);
    expect(scan.texts.map((t) => Object.fromEntries(scanSignals(t.text ?? '').map((h) => [THEIR_KIND[h.kind], h.words])))).toEqual(theirs.signals);
    expect(scan.texts.find((t) => t.rel === 'big.txt')?.cut).toBe(true);
    expect(scan.texts.find((t) => t.rel === 'exact.csv')?.cut).toBe(false);
  });

  itWithShared('tells the platform from the name as detect_platform does, the first platform listed winning', () => {
    const names = ['WB_001.txt', '小红书截图.png', 'wechat_moments.txt', 'weibo_xhs.txt', 'B站.jpg', 'dy_1.json', 'tweets.json', 'IG_story.jpg', 'big_cat.txt', 'photo.jpg', 'RedNote.md', 'bilibili.md', '抖音.txt', 'instagram_bili.txt'];
    const theirs = parser('print(json.dumps([sp.detect_platform(n) for n in data]))', names) as string[];
    expect(names.map((n) => platformOf(n))).toEqual(theirs.map((p) => (p === '未知平台' ? 'unknown' : p)));
    expect(platformOf('big_cat.txt')).toBe('instagram'); // "ig_" inside "big_": the parser's rule, kept
  });

  it('reads JSON shapes as parse_json_export does, and says where it cannot', () => {
    expect(postsOf([{ text: 'a', time: 5 }])).toEqual([{ text: 'a', time: '5' }]);
    expect(postsOf({ posts: [{ body: ' b ' }], items: [{ text: 'no' }] })).toEqual([{ text: 'b', time: '' }]);
    expect(postsOf({ other: 1 })).toEqual([]);
    expect(postsOf({ data: '' })).toEqual([]);
    expect(postsOf({ data: null })).toBeNull();
    expect(postsOf('text')).toBeNull();
    expect(postsOf([{ text: 'x' }, 3])).toBeNull();
    expect(postsOf([...Array.from({ length: 50 }, () => ({ text: 'x' })), 'past the fiftieth'])).toHaveLength(50);
    expect(postsOf([{ text: [1.5, true, null, "it's", 'a"b\''] }])?.[0]?.text).toBe(`[1.5, True, None, "it's", 'a"b\\'']`);
  });

  it('sums words by the number of files they are in, a tie keeping the order first found', () => {
    const totals = signalTotals([scanSignals('开心 miss'), scanSignals('难过 miss 开心'), scanSignals('一起 开心')]);
    expect(totals).toEqual([
      { kind: 'positive', words: [{ word: '开心', files: 3 }, { word: 'miss', files: 2 }, { word: '一起', files: 1 }] },
      { kind: 'low', words: [{ word: '难过', files: 1 }] },
    ]);
  });

  itWithShared('leaves out report.md, the report the parser writes into the folder (the parser reads it back as a post)', () => {
    const dir = socialFolder({ 'weibo.txt': '开心', 'report.md': '# 📱 社交内容报告\n开心 开心' });
    const { mem } = crushWith();
    const ours = readSocial(mem, 'p', { dir });
    expect(ours.files.map((f) => f.rel)).toEqual(['weibo.txt']);
    expect(theirReport(dir).files['report.md']).toBeDefined();
  });

  it('reads the crush’s memories/social/ by default, refuses a missing folder, and reports in zh and en', () => {
    const { mem, base } = crushWith();
    const social = join(base, 'p', 'memories', 'social');
    writeFileSync(join(social, 'weibo_1.txt'), '今天好开心，一起吃饭');
    writeFileSync(join(social, 'xhs.json'), '[{"text": "开心"');
    const r = readSocial(mem, 'p');
    expect(r.dir).toBe(social);
    expect(r.files).toHaveLength(2);
    expect(() => readSocial(mem, 'p', { dir: join(base, 'gone') })).toThrow(join(base, 'gone'));
    expect(() => readSocial(mem, 'nobody')).toThrow(/nobody/);
    const zh = socialText(r, 'zh');
    expect(zh).toContain('  图片 0 张｜文字文件 2 个｜其他文件 0 个');
    expect(zh).toContain('  不是有效 JSON 的文件：1 个（按纯文本读了）');
    expect(zh).toContain('  📄 weibo_1.txt · 微博 · 10 个字');
    expect(zh).toContain('  积极信号: 开心×2、一起');
    const en = socialText(r, 'en');
    expect(en).toContain('  📄 xhs.json · Xiaohongshu (RED) · 14 characters');
    expect(en).toContain('  Warm: 开心×2, 一起');
    expect(socialText(readSocial(mem, 'p', { dir: tempDir() }), 'en').at(-1)).toMatch(/^ {2}Nothing to read here yet/);
  });
});
