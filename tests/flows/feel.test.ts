import { describe, expect, it } from 'vitest';
import { moodOfInput, planFeel } from '../../src/flows/feel.js';
import { InputError } from '../../src/model/index.js';

describe('planFeel', () => {
  it('takes a mood typed or picked, and counts it last in the trend', () => {
    expect(moodOfInput(' 3 ')).toBe(3);
    expect(moodOfInput(5)).toBe(5);
    const p = planFeel({ mood: 1, note: '  ' }, [{ ts: '2026-05-01T10:00:00', type: 'mood_recorded', data: { mood: 4 } }]);
    expect(p.writes.events).toEqual([{ type: 'mood_recorded', data: { mood: 1 } }]);
    expect(p.writes.state).toBeNull();
    expect(p.report.trend).toMatchObject({ last: [4, 1], count: 2, average: 2.5 });
  });

  it.each([[0, 'range'], ['6', 'range'], ['abc', 'integer'], ['2.5', 'integer'], ['', 'integer']])('refuses %j (%s)', (mood, kind) => {
    try {
      planFeel({ mood }, []);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).issues[0]).toMatchObject({ field: 'mood', kind });
    }
  });
});
