import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyRebuild, emptyReport, INITIAL_REBUILD } from '../../src/memory/index.js';
import { rebuiltStateOnly } from '../../src/memory/crush/ops-rebuild.js';
import { readTail } from '../../src/memory/log/event-read.js';
import { tempDir } from '../helpers/temp.js';

// Everything the rebuild rule looks at, including what it must step over: scores that are
// not numbers, stages that are not strings, progress checks without a count, mode changes.
const score = fc.oneof(fc.integer({ min: -15, max: 25 }), fc.constantFrom(null, '12', undefined));
const stage = fc.oneof(fc.constantFrom('破冰期', '升温期', '暧昧期'), fc.constantFrom(null, 3, undefined));
const eventArb = fc.oneof(
  fc.record({ type: fc.constant('analysis_done'), data: fc.record({ score, stage, summary: fc.constant('s') }) }),
  fc.record({ type: fc.constant('progress_evaluated'), data: fc.record({ score, stage, milestones_done: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant(null)) }) }),
  fc.record({ type: fc.constant('stage_changed'), data: fc.record({ from: fc.constant('x'), to: stage, trigger: fc.constant('t') }) }),
  fc.record({ type: fc.constant('strategy_updated'), data: fc.record({ old_stage: fc.constant('x'), new_stage: fc.constant('y'), reason: fc.constant('r'), new_mode: fc.constantFrom('sweet', 'strategic', 'hybrid', 'nonsense', undefined) }) }),
  fc.record({ type: fc.constantFrom('signal_recorded', 'crisis_handled', 'profile_updated'), data: fc.record({ content: fc.constantFrom('"milestones_done"', 'new_mode', '\\', 'x') }) }),
);
/** A line as a writer left it: plain JSON, with an escaped type name, blank, or broken. */
const lineArb = fc.tuple(eventArb, fc.constantFrom('plain', 'plain', 'plain', 'escaped', 'blank', 'broken')).map(([e, how]) => {
  const text = JSON.stringify({ ts: '2026-12-01T10:00:00', v: 1, type: e.type, slug: 's', data: e.data });
  if (how === 'blank') return '';
  if (how === 'broken') return text.slice(0, 20);
  if (how === 'escaped') return text.replace(`"type":"${e.type}"`, `"type":"\\u00${e.type.charCodeAt(0).toString(16)}${e.type.slice(1)}"`);
  return text;
});

describe('rebuild read from the end', () => {
  it('gives exactly the rebuild rule applied to every event, whatever the log holds', () => {
    const file = join(tempDir(), 'events.jsonl');
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 60 }), fc.boolean(), (lines, torn) => {
        writeFileSync(file, lines.map((l) => `${l}\n`).join('') + (torn ? '{"ts": "2026' : ''));
        const all = readTail(file, 1_000, null, emptyReport());
        const expected = all.reduce(applyRebuild, INITIAL_REBUILD);
        expect(rebuiltStateOnly(file)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("finds a long log's state reading only its end: a broken line early on is not even looked at", () => {
    const file = join(tempDir(), 'events.jsonl');
    const ev = (type: string, data: Record<string, unknown>) => JSON.stringify({ ts: '2026-12-01T10:00:00', v: 1, type, slug: 's', data });
    const head = ['{"type": "analysis_done", broken', ...Array.from({ length: 500 }, (_, i) => ev('analysis_done', { score: i % 20, stage: '升温期', summary: 's' }))];
    const tail = [ev('progress_evaluated', { score: 14, stage: '暧昧期', milestones_done: 6, next_actions: [] }), ev('analysis_done', { score: 11, stage: '暧昧期', summary: 's' })];
    writeFileSync(file, [...head, ...tail].map((l) => `${l}\n`).join(''));
    const report = emptyReport();
    expect(rebuiltStateOnly(file, report)).toEqual({ ...INITIAL_REBUILD, current_stage: '暧昧期', signal_score: 11, last_signal_score: 14, score_trend: 'down', milestones_done: 6 });
    expect(report.badLines).toEqual([]);
  });
});
