import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allOf, insertPoints, mergedView, someOf } from '../../components/screens/timeline/timeline-view.js';

describe('events and interactions in one view', () => {
  it('lists every event shown once and every interaction shown once, each right before the event it precedes, in either order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        fc.boolean(),
        (raw, count, oldest, some) => {
          // A filtered log: every other event; interactions: a subset of the known ones.
          const events = some ? someOf(Array.from({ length: count }, (_, i) => i * 2)) : allOf(count);
          const insertAt = raw.map((p) => Math.min(p, count)).sort((a, b) => a - b);
          const inter = insertAt.map((_, j) => j * 3);
          const view = mergedView(events, inter, insertAt, oldest);
          expect(view.length).toBe(count + insertAt.length);
          const rows = Array.from({ length: view.length }, (_, k) => view.at(k));
          const oldestFirst = oldest ? rows : [...rows].reverse();
          expect(oldestFirst.filter((a) => a >= 0)).toEqual(Array.from({ length: count }, (_, p) => events.at(p)));
          expect(oldestFirst.filter((a) => a < 0)).toEqual(inter.map((j) => -(j + 1)));
          oldestFirst.forEach((a, pos) => {
            if (a >= 0) return;
            const next = oldestFirst.slice(pos + 1).find((x) => x >= 0);
            const j = inter.indexOf(-a - 1);
            expect(next ?? -1).toBe(insertAt[j] === count ? -1 : events.at(insertAt[j] as number));
          });
        },
      ),
    );
  });

  it('puts an interaction before the first event later than it', () => {
    const ts = ['2026-01-01', '2026-01-03', '2026-01-05'];
    expect(insertPoints(3, (i) => ts[i] as string, ['2025-12-31', '2026-01-03', '2026-01-04', '2027-01-01'])).toEqual([0, 2, 2, 3]);
  });
});
