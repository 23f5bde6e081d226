import { describe, expect, it } from 'vitest';
import { BREAK_MESSAGE } from '../../src/engine/index.js';
import { InputError, STATE_SECTIONS } from '../../src/model/index.js';
import { runAnalyze, runDaily, runProgress } from '../../src/flows/index.js';
import { eventLines, freshCrush, meta, refusedWithoutTrace, text, watchWrites } from './flow-helpers.js';
import { progressText } from '../../src/present/report-score.js';
import { errorText } from '../../src/present/field-errors.js';

const NEXT = STATE_SECTIONS[3];
const nextStep = (c: ReturnType<typeof freshCrush>) => c.mem.read(c.slug).state.sections.find((s) => s.header === NEXT)?.content ?? '';

async function scored(c = freshCrush()) {
  await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'offline.one_on_one', 'emotion.shares_private'] }); // 8, 破冰期
  return c;
}

describe('progress', () => {
  it('writes progress_evaluated (score, stage, milestones, three next actions), state.md and meta; records its run', async () => {
    const c = await scored();
    const { result, changed, events } = await watchWrites(c, () =>
      runProgress(c.mem, c.slug, { milestones: ['ms.one_on_one', 'ms.stable_channel'], rival: false, userCalm: true }),
    );
    expect(changed).toEqual(['events.jsonl', 'meta.json', 'state.md']);
    expect(events.map((e) => e['type'])).toEqual(['progress_evaluated']);
    const data = events[0]?.['data'] as Record<string, unknown>;
    expect(data).toMatchObject({
      score: 8,
      stage: '破冰期',
      milestones_done: 2,
      milestones: ['ms.stable_channel', 'ms.one_on_one'],
      trend: 'steady',
      readiness: 3,
      burnout: [],
    });
    expect(data['next_actions']).toHaveLength(3);
    expect(data['next_actions']).toEqual(result.progress.nextActions.map((a) => a.label.zh));
    expect(c.mem.read(c.slug).state.fields).toMatchObject({ milestones_done: 2, signal_score: 8, last_signal_score: 8, score_trend: 'stable' });
    expect((meta(c)['flow_runs'] as { flow: string }[]).map((r) => r.flow)).toEqual(['analyze', 'progress']);
    expect(nextStep(c)).toBe(result.progress.nextActions.map((a, i) => `${i + 1}. ${a.label.zh}`).join('\n'));
  });

  it('milestones only grow: a later check starts from the recorded ones and --milestones adds to them', async () => {
    const c = await scored();
    await runProgress(c.mem, c.slug, { milestones: ['ms.inside_joke', 'ms.one_on_one'] });
    const none = await runProgress(c.mem, c.slug, {});
    expect(none.progress.milestones).toEqual(['ms.one_on_one', 'ms.inside_joke']);
    const more = await runProgress(c.mem, c.slug, { milestones: ['ms.stable_channel'] });
    expect(more.progress.milestones).toEqual(['ms.stable_channel', 'ms.one_on_one', 'ms.inside_joke']);
    expect(more.milestones).toEqual({ before: 2, after: 3, added: ['ms.stable_channel'], removed: [] });
    expect(c.mem.read(c.slug).state.fields.milestones_done).toBe(3);
    expect(eventLines(c).at(-1)).toMatchObject({ data: { milestones_done: 3, milestones: ['ms.stable_channel', 'ms.one_on_one', 'ms.inside_joke'] } });
  });

  it('removes a milestone only when asked by name (unset), and refuses to unset one that is not recorded', async () => {
    const c = await scored();
    await runProgress(c.mem, c.slug, { milestones: ['ms.inside_joke', 'ms.one_on_one'] });
    const r = await runProgress(c.mem, c.slug, { unset: ['ms.inside_joke'] });
    expect(r.milestones).toEqual({ before: 2, after: 1, added: [], removed: ['ms.inside_joke'] });
    expect(c.mem.read(c.slug).state.fields.milestones_done).toBe(1);
    expect(progressText(r, c.slug, 'zh').join('\n')).toContain('按你的确认移除：有了只属于你们的梗');
    const notThere = await refusedWithoutTrace(c, () => runProgress(c.mem, c.slug, { unset: ['ms.inside_joke'] }));
    expect((notThere as Error).message).toBe('unset: ms.inside_joke is not recorded. Recorded: ms.one_on_one');
    const both = await refusedWithoutTrace(c, () => runProgress(c.mem, c.slug, { milestones: ['ms.one_on_one'], unset: ['ms.one_on_one'] }));
    expect((both as Error).message).toMatch(/cannot be added and removed at once/);
  });

  it('keeps a count another tool wrote without ids as a floor', async () => {
    const c = await scored();
    await runProgress(c.mem, c.slug, { milestones: ['ms.one_on_one'] });
    // The skill records a check with a count only (no ids), and rewrites state.md to match.
    await c.mem.append(c.slug, 'progress_evaluated', { score: 8, stage: '破冰期', milestones_done: 5, next_actions: [] });
    await c.mem.updateState(c.slug, { milestones_done: 5 });
    const r = await runProgress(c.mem, c.slug, { milestones: ['ms.stable_channel'] });
    expect(r.progress.milestones).toEqual(['ms.stable_channel', 'ms.one_on_one']);
    expect(r.milestones).toMatchObject({ before: 5, after: 5 });
    expect(c.mem.read(c.slug).state.fields.milestones_done).toBe(5);
  });

  it('says first, before the burnout check and the review, when the record is older than 14 days', async () => {
    const c = await scored();
    c.clock.advance(20);
    const r = await runProgress(c.mem, c.slug, {});
    expect(r.progress.stale).toBe(true);
    expect(r.staleDays).toBe(20);
    const lines = progressText(r, c.slug, 'zh');
    expect(lines[0]).toMatch(/^⏳ 记录已经 20 天没有更新了。ta 最近有什么变化吗？/);
    expect(progressText(r, c.slug, 'en')[0]).toMatch(/^⏳ The record was last updated 20 days ago\. Has anything changed\?/);
    const fresh = await runProgress(c.mem, c.slug, {});
    expect(fresh.progress.stale).toBe(false);
    expect(progressText(fresh, c.slug, 'zh')[0]).toMatch(/^📊/);
  });

  it('a reported stage writes the stage events and a new strategy.md', async () => {
    const c = await scored();
    const before = text(c, 'strategy.md');
    const { changed, events } = await watchWrites(c, () => runProgress(c.mem, c.slug, { stage: '表白后-成功' }));
    // The strategy it replaces is saved first, as a version of the whole folder.
    const saved = changed.filter((f) => f.startsWith('versions/'));
    expect(saved.map((f) => f.split('/').pop()).sort()).toEqual(['interactions.jsonl', 'knowledge.json', 'meta.json', 'profile.md', 'state.md', 'strategy.md']);
    expect(changed.filter((f) => !f.startsWith('versions/'))).toEqual(['events.jsonl', 'meta.json', 'state.md', 'strategy.md']);
    expect(text(c, saved.find((f) => f.endsWith('strategy.md')) as string)).toBe(before);
    expect(meta(c)['version']).toBe('v2');
    expect(events.map((e) => e['type'])).toEqual(['stage_changed', 'strategy_updated', 'progress_evaluated']);
    expect(text(c, 'strategy.md')).toContain('表白后-成功');
    expect(c.mem.read(c.slug).state.fields.current_stage).toBe('表白后-成功');
  });

  it('runs the burnout check first: anxious notes → the break message leads, before any action', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes'], note: 'ta 为什么还没回我' });
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes'], note: '我是不是说错话了' });
    const { result, events } = await watchWrites(c, () => runProgress(c.mem, c.slug, { userCalm: true }));
    expect(result.burnout.tookBreak).toBe(true);
    expect(result.burnout.fired.map((f) => f.id)).toContain('burnout.anxious_notes');
    expect(result.progress.risks.map((r) => r.id)).toContain('risk.burnout');
    // Calm is not taken at its word while the check says otherwise.
    expect(result.progress.readiness.met).not.toContain('ready.user_calm');
    expect((events[0]?.['data'] as Record<string, unknown>)['burnout']).toContain('burnout.anxious_notes');
    expect(nextStep(c).startsWith(BREAK_MESSAGE.zh)).toBe(true);
    expect(nextStep(c).indexOf(BREAK_MESSAGE.zh)).toBeLessThan(nextStep(c).indexOf('1. '));
  });

  it('counts real recorded runs: the 10th analyze/daily/progress run in 7 days fires, the 9th does not', async () => {
    const make = async (priorRuns: number) => {
      const c = await scored(); // 1 run
      for (let i = 1; i < priorRuns; i += 1) {
        c.clock.advance(0.55); // never 3 of one flow on one day
        await runDaily(c.mem, c.slug);
      }
      c.clock.advance(0.3);
      return runProgress(c.mem, c.slug, {});
    };
    expect((await make(8)).burnout.fired.map((f) => f.id)).not.toContain('burnout.many_runs');
    expect((await make(9)).burnout.fired.map((f) => f.id)).toContain('burnout.many_runs');
  });

  it('refuses without a score, an unknown milestone or stage — writing nothing', async () => {
    const fresh = freshCrush();
    const noScore = await refusedWithoutTrace(fresh, () => runProgress(fresh.mem, fresh.slug, {}));
    expect(noScore).toBeInstanceOf(InputError);
    expect((noScore as InputError).remedy).toEqual({ kind: 'analyze' });
    expect(errorText(noScore, 'en')).toMatch(/^score: there is no signal score yet; run `simp analyze` first$/);
    expect(errorText(noScore, 'zh')).toMatch(/请先运行 `simp analyze`$/);
    const c = await scored();
    const bad = await refusedWithoutTrace(c, () => runProgress(c.mem, c.slug, { milestones: ['ms.first_kiss'] }));
    expect((bad as Error).message).toMatch(/^milestones: unknown id\(s\) ms\.first_kiss\. Valid: ms\.stable_channel/);
    const stage = await refusedWithoutTrace(c, () => runProgress(c.mem, c.slug, { stage: 'dating' }));
    expect((stage as Error).message).toMatch(/^stage: .*Valid: 未知, 破冰期/);
  });
});
