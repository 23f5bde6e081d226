import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { renderApp, KEY } from './render-helper.js';
import { baseWith } from './fixtures.js';
import { tempDir } from '../helpers/temp.js';
import { openMemory } from '../../src/memory/index.js';
import { upcomingBandLines } from '../../src/present/upcoming-text.js';
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

describe('crush list', () => {
  it('offers to create when the base folder is empty, and n opens the form', async () => {
    const app = await renderApp({ baseDir: tempDir('simp-tui-empty-') });
    await app.waitFor('No crushes yet');
    expect(app.frame()).toContain('Press n to create');
    await app.press('n');
    await app.waitFor('New crush');
  });

  it('lists crushes latest update first with stage, score and band marker', async () => {
    const baseDir = await baseWith([
      { slug: 'old', nickname: 'Old One' },
      { slug: 'new', nickname: 'New One', score: 14, stage: '升温期' },
    ]);
    const app = await renderApp({ baseDir });
    const frame = await app.waitFor('Crushes (2)');
    const rows = frame.split('\n').filter((l) => l.includes('One'));
    expect(rows[0]).toContain('New One (new)');
    expect(rows[0]).toContain('Warming up');
    expect(rows[0]).toContain('14/25 🟢🟡');
    expect(rows[1]).toContain('Old One (old)');
    expect(rows[1]).toContain('not scored');
    expect(rows[0]).toMatch(/^▶/);
  });

  it('filters with / by name or stage; Esc clears the filter and never quits', async () => {
    const baseDir = await baseWith([
      { slug: 'amy', nickname: 'Amy' },
      { slug: 'bo', nickname: 'Bo', score: 9, stage: '升温期' },
    ]);
    const app = await renderApp({ baseDir });
    await app.waitFor('Crushes (2)');
    await app.press('/');
    await app.type('升温');
    const filtered = await app.waitFor('Crushes (1/2)');
    expect(filtered).toContain('Bo (bo)');
    expect(filtered).not.toContain('Amy (amy)');
    await app.press(KEY.esc);
    await app.waitFor('Crushes (2)');
    await app.press(KEY.esc);
    expect(app.exited()).toBe(false);
    await app.press('/');
    await app.type('zzz');
    await app.waitFor('Nobody matches "zzz"');
  });

  it('/ finds a Chinese name by its pinyin, initials or whole (xy and xiaoyu find 小雨), and by an English stage name', async () => {
    const baseDir = await baseWith([
      { slug: 'p1', nickname: '小雨' },
      { slug: 'p2', nickname: '阿杰', score: 9, stage: '升温期' },
      { slug: 'p3', nickname: '诺诺' },
    ]);
    const app = await renderApp({ baseDir });
    await app.waitFor('Crushes (3)');
    for (const query of ['xy', 'xiaoyu', 'XiaoY']) {
      await app.press('/');
      await app.type(query);
      const frame = await app.waitFor('Crushes (1/3)');
      expect(frame).toContain('小雨 (p1)');
      expect(frame).not.toContain('阿杰');
      await app.press(KEY.esc);
      await app.waitFor('Crushes (3)');
    }
    await app.press('/');
    await app.type('warming');
    const byStage = await app.waitFor('Crushes (1/3)');
    expect(byStage).toContain('阿杰 (p2)');
    expect(byStage).toContain('Warming up');
  });

  it('moves with j/k and arrows and opens the crush under the cursor', async () => {
    const baseDir = await baseWith([
      { slug: 'a1', nickname: 'First' },
      { slug: 'a2', nickname: 'Second' },
    ]);
    const app = await renderApp({ baseDir });
    const frame = await app.waitFor('Crushes (2)');
    const order = frame.split('\n').filter((l) => /\((a1|a2)\)/.test(l)).map((l) => (l.includes('(a1)') ? 'a1' : 'a2'));
    const selected = () => (app.frame().split('\n').find((l) => l.startsWith('▶')) ?? '');
    expect(selected()).toContain(`(${order[0]})`);
    await app.press('j');
    await app.waitFor(() => selected().includes(`(${order[1]})`));
    await app.press('k');
    await app.waitFor(() => selected().includes(`(${order[0]})`));
    await app.press(KEY.down);
    await app.waitFor(() => selected().includes(`(${order[1]})`));
    await app.press(KEY.enter);
    await app.waitFor(`(${order[1]}) ·`);
  });

  it('updates within a second when another program creates a crush', async () => {
    const baseDir = await baseWith([{ slug: 'first', nickname: 'First' }]);
    const app = await renderApp({ baseDir });
    await app.waitFor('Crushes (1)');
    openMemory({ baseDir }).create({ slug: 'second', nickname: 'Second' });
    await app.waitFor('Second (second)', 1000);
  });

  it('re-reads only the row of a crush another program wrote to, and drops a folder that is removed', async () => {
    const baseDir = await baseWith([
      { slug: 'a1', nickname: 'One' },
      { slug: 'a2', nickname: 'Two' },
    ]);
    const real = openMemory({ baseDir });
    let lists = 0;
    const rowsRead: string[] = [];
    const mem = {
      ...real,
      list: () => ((lists += 1), real.list()),
      summary: (slug: string) => (rowsRead.push(slug), real.summary(slug)),
    };
    const app = await renderApp({ baseDir, mem });
    await app.waitFor('Crushes (2)');
    const listsBefore = lists;
    await openMemory({ baseDir }).updateState('a2', { signal_score: 9 });
    await app.waitFor((f) => /Two \(a2\).*9\/25/.test(f), 2000);
    expect(lists).toBe(listsBefore);
    expect(rowsRead).toContain('a2');
    expect(rowsRead).not.toContain('a1');
    rmSync(join(baseDir, 'a1'), { recursive: true });
    await app.waitFor((f) => f.includes('Crushes (1)') && !f.includes('(a1)'), 2000);
  });

  it('the cursor stays on its crush when a write re-sorts the list, so the next action is on the same person', async () => {
    const baseDir = await baseWith([
      { slug: 'c1', nickname: 'Cee' },
      { slug: 'b1', nickname: 'Bee' },
      { slug: 'a1', nickname: 'Ay' },
    ]);
    const app = await renderApp({ baseDir });
    await app.waitFor('Crushes (3)');
    const selected = () => app.frame().split('\n').find((l) => l.startsWith('▶')) ?? '';
    const order = () => app.frame().split('\n').filter((l) => /\((a1|b1|c1)\)/.test(l)).map((l) => /\((\w+)\)/.exec(l)?.[1]);
    await app.press(KEY.down);
    await app.press(KEY.down);
    const target = /\((\w+)\)/.exec(selected())?.[1] as string;
    expect(order().indexOf(target)).toBe(2);
    // Another program (or a flow just run on it) writes to that crush: it moves to the top.
    await openMemory({ baseDir, now: () => new Date(Date.now() + 60_000) }).append(target, 'signal_recorded', { direction: 'green', content: 'x', score_delta: 1 });
    await app.waitFor(() => order()[0] === target);
    expect(selected()).toContain(`(${target})`);
    await app.press(KEY.enter);
    await app.waitFor(`(${target})`);
    expect(app.frame()).toMatch(new RegExp(`\\(${target}\\)`));
  });

  it('columns stay aligned whatever the names hold: ✅ ✨ ☕ 👍🏽 1️⃣, a ZWJ family, CJK, combining marks', async () => {
    const names = ['Done ✅', 'Spark ✨', 'Tea ☕', 'Thumb 👍🏽', 'One 1️⃣', 'Fam 👨‍👩‍👧', '小雨', 'Zoë'];
    const baseDir = await baseWith(names.map((nickname, i) => ({ slug: `p${i}`, nickname })));
    const app = await renderApp({ baseDir, cols: 100, rows: 30 });
    const frame = await app.waitFor(`Crushes (${names.length})`);
    const rows = frame.split('\n').filter((l) => /\(p\d\)/.test(l));
    expect(rows).toHaveLength(names.length);
    // The cell where the stage column starts, measured as the terminal does.
    expect(rows.every((l) => l.includes('Unknown'))).toBe(true);
    const stageCell = rows.map((l) => stringWidth(l.slice(0, l.indexOf('Unknown'))));
    expect(new Set(stageCell).size, rows.join('\n')).toBe(1);
  });

  it('pasted text is never taken for keys: a pasted "q" does not quit; pasted into the filter it is typed', async () => {
    const baseDir = await baseWith([{ slug: 'qiqi', nickname: 'Qiqi' }, { slug: 'bo', nickname: 'Bo' }]);
    const app = await renderApp({ baseDir });
    await app.waitFor('Crushes (2)');
    // As a terminal sends a paste: one write, between the markers.
    await app.press('\u001B[200~q\u001B[201~');
    await app.press('\u001B[200~j\rq\u001B[201~');
    expect(app.exited()).toBe(false);
    expect(app.frame()).toMatch(/▶ \S+ \((qiqi|bo)\)/);
    await app.press('/');
    await app.press('\u001B[200~qi\u001B[201~');
    const frame = await app.waitFor('Crushes (1/2)');
    expect(frame).toContain('Qiqi (qiqi)');
    expect(app.exited()).toBe(false);
  });

  it('q quits', async () => {
    const app = await renderApp({ baseDir: await baseWith([{ slug: 'x', nickname: 'X' }]) });
    await app.waitFor('Crushes (1)');
    await app.press('q');
    expect(app.exited()).toBe(true);
  });
});

describe('searching every record', () => {
  it('s looks through every crush; a filter no name matches, then Enter, does too; Enter on an event opens it', async () => {
    const baseDir = await baseWith([{ slug: 'mia', nickname: 'Mia' }, { slug: 'zoe', nickname: 'Zoe' }]);
    await openMemory({ baseDir }).append('zoe', 'signal_recorded', { direction: 'green', content: 'asked about the cat café', score_delta: 1 });
    const app = await renderApp({ baseDir });
    await app.waitFor('Crushes (2)');
    await app.press('s');
    await app.waitFor('Look for');
    await app.type('cat');
    await app.press(KEY.enter);
    let frame = await app.waitFor('1 place(s) in 1 crush(es)');
    expect(frame).toMatch(/▶ Zoe \(zoe\) {2}\d{4}-\d\d-\d\d \d\d:\d\d 📡 Signal recorded {2}asked about the cat café/);
    await app.press(KEY.enter);
    frame = await app.waitFor('asked about the cat café');
    expect(frame).toContain('Event 2/2');
    await app.press(KEY.esc);
    await app.press(KEY.esc);
    await app.press(KEY.esc);
    await app.waitFor('Crushes (2)');
    await app.press('/');
    await app.type('café');
    await app.press(KEY.enter);
    frame = await app.waitFor('1 place(s) in 1 crush(es)');
    expect(frame).toContain('Look for  café');
  });
});

describe('searching past a folder that cannot be read', () => {
  it('a FIFO where one crush keeps profile.md: the search answers at once, finds what the logs hold and names what it left out', async () => {
    const baseDir = await baseWith([{ slug: 'mia', nickname: 'Mia' }, { slug: 'zoe', nickname: 'Zoe' }]);
    await openMemory({ baseDir }).append('zoe', 'signal_recorded', { direction: 'green', content: 'asked about the cat café', score_delta: 1 });
    await openMemory({ baseDir }).append('mia', 'signal_recorded', { direction: 'green', content: 'sent a cat video', score_delta: 1 });
    const app = await renderApp({ baseDir });
    await app.waitFor('Crushes (2)');
    rmSync(join(baseDir, 'mia', 'profile.md'));
    expect(spawnSync('mkfifo', [join(baseDir, 'mia', 'profile.md')]).status).toBe(0);
    await app.press('s');
    await app.waitFor('Look for');
    await app.type('cat');
    await app.press(KEY.enter);
    // Its logs are searched all the same: only the profile is left out, and said.
    const frame = await app.waitFor('2 place(s) in 2 crush(es)');
    expect(frame).toContain('sent a cat video');
    expect(frame).toMatch(/⚠ mia was not searched whole: .*profile\.md: not a regular file/);
    expect(frame).toContain('asked about the cat café');
  });
});

describe('how long since', () => {
  it('from 100 columns each row says how long since the last interaction and the last green signal; at 80 it does not', async () => {
    const baseDir = await baseWith([{ slug: 'mia', nickname: 'Mia' }, { slug: 'zoe', nickname: 'Zoe' }]);
    const mem = openMemory({ baseDir });
    await mem.append('zoe', 'signal_recorded', { direction: 'green', content: 'laughed at my joke', score_delta: 1 });
    await mem.append('zoe', 'signal_recorded', { direction: 'red', content: 'left early', score_delta: -1 });
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    await mem.logInteraction('zoe', { ts: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T08:00:00`, type: 'call', data: { hour: 8, day_of_week: 'mon' } });
    const wide = await renderApp({ baseDir, cols: 120, rows: 30 });
    const frame = await wide.waitFor('Talked');
    expect(frame).toMatch(/Zoe \(zoe\).*💬 today +🟢 today/);
    expect(frame).toMatch(/Mia \(mia\).*💬 — +🟢 —/);
    const narrow = await renderApp({ baseDir, cols: 80, rows: 24 });
    expect(await narrow.waitFor('Crushes (2)')).not.toContain('Talked');
  });
});

describe("the list's band of what is coming", () => {
  async function base() {
    const baseDir = tempDir('simp-tui-band-');
    let now = new Date('2026-11-01T10:00:00');
    const mem = openMemory({ baseDir, now: () => now });
    mem.create({ slug: 'mia', nickname: 'Mia' });
    await mem.appendProfileSection('mia', '## 注意事项', '她的生日是12月10日。');
    mem.create({ slug: 'bo', nickname: 'Bo' });
    await mem.append('bo', 'analysis_done', { score: 9, stage: '升温期', summary: 'test' });
    now = new Date('2026-12-03T12:00:00');
    return { baseDir, mem };
  }

  it('appears under the list once every folder is read, after the list is drawn; in en and zh', async () => {
    const { mem } = await base();
    const app = await renderApp({ baseDir: mem.ctx.base, mem, cols: 100, rows: 30 });
    const frame = await app.waitFor('📅 The next 14 days');
    expect(frame).toMatch(/12-10 \(in 7 days\) {2}🎂 Mia \(mia\) {2}birthday: 她的生日是12月10日/);
    expect(frame).toMatch(/12-03 \(today\) {2}🔍 Bo \(bo\) {2}the last signal reading was 32 days ago, 18 days overdue/);
    // The list's first frame did not wait for the band.
    const first = app.frames().find((f) => f.includes('Mia (mia)')) ?? '';
    expect(first).toContain('Bo (bo)');
    expect(first).not.toContain('📅');
    const zh = await renderApp({ baseDir: mem.ctx.base, mem, cols: 80, rows: 24, lang: 'zh' });
    const zhFrame = await zh.waitFor('📅 接下来 14 天');
    expect(zhFrame).toContain('12-10（7 天后）  🎂 Mia (mia)  生日：她的生日是12月10日');
    expect(zhFrame.split('\n').length).toBeLessThanOrEqual(24);
  });

  it('follows a change to one crush; says nothing when nothing is coming; gives way to the filter', async () => {
    const { mem } = await base();
    const app = await renderApp({ baseDir: mem.ctx.base, mem, cols: 100, rows: 40 });
    await app.waitFor('🎂 Mia (mia)');
    expect(app.frame()).not.toContain('anniversary');
    await mem.appendProfileSection('bo', '## 注意事项', '我们的纪念日是12月5日。');
    await app.waitFor('💝 Bo (bo)  anniversary: 我们的纪念日是12月5日');
    // A crush with nothing coming has no line; with nothing coming at all there is no band.
    mem.create({ slug: 'amy', nickname: 'Amy' });
    const frame = await app.waitFor((f) => f.includes('Amy (amy)') && f.includes('🎂 Mia (mia)'));
    expect(frame).not.toMatch(/[🎂💝🔍💬] Amy/u);
    expect(upcomingBandLines([], 14, 'en', 4)).toEqual([]);
    await app.press('/');
    await app.type('amy');
    await app.waitFor('Crushes (1/3)');
    expect(app.frame()).not.toContain('📅');
  });
});
