import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CRISIS_TYPES, EXCLUSIVE_SIGNAL_GROUPS, MILESTONES, READINESS_CONDITIONS, SIGNALS, STAGES } from '../../src/engine/index.js';
import { InputError } from '../../src/model/index.js';
import { runAnalyze, runConfess, runCrisis, runDaily, runProgress, runQuit, runUpdate } from '../../src/flows/index.js';
import { eventLines, freshCrush, meta, QUIT_OK, type Crush } from './flow-helpers.js';

// Items a profile without MBTI may tick; of each exclusive group only the first ticked is kept.
const TICKABLE = SIGNALS.filter((s) => !('requiresMbtiLetter' in s)).map((s) => s.id as string);
const ticks = fc
  .subarray(TICKABLE, { minLength: 1 })
  .map((ids) => ids.filter((id) => !EXCLUSIVE_SIGNAL_GROUPS.some((g) => (g as readonly string[]).includes(id) && ids.find((x) => (g as readonly string[]).includes(x)) !== id)));
const maybeStage = fc.option(fc.constantFrom(...STAGES), { nil: undefined });

type Step = (c: Crush) => Promise<unknown>;
const step: fc.Arbitrary<{ name: string; run: Step }> = fc.oneof(
  fc.record({ signals: ticks, stage: maybeStage, note: fc.constantFrom(undefined, '为什么还没回', 'ta 请我喝咖啡') }).map((i) => ({
    name: `analyze ${JSON.stringify(i)}`,
    run: (c: Crush) => runAnalyze(c.mem, c.slug, i),
  })),
  fc.record({ milestones: fc.option(fc.subarray(MILESTONES.map((m) => m.id as string)), { nil: undefined }), stage: maybeStage }).map((i) => ({
    name: `progress ${JSON.stringify(i)}`,
    run: (c: Crush) => runProgress(c.mem, c.slug, i),
  })),
  fc.constantFrom(...CRISIS_TYPES.map((t) => t.id)).map((type) => ({
    name: `crisis ${type}`,
    run: (c: Crush) => runCrisis(c.mem, c.slug, { type, what: '发生了一点事' }),
  })),
  fc.subarray(READINESS_CONDITIONS.map((r) => r.id as string)).map((ready) => ({
    name: `confess ${ready.join(',')}`,
    run: (c: Crush) => runConfess(c.mem, c.slug, { method: '当面说', ready }),
  })),
  fc.constant({ name: 'daily', run: (c: Crush) => runDaily(c.mem, c.slug) }),
  fc.constant({ name: 'quit', run: (c: Crush) => runQuit(c.mem, c.slug, QUIT_OK) }),
  fc.constantFrom('INFP', 'ESTJ', 'ISTJ').map((mbti) => ({ name: `update ${mbti}`, run: (c: Crush) => runUpdate(c.mem, c.slug, { mbti }) })),
  fc.integer({ min: 1, max: 20 }).map((days) => ({
    name: `+${days}d`,
    run: async (c: Crush) => c.clock.advance(days),
  })),
);

describe('after any sequence of flows', () => {
  it('rebuild agrees with state.md (stage, score, last score, trend, milestones) and meta.json', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 8 }), async (steps) => {
        const c = freshCrush('seq', {});
        for (const s of steps) {
          try {
            await s.run(c);
          } catch (err) {
            // The only refusal expected here: progress before there is any score.
            if (!(err instanceof InputError) || !/no signal score yet/.test(err.message)) throw err;
          }
        }

        const { state: rebuilt, eventCount } = await c.mem.rebuild(c.slug);
        const fields = c.mem.read(c.slug).state.fields;
        expect({
          current_stage: fields.current_stage,
          signal_score: fields.signal_score,
          last_signal_score: fields.last_signal_score,
          score_trend: fields.score_trend,
          milestones_done: fields.milestones_done,
        }).toEqual({
          current_stage: rebuilt.current_stage,
          signal_score: rebuilt.signal_score,
          last_signal_score: rebuilt.last_signal_score,
          score_trend: rebuilt.score_trend,
          milestones_done: rebuilt.milestones_done,
        });
        const m = meta(c);
        expect({ stage: m['current_stage'], score: m['signal_score'], count: m['event_count'] }).toEqual({
          stage: rebuilt.current_stage,
          score: rebuilt.signal_score,
          count: eventLines(c).length,
        });
        expect(eventCount).toBe(eventLines(c).length);
      }),
      { numRuns: 40 },
    );
  });
});
