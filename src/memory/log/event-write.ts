import { EVENT_TYPES, eventDataIssues, isEventType, passesRules, type EventType } from '../../model/event-rules.js';
import { issueText } from '../../model/field-issues.js';
import { InputError, refused } from '../../model/errors.js';
import type { SimpEvent } from '../../model/schemas.js';
import { tooDeep, MAX_DEPTH } from '../formats/depth.js';
import { dumpsLine } from '../formats/pyjson.js';
import { localIso } from '../../model/time.js';
import { closeSync, readSync } from 'node:fs';
import { openRegular } from '../io/open-regular.js';

/**
 * An event's data checked by its type's rules (event-rules.ts): its type is known, it
 * is an object of sane depth (else InputError), and `sure` says whether every required
 * field is there and well formed. A writer that stages events checks the unsure ones
 * with validateEventData before anything is written, which names each wrong field.
 */
export function checkEventShape(type: string, data: unknown): { data: Record<string, unknown>; sure: boolean } {
  if (!isEventType(type)) {
    throw refused({ field: 'type', kind: 'event-type', value: type, options: EVENT_TYPES });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new InputError(`data of a ${type} event must be a JSON object`);
  }
  if (tooDeep(data)) throw new InputError(`data of a ${type} event is nested more than ${MAX_DEPTH} levels deep`);
  const record = data as Record<string, unknown>;
  return { data: record, sure: passesRules(type, record) };
}

/** Checks an event before it is written: known type, required data present and well typed (InputError naming each wrong field). */
export function validateEventData(type: string, data: unknown): Record<string, unknown> {
  const shaped = checkEventShape(type, data);
  if (!shaped.sure) {
    const issues = eventDataIssues(type as EventType, shaped.data);
    throw new InputError(`${type}: ${issues.map(issueText).join('; ')}`, issues, type);
  }
  // Stored as the caller gave it, extra fields included.
  return shaped.data;
}

/** One checked events.jsonl line in the reference layout, newline included. */
export function buildEventLine(slug: string, type: string, data: Record<string, unknown>, now: Date): { event: SimpEvent; line: string } {
  return eventLine(slug, type, validateEventData(type, data), now);
}

/**
 * One events.jsonl line in the reference layout, newline included, for data whose
 * shape checkEventShape has passed (`sure` or not: the caller has validateEventData
 * name what is wrong before the line is written).
 */
export function eventLine(
  slug: string,
  type: string,
  data: Record<string, unknown>,
  now: Date,
  /** The stamp of an event told after the fact (when it happened); else now. */
  ts: string = localIso(now),
): { event: SimpEvent; line: string } {
  const event: SimpEvent = { ts, v: 1, type, slug, data };
  const line = dumpsLine(event);
  if (line.includes('\n')) throw new InputError('an event must serialise to one line');
  return { event, line: `${line}\n` };
}

/**
 * The bytes that append `lines` to a log of `size` bytes: after a line break when
 * the last line lacks one (a writer cut off mid-line), so no event is glued to it.
 */
export function eventBlock(path: string, size: number, lines: readonly string[]): string {
  if (lines.length === 0) return '';
  return (size > 0 && !endsWithNewline(path, size) ? '\n' : '') + lines.join('');
}

/** A file of `size` bytes whose last byte is a line break (false for an empty file). */
function endsWithNewline(path: string, size: number): boolean {
  if (size === 0) return false;
  const buf = Buffer.alloc(1);
  const fd = openRegular(path);
  try {
    readSync(fd, buf, 0, 1, size - 1);
  } finally {
    closeSync(fd);
  }
  return buf[0] === 0x0a;
}
