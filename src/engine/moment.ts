// A moment as `--time` names it, and the ISO forms the time tracker reads, without
// the natural-date reader (natural-date.ts), whose readers take several
// milliseconds to build: `simp log` with no time or an ISO one never loads them.

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

/** A reader of the time texts that are not ISO (natural-date.ts's parseMoment), null: not a date. */
export type NaturalReader = (text: string, now: Date) => Moment | null;

/** `text` as a moment: the ISO forms as the time tracker reads them (a day or hour that is not real: null), else what `natural` reads. */
export function readMoment(text: string, now: Date, natural: NaturalReader): Moment | null {
  const trimmed = text.trim();
  const iso = isoParts(trimmed);
  if (iso) return isRealMoment(iso) ? iso : null;
  return trimmed === '' ? null : natural(trimmed, now);
}

/**
 * One end of a date range (`--since` / `--until`): a moment with its hour is that
 * moment; a day alone covers all of it, so as `since` it is its first instant and
 * as `until` its last.
 */
export function boundOf(m: Moment, side: 'since' | 'until'): Date {
  if (m.dateOnly) return side === 'since' ? new Date(m.y, m.mo - 1, m.d) : new Date(m.y, m.mo - 1, m.d, 23, 59, 59, 999);
  return new Date(m.y, m.mo - 1, m.d, m.h, m.mi, m.s, Math.floor(m.micro / 1000));
}

/** Whether `text` needs the natural-date reader: a time given that is not ISO (ISO ones, real or not, are read without it). */
export const needsNaturalReader = (text: string | undefined): boolean => text !== undefined && text.trim() !== '' && isoParts(text) === null;

