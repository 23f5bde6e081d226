// An event's data checked with its schema, for the messages that name each wrong
// field. Writers that must not load the schema library up front (mutate, for the
// `append` verb) check with event-write.ts's table first and load this only when
// the table says no.
import { EVENT_DATA, type EventType, type SimpEvent } from '../../model/schemas.js';
import { fieldIssues, issueText } from '../../model/field-issues.js';
import { InputError } from '../../model/errors.js';
import { checkEventShape, eventLine } from './event-write.js';

/** Checks an event before it is written: known type, required data present and well typed. */
export function validateEventData(type: string, data: unknown): Record<string, unknown> {
  const shaped = checkEventShape(type, data);
  if (!shaped.sure) {
    const schema = EVENT_DATA[type as EventType];
    const parsed = schema.safeParse(shaped.data);
    if (!parsed.success) {
      const issues = fieldIssues(schema, parsed.error, shaped.data, 'data.');
      throw new InputError(`${type}: ${issues.map(issueText).join('; ')}`, issues, type);
    }
  }
  // Store what the caller gave (extra fields included), not zod's copy.
  return shaped.data;
}

/** One checked events.jsonl line in the reference layout, newline included. */
export function buildEventLine(slug: string, type: string, data: Record<string, unknown>, now: Date): { event: SimpEvent; line: string } {
  return eventLine(slug, type, validateEventData(type, data), now);
}
