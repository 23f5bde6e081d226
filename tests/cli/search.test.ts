import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

function base() {
  const dir = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', dir]);
  run('init', 'a', '--nickname', '小雨');
  run('init', 'b', '--nickname', 'Bea');
  run('remember', 'a', '她怕猫，喜欢村上春树');
  run('log', 'b', 'meeting', '--summary', 'Went to the CAT café', '--time', '2026-05-01T10:00');
  run('analyze', 'b', '--signals', 'msg.initiates_often', '--note', '聊到了她家的猫');
  run('update', 'a', '--set', 'city=猫城');
  run('archive', 'b');
  return { dir, run };
}

describe('simp search', () => {
  it('finds a text in events, interactions, profiles and topics of every crush, archived ones too, case and width folded', () => {
    const { run } = base();
    const r = JSON.parse(run('search', '猫', '--json').stdout) as { total: number; crushes: { slug: string; archived: boolean; found: { kind: string; snippet: string; line?: number }[] }[] };
    const kinds = Object.fromEntries(r.crushes.map((c) => [c.slug, c.found.map((f) => f.kind)]));
    expect(kinds['a']).toEqual(expect.arrayContaining(['event', 'profile', 'topic']));
    expect(kinds['b']).toEqual(expect.arrayContaining(['event']));
    expect(r.crushes.find((c) => c.slug === 'b')?.archived).toBe(true);
    // "ｃａｔ" (full width) and "cat" meet "CAT".
    const cat = JSON.parse(run('search', 'ｃａｔ', '--json').stdout) as { crushes: { slug: string; found: { kind: string; snippet: string }[] }[] };
    expect(cat.crushes[0]?.found[0]).toMatchObject({ kind: 'interaction', snippet: 'Went to the CAT café' });
    const text = run('search', '村上春树').stdout;
    expect(text).toMatch(/^🔎 “村上春树”：1 个档案里找到 \d+ 处\n\n📁 a {2}小雨\n/);
    expect(text).toContain('🧠 k_');
  });

  it('says when nothing is found, lists at most --limit places, and refuses an empty text', () => {
    const { run } = base();
    expect(run('search', 'nowhere-at-all', '--lang', 'en').stdout).toBe('🔎 "nowhere-at-all" is nowhere to be found\n');
    const one = JSON.parse(run('search', '猫', '--limit', '1', '--json').stdout) as { total: number; truncated: boolean };
    expect(one).toMatchObject({ total: 1, truncated: true });
    expect(run('search', '  ').code).toBe(2);
  });

  it('matches what the user wrote, never the keys, ids or types of the records', () => {
    const { run } = base();
    for (const word of ['score_delta', 'signal_id', 'analysis_done', 'nickname', 'msg.initiates_often', 'direction']) {
      const r = JSON.parse(run('search', word, '--json').stdout) as { total: number };
      expect(r.total, word).toBe(0);
    }
  });

  it('folds traditional and simplified Chinese both ways, and several words must all be in one record', () => {
    const { run } = base();
    run('remember', 'a', '她養了一隻貓叫湯圓');
    const trad = JSON.parse(run('search', '貓', '--json').stdout) as { crushes: { slug: string; found: { kind: string; snippet: string }[] }[] };
    const snippets = trad.crushes.flatMap((c) => c.found.map((f) => f.snippet));
    expect(snippets.some((x) => x.includes('她怕猫'))).toBe(true);
    const simp2 = JSON.parse(run('search', '汤圆', '--json').stdout) as { total: number; crushes: { found: { snippet: string }[] }[] };
    expect(simp2.total).toBeGreaterThan(0);
    expect(simp2.crushes[0]?.found[0]?.snippet).toContain('湯圓');
    const both = JSON.parse(run('search', '猫', '村上', '--json').stdout) as { total: number; crushes: { found: { kind: string }[] }[] };
    expect(both.total).toBeGreaterThan(0);
    expect(both.crushes.flatMap((c) => c.found.map((f) => f.kind))).not.toContain('interaction');
    expect((JSON.parse(run('search', '猫 不在这里的词', '--json').stdout) as { total: number }).total).toBe(0);
  });
});

describe('simp search --since / --until', () => {
  it('keeps what is dated in the range (natural or ISO ends; a day alone as a whole day), leaves out profile lines, refuses a bad end', () => {
    const dir = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', dir]);
    run('init', 'c', '--nickname', '小晴');
    expect(run('log', 'c', 'meeting', '--summary', '看猫展', '--time', '2026-04-01').code).toBe(0);
    expect(run('log', 'c', 'call', '--summary', '聊猫', '--time', '2026-05-01T22:30').code).toBe(0);
    expect(run('log', 'c', 'chat_sent', '--summary', '猫的照片', '--time', '昨天晚上9点').code).toBe(0);
    run('remember', 'c', '她喜欢猫');
    run('update', 'c', '--set', 'city=猫城');
    type Out = { total: number; crushes: { found: { kind: string; snippet: string }[] }[] };
    const found = (...range: string[]) => {
      const r = run('search', '猫', ...range, '--json');
      expect(r.code, r.stderr).toBe(0);
      return (JSON.parse(r.stdout) as Out).crushes.flatMap((c) => c.found.map((f) => `${f.kind}:${f.snippet}`));
    };
    // Without a range the profile line is found; with one it has no date and is left out.
    expect(found().some((f) => f.startsWith('profile:'))).toBe(true);
    expect(found('--since', '2026-04-01', '--until', '2026-04-30')).toEqual(['interaction:看猫展']);
    expect(found('--since', '2026-05-01', '--until', '2026-05-01')).toEqual(['interaction:聊猫']);
    expect(found('--until', '3 days ago')).toEqual(['interaction:看猫展', 'interaction:聊猫']);
    const recent = found('--since', '昨天');
    expect(recent).toContain('interaction:猫的照片');
    expect(recent.some((f) => f.startsWith('topic:'))).toBe(true);
    expect(recent.some((f) => f.startsWith('profile:') || f.includes('看猫展') || f.includes('聊猫'))).toBe(false);
    const bad = simp(['search', '猫', '--since', '某天', '--base-dir', dir], { env: { SIMP_LANG: 'zh' } });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('起始时间');
    expect(bad.stderr).toContain('昨天晚上9点');
  });
});
