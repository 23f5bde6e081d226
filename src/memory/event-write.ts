import { EVENT_DATA, EVENT_TYPES, isEventType, type SimpEvent } from '../model/schemas.js';
import { fieldIssues, issueText } from '../model/field-issues.js';
import { InputError } from '../model/errors.js';
import { tooDeep, MAX_DEPTH } from './depth.js';
import { dumpsLine } from './pyjson.js';
import { localIso } from '../model/time.js';
import { closeSync, readSync } from 'node:fs';
import { openRegular } from './open-regular.js';

/** Checks an event before it is written: known type, required data present and well typed. */
export function validateEventData(type: string, data: unknown): Record<string, unknown> {
  if (!isEventType(type)) {
    throw new InputError(`unknown event type "${type}"; valid types: ${EVENT_TYPES.join(', ')}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new InputError(`data of a ${type} event must be a JSON object`);
  }
  if (tooDeep(data)) throw new InputError(`data of a ${type} event is nested more than ${MAX_DEPTH} levels deep`);
  const schema = EVENT_DATA[type];
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = fieldIssues(schema, parsed.error, data, 'data.');
    throw new InputError(`${type}: ${issues.map(issueText).join('; ')}`, issues, type);
  }
  // Store what the caller gave (extra fields included), not zod's copy.
  return data as Record<string, unknown>;
}

/** One events.jsonl line in the reference layout, newline included. */
export function buildEventLine(
  slug: string,
  type: string,
  data: Record<string, unknown>,
  now: Date,
): { event: SimpEvent; line: string } {
  const checked = validateEventData(type, data);
  const event: SimpEvent = { ts: localIso(now), v: 1, type, slug, data: checked };
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
