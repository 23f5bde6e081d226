import { describe, expect, it } from 'vitest';
import { BREAK_MESSAGE, CRISIS_TYPES } from '../../src/engine/index.js';
import { CONFESS_STYLE } from '../../src/flows/index.js';
import { InputError, STATE_SECTIONS } from '../../src/model/index.js';
import { parseAssignments, runAnalyze, runConfess, runCrisis, runDaily, runProgress, runUpdate } from '../../src/flows/index.js';
import { dailyText } from '../../src/present/report-score.js';
import { freshCrush, meta, refusedWithoutTrace, watchWrites } from './flow-helpers.js';

const section = (c: ReturnType<typeof freshCrush>, i: number) =>
  c.mem.read(c.slug).state.sections.find((s) => s.header === STATE_SECTIONS[i])?.content ?? '';

describe('crisis', () => {
  it('writes crisis_handled ("C-5 说错话/翻车") and rewrites state.md, keeping stage and scores', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes', 'msg.remembers_details'] });
    const fieldsBefore = c.mem.read(c.slug).state.fields;
    const { result, changed, events } = await watchWrites(c, () => runCrisis(c.mem, c.slug, { type: 'c-5', what: '开玩笑说她胖' }));
    expect(changed).toEqual(['events.jsonl', 'meta.json', 'state.md']);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'crisis_handled',
        data: { crisis_type: 'C-5 说错话/翻车', resolution: CRISIS_TYPES[4].timing.zh, crisis_id: 'C-5', what: '开玩笑说她胖' },
      }),
    ]);
    const { last_updated: _a, ...kept } = fieldsBefore;
    expect(c.mem.read(c.slug).state.fields).toMatchObject(kept);
    expect(section(c, 0)).toContain('C-5 说错话/翻车');
    expect(section(c, 3)).toBe(CRISIS_TYPES[4].timing.zh);
    expect(result.candidates).toEqual([{ text: '开玩笑说她胖', source: 'crisis' }]);
  });

  it("stores the user's own resolution; refuses an unknown type or an empty description", async () => {
    const c = freshCrush();
    const r = await runCrisis(c.mem, c.slug, { type: 'C-3', what: '两天没回', resolution: '先等等' });
    expect(r.resolution).toBe('先等等');
    const unknown = await refusedWithoutTrace(c, () => runCrisis(c.mem, c.slug, { type: 'C-12', what: 'x' }));
    expect((unknown as Error).message).toMatch(/^crisis_type: unknown crisis type C-12\. Valid: C-1, .*C-11$/);
    const empty = await refusedWithoutTrace(c, () => runCrisis(c.mem, c.slug, { type: 'C-3', what: '  ' }));
    expect(empty).toBeInstanceOf(InputError);
  });
});

describe('confess', () => {
  it('writes only confess_prepared with the method and the confirmed readiness', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'offline.one_on_one', 'emotion.vulnerable'] });
    const { result, changed, events } = await watchWrites(c, () =>
      runConfess(c.mem, c.slug, { method: '散步时当面说', ready: ['ready.time_place', 'ready.no_rival'], note: '想在江边' }),
    );
    expect(changed).toEqual(['events.jsonl', 'meta.json']);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'confess_prepared',
        data: { method: '散步时当面说', readiness_score: 3, ready: ['ready.green_signals', 'ready.no_rival', 'ready.time_place'], stage: '破冰期', mode: 'hybrid', note: '想在江边' },
      }),
    ]);
    expect(result.style).toEqual(CONFESS_STYLE['hybrid']);
    expect(result.greensRecorded).toBe(3);
    // The three green signals just recorded meet that condition, as progress reads it.
    expect(result.readiness.missing).toHaveLength(2);
    expect(result.candidates).toEqual([{ text: '想在江边', source: 'confess' }]);
  });

  it('refuses an unknown readiness id (listing the valid ones) or no method', async () => {
    const c = freshCrush();
    const bad = await refusedWithoutTrace(c, () => runConfess(c.mem, c.slug, { method: 'x', ready: ['ready.moon'] }));
    expect((bad as Error).message).toMatch(/^ready: unknown id\(s\) ready\.moon\. Valid: ready\.green_signals, /);
    expect(await refusedWithoutTrace(c, () => runConfess(c.mem, c.slug, { method: '' }))).toBeInstanceOf(InputError);
  });
});

describe('daily', () => {
  it('writes nothing but its run record (no event, no state, no snapshot)', async () => {
    const c = freshCrush();
    c.clock.advance(1);
    const { result, changed, events } = await watchWrites(c, () => runDaily(c.mem, c.slug));
    expect(changed).toEqual(['meta.json']);
    expect(events).toEqual([]);
    expect(meta(c)['flow_runs']).toEqual([{ flow: 'daily', ts: expect.stringMatching(/^2026-04-11T/) }]);
    expect(result.burnout.tookBreak).toBe(false);
    // A day for yourself: the suggestion comes from the kind, not from the stage's actions.
    expect(result.kind).toBe('self');
    expect(result.suggestion.id).toMatch(/^self\./);
  });

  it('the third daily of a day shows the break message first and suggests rest instead of an action', async () => {
    const c = freshCrush();
    await runDaily(c.mem, c.slug);
    await runDaily(c.mem, c.slug);
    const r = await runDaily(c.mem, c.slug);
    expect(r.burnout.fired.map((f) => f.id)).toEqual(['burnout.same_flow_day']);
    expect(r.suggestion.id).toMatch(/^rest\./);
    const lines = dailyText(r, c.slug, 'zh');
    expect(lines[0]).toContain(BREAK_MESSAGE.zh);
    expect(lines.findIndex((l) => l.includes(BREAK_MESSAGE.zh))).toBeLessThan(lines.findIndex((l) => l.includes('今天的一个小建议')));
  });

  it('suggests the same action all day and skips actions whose milestone is done', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_sometimes'], stage: '升温期' });
    const a = await runDaily(c.mem, c.slug);
    const b = await runDaily(c.mem, c.slug);
    expect(b.suggestion).toEqual(a.suggestion);
    expect(a.suggestion.id).toMatch(/^act\.warm\./);
    // Every 升温期 action but one has its milestone ticked now: only that one is left to suggest.
    await runProgress(c.mem, c.slug, { milestones: ['ms.one_on_one', 'ms.shared_private', 'ms.inside_joke'] });
    for (let day = 0; day < 4; day += 1) {
      c.clock.advance(1);
      expect((await runDaily(c.mem, c.slug)).suggestion.id).toBe('act.warm.again');
    }
  });
});

describe('update', () => {
  it('one profile_updated per changed field, through the memory service', async () => {
    const c = freshCrush();
    const { result, changed, events } = await watchWrites(c, () =>
      runUpdate(c.mem, c.slug, parseAssignments(['mbti=infj', 'age=24', 'city=杭州'])),
    );
    expect(changed).toEqual(['events.jsonl', 'meta.json', 'profile.md', 'snapshots/2026-04-10.json']);
    expect(events.map((e) => e['data'])).toEqual([
      { field: 'mbti', old_value: '[待填写]', new_value: 'INFJ' },
      { field: 'age', old_value: '[待填写]', new_value: 24 },
      { field: 'city', old_value: '[待填写]', new_value: '杭州' },
    ]);
    expect(result.events).toHaveLength(3);
    const again = await watchWrites(c, () => runUpdate(c.mem, c.slug, { city: '杭州' }));
    expect(again.events).toEqual([]);
  });

  it('refuses unknown fields, the slug, bad values and malformed pairs — writing nothing', async () => {
    const c = freshCrush();
    const cases: (() => Promise<unknown>)[] = [
      () => runUpdate(c.mem, c.slug, { favourite_food: '面' }),
      () => runUpdate(c.mem, c.slug, { slug: 'other' }),
      () => runUpdate(c.mem, c.slug, { mbti: 'XYZW' }),
      () => runUpdate(c.mem, c.slug, { personality_type: '随便' }),
      () => runUpdate(c.mem, c.slug, { city: ' ' }),
      () => runUpdate(c.mem, c.slug, { city: 'a\nb' }),
      () => runUpdate(c.mem, c.slug, {}),
      async () => runUpdate(c.mem, c.slug, parseAssignments(['city'])),
    ];
    for (const run of cases) {
      const err = await refusedWithoutTrace(c, run);
      expect(err).toBeInstanceOf(InputError);
      // CLI-level refusals say `set:`; a bad value is refused by the profile's field rules, naming the file and field.
      expect((err as Error).message).toMatch(/^(set: |profile\.md: (mbti|personality_type|city)[: ])/);
    }
  });
});
