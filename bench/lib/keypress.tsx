// The timeline keypress measurement of `npm run bench` (bench/tui-keypress.bench.tsx);
// It lives only there: a benchmark asserts its target in the bench table, not in `npm test`.
import { expect } from 'vitest';
import { act } from 'react';
import { render } from 'ink-testing-library';
import { App } from '../../components/shell/app.js';
import { openMemory } from '../../src/memory/index.js';
import { addSignals, baseWith } from '../../tests/tui/fixtures.js';
import '../../tests/tui/render-helper.js';

/**
 * Opens a crush with `events` events, focuses its timeline and times `keys` key presses
 * (j, and g every 20th) from the write to the rendered frame; each must change the frame.
 */
export async function keypressMs(events: number, keys = 60): Promise<{ median: number; p90: number }> {
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
  for (let i = 0; i < keys; i += 1) {
    const before = inst.lastFrame();
    const t0 = performance.now();
    // Ink handles the key and renders the frame synchronously inside this write...
    act(() => void inst.stdin.write(i % 20 === 19 ? 'g' : 'j'));
    // ...unless the app was still finishing the key before (a busy machine): then the key
    // waits its turn, and the time until its frame is what the user meets.
    for (let turn = 0; turn < 2000 && inst.lastFrame() === before; turn += 1) {
      await act(() => new Promise<void>((r) => setImmediate(r)));
    }
    samples.push(performance.now() - t0);
    expect(inst.lastFrame()).not.toBe(before);
    // The app lets the next key wait two event-loop turns after each one (so no key acts on a
    // stale screen); a typist's keys are that far apart anyway, so the next key comes after them.
    await act(() => new Promise<void>((r) => setImmediate(() => setImmediate(() => setImmediate(r)))));
  }
  await act(async () => inst.unmount());
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(keys / 2)] ?? 0, p90: samples[Math.floor(keys * 0.9)] ?? 0 };
}
