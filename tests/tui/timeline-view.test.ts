import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { insertPoints, withInteractions } from '../../components/timeline/timeline-view.js';

describe('events and interactions in one view', () => {
  it('lists every event once and every interaction once, each interaction right before the event it precedes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 20 }), fc.integer({ min: 0, max: 40 }), (raw, count) => {
        const insertAt = raw.map((p) => Math.min(p, count)).sort((a, b) => a - b);
        const view = withInteractions(count, insertAt);
        expect(view.length).toBe(count + insertAt.length);
        const oldestFirst = Array.from({ length: view.length }, (_, k) => view.at(view.length - 1 - k));
        expect(oldestFirst.filter((a) => a >= 0)).toEqual(Array.from({ length: count }, (_, i) => i));
        expect(oldestFirst.filter((a) => a < 0)).toEqual(insertAt.map((_, j) => -(j + 1)));
        oldestFirst.forEach((a, pos) => {
          if (a >= 0) return;
          const next = oldestFirst.slice(pos + 1).find((x) => x >= 0);
          expect(next ?? count).toBe(insertAt[-a - 1]);
        });
      }),
    );
  });

  it('puts an interaction before the first event later than it', () => {
    const ts = ['2026-01-01', '2026-01-03', '2026-01-05'];
    expect(insertPoints(3, (i) => ts[i] as string, ['2025-12-31', '2026-01-03', '2026-01-04', '2027-01-01'])).toEqual([0, 2, 2, 3]);
  });
});
