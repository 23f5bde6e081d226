// The figures every writer scenario reports: of the writes attempted, how many
// the log holds, how many the writer acknowledged (exit 0), how many were lost
// (acknowledged, not in the log) and how many were misreported (a failure
// reported although the write landed). Lost and misreported must both be 0.
import { readFileSync } from 'node:fs';

/** Lines of events.jsonl: the parsed events, and how many did not parse (or end without a newline). */
export function readLog(file) {
  return parseLog(readFileSync(file, 'utf8'));
}

export function parseLog(text) {
  const parts = text.split('\n');
  const tail = parts.pop();
  const events = [];
  let torn = tail === '' ? 0 : 1;
  for (const line of parts) {
    if (line.trim() === '') continue;
    try {
      events.push(JSON.parse(line));
    } catch {
      torn += 1;
    }
  }
  return { events, torn };
}

/** The marker a stress write puts in its event: the signal's `content`, or the first word of a flow's note. */
export function markerOf(e) {
  const d = e?.data ?? {};
  if (typeof d.content === 'string') return d.content;
  if (typeof d.note === 'string') return d.note.split(' ')[0];
  return null;
}

/**
 * `writes`: [{ marker, code, events? }] — `events` is how many events of the
 * write carry its marker (1 unless said).
 */
export function account(writes, events) {
  const present = new Map();
  for (const e of events) {
    const m = markerOf(e);
    if (m !== null) present.set(m, (present.get(m) ?? 0) + 1);
  }
  const f = { attempted: writes.length, written: 0, acknowledged: 0, refused: 0, lost: 0, misreported: 0, duplicated: 0 };
  const problems = [];
  for (const w of writes) {
    const n = present.get(w.marker) ?? 0;
    const expected = w.events ?? 1;
    if (n > 0) f.written += 1;
    if (n > expected) {
      f.duplicated += 1;
      problems.push(`${w.marker}: ${n} events in the log, ${expected} written`);
    }
    if (w.code === 0) {
      f.acknowledged += 1;
      if (n < expected) {
        f.lost += 1;
        problems.push(`${w.marker}: reported done (exit 0) but ${n} of its ${expected} events are in the log`);
      }
    } else {
      f.refused += 1;
      if (n > 0) {
        f.misreported += 1;
        problems.push(`${w.marker}: reported failed (exit ${w.code}: ${w.stderr?.trim().split('\n')[0] ?? ''}) but ${n} of its events are in the log`);
      }
    }
  }
  return { figures: f, problems };
}

export function figuresLine(f) {
  return `${f.attempted} writes: ${f.written} in the log, ${f.acknowledged} acknowledged, ${f.refused} refused with a message, ${f.lost} lost, ${f.misreported} misreported, ${f.duplicated} duplicated`;
}
