import { describe, expect, it } from 'vitest';
import { keypressMs } from '../../bench/lib/keypress.js';

// `npm run bench` times 60 keys on 200 and 200,000 events; this runs the same
// measurement small so a change to the app cannot silently break the benchmark.
describe('the timeline keypress benchmark', () => {
  it('still drives the timeline: every key changes the frame', async () => {
    const { median, p90 } = await keypressMs(200, 12);
    expect(median).toBeGreaterThan(0);
    expect(p90).toBeGreaterThanOrEqual(median);
  });
});
