import { describe, expect, it } from 'vitest';
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMemory, loadSearchFold, type Memory } from '../../src/memory/index.js';
import { searchCandidates } from '../../src/memory/cache/search-index.js';
import { runSearch } from '../../src/flows/search.js';
import { tempDir } from '../helpers/temp.js';

// Words as people write them, traditional and simplified forms among them (search folds 繁→简).
const WORDS = ['猫', '貓', '咖啡', '村上春树', '村上春樹', '湯圓', '汤圆', '拿铁', 'Coffee', 'ｃａｔ', 'cat', '生日', '電影', '电影', 'hiking', '火锅', '周末', '週末'];
const QUERIES = ['猫', '貓', '咖啡', '村上', '村上春樹', '汤圆', 'CAT', 'coffee', '生日 猫', '电影 周末', 'hiking 火锅', '不存在的词', '鍋', 'ee', '影'];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A base folder of `n` crushes: events, interactions, profile lines and topics written as files, as another tool would. */
function makeBase(n: number, seed: number): { base: string; mem: Memory } {
  const base = join(tempDir('simp-search-index-'), 'crushes');
  const mem = openMemory({ baseDir: base });
  const r = rng(seed);
  const pick = () => WORDS[Math.floor(r() * WORDS.length)] as string;
  const phrase = () => Array.from({ length: 1 + Math.floor(r() * 3) }, pick).join(r() < 0.5 ? '' : ' ');
  for (let i = 0; i < n; i += 1) {
    const slug = `c${i}`;
    const { dir } = mem.create({ slug, nickname: `人${i}` });
    const lines: string[] = [];
    for (let e = 0; e < Math.floor(r() * 6); e += 1) {
      lines.push(JSON.stringify({ ts: `2026-05-0${1 + (e % 9)}T10:00:00`, v: 1, type: 'signal_recorded', slug, data: { direction: 'positive', content: phrase(), score_delta: 1 } }));
    }
    if (lines.length > 0) appendFileSync(join(dir, 'events.jsonl'), `${lines.join('\n')}\n`);
    if (r() < 0.5) appendFileSync(join(dir, 'interactions.jsonl'), `${JSON.stringify({ ts: '2026-05-02T12:00:00', type: 'meeting', summary: phrase() })}\n`);
    if (r() < 0.5) appendFileSync(join(dir, 'profile.md'), `\n喜欢: ${phrase()}\n`);
    if (r() < 0.5) {
      const entries = [{ id: `k_${i}`, trigger_keywords: [pick()], canonical_meaning: phrase(), created_at: '2026-05-01T10:00:00', updated_at: '2026-05-01T10:00:00', sources: [] }];
      writeFileSync(join(dir, 'knowledge.json'), JSON.stringify({ version: 1, entries }, null, 2));
    }
  }
  return { base, mem };
}

/** The search's answer with the index and without it (SIMP_NO_CACHE=1). */
async function both(mem: Memory, query: string): Promise<[string, string]> {
  const withIndex = JSON.stringify(await runSearch(mem, query));
  const before = process.env['SIMP_NO_CACHE'];
  process.env['SIMP_NO_CACHE'] = '1';
  try {
    return [withIndex, JSON.stringify(await runSearch(mem, query))];
  } finally {
    if (before === undefined) delete process.env['SIMP_NO_CACHE'];
    else process.env['SIMP_NO_CACHE'] = before;
  }
}

async function expectSame(mem: Memory): Promise<void> {
  for (const q of QUERIES) {
    const [indexed, plain] = await both(mem, q);
    expect(indexed, q).toBe(plain);
  }
}

const indexFiles = (): string[] => {
  const dir = join(process.env['SIMP_CACHE_DIR'] as string, 'search');
  return readdirSync(dir).map((f) => join(dir, f));
};

describe('the search index', () => {
  it('gives the same results as reading every file, built and reused, after appends, a correction and edits by another tool', async () => {
    process.env['SIMP_CACHE_DIR'] = mkdtempSync(join(tmpdir(), 'simp-cache-'));
    const { base, mem } = makeBase(14, 7);
    await expectSame(mem);
    await expectSame(mem);
    // Another tool appends to a log (including a correction whose new text is found), edits a profile in place.
    const events = join(base, 'c1', 'events.jsonl');
    const size = statSync(events).size;
    appendFileSync(events, `${JSON.stringify({ ts: '2026-06-01T10:00:00', v: 1, type: 'signal_recorded', slug: 'c1', data: { content: '新的词 貓咪', score_delta: 0 } })}\n`);
    appendFileSync(events, `${JSON.stringify({ ts: '2026-06-01T11:00:00', v: 1, type: 'record_corrected', slug: 'c1', data: { file: 'events.jsonl', line: 1, offset: 0, target_ts: 'x', target_type: 'profile_created', action: 'amend', changes: { nickname: '改名後' } } })}\n`);
    // A torn last line, then its end: the line is only read whole.
    appendFileSync(events, '{"ts": "2026-06-02T10:00:00", "v": 1, "type": "signal_recorded", "slug": "c1", "data": {"content": "半行');
    await expectSame(mem);
    appendFileSync(events, '完整"}}\n');
    await expectSame(mem);
    expect(JSON.parse((await both(mem, '半行完整'))[0]).total).toBe(1);
    expect(statSync(events).size).toBeGreaterThan(size);
    const profile = join(base, 'c2', 'profile.md');
    writeFileSync(profile, readFileSync(profile, 'utf8').replace('nickname: 人2', 'nickname: 貓2'));
    writeFileSync(join(base, 'c3', 'knowledge.json'), JSON.stringify({ version: 1, entries: [{ id: 'k_x', trigger_keywords: ['火鍋'], canonical_meaning: '她愛吃火鍋', created_at: '2026-05-01T10:00:00', updated_at: '2026-05-01T10:00:00', sources: [] }] }));
    // A log rewritten by another tool (not only appended to).
    writeFileSync(join(base, 'c4', 'events.jsonl'), `${JSON.stringify({ ts: '2026-05-01T10:00:00', v: 1, type: 'signal_recorded', slug: 'c4', data: { content: '重写的日志 咖啡' } })}\n`);
    await expectSame(mem);
    for (const q of ['貓咪', '改名后', '貓2', '火锅', '重写']) expect(JSON.parse((await both(mem, q))[0]).total, q).toBeGreaterThan(0);
  });

  it('trusts a part by its files once they are settled, and still sees same-size edits, appends and rewrites after that', async () => {
    process.env['SIMP_CACHE_DIR'] = mkdtempSync(join(tmpdir(), 'simp-cache-'));
    const { base, mem } = makeBase(8, 11);
    // Past the racy window: the parts made now are trusted by their files' marks alone.
    await new Promise((r) => setTimeout(r, 2100));
    await expectSame(mem);
    const fold = await loadSearchFold();
    const slugs = readdirSync(base).sort();
    // What a crush holds once settled: only the crushes holding every word are kept.
    const profile = join(base, 'c5', 'profile.md');
    writeFileSync(profile, readFileSync(profile, 'utf8').replace('nickname: 人5', 'nickname: 獨5'));
    appendFileSync(join(base, 'c6', 'events.jsonl'), `${JSON.stringify({ ts: '2026-06-01T10:00:00', v: 1, type: 'signal_recorded', slug: 'c6', data: { content: '追加的字' } })}\n`);
    await expectSame(mem);
    expect([...searchCandidates(mem.ctx, slugs, [fold('独5')], fold)]).toEqual(['c5']);
    expect([...searchCandidates(mem.ctx, slugs, [fold('追加')], fold)]).toEqual(['c6']);
    expect([...searchCandidates(mem.ctx, slugs, [fold('nowhere')], fold)]).toEqual([]);
  });

  it('is not used when its seal does not hold, nor with SIMP_NO_CACHE=1', async () => {
    process.env['SIMP_CACHE_DIR'] = mkdtempSync(join(tmpdir(), 'simp-cache-'));
    const { base, mem } = makeBase(6, 3);
    await expectSame(mem);
    const fold = await loadSearchFold();
    const slugs = readdirSync(base).sort();
    // A forged index claiming no crush holds anything: its seal fails, every crush is read.
    for (const file of indexFiles()) {
      const text = readFileSync(file, 'utf8');
      const body = JSON.parse(text.slice(65)) as { crushes: Record<string, Record<string, { t?: string[] }>> };
      for (const c of Object.values(body.crushes)) for (const p of Object.values(c)) p.t = [];
      writeFileSync(file, `${text.slice(0, 65)}${JSON.stringify(body)}`);
    }
    const kept = searchCandidates(mem.ctx, slugs, [fold('人1')], fold);
    expect(kept.has('c1')).toBe(true);
    await expectSame(mem);
    process.env['SIMP_NO_CACHE'] = '1';
    try {
      expect(searchCandidates(mem.ctx, slugs, [fold('nowhere')], fold).size).toBe(slugs.length);
    } finally {
      delete process.env['SIMP_NO_CACHE'];
    }
  });

  it('leaves a crush whose files cannot be read to the reader, which says why', async () => {
    process.env['SIMP_CACHE_DIR'] = mkdtempSync(join(tmpdir(), 'simp-cache-'));
    const { base, mem } = makeBase(3, 5);
    await expectSame(mem);
    const { spawnSync } = await import('node:child_process');
    const profile = join(base, 'c1', 'profile.md');
    writeFileSync(profile, '');
    spawnSync('rm', [profile]);
    spawnSync('mkfifo', [profile]);
    const [indexed, plain] = await both(mem, '人1');
    expect(indexed).toBe(plain);
    expect(JSON.parse(indexed).skipped.map((s: { slug: string }) => s.slug)).toEqual(['c1']);
  });
});
