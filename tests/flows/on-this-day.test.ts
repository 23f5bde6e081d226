import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { onThisDayOf, runDaily } from '../../src/flows/index.js';
import { runSignal } from '../../src/flows/signal.js';
import { runCorrection } from '../../src/flows/correct.js';
import { dailyText } from '../../src/present/report-score.js';
import { onThisDayLine } from '../../src/present/on-this-day-text.js';
import { tempDir } from '../helpers/temp.js';

/** A folder whose history spans four years, read on 2026-12-03. */
async function yearsOfHistory() {
  const base = join(tempDir(), 'crushes');
  const now = new Date('2026-12-03T09:00:00');
  const mem = openMemory({ baseDir: base, now: () => now });
  mem.create({ slug: 'a', nickname: 'A' });
  await runSignal(mem, 'a', { direction: 'green', content: '第一次一起看电影', score_delta: 1, at: '2025-12-03T19:30' });
  await runSignal(mem, 'a', { direction: 'green', content: '别的日子', score_delta: 1, at: '2025-12-04T19:30' });
  await runSignal(mem, 'a', { direction: 'red', content: '写错了的那条', score_delta: -1, at: '2023-12-03T10:00' });
  await mem.logInteraction('a', { ts: '2024-12-03T10:00:00', type: 'meeting', data: { summary: '一起去了海边' } });
  await mem.logInteraction('a', { ts: '2025-06-01T08:00:00', type: 'call', data: { summary: '其实是那天打的电话' } });
  await mem.logInteraction('a', { ts: '2026-12-03T08:00:00', type: 'chat_sent', data: { summary: '今天的早安' } });
  // A mistaken record voided, and one whose day was wrong moved onto this day.
  await runCorrection(mem, 'a', { ref: '2023-12-03T10:00', action: 'void' });
  await runCorrection(mem, 'a', { ref: 'i:2', action: 'amend', set: { ts: '2022-12-03T21:00' } });
  return { base, mem };
}

describe('on this day, in daily and for the crush screen', () => {
  it('finds the records of this month-day in earlier years in both logs, as corrected, newest year first', async () => {
    const { mem } = await yearsOfHistory();
    const found = onThisDayOf(mem, 'a');
    expect(found.map((f) => [f.years, f.text])).toEqual([
      [1, '第一次一起看电影'],
      [2, '一起去了海边'],
      [4, '其实是那天打的电话'],
    ]);
  });

  it('daily says them in zh and en; a crush with no such day says nothing of it', async () => {
    const { mem } = await yearsOfHistory();
    const r = await runDaily(mem, 'a');
    const zh = dailyText(r, 'a', 'zh').join('\n');
    expect(zh).toContain('  📅 往年的今天\n    一年前的今天（2025-12-03）：第一次一起看电影\n    2 年前的今天（2024-12-03）：一起去了海边\n    4 年前的今天（2022-12-03）：其实是那天打的电话');
    expect(zh).not.toContain('今天的早安');
    expect(zh).not.toContain('别的日子');
    const en = dailyText(r, 'a', 'en').join('\n');
    expect(en).toContain('📅 On this day\n    A year ago today (2025-12-03): 第一次一起看电影\n    2 years ago today (2024-12-03): 一起去了海边');
    expect(onThisDayLine(r.onThisDay, 'zh')).toBe('📅 一年前的今天（2025-12-03）：第一次一起看电影（还有 2 条）');
    expect(onThisDayLine(r.onThisDay, 'en')).toBe('📅 A year ago today (2025-12-03): 第一次一起看电影 (+2 more)');
    mem.create({ slug: 'b', nickname: 'B' });
    const b = await runDaily(mem, 'b');
    expect(b.onThisDay).toEqual([]);
    expect(dailyText(b, 'b', 'zh').join('\n')).not.toContain('📅');
    expect(onThisDayLine(b.onThisDay, 'en')).toBeNull();
  });

  it('on Feb 28 of a year without a Feb 29, the Feb 29 of a leap year is remembered', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date('2024-01-10T20:00:00');
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    now = new Date('2024-02-29T20:00:00');
    await mem.logInteraction('a', { ts: '2024-02-29T20:00:00', type: 'meeting', data: { summary: '闰日那天' } });
    now = new Date('2025-02-28T10:00:00');
    expect(onThisDayOf(mem, 'a').map((f) => f.text)).toEqual(['闰日那天']);
    now = new Date('2025-03-01T10:00:00');
    expect(onThisDayOf(mem, 'a')).toEqual([]);
  });
});
