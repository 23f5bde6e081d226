/** A yearly date someone wrote down: a birthday, an anniversary. */
export interface DateMention {
  kind: 'birthday' | 'anniversary';
  month: number;
  day: number;
  /** The sentence it was found in, as written. */
  text: string;
}

export interface UpcomingDate extends DateMention {
  /** 0 today, 1 tomorrow, … */
  daysLeft: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ZH_DATE = /(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/g;
const NUM_DATE = /(?<![\d.:/-])(\d{1,2})[/.](\d{1,2})(?![\d.:/-])/g;
const EN_DATE = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b|\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi;
const BIRTHDAY = /生日|生辰|birthday|b-day/i;
const ANNIVERSARY = /纪念日|周年|anniversary/i;
// Sentences end at these; a date and its label must share one.
const SENTENCE = /[。；;！!？?\n]+|\.\s/;

function valid(month: number, day: number): boolean {
  // Any year: 29 February is a date that comes (in leap years).
  return month >= 1 && month <= 12 && day >= 1 && day <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/**
 * Birthdays and anniversaries in free text: a date (4月10日, 4/10, April 10, 10th of
 * April) in the same sentence as a word for the occasion. A date without one ("4月10日
 * 去了日本") says when something happened, not a day that comes back, and is left out.
 */
export function findDates(text: string): DateMention[] {
  const out: DateMention[] = [];
  for (const sentence of text.split(SENTENCE)) {
    const kind = BIRTHDAY.test(sentence) ? 'birthday' : ANNIVERSARY.test(sentence) ? 'anniversary' : null;
    if (kind === null) continue;
    const found: [number, number][] = [];
    for (const m of sentence.matchAll(ZH_DATE)) found.push([Number(m[1]), Number(m[2])]);
    for (const m of sentence.matchAll(NUM_DATE)) found.push([Number(m[1]), Number(m[2])]);
    for (const m of sentence.matchAll(EN_DATE)) {
      const month = MONTHS.indexOf((m[1] ?? m[4] ?? '').slice(0, 3).toLowerCase()) + 1;
      found.push([month, Number(m[2] ?? m[3])]);
    }
    const first = found.find(([month, day]) => valid(month, day));
    if (first) out.push({ kind, month: first[0], day: first[1], text: sentence.trim() });
  }
  return out;
}

/** Days from a day to the next time a month and day come round (0 when it is that day). */
export function daysUntil(today: { y: number; m: number; d: number }, month: number, day: number): number {
  const start = Date.UTC(today.y, today.m - 1, today.d);
  for (let y = today.y; y <= today.y + 8; y += 1) {
    // 29 February waits for a leap year.
    const at = Date.UTC(y, month - 1, day);
    if (new Date(at).getUTCMonth() !== month - 1) continue;
    if (at >= start) return Math.round((at - start) / 86_400_000);
  }
  return Number.POSITIVE_INFINITY;
}

/** The dates among `mentions` that come within `window` days of today, soonest first, each once. */
export function upcomingDates(mentions: readonly DateMention[], today: { y: number; m: number; d: number }, window = 7): UpcomingDate[] {
  const seen = new Set<string>();
  const out: UpcomingDate[] = [];
  for (const m of mentions) {
    const key = `${m.kind}:${m.month}-${m.day}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const daysLeft = daysUntil(today, m.month, m.day);
    if (daysLeft <= window) out.push({ ...m, daysLeft });
  }
  return out.sort((a, b) => a.daysLeft - b.daysLeft);
}
