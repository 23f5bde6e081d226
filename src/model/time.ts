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

/**
 * Parses any ISO 8601 timestamp an event may carry (fractions, offsets, or the
 * plain local form). Returns null when it is not a date.
 */
export function parseTs(ts: string): Date | null {
  const d = new Date(ts);
  return Number.isNaN(d.getTime()) ? null : d;
}
