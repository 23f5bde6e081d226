/** One chat message as read from an export: the wall-clock time (no zone, ms), who sent it, what it said. */
export interface ChatMessage {
  ts: number;
  sender: string;
  content: string;
  type: 'text' | 'image' | 'voice' | 'media';
}

/** Where in the file: a line (text exports), a row (CSV), an item (JSON); null inside markup. */
export type TroubleAt = { line: number } | { row: number } | { item: number } | null;

/** Why something was left out, as data: the front ends say it in the user's language. */
export type TroubleNote =
  | { kind: 'time'; at: TroubleAt; text: string }
  | { kind: 'outside'; lines: number }
  | { kind: 'columns'; at: TroubleAt }
  | { kind: 'notObject'; at: TroubleAt }
  | { kind: 'csv'; at: TroubleAt; detail: string }
  | { kind: 'json'; after: number; detail: string };

/** What a parser could not read: counted and told, never fatal. */
export interface ParseTrouble {
  /** Messages or rows skipped (no time, an impossible time, no text). */
  skipped: number;
  /** The first few reasons, with where they are when known. */
  notes: TroubleNote[];
}

export const emptyTrouble = (): ParseTrouble => ({ skipped: 0, notes: [] });

/** One thing left out (lines outside any message are told, not counted as skipped messages). */
export function noteTrouble(t: ParseTrouble, note: TroubleNote): void {
  if (note.kind !== 'outside') t.skipped += 1;
  if (t.notes.length < 5) t.notes.push(note);
}

const TS = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD HH:MM:SS` (or with `/`) as wall-clock ms; null when it is not a real moment (as strptime refuses it). */
export function parseStamp(text: string, sep = '-'): number | null {
  const m = TS.exec(sep === '-' ? text : text.replaceAll(sep, '-'));
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const t = Date.UTC(y, mo - 1, d, h, mi, s);
  return new Date(t).getUTCDate() === d ? t : null;
}

/** Seconds since the epoch read as a local wall clock (Python's `datetime.fromtimestamp`). */
export function fromEpochSeconds(seconds: number): number | null {
  if (!Number.isFinite(seconds)) return null;
  const d = new Date(seconds * 1000);
  // Python's datetime holds years 1 to 9999 (a millisecond count read as seconds is far past it).
  if (Number.isNaN(d.getTime()) || d.getFullYear() < 1 || d.getFullYear() > 9999) return null;
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds());
}

/** Python's `datetime.isoformat()` of a wall-clock time. */
export function isoOf(wall: number): string {
  const iso = new Date(wall).toISOString();
  const ms = wall % 1000;
  return ms === 0 ? iso.slice(0, 19) : `${iso.slice(0, 19)}.${String(ms * 1000).padStart(6, '0')}`;
}
