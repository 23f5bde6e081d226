/** Where "now" comes from: the system clock, or a fixed one in tests. */
export type Clock = () => Date;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Local date `YYYY-MM-DD` (file names, `created_at`, snapshots). */
export function localDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Local date-time `YYYY-MM-DDTHH:MM:SS`, the `ts` of every event (SPEC 3.4). */
export function localIso(d: Date): string {
  return `${localDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** `YYYYmmdd_HHMMSS`, the suffix of a version folder. */
export function versionStamp(d: Date): string {
  return `${localDate(d).replaceAll('-', '')}_${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stamp that names a day and no time (`2026-12-01`): a record dated without its hour. */
export function isDateOnly(ts: string): boolean {
  return DATE_ONLY.test(ts);
}

/**
 * Parses any ISO 8601 timestamp an event may carry (fractions, offsets, or the
 * plain local form). A date without a time is that day's local midnight (as
 * Python's `datetime.fromisoformat` reads it), not UTC's. Returns null when it is
 * not a date.
 */
export function parseTs(ts: string): Date | null {
  const day = DATE_ONLY.exec(ts);
  if (day) {
    const d = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return d.getDate() === Number(day[3]) ? d : null;
  }
  const d = new Date(ts);
  return Number.isNaN(d.getTime()) ? null : d;
}
