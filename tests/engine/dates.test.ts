import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { daysUntil, findDates, upcomingDates } from '../../src/engine/index.js';
import { openMemory } from '../../src/memory/index.js';
import { runDaily } from '../../src/flows/index.js';
import { dailyText } from '../../src/present/report-score.js';
import { tempDir } from '../helpers/temp.js';

describe('dates that come back every year', () => {
  it('finds a birthday or an anniversary with its date in one sentence, in Chinese and English', () => {
    expect(findDates('她的生日是4月10日，喜欢猫。')).toEqual([{ kind: 'birthday', month: 4, day: 10, text: '她的生日是4月10日，喜欢猫' }]);
    expect(findDates('Her birthday is April 10th. We met on 3/2.')).toEqual([{ kind: 'birthday', month: 4, day: 10, text: 'Her birthday is April 10th' }]);
    expect(findDates('认识纪念日：5.20')[0]).toMatchObject({ kind: 'anniversary', month: 5, day: 20 });
    expect(findDates('the 14th of February is our anniversary')[0]).toMatchObject({ month: 2, day: 14 });
  });

  it('leaves out a date without an occasion, and a date that does not exist', () => {
    expect(findDates('4月10日去了日本')).toEqual([]);
    expect(findDates('生日是2月30日')).toEqual([]);
    expect(findDates('生日在 12:30 庆祝')).toEqual([]);
  });

  it('counts the days to the next one, across the new year, and waits for a leap year for 29 February', () => {
    const today = { y: 2026, m: 12, d: 28 };
    expect(daysUntil(today, 12, 28)).toBe(0);
    expect(daysUntil(today, 1, 2)).toBe(5);
    expect(daysUntil({ y: 2026, m: 3, d: 1 }, 2, 29)).toBe(Date.UTC(2028, 1, 29) / 86_400_000 - Date.UTC(2026, 2, 1) / 86_400_000);
    const soon = upcomingDates([...findDates('生日是1月2日'), ...findDates('纪念日 12月30日'), ...findDates('生日是1月2日'), ...findDates('生日是3月1日')], today);
    expect(soon.map((d) => [d.kind, d.daysLeft])).toEqual([['anniversary', 2], ['birthday', 5]]);
  });

  it('daily mentions a birthday from the profile or a topic in the week before it, not earlier', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date(2026, 3, 5, 9, 0);
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    await mem.appendProfileSection('a', '## 注意事项', '她的生日是4月10日。');
    const r = await runDaily(mem, 'a');
    expect(r.dates).toEqual([{ kind: 'birthday', month: 4, day: 10, daysLeft: 5, text: '她的生日是4月10日' }]);
    expect(dailyText(r, 'a', 'zh').join('\n')).toContain('🎂 还有 5 天（4月10日）：她的生日是4月10日');
    now = new Date(2026, 2, 20, 9, 0);
    expect((await runDaily(mem, 'a')).dates).toEqual([]);
  });
});
