import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

/** Today's month-day `years` back (on a Feb 29, four years back at least, the last Feb 29 before). */
function daysAgo(years: number): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const leapDay = now.getMonth() === 1 && now.getDate() === 29;
  return `${now.getFullYear() - (leapDay ? 4 * years : years)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

describe('simp daily: on this day', () => {
  it('names what the logs hold for this day in earlier years, written through the verbs, in zh and en', () => {
    const base = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    expect(run('init', 'a', '--nickname', 'A').code).toBe(0);
    expect(run('daily', 'a', '--lang', 'zh').stdout).not.toContain('📅');
    const one = daysAgo(1);
    const two = daysAgo(2);
    expect(run('log', 'a', 'meeting', '--summary', '第一次一起看电影', '--time', `${one}T19:30`, '--signal', 'green').code).toBe(0);
    expect(run('log', 'a', 'chat_sent', '--summary', '生日快乐', '--time', `${two}T09:00`).code).toBe(0);
    const zh = run('daily', 'a', '--lang', 'zh');
    expect(zh.code).toBe(0);
    // The meeting and the signal it carried are one moment, said once.
    expect(zh.stdout).toContain(`📅 往年的今天\n    一年前的今天（${one}）：第一次一起看电影\n    `);
    expect(zh.stdout.split('第一次一起看电影')).toHaveLength(2);
    expect(zh.stdout).toMatch(/年前的今天（.*）：生日快乐/);
    const en = run('daily', 'a', '--lang', 'en');
    expect(en.stdout).toContain(`📅 On this day\n    A year ago today (${one}): 第一次一起看电影`);
    expect(en.stdout).toMatch(/years ago today \(.*\): 生日快乐/);
  });
});
