import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError, STATE_SECTIONS } from '../../src/model/index.js';
import { loadAnalyze, planAnalyze, runAnalyze } from '../../src/flows/index.js';
import { analyzeText } from '../../src/present/report-score.js';
import { eventLines, freshCrush, meta, refusedWithoutTrace, text, watchWrites } from './flow-helpers.js';

const [ONE_LINE, SIGNALS, DIRECTION, NEXT] = STATE_SECTIONS as unknown as [string, string, string, string];
const section = (c: ReturnType<typeof freshCrush>, h: string) => c.mem.read(c.slug).state.sections.find((s) => s.header === h)?.content;

describe('analyze', () => {
  it('first reading: one signal_recorded per item, the stage events, analysis_done; state, strategy, meta and the day snapshot', async () => {
    const c = freshCrush();
    const { result, changed, events } = await watchWrites(c, () =>
      runAnalyze(c.mem, c.slug, { signals: ['msg.remembers_details', 'msg.initiates_sometimes'], note: 'ta 记得我不吃香菜' }),
    );
    expect(changed).toEqual(['events.jsonl', 'meta.json', 'snapshots/2026-04-10.json', 'state.md', 'strategy.md']);
    expect(events.map((e) => e['type'])).toEqual([
      'signal_recorded',
      'signal_recorded',
      'stage_changed',
      'strategy_updated',
      'analysis_done',
    ]);
    // Catalogue order, direction from the sign, content = the zh label, delta = calibrated points.
    expect(events[0]?.['data']).toMatchObject({ direction: 'green', content: 'ta 偶尔主动找你聊天', score_delta: 1, signal_id: 'msg.initiates_sometimes' });
    expect(events[1]?.['data']).toMatchObject({ content: 'ta 记得你说过的细节', score_delta: 1 });
    expect(events[2]?.['data']).toMatchObject({ from: '未知', to: '破冰期' });
    expect(events[3]?.['data']).toMatchObject({ old_stage: '未知', new_stage: '破冰期' });
    expect(events[4]?.['data']).toMatchObject({ score: 2, stage: '破冰期', note: 'ta 记得我不吃香菜', friend_zone: false });
    expect(String((events[4]?.['data'] as Record<string, unknown>)['summary'])).toContain('2/25');

    const state = c.mem.read(c.slug).state.fields;
    expect(state).toMatchObject({ current_stage: '破冰期', signal_score: 2, last_signal_score: null, score_trend: 'stable' });
    expect(meta(c)).toMatchObject({ current_stage: '破冰期', signal_score: 2, event_count: 6 });
    expect(meta(c)['flow_runs']).toEqual([{ flow: 'analyze', ts: events[0]?.['ts'] }]);
    expect(section(c, ONE_LINE)).toContain('ta 记得我不吃香菜');
    expect(section(c, SIGNALS)).toBe('- 🟢 2026-04-10 ta 记得你说过的细节\n- 🟢 2026-04-10 ta 偶尔主动找你聊天');
    expect(section(c, DIRECTION)).toContain('破冰期');
    expect(section(c, NEXT)).toBe(result.nextStep?.zh);
    expect(text(c, 'strategy.md')).toMatch(/## 当前阶段\n\n破冰期/);
    expect(result.candidates).toEqual([{ text: 'ta 记得我不吃香菜', source: 'analyze' }]);
  });

  it('same stage: no stage events, strategy.md untouched, no second snapshot', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes'] });
    const strategy = text(c, 'strategy.md');
    const { changed, events } = await watchWrites(c, () => runAnalyze(c.mem, c.slug, { signals: ['msg.extends_topics', 'msg.remembers_details'] }));
    expect(changed).toEqual(['events.jsonl', 'meta.json', 'state.md']);
    expect(events.map((e) => e['type'])).toEqual(['signal_recorded', 'signal_recorded', 'analysis_done']);
    expect(text(c, 'strategy.md')).toBe(strategy);
  });

  it('state.md keeps the latest three signals, newest first, across readings', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes', 'msg.read_no_reply'] });
    c.clock.advance(1);
    await runAnalyze(c.mem, c.slug, { signals: ['offline.distracted', 'emotion.vulnerable'] });
    expect(section(c, SIGNALS)).toBe(
      ['- 🟢 2026-04-11 ta 在你面前展现脆弱', '- 🔴 2026-04-11 见面时 ta 一直看手机、心不在焉', '- 🔴 2026-04-10 已读不回或回复很慢'].join('\n'),
    );
  });

  it('score_trend follows the ±2 rebuild rule, not the ±3 report reading', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes', 'msg.remembers_details'] }); // 2
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes', 'msg.remembers_details', 'msg.extends_topics'] }); // 4
    expect(c.mem.read(c.slug).state.fields).toMatchObject({ signal_score: 4, last_signal_score: 2, score_trend: 'up' });
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes', 'msg.extends_topics'] }); // 3
    expect(c.mem.read(c.slug).state.fields).toMatchObject({ signal_score: 3, last_signal_score: 4, score_trend: 'stable' });
    const { state } = await c.mem.rebuild(c.slug);
    expect(state).toMatchObject({ signal_score: 3, last_signal_score: 4, score_trend: 'stable', current_stage: '破冰期' });
  });

  it('MBTI calibration is what score_delta stores', async () => {
    const c = freshCrush('intp', { mbti: 'INTP' });
    const { events } = await watchWrites(c, () => runAnalyze(c.mem, c.slug, { signals: ['msg.read_no_reply', 'msg.late_night', 'emotion.shares_private'] }));
    const deltas = events.filter((e) => e['type'] === 'signal_recorded').map((e) => (e['data'] as Record<string, unknown>)['score_delta']);
    expect(deltas).toEqual([4, -1, 3]);
  });

  it('a friend-zone item flags the reading, suggests 友谊区 and says so in the direction', async () => {
    const c = freshCrush();
    const r = await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'emotion.good_friend_label'] });
    expect(r.score.friendZone).toBe(true);
    expect(r.stage.to).toBe('友谊区');
    expect(section(c, DIRECTION)).toContain('ta 用朋友来定义你们');
  });

  it('the stage the user confirms wins over the suggestion, and the trigger says so', async () => {
    const c = freshCrush();
    const r = await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes'], stage: '升温期' });
    expect(r.stage).toEqual({ from: '未知', to: '升温期', suggested: '破冰期', changed: true });
    const changed = eventLines(c).find((e) => e['type'] === 'stage_changed');
    expect(String((changed?.['data'] as Record<string, unknown>)['trigger'])).toContain('建议：破冰期');
  });

  it('never lowers the stage by itself: the current stage is kept unless the user accepts the suggestion', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes'], stage: '升温期' });
    const strategy = text(c, 'strategy.md');
    const low = await watchWrites(c, () => runAnalyze(c.mem, c.slug, { signals: ['msg.read_no_reply'] }));
    expect(low.result.stage).toEqual({ from: '升温期', to: '升温期', suggested: '破冰期', changed: false });
    expect(low.events.map((e) => e['type'])).toEqual(['signal_recorded', 'analysis_done']);
    expect(low.events[1]).toMatchObject({ data: { score: -2, stage: '升温期', suggested_stage: '破冰期' } });
    expect(text(c, 'strategy.md')).toBe(strategy);
    expect(c.mem.read(c.slug).state.fields.current_stage).toBe('升温期');
    const zh = analyzeText(low.result, c.slug, 'zh').join('\n');
    expect(zh).toContain('评分：1 → -2');
    expect(zh).toContain('阶段：升温期（保持不变；这次的信号建议是 破冰期）');
    expect(zh).toContain('--accept-suggested');
    expect(analyzeText(low.result, c.slug, 'zh', 'screen').join('\n')).not.toContain('--accept-suggested');

    const taken = await runAnalyze(c.mem, c.slug, { signals: ['msg.read_no_reply'], acceptSuggested: true });
    expect(taken.stage).toEqual({ from: '升温期', to: '破冰期', suggested: '破冰期', changed: true });
    expect(analyzeText(taken, c.slug, 'zh').join('\n')).toContain('阶段：升温期 → 破冰期');
    const { state } = await c.mem.rebuild(c.slug);
    expect(state.current_stage).toBe('破冰期');
    const both = await refusedWithoutTrace(c, () => runAnalyze(c.mem, c.slug, { signals: ['msg.read_no_reply'], stage: '暧昧期', acceptSuggested: true }));
    expect((both as Error).message).toMatch(/^stage: choose a stage or accept the suggested one, not both/);
  });

  it('strategy.md is never lost: the old one goes to versions/ and sections of your own stay in place', async () => {
    const c = freshCrush();
    // The first reading replaces the untouched template: nothing to save.
    const first = await watchWrites(c, () => runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes'] }));
    expect(first.changed.filter((f) => f.startsWith('versions/'))).toEqual([]);
    const mine = '## 我的笔记\n\nta 说过想去海边，等天气暖和了再约。\n';
    const written = `${text(c, 'strategy.md')}\n${mine}`;
    writeFileSync(join(c.dir, 'strategy.md'), written);
    const r = await watchWrites(c, () => runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'offline.one_on_one', 'emotion.shares_private', 'msg.late_night'], acceptSuggested: true }));
    expect(r.result.stage.changed).toBe(true);
    const saved = r.changed.find((f) => f.startsWith('versions/') && f.endsWith('/strategy.md'));
    expect(saved).toMatch(/^versions\/v1_\d{8}_\d{6}\/strategy\.md$/);
    expect(text(c, saved as string)).toBe(written);
    const now = text(c, 'strategy.md');
    expect(now).toContain('## 当前阶段\n\n升温期');
    expect(now.endsWith(`\n${mine}`)).toBe(true);
    expect(c.mem.versions(c.slug).map((v) => v.stage)).toEqual(['破冰期']);
    // Rolling back brings the old strategy back.
    await c.mem.rollback(c.slug, (saved as string).split('/')[1] as string);
    expect(text(c, 'strategy.md')).toBe(written);
  });

  it('a re-check knows what was ticked last time', async () => {
    const c = freshCrush();
    expect(loadAnalyze(c.mem, c.slug).lastSignals).toEqual([]);
    await runAnalyze(c.mem, c.slug, { signals: ['msg.late_night', 'offline.one_on_one'] });
    expect(loadAnalyze(c.mem, c.slug).lastSignals).toEqual(['msg.late_night', 'offline.one_on_one']);
  });

  it('refuses unknown ids, an unknown stage, a J-only item without J, exclusive pairs and an empty tick list — writing nothing', async () => {
    const c = freshCrush();
    const bad = [
      { signals: ['msg.nope'] },
      { signals: ['msg.initiates_sometimes'], stage: '热恋期' },
      { signals: ['offline.plans_for_two'] },
      { signals: ['msg.initiates_often', 'msg.initiates_sometimes'] },
      { signals: [' ', ''] },
    ];
    for (const input of bad) {
      const err = await refusedWithoutTrace(c, () => runAnalyze(c.mem, c.slug, input));
      expect(err).toBeInstanceOf(InputError);
      expect(String((err as Error).message)).toMatch(/^(signals|stage): .*Valid: /);
    }
  });

  it('plans without disk: the same plan for the same read, nothing to do with files', () => {
    const c = freshCrush();
    const read = loadAnalyze(c.mem, c.slug);
    const now = new Date(2026, 3, 12, 8, 0, 0);
    const a = planAnalyze({ signals: ['msg.extends_topics'] }, read, now);
    expect(a).toEqual(planAnalyze({ signals: ['msg.extends_topics'] }, read, now));
    expect(a.writes.run).toBe('analyze');
    expect(a.writes.state?.fields).toMatchObject({ signal_score: 2, current_stage: '破冰期' });
  });
});
