import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EVENT_RULES, EVENT_TYPES, eventDataIssues, passesRules, type EventType, type FieldRule } from '../../src/model/event-rules.js';
import { STAGES } from '../../src/model/enums.js';
import { fieldIssues } from '../../src/model/field-issues.js';
import { checkEventShape, validateEventData } from '../../src/memory/log/event-write.js';
import { InputError } from '../../src/model/errors.js';
import { OLD_EVENT_DATA } from '../helpers/zod-oracle.js';

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
    case 'mode':
      throw new Error('no event field is a mode');
  }
}

/** Data that meets every rule of its type. */
function goodDataOf(type: EventType) {
  const rules: Record<string, FieldRule> = EVENT_RULES[type];
  return fc.record(Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, meeting(rule)])));
}

describe("events' data checked by the rule table alone", () => {
  it('the table passes exactly what the old schemas accepted, and names the same fields with the same issues, for every type', () => {
    for (const type of EVENT_TYPES) {
      fc.assert(
        fc.property(dataOf(type), (data) => {
          const old = OLD_EVENT_DATA[type].safeParse(data);
          expect(passesRules(type, data), `${type} ${JSON.stringify(data)}`).toBe(old.success);
          expect(eventDataIssues(type, data), `${type} ${JSON.stringify(data)}`).toEqual(old.success ? [] : fieldIssues(OLD_EVENT_DATA[type], old.error, data, 'data.'));
        }),
        { numRuns: 2000 },
      );
    }
  });

  it("the old schemas' bad cases: each wrong value of each kind gets the old issue", () => {
    const base = { file: 'events.jsonl', line: 1, offset: 0, target_ts: '', target_type: 't', action: 'amend', changes: 1 };
    const cases: [EventType, Record<string, unknown>][] = [
      ['record_corrected', {}],
      ...[0, -3, 1.5, 'x', true, [], 2 ** 60, -(2 ** 60), '', null].map((v): [EventType, Record<string, unknown>] => ['record_corrected', { ...base, line: v }]),
      ...[-1, 2 ** 60].map((v): [EventType, Record<string, unknown>] => ['record_corrected', { ...base, offset: v, reason: null }]),
      ['progress_evaluated', { score: 30, stage: '热恋期', milestones_done: 'x', next_actions: [1, null, '', 'x', {}] }],
      ['progress_evaluated', { score: '', stage: null, milestones_done: 11, next_actions: 'a' }],
      // eslint-disable-next-line no-sparse-arrays
      ['progress_evaluated', { score: 1, stage: '未知', milestones_done: 1, next_actions: [, 'a'] }],
      ['knowledge_recorded', { action: 5, id: '', before: 3, after: null, keywords: [] }],
      ['profile_updated', { field: 'x' }],
      ['confess_outcome', { outcome: 'yes', note: 3 }],
      ['mood_recorded', { mood: 0, note: null }],
    ];
    for (const [type, data] of cases) {
      const old = OLD_EVENT_DATA[type].safeParse(data);
      expect(old.success, JSON.stringify(data)).toBe(false);
      if (old.success) continue;
      expect(eventDataIssues(type, data), `${type} ${JSON.stringify(data)}`).toEqual(fieldIssues(OLD_EVENT_DATA[type], old.error, data, 'data.'));
    }
  });

  it('passes the data the flows write, so a well-formed event never needs the schemas', () => {
    for (const type of EVENT_TYPES) {
      fc.assert(fc.property(goodDataOf(type), (data) => passesRules(type, data)), { numRuns: 200 });
    }
  });

  it('a field the table does not pass is named in the words it always had', () => {
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
