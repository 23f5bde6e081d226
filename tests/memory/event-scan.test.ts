import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyReport } from '../../src/memory/log/event-lines.js';
import { forEachOfTypes } from '../../src/memory/log/event-scan.js';
import { tempDir } from '../helpers/temp.js';

const ev = (type: string, data: Record<string, unknown>) => JSON.stringify({ ts: '2026-12-01T10:00:00', v: 1, type, slug: 's', data });

describe('forEachOfTypes', () => {
  it('finds every line of the type across the chunk edges of a long log, long lines too, within start and end', () => {
    const file = join(tempDir(), 'events.jsonl');
    const lines: string[] = [];
    for (let i = 0; i < 60_000; i += 1) {
      const pad = 'x'.repeat((i * 7919) % 300);
      lines.push(i % 13 === 0 ? ev('record_corrected', { n: i, pad }) : ev('signal_recorded', { n: i, pad }));
      // A line of 5 MiB: longer than a chunk, shorter than the cap.
      if (i === 20_000) lines.push(ev('record_corrected', { n: -1, pad: 'y'.repeat(5 << 20) }));
    }
    const text = lines.map((l) => `${l}\n`).join('');
    writeFileSync(file, text);
    const want = lines.map((l) => JSON.parse(l) as { type: string; data: { n: number } }).filter((e) => e.type === 'record_corrected').map((e) => e.data.n);
    const got: number[] = [];
    const report = emptyReport();
    forEachOfTypes(file, ['record_corrected'], report, (e) => got.push(e.data['n'] as number));
    expect(got).toEqual(want);
    expect(report).toEqual(emptyReport());
    // From a line start in the middle to another one.
    const from = Buffer.byteLength(lines.slice(0, 30_001).map((l) => `${l}\n`).join(''));
    const to = Buffer.byteLength(lines.slice(0, 50_001).map((l) => `${l}\n`).join(''));
    const part: number[] = [];
    forEachOfTypes(file, ['record_corrected'], emptyReport(), (e) => part.push(e.data['n'] as number), { start: from, end: to });
    const inPart = lines.slice(30_001, 50_001).map((l) => JSON.parse(l) as { type: string; data: { n: number } }).filter((e) => e.type === 'record_corrected');
    expect(part).toEqual(inPart.map((e) => e.data.n));
  });

  it('passes over a line longer than the cap and reports a torn last line', () => {
    const file = join(tempDir(), 'events.jsonl');
    writeFileSync(file, `${ev('record_corrected', { n: 1 })}\n${'z'.repeat(20 << 20)}\n${ev('record_corrected', { n: 2 })}\n{"ts": "2026`);
    const got: number[] = [];
    const report = emptyReport();
    forEachOfTypes(file, ['record_corrected'], report, (e) => got.push(e.data['n'] as number));
    expect(got).toEqual([1, 2]);
    expect(report.badLines).toHaveLength(1);
    expect(report.tornTail).toBe(true);
  });
});
