import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { render } from 'ink-testing-library';
import { App } from '../components/app/app.js';
import { openMemory } from '../src/memory/index.js';
import { addSignals, baseWith } from '../tests/tui/fixtures.js';
import '../tests/tui/render-helper.js';

// Run by `npm run bench` (bench/run.mjs), not by `npm test`: it builds a 200,000-event log.
// The figures go to $SIMP_BENCH_OUT as JSON for the benchmark table.

async function keypressMs(events: number): Promise<{ median: number; p90: number }> {
  const baseDir = await baseWith([{ slug: 'p', nickname: 'P' }]);
  await addSignals(baseDir, 'p', events - 1, 20_000);
  let inst!: ReturnType<typeof render>;
  await act(async () => {
    inst = render(<App mem={openMemory({ baseDir })} lang="en" color={false} watch={false} />);
  });
  const until = async (text: string) => {
    for (let i = 0; i < 2000 && !(inst.lastFrame() ?? '').includes(text); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(inst.lastFrame()).toContain(text);
  };
  await until('Crushes (1)');
  await act(async () => void inst.stdin.write('\r'));
  await until('P (p)');
  await act(async () => void inst.stdin.write('\t'));
  await until(`${events} events`);
  const samples: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const before = inst.lastFrame();
    const t0 = performance.now();
    // Ink handles the key and renders the frame synchronously inside this write.
    act(() => void inst.stdin.write(i % 20 === 19 ? 'g' : 'j'));
    samples.push(performance.now() - t0);
    expect(inst.lastFrame()).not.toBe(before);
    // The app lets the next key wait two event-loop turns after each one (so no key acts on a
    // stale screen); a typist's keys are that far apart anyway, so the next key comes after them.
    await act(() => new Promise<void>((r) => setImmediate(() => setImmediate(() => setImmediate(r)))));
  }
  await act(async () => inst.unmount());
  samples.sort((a, b) => a - b);
  return { median: samples[30] ?? 0, p90: samples[54] ?? 0 };
}

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
