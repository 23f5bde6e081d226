import { describe, expect, it } from 'vitest';
import { openMemory, type Memory } from '../../src/memory/index.js';
import { STATE_SECTIONS } from '../../src/model/index.js';
import { runAnalyze, runCrisis, runProgress, runQuit } from '../../src/flows/index.js';
import { eventLines, freshCrush, QUIT_OK, type Crush } from './flow-helpers.js';

/**
 * The flow's memory, except that just before each of the first `times` writes
 * another program (a second memory on the same folder) writes first.
 */
function racing(c: Crush, times: number, other: (mem: Memory) => Promise<unknown>): Memory {
  const second = openMemory({ baseDir: c.base, now: c.clock.now });
  let left = times;
  return {
    ...c.mem,
    transaction: (async (slug, fn, o) => {
      if (left > 0) {
        left -= 1;
        await other(second);
      }
      return c.mem.transaction(slug, fn, o);
    }) as Memory['transaction'],
  };
}

const signalsSection = (c: Crush) =>
  c.mem.read(c.slug).state.sections.find((s) => s.header === STATE_SECTIONS[1])?.content ?? '';

describe('a folder changed between reading and writing', () => {
  it('analyze reads again and plans again instead of overwriting the newer state', async () => {
    const c = freshCrush();
    const mem = racing(c, 1, (m) => m.append(c.slug, 'signal_recorded', { direction: 'green', content: 'ta 送了我一本书', score_delta: 1 }));
    const r = await runAnalyze(mem, c.slug, { signals: ['msg.extends_topics'] });
    expect(r.write.attempts).toBe(2);
    // The other program's signal is in the rewritten state.md, below ours.
    expect(signalsSection(c).split('\n')).toEqual([
      '- 🟢 2026-04-10 ta 会延伸话题、追问细节',
      '- 🟢 2026-04-10 ta 送了我一本书',
    ]);
    expect(eventLines(c).map((e) => e['type'])).toEqual([
      'profile_created',
      'signal_recorded',
      'signal_recorded',
      'stage_changed',
      'strategy_updated',
      'analysis_done',
    ]);
  });

  it('progress recomputes from the reading another program just saved', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes'] }); // 1
    const mem = racing(c, 1, (m) => runAnalyze(m, c.slug, { signals: ['msg.initiates_often', 'msg.late_night', 'offline.one_on_one'] })); // 9
    const r = await runProgress(mem, c.slug, {});
    expect(r.write.attempts).toBe(2);
    expect(r.progress.score).toBe(9);
    expect(r.progress.trend).toEqual({ reading: 'rising', delta: 8 });
    const { state } = await c.mem.rebuild(c.slug);
    expect(c.mem.read(c.slug).state.fields).toMatchObject({
      signal_score: state.signal_score,
      last_signal_score: state.last_signal_score,
      score_trend: state.score_trend,
      current_stage: state.current_stage,
    });
  });

  it('quit judges the log as it is now, still writing one event', async () => {
    const c = freshCrush();
    const mem = racing(c, 1, (m) => m.append(c.slug, 'stage_changed', { from: '未知', to: '友谊区', trigger: 'x' }));
    const r = await runQuit(mem, c.slug, QUIT_OK);
    expect(r.write.attempts).toBe(2);
    expect(r.judgement.signals).toContain('hist.friend_zone');
    expect(eventLines(c).filter((e) => e['type'] === 'quit_evaluated')).toHaveLength(1);
  });

  it('reads under the lock: another program writing just before never makes the flow give up or overwrite it', async () => {
    const c = freshCrush();
    const mem = racing(c, 1, (m) => m.append(c.slug, 'signal_recorded', { direction: 'red', content: 'x', score_delta: -1 }));
    const r = await runCrisis(mem, c.slug, { type: 'C-2', what: '冷淡' });
    expect(r.write.attempts).toBe(2);
    expect(eventLines(c).map((e) => e['type'])).toEqual(['profile_created', 'signal_recorded', 'crisis_handled']);
  });
});
