// meta.json keys this program keeps for itself (the exact event count, archiving),
// free of any schema library: read paths that need only these (timeline, list)
// load this and not the meta.json schema.

/**
 * Byte size of events.jsonl when `event_count` was last made exact by this program.
 * When the file has another size, some other tool appended or rolled back and the
 * count is recounted instead of trusted.
 */
export const EVENTS_BYTES_KEY = 'events_bytes';

/**
 * The event_count this program wrote with `events_bytes`. Another tool that
 * bumps event_count without counting (the reference adds one per append, from
 * what it read, with no lock) leaves the two apart, so drift is seen.
 */
export const EVENTS_COUNTED_KEY = 'events_counted';

/** True when meta.json (as stored) has an event_count this program counted at exactly this log size, unchanged since. */
export function rawCountIsTrusted(raw: Readonly<Record<string, unknown>>, eventsBytes: number): boolean {
  const count = raw['event_count'];
  return raw[EVENTS_BYTES_KEY] === eventsBytes && typeof count === 'number' && raw[EVENTS_COUNTED_KEY] === count;
}

/** The last count this program made and the log size it was made at, if meta.json still holds them. */
export function lastCount(raw: Readonly<Record<string, unknown>>): { count: number; bytes: number } | null {
  const bytes = raw[EVENTS_BYTES_KEY];
  const count = raw[EVENTS_COUNTED_KEY];
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  return whole(bytes) && whole(count) ? { count, bytes } : null;
}

/** The bookkeeping that goes with an exact count: count, the log size it was made at, and the count again. */
export const countMarks = (count: number, bytes: number): Record<string, unknown> => ({
  event_count: count,
  [EVENTS_BYTES_KEY]: bytes,
  [EVENTS_COUNTED_KEY]: count,
});


/** meta.json key of an archived crush: when it was put away (absent or null: in the list). */
export const ARCHIVED_KEY = 'archived_at';

export const isArchived = (raw: Readonly<Record<string, unknown>>): boolean => typeof raw[ARCHIVED_KEY] === 'string' && raw[ARCHIVED_KEY] !== '';
