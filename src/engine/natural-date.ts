import { hans } from 'chrono-node/zh';
import * as en from 'chrono-node/en';

/** A local moment as `--time` names it; `dateOnly`: only a day was given, no hour is known. */
export interface Moment {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  micro: number;
  dateOnly?: boolean;
}

/** The time tracker's form, `YYYY-MM-DD[THH:MM[:SS[.ffffff]]]` (what `datetime.fromisoformat` reads). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?$/;

/** The ISO form's parts, real or not (null: not that form at all). */
export function isoParts(text: string): Moment | null {
  const match = ISO.exec(text.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v))) as [number, number, number, number, number, number];
  const micro = match[7] === undefined ? 0 : Number(match[7].padEnd(6, '0'));
  return { y, mo, d, h, mi, s, micro, dateOnly: match[4] === undefined };
}

/** A day that exists and an hour on the clock (2026-02-30 and 24:00 do not). */
export function isRealMoment(m: Moment): boolean {
  const date = new Date(Date.UTC(m.y, m.mo - 1, m.d));
  return date.getUTCFullYear() === m.y && date.getUTCMonth() === m.mo - 1 && date.getUTCDate() === m.d && m.h <= 23 && m.mi <= 59 && m.s <= 59;
}

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
  const trimmed = text.trim();
  const iso = isoParts(trimmed);
  if (iso) return isRealMoment(iso) ? iso : null;
  if (trimmed === '') return null;
  const reading = chronoReading(trimmed, now);
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
  if (!m) return null;
  if (m.dateOnly) return side === 'since' ? new Date(m.y, m.mo - 1, m.d) : new Date(m.y, m.mo - 1, m.d, 23, 59, 59, 999);
  return new Date(m.y, m.mo - 1, m.d, m.h, m.mi, m.s, Math.floor(m.micro / 1000));
}
