import { describe, expect, it } from 'vitest';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { judgeQuit, QUIT_SIGNALS } from '../../src/engine/index.js';
import { InputError, localIso, type SimpEvent } from '../../src/model/index.js';
import { QuitHistory, runAnalyze, runQuit } from '../../src/flows/index.js';
import { DAY, eventLines, freshCrush, meta, QUIT_OK, refusedWithoutTrace, watchWrites } from './flow-helpers.js';

describe('quit', () => {
  it('writes exactly one quit_evaluated event: no state, no run record, no snapshot even on a new day', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes'] });
    c.clock.advance(1); // the first write of 2026-04-11 would normally take that day's snapshot
    const before = meta(c);
    const { result, changed, events } = await watchWrites(c, () => runQuit(c.mem, c.slug, QUIT_OK));
    expect(changed).toEqual(['events.jsonl', 'meta.json']);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'quit_evaluated',
      data: {
        verdict: 'continue',
        conclusion: 'B',
        dimensions: { other: 'unclear', self: 'sincere', cost: 'ok' },
        signals: [],
      },
    });
    expect(String((events[0]?.['data'] as Record<string, unknown>)['reason'])).toContain('信号还不够清楚');
    // meta.json changes only by the service's bookkeeping of the appended line.
    const after = meta(c);
    const moved = Object.keys(after).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]));
    expect(moved.sort()).toEqual(['event_count', 'events_bytes', 'events_counted', 'updated_at']);
    expect(after['event_count']).toBe((before['event_count'] as number) + 1);
    expect(result.write.changed).toEqual(['events.jsonl', 'meta.json']);
  });

  it('reads every event: a friend-zone stage at the very start of a long log is found', async () => {
    const c = freshCrush();
    await c.mem.append(c.slug, 'stage_changed', { from: '未知', to: '友谊区', trigger: 'old tool' });
    // Another tool's long log: more lines than any tail read takes.
    const line = (i: number) =>
      JSON.stringify({ ts: '2026-04-10T10:00:00', v: 1, type: 'profile_updated', slug: c.slug, data: { field: 'city', old_value: i, new_value: i + 1 } });
    appendFileSync(join(c.dir, 'events.jsonl'), `${Array.from({ length: 3000 }, (_, i) => line(i)).join('\n')}\n`);
    const r = await runQuit(c.mem, c.slug, QUIT_OK);
    expect(r.review.events).toBe(3002);
    expect(r.judgement.signals).toContain('hist.friend_zone');
    expect(r.review.stageChanges).toEqual([expect.objectContaining({ from: '未知', to: '友谊区' })]);
  });

  it('D when the user answers that they are dating someone; the verdict is let_go and the reason names it', async () => {
    const c = freshCrush();
    const r = await runQuit(c.mem, c.slug, { ...QUIT_OK, signals: { dating_someone: true } });
    expect(r.judgement).toMatchObject({ conclusion: 'D', verdict: 'let_go', signals: ['qs.dating_someone'] });
    const last = eventLines(c).at(-1) as Record<string, unknown>;
    expect((last['data'] as Record<string, unknown>)['reason']).toContain('ta 在和别人交往');
  });

  it('refuses half-filled answers naming the field, writing nothing', async () => {
    const c = freshCrush();
    const { self: _s, ...noSelf } = QUIT_OK;
    for (const bad of [noSelf, { ...QUIT_OK, other: 'maybe' }, { ...QUIT_OK, extra: 1 }, null]) {
      const err = await refusedWithoutTrace(c, () => runQuit(c.mem, c.slug, bad));
      expect(err).toBeInstanceOf(InputError);
      expect((err as Error).message).toMatch(/^answers: /);
    }
  });
});

const NOW = new Date(2026, 6, 1, 12, 0, 0);
const eventArb: fc.Arbitrary<SimpEvent> = fc
  .record({
    type: fc.constantFrom('stage_changed', 'analysis_done', 'progress_evaluated', 'signal_recorded', 'crisis_handled'),
    days: fc.integer({ min: 0, max: 200 }),
    undated: fc.integer({ min: 0, max: 15 }).map((n) => n === 0),
    stage: fc.constantFrom('破冰期', '升温期', '友谊区', '暧昧期'),
    score: fc.option(fc.integer({ min: -15, max: 25 }), { nil: undefined }),
    direction: fc.constantFrom('green', 'red', 'neutral'),
  })
  .map((r) => ({
    ts: r.undated ? 'not a date' : localIso(new Date(NOW.getTime() - r.days * DAY)),
    type: r.type,
    data:
      r.type === 'stage_changed'
        ? { from: '破冰期', to: r.stage, trigger: 't' }
        : r.type === 'signal_recorded'
          ? { direction: r.direction, content: 'c', score_delta: 1 }
          : { score: r.score, stage: r.stage, summary: 's' },
  }));

describe('quit history fold', () => {
  it('the judge answers the same on the streamed fold as on the whole log', () => {
    fc.assert(
      fc.property(
        // Mostly in time order, as a real log is; unsorted logs stand for clocks that went back.
        fc.tuple(fc.array(eventArb, { maxLength: 60 }), fc.boolean()).map(([es, sorted]) => (sorted ? [...es].sort((a, b) => a.ts.localeCompare(b.ts)) : es)),
        fc.subarray(QUIT_SIGNALS.map((s) => s.key)),
        (events, ticked) => {
          const fold = new QuitHistory();
          for (const e of events) fold.add(e);
          const answers = { ...QUIT_OK, signals: Object.fromEntries(ticked.map((k) => [k, true])) };
          expect(judgeQuit(answers, fold.events(), NOW)).toEqual(judgeQuit(answers, events, NOW));
          expect(fold.review(new Date()).events).toBe(events.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
