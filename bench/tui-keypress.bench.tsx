import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keypressMs } from './lib/keypress.js';

// Run by `npm run bench` (bench/run.mjs), not by `npm test`: it builds a 200,000-event log.
// The figures go to $SIMP_BENCH_OUT as JSON for the benchmark table.

describe('timeline keypress render time', () => {
  it('is the same for 200 and 200,000 events (only the visible window is read)', async () => {
    const small = await keypressMs(200);
    const big = await keypressMs(200_000);
    console.log(`keypress → frame: 200 events median ${small.median.toFixed(2)} ms (p90 ${small.p90.toFixed(2)}); ` +
      `200,000 events median ${big.median.toFixed(2)} ms (p90 ${big.p90.toFixed(2)})`);
    const out = process.env['SIMP_BENCH_OUT'];
    if (out) writeFileSync(out, JSON.stringify({ small, big }));
    expect(big.median).toBeLessThan(small.median * 2 + 2);
  }, 600_000);
});
