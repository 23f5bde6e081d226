import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

function base() {
  const dir = join(tempDir(), 'crushes');
  const run = (args: string[], env: Record<string, string> = {}) => simp([...args, '--base-dir', dir], { env: { SIMP_LANG: '', ...env } });
  expect(run(['init', 'a', '--nickname', '小雨']).code).toBe(0);
  const events = () => readFileSync(join(dir, 'a', 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  return { dir, run, events };
}

describe('simp feel', () => {
  it('appends mood_recorded with the note, and says the mood and the trend in zh, en and JSON', () => {
    const { run, events } = base();
    const r = run(['feel', 'a', '4', '今天', '聊得很开心']);
    expect(r.code).toBe(0);
    expect(events().at(-1)).toMatchObject({ type: 'mood_recorded', data: { mood: 4, note: '今天 聊得很开心' } });
    expect(r.stdout).toContain('🌡️ 记下了你的心情：🙂 4/5 · a');
    expect(r.stdout).toContain('你写下的：「今天 聊得很开心」');
    expect(r.stdout).toContain('最近 1 次：▆  平均 4（共 1 次）· 差不多');
    run(['feel', 'a', '2']);
    const en = run(['feel', 'a', '1'], { SIMP_LANG: 'en' });
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('🌡️ Your mood is recorded: 😞 1/5 · a');
    expect(en.stdout).toContain('Last 3: ▆▂▁  average 2.3 (of 3) · going down');
    expect(en.stdout).not.toMatch(/\p{Script=Han}/u);
    expect(events().at(-1)).toMatchObject({ type: 'mood_recorded', data: { mood: 1 } });
    expect(events().at(-1)?.data).not.toHaveProperty('note');
    const j = JSON.parse(run(['feel', 'a', '1', '--json']).stdout) as { schema: string; mood: number; note: null; trend: { last: number[]; direction: string; low: number } };
    expect(j).toMatchObject({ schema: 'simp.feel/1', mood: 1, note: null, trend: { last: [4, 2, 1, 1], direction: 'down', low: 3 } });
    expect(run(['feel', 'a', '2']).stdout).toContain('最近几次心情都偏低');
    expect(run(['timeline', 'a', '--full']).stdout).toContain('心情');
  });

  it.each([['0'], ['6'], ['abc'], ['2.5']])('refuses the mood %s with exit 2 in zh and en, writing nothing', (mood) => {
    const { dir, run } = base();
    const before = treeHash(dir);
    const zh = run(['feel', 'a', mood]);
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain('心情');
    expect(zh.stdout).toBe('');
    const en = run(['feel', 'a', mood], { SIMP_LANG: 'en' });
    expect(en.code).toBe(2);
    expect(en.stderr).toContain('mood');
    expect(en.stderr).not.toMatch(/\p{Script=Han}/u);
    expect(treeHash(dir)).toBe(before);
  });

  it('refuses a crush that does not exist, exit 2, nothing written', () => {
    const { dir, run } = base();
    const before = treeHash(dir);
    const r = run(['feel', 'nobody', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('nobody');
    expect(run(['feel', 'nobody', '3'], { SIMP_LANG: 'en' }).stderr).toContain('nobody');
    expect(treeHash(dir)).toBe(before);
  });

  it('has help with an example', () => {
    const { run } = base();
    const h = run(['feel', '--help'], { SIMP_LANG: 'en' });
    expect(h.stdout).toContain('simp feel xiaoyu 4');
  });
});

describe('simp progress with recorded moods', () => {
  function scored() {
    const b = base();
    expect(b.run(['analyze', 'a', '--signals', 'msg.initiates_often,offline.one_on_one']).code).toBe(0);
    return b;
  }
  const ignoreTimes = (s: string) => s.replace(/\d{4}-\d{2}-\d{2}T[\d:]+/g, 'T');

  it('says nothing of moods (and no mood key) when none were recorded', () => {
    const { run } = scored();
    const zh = run(['progress', 'a']).stdout;
    expect(zh).not.toContain('心情');
    expect(zh).not.toContain('🌡️');
    expect(JSON.parse(run(['progress', 'a', '--json']).stdout)).not.toHaveProperty('mood');
  });

  it('shows the trend beside the score in zh, en and JSON, and the output is otherwise unchanged', () => {
    const { run } = scored();
    const { run: plain } = scored();
    for (const m of ['5', '4', '3']) run(['feel', 'a', m]);
    const zh = run(['progress', 'a']).stdout;
    const lines = zh.split('\n');
    const at = lines.findIndex((l) => l.includes('🌡️ 你记下的心情：最近 3 次：█▆▄  平均 4（共 3 次）· 在往下走'));
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toContain('/25');
    expect(ignoreTimes([...lines.slice(0, at), ...lines.slice(at + 1)].join('\n'))).toBe(ignoreTimes(plain(['progress', 'a']).stdout));
    const en = run(['progress', 'a'], { SIMP_LANG: 'en' }).stdout;
    expect(en).toContain('🌡️ The moods you recorded: Last 3: █▆▄  average 4 (of 3) · going down');
    const j = JSON.parse(run(['progress', 'a', '--json']).stdout) as { mood: { last: number[]; average: number; direction: string } };
    expect(j.mood).toMatchObject({ last: [5, 4, 3], average: 4, direction: 'down' });
  });

  it('counts three low moods of the last five as a burnout sign, saying they are what you recorded', () => {
    const { run, events } = scored();
    for (const m of ['4', '2', '1', '3', '2']) run(['feel', 'a', m]);
    const zh = run(['progress', 'a']).stdout;
    expect(zh).toMatch(/^🌙 /);
    expect(zh).toContain('你自己记下的最近 5 次心情里，有 3 次在 2 分或以下（▆▂▁▄▂）。');
    expect(events().at(-1)).toMatchObject({ type: 'progress_evaluated', data: { burnout: ['burnout.low_mood'] } });
    expect(run(['progress', 'a'], { SIMP_LANG: 'en' }).stdout).toContain('3 of the last 5 moods you recorded were 2 or lower (▆▂▁▄▂).');
  });
});
