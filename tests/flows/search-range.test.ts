import { describe, expect, it } from 'vitest';
import { inRange, rangeBounds, type SearchBounds, type SearchRange } from '../../src/flows/search.js';
import { InputError } from '../../src/model/index.js';

const NOW = new Date(2026, 11, 3, 10, 0);
const bounds = (range: SearchRange): SearchBounds => {
  const b = rangeBounds(range, NOW);
  expect(b).not.toBeNull();
  return b as SearchBounds;
};

describe('a search range', () => {
  it('is no range when neither end is given, and open on the side left out', () => {
    expect(rangeBounds({}, NOW)).toBeNull();
    const since = bounds({ since: '昨天' });
    expect(since).toEqual({ since: new Date(2026, 11, 2).getTime(), until: Infinity });
    expect(inRange('2099-01-01T00:00:00', since)).toBe(true);
    expect(inRange('2026-12-01T23:59:59', since)).toBe(false);
  });

  it('takes a record dated by its day alone when that day meets the range', () => {
    const evening = bounds({ since: '昨天晚上9点', until: '今天中午' });
    expect(inRange('2026-12-02', evening)).toBe(true);
    expect(inRange('2026-12-02T20:59:00', evening)).toBe(false);
    expect(inRange('2026-12-02T21:00:00', evening)).toBe(true);
    expect(inRange('2026-12-03T12:00:01', evening)).toBe(false);
    expect(inRange('2026-12-01', evening)).toBe(false);
    expect(inRange('not a time', evening)).toBe(false);
  });

  it('refuses an end that is not a date, naming which', () => {
    expect(() => rangeBounds({ until: '某天' }, NOW)).toThrow(InputError);
    try {
      rangeBounds({ until: '某天' }, NOW);
    } catch (e) {
      expect((e as InputError).issues).toEqual([{ field: 'until', kind: 'time' }]);
    }
  });
});
