import { describe, expect, it } from 'vitest';
import { parseDateBound, parseMoment } from '../../src/engine/natural-date.js';

// Thursday 3 December 2026, 10:00:37 local: the parser reads no clock, it is handed this.
const NOW = new Date(2026, 11, 3, 10, 0, 37);

const at = (y: number, mo: number, d: number, h: number, mi: number) => ({ y, mo, d, h, mi, s: 0, micro: 0, dateOnly: false });
const day = (y: number, mo: number, d: number) => ({ y, mo, d, h: 0, mi: 0, s: 0, micro: 0, dateOnly: true });

describe('natural dates, relative to the now handed in', () => {
  it.each([
    ['昨天晚上9点', at(2026, 12, 2, 21, 0)],
    ['今天中午', at(2026, 12, 3, 12, 0)],
    ['前天下午3点半', at(2026, 12, 1, 15, 30)],
    ['昨天中午', at(2026, 12, 2, 12, 0)],
    ['上周五晚上8点', at(2026, 11, 27, 20, 0)],
    ['两小时前', at(2026, 12, 3, 8, 0)],
    ['昨天傍晚6点', at(2026, 12, 2, 18, 0)],
    ['昨天夜里11点', at(2026, 12, 2, 23, 0)],
    ['刚才', at(2026, 12, 3, 10, 0)],
    ['现在', at(2026, 12, 3, 10, 0)],
    ['yesterday 9pm', at(2026, 12, 2, 21, 0)],
    ['today noon', at(2026, 12, 3, 12, 0)],
    ['2 hours ago', at(2026, 12, 3, 8, 0)],
    ['Yesterday at 9:30 PM', at(2026, 12, 2, 21, 30)],
  ])('%s is a moment with its hour', (text, want) => {
    expect(parseMoment(text, NOW)).toEqual(want);
  });

  it.each([
    ['昨天', day(2026, 12, 2)],
    ['3天前', day(2026, 11, 30)],
    ['三天前', day(2026, 11, 30)],
    ['上周五', day(2026, 11, 27)],
    ['yesterday', day(2026, 12, 2)],
    ['3 days ago', day(2026, 11, 30)],
    ['last friday', day(2026, 11, 27)],
  ])('%s names a day and no hour (written as the day alone, as 2026-05-15 is)', (text, want) => {
    expect(parseMoment(text, NOW)).toEqual(want);
  });

  it('上周X is in the week before this one, weeks starting on Monday (chrono starts them on Sunday)', () => {
    // Friday 10 April 2026: last week is Monday 30 March to Sunday 5 April.
    const friday = new Date(2026, 3, 10, 9, 0);
    expect(parseMoment('上周一', friday)).toEqual(day(2026, 3, 30));
    expect(parseMoment('上周四', friday)).toEqual(day(2026, 4, 2));
    expect(parseMoment('上周日', friday)).toEqual(day(2026, 4, 5));
    expect(parseMoment('上星期天晚上8点', friday)).toEqual(at(2026, 4, 5, 20, 0));
    // Sunday 12 April: still that week's Sunday, so last week is 30 March to 5 April as well.
    const sunday = new Date(2026, 3, 12, 9, 0);
    expect(parseMoment('上周六', sunday)).toEqual(day(2026, 4, 4));
    expect(parseMoment('上礼拜一', sunday)).toEqual(day(2026, 3, 30));
    // Across a month and a year.
    expect(parseMoment('上周五', new Date(2027, 0, 4, 9, 0))).toEqual(day(2027, 1, 1));
    expect(parseMoment('上周一', new Date(2027, 0, 4, 9, 0))).toEqual(day(2026, 12, 28));
  });

  it('reads the ISO forms exactly as before, whatever now is', () => {
    expect(parseMoment('2026-05-15T22:30', NOW)).toEqual({ ...at(2026, 5, 15, 22, 30), dateOnly: false });
    expect(parseMoment('2026-05-15 22:30:15.5', NOW)).toEqual({ y: 2026, mo: 5, d: 15, h: 22, mi: 30, s: 15, micro: 500_000, dateOnly: false });
    expect(parseMoment(' 2026-05-15 ', NOW)).toEqual(day(2026, 5, 15));
    // Shaped like ISO but no real moment: refused, not handed to the natural reader.
    expect(parseMoment('2026-02-30', NOW)).toBeNull();
    expect(parseMoment('2026-05-15T24:00', NOW)).toBeNull();
  });

  it('keeps a time still to come as it is: refusing it is the caller’s rule', () => {
    expect(parseMoment('明天晚上8点', NOW)).toEqual(at(2026, 12, 4, 20, 0));
    expect(parseMoment('tomorrow', NOW)).toEqual(day(2026, 12, 4));
  });

  it.each(['', '   ', 'garbage', '随便哪天', '昨天下午6点的那个', 'yesterday and also today', '2026-5-15x', 'sometime'])('refuses %j (null)', (text) => {
    expect(parseMoment(text, NOW)).toBeNull();
  });
});

describe('date bounds for a range', () => {
  it('a bare day is its start as since and its end as until', () => {
    expect(parseDateBound('昨天', NOW, 'since')).toEqual(new Date(2026, 11, 2, 0, 0, 0, 0));
    expect(parseDateBound('昨天', NOW, 'until')).toEqual(new Date(2026, 11, 2, 23, 59, 59, 999));
    expect(parseDateBound('last friday', NOW, 'since')).toEqual(new Date(2026, 10, 27));
    expect(parseDateBound('2026-05-15', NOW, 'until')).toEqual(new Date(2026, 4, 15, 23, 59, 59, 999));
  });

  it('a moment with its hour is that moment on either side', () => {
    expect(parseDateBound('昨天晚上9点', NOW, 'since')).toEqual(new Date(2026, 11, 2, 21, 0));
    expect(parseDateBound('2 hours ago', NOW, 'until')).toEqual(new Date(2026, 11, 3, 8, 0));
    expect(parseDateBound('2026-05-15T22:30', NOW, 'until')).toEqual(new Date(2026, 4, 15, 22, 30));
  });

  it('refuses what is not a date', () => {
    expect(parseDateBound('garbage', NOW, 'since')).toBeNull();
    expect(parseDateBound('2026-13-01', NOW, 'until')).toBeNull();
  });
});
