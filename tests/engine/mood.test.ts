import { describe, expect, it } from 'vitest';
import { moodIsLow, moodSparkline, moodTrend, onThisDay, type EngineEvent } from '../../src/engine/index.js';

const mood = (day: number, m: number): EngineEvent => ({ ts: `2026-05-${String(day).padStart(2, '0')}T10:00:00`, type: 'mood_recorded', data: { mood: m } });

describe('the recorded moods', () => {
  it('none recorded: no trend, no sign', () => {
    expect(moodTrend([{ ts: '2026-05-01T10:00:00', type: 'signal_recorded', data: {} }])).toBeNull();
    expect(moodIsLow(null)).toBe(false);
  });
  it('the last 5, the average of all, the direction, and 3 low of 5 as a sign', () => {
    const t = moodTrend([mood(1, 5), mood(2, 4), mood(3, 4), mood(4, 2), mood(5, 1), mood(6, 2)]);
    expect(t).toMatchObject({ last: [4, 4, 2, 1, 2], average: 3, count: 6, direction: 'down', low: 3 });
    expect(moodIsLow(t)).toBe(true);
    expect(moodIsLow(moodTrend([mood(1, 2), mood(2, 2), mood(3, 4)]))).toBe(false);
    expect(moodTrend([mood(1, 1), mood(2, 4)])?.direction).toBe('up');
    expect(moodSparkline([1, 3, 5])).toBe('▁▄█');
  });
  it('skips moods outside 1..5', () => {
    expect(moodTrend([mood(1, 7), mood(2, 3)])?.last).toEqual([3]);
  });
});

describe('on this day', () => {
  const r = (ts: string, note: string): EngineEvent => ({ ts, type: 'interaction', data: { note } });
  it('same month-day in earlier years, newest year first; today and other days are not', () => {
    const got = onThisDay([r('2024-12-02T09:00:00', '两年前'), r('2025-12-02T20:00:00', '一起看电影'), r('2025-12-03T10:00:00', 'x'), r('2026-12-02T08:00:00', '今天')], new Date(2026, 11, 2, 12));
    expect(got.map((g) => [g.years, g.text])).toEqual([[1, '一起看电影'], [2, '两年前']]);
  });
  it('one moment logged twice in a year (the interaction and its signal) is said once; the same words of another year are not that moment', () => {
    const twice = [r('2025-12-02T20:00:00', '一起看电影'), { ts: '2025-12-02T20:00:00', type: 'signal_recorded', data: { content: '一起看电影' } }, r('2024-12-02T20:00:00', '一起看电影')];
    expect(onThisDay(twice, new Date(2026, 11, 2, 12)).map((g) => [g.years, g.text])).toEqual([[1, '一起看电影'], [2, '一起看电影']]);
  });
  it('Feb 29 shows on Feb 28 of a year without one, and on Feb 29 itself', () => {
    expect(onThisDay([r('2024-02-29T10:00:00', 'leap')], new Date(2025, 1, 28, 12)).map((g) => g.text)).toEqual(['leap']);
    expect(onThisDay([r('2024-02-29T10:00:00', 'leap')], new Date(2028, 1, 29, 12)).map((g) => g.years)).toEqual([4]);
    expect(onThisDay([r('2024-02-29T10:00:00', 'leap')], new Date(2028, 1, 28, 12))).toEqual([]);
  });
});
