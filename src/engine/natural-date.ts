import { hans } from 'chrono-node/zh';
import * as en from 'chrono-node/en';
import { boundOf, readMoment, type Moment } from './moment.js';

export { isoParts, isRealMoment, type Moment } from './moment.js';

const ZH_WEEKDAY: Readonly<Record<string, number>> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7 };
const LAST_WEEK = /^上(?:个)?(?:周|星期|礼拜)([一二三四五六日天1-7])/;

/**
 * What chrono's Chinese (hans) reader gets wrong, said so it reads it right:
 * - 中午 alone is 12:00 to a person, but chrono takes it as a part of the day with no
 *   hour (今天中午 would be a day only). With an hour after it (中午12点半) it reads it itself.
 * - 傍晚6点 and 夜里11点 it reads as a day and a separate hour today; 下午 and 晚上 it knows.
 * - 现在, 刚才 and 刚刚 it reads as today without an hour; they are now.
 * - 上周X: chrono counts weeks from Sunday, a Chinese week starts on Monday, so 上周日 and,
 *   said on a Sunday, every 上周X came out a week off. The day is named outright instead
 *   (2026年11月27日), the rest (晚上8点) left to chrono.
 */
function zhPrePass(text: string, now: Date): string {
  const named = text
    .replace(/中午(?![\d零〇一二两三四五六七八九十])/g, '中午12点')
    .replace(/傍晚/g, '下午')
    .replace(/夜里|夜间/g, '晚上')
    .replace(/^(?:现在|刚才|刚刚)$/, '0分钟前');
  return named.replace(LAST_WEEK, (_all, day: string) => {
    const sinceMonday = (now.getDay() + 6) % 7;
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - sinceMonday - 7 + (ZH_WEEKDAY[day] as number) - 1);
    return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;
  });
}

/** The one reading of the whole text, by chrono in Chinese then English; null when none covers all of it. */
function chronoReading(text: string, now: Date): { date: Date; timeKnown: boolean } | null {
  for (const [reader, input] of [[hans, zhPrePass(text, now)], [en, text]] as const) {
    const results = reader.parse(input, now);
    // A reading of part of the text ("昨天6点左右" read as 昨天6点, the rest dropped) would be a guess.
    if (results.length !== 1) continue;
    const [r] = results;
    if (!r || r.index !== 0 || r.text.length !== input.length) continue;
    return { date: r.start.date(), timeKnown: r.start.isCertain('hour') };
  }
  return null;
}

/**
 * `text` as a moment: the ISO forms exactly as the time tracker reads them, else
 * a natural date in Chinese or English (昨天晚上9点, 3天前, 上周五, yesterday 9pm,
 * 2 hours ago), relative to `now`. A day named without an hour (昨天, 3 days ago)
 * is a day only, as `2026-05-15` is: its hour is not known, so none is made up.
 * English `last friday` is chrono's reading, the latest Friday before today (上周五 is
 * last week's); a date without a year (5/15, 12月1日) is chrono's nearest one.
 * Natural moments are kept to the minute, as a typed time is. A time still to come
 * is returned as it is (whether that is allowed is the caller's rule). Null: not a date.
 */
export function parseMoment(text: string, now: Date): Moment | null {
  return readMoment(text, now, chronoMoment);
}

/** A text that is not ISO read by chrono, to the minute (a day alone when no hour is said). */
function chronoMoment(text: string, now: Date): Moment | null {
  const reading = chronoReading(text, now);
  if (!reading) return null;
  const { date, timeKnown } = reading;
  const day = { y: date.getFullYear(), mo: date.getMonth() + 1, d: date.getDate(), s: 0, micro: 0 };
  return timeKnown ? { ...day, h: date.getHours(), mi: date.getMinutes(), dateOnly: false } : { ...day, h: 0, mi: 0, dateOnly: true };
}

/**
 * One end of a date range (`--since` / `--until`): a moment with its hour is that
 * moment; a day alone covers all of it, so as `since` it is its first instant and
 * as `until` its last. Null: not a date.
 */
export function parseDateBound(text: string, now: Date, side: 'since' | 'until'): Date | null {
  const m = parseMoment(text, now);
  return m ? boundOf(m, side) : null;
}
