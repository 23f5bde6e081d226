import { describe, expect, it } from 'vitest';
import { renderApp, KEY } from './render-helper.js';
import { baseWith } from './fixtures.js';
import { openMemory } from '../../src/memory/index.js';
import { runAnalyze } from '../../src/flows/analyze.js';
import { logInteraction } from '../../src/flows/interaction.js';

describe('W on a crush: why the score is what it is', () => {
  it('opens the same explanation simp why prints, follows a new reading, and Esc goes back', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: 'Yu', mbti: 'ENFP', score: 0, stage: '升温期' }]);
    const mem = openMemory({ baseDir });
    await runAnalyze(mem, 'yu', { signals: ['msg.initiates_often', 'msg.read_no_reply'] });
    const app = await renderApp({ baseDir, cols: 80, rows: 24 });
    await app.waitFor('Crushes (1)');
    await app.press(KEY.enter);
    await app.waitFor('Known topics');
    await app.press('W');
    await app.waitFor('Why this score · yu');
    expect(app.frame()).toContain('+3  They start chats 3+ times a week');
    expect(app.frame()).toContain('(base -2, ENFP');
    expect(app.frame()).toContain('Total 2 + 0 + 0 = 2/25');
    await runAnalyze(mem, 'yu', { signals: ['offline.one_on_one'], recheck: false });
    await app.waitFor('Total 0 + 3 + 0 = 3/25');
    await app.press(KEY.esc);
    await app.waitFor('Known topics');
  });

  it('in Chinese: a reading written without its signals (by another tool) says only its score is known', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: '小雨', score: 0, stage: '破冰期' }]);
    const app = await renderApp({ baseDir, cols: 80, rows: 24, lang: 'zh' });
    await app.press(KEY.enter);
    await app.press('W');
    await app.waitFor('分数从哪来 · yu');
    expect(app.frame()).toContain('那次分析没有记下勾了哪些信号');
    expect(app.frame()).toContain('simp progress yu');
  });

  it('in Chinese: each signal with the evidence it was recorded with, the logged records under it', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: '小雨', stage: '升温期' }]);
    const mem = openMemory({ baseDir });
    const yesterday = new Date(Date.now() - 86_400_000);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    await logInteraction(mem, 'yu', { type: 'meeting', initiator: 'them', time: `${day}T19:00`, summary: '一起吃火锅' });
    await runAnalyze(mem, 'yu', { signals: [], proposals: true });
    const app = await renderApp({ baseDir, cols: 100, rows: 30, lang: 'zh' });
    await app.press(KEY.enter);
    await app.press('W');
    await app.waitFor('依据：互动记录');
    expect(app.frame()).toMatch(/\+3 {2}ta 主动创造 1 对 1 见面/);
    expect(app.frame()).toContain(`依据：互动记录（${day} 19:00）：ta 发起了 1 次见面`);
    expect(app.frame()).toContain(`· ${day} 19:00 🤝 见面 · ta 发起 · 一起吃火锅`);
  });
});
