import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EVENT_RULES, EVENT_TYPES, passesRules, type EventType, type FieldRule } from '../../src/model/event-rules.js';
import { EVENT_DATA, STAGES } from '../../src/model/schemas.js';
import { checkEventShape } from '../../src/memory/log/event-write.js';
import { validateEventData } from '../../src/memory/log/event-check.js';
import { InputError } from '../../src/model/errors.js';

/** Values a field may hold in the wild: right ones for some rule, wrong types, numbers on and past the edges. */
const anyValue = fc.oneof(
  fc.constantFrom<unknown>(null, undefined, true, false, '', 'x', 'green', 'red', 'neutral', 'let_go', 'yes', 'pending', 'insert', 'delete', ...STAGES),
  fc.integer({ min: -20, max: 30 }),
  fc.constantFrom(0.5, -0, -1.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ maxLength: 4 }),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null)), { maxLength: 3 }),
  fc.constantFrom<unknown>([], {}, { a: 1 }, ['a', 'b']),
);

/** An event's data: some of its type's fields (and an unrelated one), each holding any of those values. */
function dataOf(type: EventType) {
  const keys = [...Object.keys(EVENT_RULES[type]), 'extra'];
  return fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: keys.length });
}

/** A value that meets one rule, as the flows write it. */
function meeting(rule: FieldRule): fc.Arbitrary<unknown> {
  switch (rule.kind) {
    case 'text':
      return fc.string({ minLength: 1, maxLength: 8 });
    case 'string':
      return fc.string({ maxLength: 8 });
    case 'any':
      return anyValue;
    case 'int':
      return fc.integer({ min: rule.min, max: rule.max });
    case 'one-of':
      return fc.constantFrom(...rule.options);
    case 'strings':
      return fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 });
    case 'string-or-null':
      return fc.option(fc.string({ maxLength: 5 }));
    case 'optional-string':
      return fc.option(fc.string({ maxLength: 5 }), { nil: undefined });
  }
}

/** Data that meets every rule of its type. */
function goodDataOf(type: EventType) {
  const rules: Record<string, FieldRule> = EVENT_RULES[type];
  return fc.record(Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, meeting(rule)])));
}

describe("events' data checked without the schema library (the append verb's write path)", () => {
  it('the table passes exactly what the schemas built from it accept, for every type', () => {
    for (const type of EVENT_TYPES) {
      fc.assert(
        fc.property(dataOf(type), (data) => {
          expect(passesRules(type, data), `${type} ${JSON.stringify(data)}`).toBe(EVENT_DATA[type].safeParse(data).success);
        }),
        { numRuns: 2000 },
      );
    }
  });

  it('passes the data the flows write, so a well-formed event never needs the schemas', () => {
    for (const type of EVENT_TYPES) {
      fc.assert(fc.property(goodDataOf(type), (data) => passesRules(type, data)), { numRuns: 200 });
    }
  });

  it('a field the table does not pass is named by the schema, in the words it always had', () => {
    expect(checkEventShape('signal_recorded', { direction: 'green', content: 'x', score_delta: 9 }).sure).toBe(false);
    expect(() => validateEventData('signal_recorded', { direction: 'green', content: 'x', score_delta: 9 })).toThrow(
      'signal_recorded: data.score_delta must be a whole number from -5 to 5',
    );
    expect(() => validateEventData('analysis_done', { score: 3, summary: 's' })).toThrow('analysis_done: data.stage is required');
    // Unknown types, data that is not an object, and data nested too deep are refused before any field is looked at.
    expect(() => checkEventShape('made_up', {})).toThrow(InputError);
    expect(() => checkEventShape('crisis_handled', [1])).toThrow('data of a crisis_handled event must be a JSON object');
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 80; i++) deep = { deep };
    expect(() => checkEventShape('crisis_handled', { crisis_type: 'C-1', resolution: '', deep })).toThrow('nested more than 64 levels deep');
  });
});
