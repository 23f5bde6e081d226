import { describe, expect, it } from 'vitest';
import { renderApp, KEY } from './render-helper.js';
import { addSignals, baseWith } from './fixtures.js';
import { openMemory } from '../../src/memory/index.js';
import { runFeel } from '../../src/flows/feel.js';

async function openDetail(opts: { cols?: number; rows?: number; lang?: 'zh' | 'en' } = {}) {
  const baseDir = await baseWith([{ slug: 'mia', nickname: 'Mia', mbti: 'INFJ', score: 14, stage: '升温期' }]);
  const mem = openMemory({ baseDir });
  await mem.append('mia', 'progress_evaluated', { score: 17, stage: '暧昧期', milestones_done: 4, next_actions: ['a'] });
  await mem.updateState('mia', { signal_score: 17, last_signal_score: 14, score_trend: 'up', current_stage: '暧昧期' }, {
    '## 当前状态（一句话）': '越来越熟了',
  });
  const app = await renderApp({ baseDir, ...opts });
  await app.waitFor('Mia (mia)');
  await app.press(KEY.enter);
  await app.waitFor('Mia (mia)');
  return { app, baseDir, mem };
}

describe('crush detail', () => {
  it('shows the state pane: ladder with the current rung marked, score with band marker and words, trend, sections, sparkline', async () => {
    const { app } = await openDetail();
    // The score history comes from the event index, which is read in the background.
    const frame = await app.waitFor((f) => /Score history\s+▆▇\s+14 17/.test(f));
    expect(frame).toContain('[Flirting]');
    expect(frame).toContain('17/25 🟢🟡 Moderate interest');
    expect(frame).toContain('↑ rising');
    expect(frame).toContain('越来越熟了');
    // The stored headings are Chinese; an English screen names them in English.
    expect(frame).toContain('## Next step');
    expect(frame).not.toContain('## 下一步建议');
  });

  it('shows your recorded moods beside the score once there are some, and follows a new one', async () => {
    const { app, mem } = await openDetail();
    await app.waitFor((f) => /Score history\s+▆▇/.test(f));
    expect(app.frame()).not.toContain('Your mood');
    await runFeel(mem, 'mia', { mood: 4 });
    await runFeel(mem, 'mia', { mood: 2 });
    const frame = await app.waitFor('Your mood');
    expect(frame).toMatch(/Your mood\s+Last 2: ▆▂ .*going down/);
  });

  it('the ladder names every rung where it fits, only the neighbours where not; in the language of the screen', async () => {
    const { app } = await openDetail({ cols: 200, rows: 40 });
    let frame = await app.waitFor('[Flirting]');
    expect(frame).toContain('Ice-breaking → Warming up → [Flirting] → Pre-confession → Confessed');
    await app.resize(80, 30);
    frame = await app.waitFor((f) => f.includes('… → Warming up → [Flirting] → Pre-confession → …'));
    expect(frame).not.toContain('Ice-breaking →');
    const zh = await openDetail({ lang: 'zh', cols: 200, rows: 40 });
    frame = await zh.app.waitFor('[暧昧期]');
    expect(frame).toContain('破冰期 → 升温期 → [暧昧期] → 表白前 → 表白后');
    expect(frame).toContain('## 下一步建议');
  });

  it('Tab and Shift-Tab move between profile, state and timeline; narrow terminals stack them', async () => {
    const { app } = await openDetail({ cols: 80, rows: 24 });
    let frame = await app.waitFor('▶ State');
    expect(frame).toContain('  Profile');
    await app.press(KEY.tab);
    // The timeline is read in the background: wait for its rows.
    await app.waitFor((f) => f.includes('▶ Timeline') && /Progress evaluated\s+score 17\/25/.test(f));
    await app.press(KEY.tab);
    frame = await app.waitFor('▶ Profile');
    expect(frame).toContain('MBTI');
    expect(frame).toContain('INFJ');
    await app.press(KEY.shiftTab);
    await app.waitFor('▶ Timeline');
  });

  it('puts panes side by side when wide and re-lays out on resize; says what size it needs below the minimum', async () => {
    const { app } = await openDetail({ cols: 140, rows: 34 });
    let frame = await app.waitFor('Score history');
    const row = frame.split('\n').find((l) => l.includes('State') && l.includes('Timeline'));
    expect(row).toBeDefined();
    await app.resize(80, 24);
    frame = await app.waitFor((f) => !f.split('\n').some((l) => l.includes('State') && l.includes('Timeline')));
    expect(frame).toContain('▶ State');
    await app.resize(60, 15);
    frame = await app.waitFor('too small');
    expect(frame).toContain('at least 70×20');
    expect(frame).toContain('60×15');
    await app.resize(100, 30);
    await app.waitFor('Score history');
  });

  it('refreshes the panes within a second when another program writes', async () => {
    const { app, mem } = await openDetail();
    await app.waitFor('17/25');
    await mem.updateState('mia', { signal_score: 20, current_stage: '表白前' });
    const frame = await app.waitFor('20/25 🟢🟢🟢', 1000);
    expect(frame).toContain('[Pre-confession]');
  });

  it('the help overlay scrolls like every pane: G to the last key, g back to the first', async () => {
    const { app } = await openDetail({ cols: 80, rows: 20 });
    await app.press('?');
    const top = await app.waitFor('Keys · Detail');
    expect(top).not.toContain('Ctrl-C ');
    await app.press('G');
    await app.waitFor('Ctrl-C ');
    await app.press('g');
    await app.waitFor((f) => !f.includes('Ctrl-C ') && f.includes('Keys · Detail'));
  });

  it('? shows the keys of the screen; Esc closes it, then goes back to the list and never quits', async () => {
    // Tall enough for the whole list (the test above scrolls a list that does not fit).
    const { app } = await openDetail({ rows: 37 });
    await app.press('?');
    const help = await app.waitFor('Keys · Detail');
    expect(help).toContain('Tab');
    expect(help).toContain('analyze');
    // Off the list q is not a quit: the help names Ctrl-C, never q.
    expect(help).toMatch(/Ctrl-C\s+quit/);
    expect(help).not.toMatch(/\bq\s+quit/);
    await app.press(KEY.esc);
    await app.waitFor('Score history');
    await app.press(KEY.esc);
    await app.waitFor('Crushes (1)');
    await app.press(KEY.esc);
    expect(app.exited()).toBe(false);
    await app.press(KEY.ctrlC);
    expect(app.exited()).toBe(true);
  });

  it('m lists every flow and tool', async () => {
    const { app } = await openDetail();
    await app.press('m');
    const frame = await app.waitFor('Actions · mia');
    for (const label of ['Read signals', 'Check progress', 'Should I let go?', 'Crisis help', 'Prepare to confess', 'Daily check-in', 'Add an event by hand', 'Versions and rollback']) {
      expect(frame).toContain(label);
    }
    await app.press(KEY.esc);
    await app.waitFor('Score history');
  });
});

describe('footers name only keys that work there', () => {
  const footer = (frame: string) => frame.trimEnd().split('\n').at(-1) ?? '';

  it('while typing (filter, search, a form) q and ? are text: the footer offers Ctrl-C, never q', async () => {
    const { app } = await openDetail();
    await app.press(KEY.esc);
    await app.waitFor('Crushes (1)');
    expect(footer(app.frame())).toContain('q quit');
    await app.press('/');
    await app.waitFor('Filter:');
    expect(footer(app.frame())).toContain('Ctrl-C quit');
    expect(footer(app.frame())).not.toMatch(/\bq quit|\? help/);
    await app.type('q?');
    expect(app.exited()).toBe(false);
    await app.press(KEY.esc);
    await app.press(KEY.enter);
    await app.waitFor('Mia (mia)');
    await app.press('s');
    await app.waitFor('Add to a profile section');
    await app.press(KEY.enter);
    const form = await app.waitFor('Ctrl-E');
    expect(footer(form)).toContain('Ctrl-C quit');
    expect(footer(form)).toContain('Ctrl-E edit in $EDITOR');
    expect(footer(form)).not.toMatch(/\bq quit/);
  });

  it('with the timeline pane focused the footer names its keys; searching, the search keys', async () => {
    const { app } = await openDetail();
    await app.press(KEY.tab);
    let frame = await app.waitFor('▶ Timeline');
    expect(footer(frame)).toMatch(/Enter event details · \/ search · t filter by type/);
    await app.press('/');
    frame = await app.waitFor((f) => footer(f).includes('Enter search'));
    expect(footer(frame)).toBe('Enter search · Esc cancel · Ctrl-C quit');
    await app.press(KEY.esc);
    await app.press('t');
    frame = await app.waitFor((f) => footer(f).includes('apply filter'));
    expect(footer(frame)).toContain('Space tick');
  });
});

describe('the state pane while a long log is read', () => {
  it('says the history is being read, never "No scores yet", until the scores are in', async () => {
    const baseDir = await baseWith([{ slug: 'long', nickname: 'Long', score: 14, stage: '升温期' }]);
    await addSignals(baseDir, 'long', 60_000);
    const app = await renderApp({ baseDir, cols: 120, rows: 40 });
    await app.waitFor('Long (long)');
    await app.press(KEY.enter);
    let sawReading = false;
    const end = Date.now() + 15_000;
    for (;;) {
      const frame = app.frame();
      expect(frame).not.toContain('No scores yet');
      if (frame.includes('reading the history…')) sawReading = true;
      if (/Score history\s+\S+\s+14/.test(frame)) break;
      if (Date.now() > end) throw new Error(`the scores never showed:\n${frame}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(sawReading).toBe(true);
  });
});

describe('on this day, on the crush screen', () => {
  async function withHistory() {
    const baseDir = await baseWith([{ slug: 'mia', nickname: 'Mia', score: 14, stage: '升温期' }]);
    const mem = openMemory({ baseDir, now: () => new Date('2026-12-03T12:00:00') });
    await mem.logInteraction('mia', { ts: '2025-12-03T19:30:00', type: 'meeting', data: { summary: '第一次一起看电影' } });
    await mem.logInteraction('mia', { ts: '2024-12-03T10:00:00', type: 'meeting', data: { summary: '一起去了海边' } });
    await mem.logInteraction('mia', { ts: '2025-12-04T10:00:00', type: 'meeting', data: { summary: '别的日子' } });
    return { baseDir, mem };
  }

  it('a line above the panes at 80x24 and 130x40, in zh and en', async () => {
    const { mem } = await withHistory();
    for (const [cols, rows] of [[80, 24], [130, 40]] as const) {
      for (const lang of ['zh', 'en'] as const) {
        const app = await renderApp({ baseDir: mem.ctx.base, mem, cols, rows, lang });
        await app.waitFor('Mia (mia)');
        await app.press(KEY.enter);
        const frame = await app.waitFor(lang === 'zh' ? '📅 一年前的今天' : '📅 A year ago today');
        const line = frame.split('\n').find((l) => l.includes('📅')) ?? '';
        expect(line).toContain(lang === 'zh' ? '一年前的今天（2025-12-03）：第一次一起看电影' : 'A year ago today (2025-12-03): 第一次一起看电影');
        if (cols === 130) expect(line).toContain(lang === 'zh' ? '（还有 1 条）' : '(+1 more)');
        expect(frame).not.toContain('别的日子');
        // The screen still fits the terminal.
        expect(frame.split('\n').length).toBeLessThanOrEqual(rows);
      }
    }
  });

  it('nothing when the logs hold no such day', async () => {
    const baseDir = await baseWith([{ slug: 'mia', nickname: 'Mia', score: 14, stage: '升温期' }]);
    const mem = openMemory({ baseDir, now: () => new Date('2026-12-03T12:00:00') });
    await mem.logInteraction('mia', { ts: '2025-12-04T10:00:00', type: 'meeting', data: { summary: '别的日子' } });
    const app = await renderApp({ baseDir, mem, cols: 80, rows: 24 });
    await app.waitFor('Mia (mia)');
    await app.press(KEY.enter);
    await app.waitFor('▶ State');
    expect(app.frame()).not.toContain('📅');
  });
});
