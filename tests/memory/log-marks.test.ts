import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyRebuild, emptyReport, INITIAL_REBUILD, openMemory } from '../../src/memory/index.js';
import { rebuiltStateOnly } from '../../src/memory/crush/ops-rebuild.js';
import { readTail } from '../../src/memory/log/event-read.js';
import { CORRECTED_AT_KEY, MODE_AT_KEY, setsMode } from '../../src/memory/log/log-marks.js';
import { loadCorrections } from '../../src/memory/log/corrections.js';
import { openFolder } from '../../src/memory/crush/folder.js';
import { tempDir } from '../helpers/temp.js';

const ev = (type: string, data: Record<string, unknown>) => JSON.stringify({ ts: '2026-12-01T10:00:00', v: 1, type, slug: 's', data });
const lineArb = fc.oneof(
  fc.record({ score: fc.integer({ min: -5, max: 25 }) }).map((d) => ev('analysis_done', { ...d, stage: '升温期', summary: 's' })),
  fc.constantFrom('sweet', 'strategic', 'hybrid', 'nonsense').map((m) => ev('strategy_updated', { old_stage: 'x', new_stage: 'x', reason: 'r', new_mode: m })),
  fc.constant(ev('strategy_updated', { old_stage: 'x', new_stage: 'y', reason: 'r' })),
  fc.constant(ev('signal_recorded', { content: 'new_mode' })),
  fc.constant('{"type": "strategy_updated", broken'),
);

/** The true mark of a log's first `lines`: the offset of the last line that sets the mode. */
function markOf(lines: readonly string[]): { bytes: number; at: number | null } {
  let bytes = 0;
  let at: number | null = null;
  for (const l of lines) {
    try {
      const e = JSON.parse(l) as { type: string; data: Record<string, unknown> };
      if (setsMode(e)) at = bytes;
    } catch {
      // broken: sets nothing
    }
    bytes += Buffer.byteLength(l) + 1;
  }
  return { bytes, at };
}

describe("meta.json's marks of the last mode change and the last correction", () => {
  it('gives what the search of the whole log gives, whatever another tool appended after the bytes it covers', () => {
    const file = join(tempDir(), 'events.jsonl');
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 40 }), fc.nat(40), (lines, k) => {
        writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
        const expected = readTail(file, 1_000, null, emptyReport()).reduce(applyRebuild, INITIAL_REBUILD);
        const mark = markOf(lines.slice(0, Math.min(k, lines.length)));
        const meta = { events_bytes: mark.bytes, [MODE_AT_KEY]: mark.at };
        expect(rebuiltStateOnly(file, emptyReport(), new Map(), meta)).toEqual(expected);
        // A mark that cannot be right (for a longer log, naming a line that sets no mode, a mid-line byte) is not used.
        expect(rebuiltStateOnly(file, emptyReport(), new Map(), { events_bytes: mark.bytes + 1e6, [MODE_AT_KEY]: null })).toEqual(expected);
        if (mark.bytes > 3) {
          expect(rebuiltStateOnly(file, emptyReport(), new Map(), { events_bytes: mark.bytes, [MODE_AT_KEY]: 3 })).toEqual(expected);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("spares the search: a mark saying no mode change is taken for the bytes it covers", () => {
    const file = join(tempDir(), 'events.jsonl');
    const lines = [ev('strategy_updated', { old_stage: 'x', new_stage: 'x', reason: 'r', new_mode: 'sweet' }), ...Array.from({ length: 300 }, (_, i) => ev('analysis_done', { score: i % 20, stage: '升温期', summary: 's' }))];
    writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
    expect(rebuiltStateOnly(file).recommended_mode).toBe('sweet');
    expect(rebuiltStateOnly(file, emptyReport(), new Map(), { events_bytes: statSync(file).size, [MODE_AT_KEY]: 0 }).recommended_mode).toBe('sweet');
    // What the mark says is what is used (it is kept by every write that counts the log).
    expect(rebuiltStateOnly(file, emptyReport(), new Map(), { events_bytes: statSync(file).size, [MODE_AT_KEY]: null }).recommended_mode).toBe('hybrid');
  });

  it('is kept by every write: created, moved by a mode change, carried over what another tool appended', async () => {
    const base = tempDir();
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'm', nickname: '小美' });
    const dir = join(base, 'm');
    const meta = () => JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as Record<string, unknown>;
    const log = join(dir, 'events.jsonl');
    expect(meta()[MODE_AT_KEY]).toBeNull();
    await mem.append('m', 'signal_recorded', { direction: 'green', content: 'x', score_delta: 1 });
    expect(meta()[MODE_AT_KEY]).toBeNull();
    const at = statSync(log).size;
    await mem.append('m', 'strategy_updated', { old_stage: '未知', new_stage: '未知', reason: 'r', old_mode: 'hybrid', new_mode: 'sweet' });
    expect(meta()[MODE_AT_KEY]).toBe(at);
    await mem.append('m', 'signal_recorded', { direction: 'green', content: 'y', score_delta: 1 });
    expect(meta()[MODE_AT_KEY]).toBe(at);
    // Another tool appends a mode change and leaves meta.json as it was: the next write finds it past the mark.
    const theirs = statSync(log).size;
    appendFileSync(log, `${ev('strategy_updated', { old_stage: 'x', new_stage: 'x', reason: 'r', new_mode: 'strategic' })}\n`);
    expect(rebuiltStateOnly(log, emptyReport(), new Map(), meta()).recommended_mode).toBe('strategic');
    await mem.append('m', 'signal_recorded', { direction: 'green', content: 'z', score_delta: 1 });
    expect(meta()[MODE_AT_KEY]).toBe(theirs);
    // A meta.json without the mark (an older simp, another tool's rewrite): a short log is searched again.
    const { [MODE_AT_KEY]: _dropped, ...rest } = meta();
    writeFileSync(join(dir, 'meta.json'), JSON.stringify(rest, null, 2));
    await mem.append('m', 'signal_recorded', { direction: 'green', content: 'w', score_delta: 1 });
    expect(meta()[MODE_AT_KEY]).toBe(theirs);
    expect(rebuiltStateOnly(log, emptyReport(), new Map(), meta()).recommended_mode).toBe('strategic');
  });

  it('finds every correction from where the mark says there is none before, and all of them when it names one', async () => {
    const base = tempDir();
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'c', nickname: '小美' });
    const dir = join(base, 'c');
    const log = join(dir, 'events.jsonl');
    const meta = () => JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as Record<string, unknown>;
    const folder = openFolder({ base, now: () => new Date() }, 'c');
    expect(meta()[CORRECTED_AT_KEY]).toBeNull();
    await mem.append('c', 'signal_recorded', { direction: 'green', content: 'x', score_delta: 1 });
    const target = 0;
    const correction = (reason: string) => ({ file: 'events.jsonl', line: 1, offset: target, target_ts: 't', target_type: 'profile_created', action: 'amend', changes: {}, reason });
    // Another tool's correction past the mark is found; the next write moves the mark onto it.
    const theirs = statSync(log).size;
    appendFileSync(log, `${ev('record_corrected', correction('theirs'))}\n`);
    expect([...loadCorrections(folder).events.values()].map((c) => c.reason)).toEqual(['theirs']);
    await mem.append('c', 'signal_recorded', { direction: 'green', content: 'y', score_delta: 1 });
    expect(meta()[CORRECTED_AT_KEY]).toBe(theirs);
    const ours = statSync(log).size;
    await mem.append('c', 'record_corrected', correction('ours'));
    expect(meta()[CORRECTED_AT_KEY]).toBe(ours);
    // A mark naming a correction: the whole log is searched (the later correction of one record stands).
    expect([...loadCorrections(folder).events.values()].map((c) => c.reason)).toEqual(['ours']);
    // A mark saying none is taken for the bytes it covers: what it covers is not searched.
    writeFileSync(join(dir, 'meta.json'), JSON.stringify({ ...meta(), [CORRECTED_AT_KEY]: null }, null, 2));
    expect(loadCorrections(folder).size).toBe(0);
    // One that cannot be right (a longer log than there is) is not used.
    writeFileSync(join(dir, 'meta.json'), JSON.stringify({ ...meta(), events_bytes: statSync(log).size + 10 }, null, 2));
    expect(loadCorrections(folder).size).toBe(1);
  });
});
