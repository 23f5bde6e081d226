import { describe, expect, it } from 'vitest';
import { BREAK_MESSAGE, checkBurnout, type BurnoutInput, type EngineEvent, type FlowRun } from '../../src/engine/index.js';
import { ago, analysis, NOW, progress, signal } from './engine-helpers.js';

function run(over: Partial<BurnoutInput> = {}) {
  return checkBurnout({ runs: [], events: [], notes: [], now: NOW, ...over });
}
const ids = (over: Partial<BurnoutInput>) => run(over).fired.map((f) => f.id);

/** `n` runs, alternating analyze/daily and moving one day back every two runs (never 3 of a flow per day), oldest first as logged. */
function spreadRuns(n: number, flows = ['analyze', 'daily']): FlowRun[] {
  return Array.from({ length: n }, (_, i) => ({ flow: flows[i % flows.length] as string, ts: ago(Math.floor(i / 2) + 0.01) })).reverse();
}
/** Runs as meta.json logs them when the clock is right: in time order. */
const logged = (runs: FlowRun[]): FlowRun[] => [...runs].sort((a, b) => a.ts.localeCompare(b.ts));

describe('checkBurnout: nothing fired', () => {
  it('is quiet with no history', () => {
    expect(run()).toEqual({ fired: [], tookBreak: false, message: null });
  });
});

describe('checkBurnout: 10+ runs in 7 days (high)', () => {
  it.each([[9, false], [10, true], [14, true]])('%i runs -> %s', (n, fired) => {
    expect(ids({ runs: spreadRuns(n) }).includes('burnout.many_runs')).toBe(fired);
  });

  it('counts analyze, daily and progress, not other flows', () => {
    const runs = logged([...spreadRuns(9, ['analyze', 'progress']), { flow: 'message', ts: ago(0.5) }]);
    expect(ids({ runs })).not.toContain('burnout.many_runs');
    expect(ids({ runs: logged([...spreadRuns(9, ['analyze', 'progress']), { flow: 'daily', ts: ago(0.5) }]) })).toContain('burnout.many_runs');
  });

  it('ignores runs older than 7 days', () => {
    const runs = logged([...spreadRuns(9), { flow: 'daily', ts: ago(7.01) }]);
    expect(ids({ runs })).not.toContain('burnout.many_runs');
  });

  it('reports high severity and the break message', () => {
    const r = run({ runs: spreadRuns(10) });
    expect(r.fired).toEqual([{ id: 'burnout.many_runs', severity: 'high', why: expect.any(Object) }]);
    expect(r.tookBreak).toBe(true);
    expect(r.message).toEqual(BREAK_MESSAGE);
  });
});

describe('checkBurnout: same flow 3+ times in one day (medium)', () => {
  const at = (flow: string, ts: string): FlowRun => ({ flow, ts });
  it.each<[string, FlowRun[], boolean]>([
    ['3 dailies the same day', [at('daily', '2026-04-30T09:00:00'), at('daily', '2026-04-30T13:00:00'), at('daily', '2026-04-30T23:59:00')], true],
    ['2 dailies the same day', [at('daily', '2026-04-30T09:00:00'), at('daily', '2026-04-30T13:00:00')], false],
    ['3 dailies across midnight', [at('daily', '2026-04-29T22:00:00'), at('daily', '2026-04-29T23:00:00'), at('daily', '2026-04-30T00:30:00')], false],
    ['3 different flows the same day', [at('daily', '2026-04-30T09:00:00'), at('analyze', '2026-04-30T10:00:00'), at('progress', '2026-04-30T11:00:00')], false],
    ['3 the same day 8 days ago', [at('daily', '2026-04-23T09:00:00'), at('daily', '2026-04-23T10:00:00'), at('daily', '2026-04-23T11:00:00')], false],
  ])('%s -> %s', (_name, runs, fired) => {
    const r = run({ runs });
    expect(r.fired.some((f) => f.id === 'burnout.same_flow_day' && f.severity === 'medium')).toBe(fired);
  });
});

describe('checkBurnout: last three analyses falling by 5+ (medium)', () => {
  it.each<[string, EngineEvent[], boolean]>([
    ['15 -> 12 -> 10', [analysis(15, ago(5)), analysis(12, ago(3)), analysis(10, ago(1))], true],
    ['15 -> 12 -> 11 (drop 4)', [analysis(15, ago(5)), analysis(12, ago(3)), analysis(11, ago(1))], false],
    ['15 -> 15 -> 10 (not each lower)', [analysis(15, ago(5)), analysis(15, ago(3)), analysis(10, ago(1))], false],
    ['only the last three count', [analysis(20, ago(6)), analysis(10, ago(5)), analysis(12, ago(3)), analysis(11, ago(1))], false],
    ['progress scores are not analyses', [analysis(15, ago(5)), progress(2, ago(4)), analysis(12, ago(3)), analysis(10, ago(1))], true],
    ['newest analysis 8 days old', [analysis(15, ago(12)), analysis(12, ago(10)), analysis(10, ago(8))], false],
    ['two analyses only', [analysis(15, ago(3)), analysis(8, ago(1))], false],
  ])('%s -> %s', (_name, events, fired) => {
    expect(ids({ events }).includes('burnout.falling_scores')).toBe(fired);
  });
});

describe('checkBurnout: score below 8 for 14 days, no green (low)', () => {
  it.each<[string, EngineEvent[], boolean]>([
    ['5 set 15 days ago, nothing since', [analysis(5, ago(15))], true],
    ['7 then 6, no green', [analysis(7, ago(20)), progress(6, ago(5))], true],
    ['a green signal since', [analysis(5, ago(15)), signal('green', ago(3))], false],
    ['a green signal before the 14 days', [signal('green', ago(16)), analysis(5, ago(15))], true],
    ['a red signal since', [analysis(5, ago(15)), signal('red', ago(3))], true],
    ['score 8 is not below 8', [analysis(8, ago(15))], false],
    ['low for 10 days only', [analysis(12, ago(20)), analysis(5, ago(10))], false],
    ['low for 13.5 days only', [analysis(12, ago(20)), analysis(5, ago(13.5))], false],
    ['low since exactly 14 days', [analysis(5, ago(14))], true],
    ['back up to 9 since', [analysis(5, ago(15)), analysis(9, ago(3))], false],
    ['no score at all', [signal('red', ago(20))], false],
  ])('%s -> %s', (_name, events, fired) => {
    const r = run({ events });
    expect(r.fired.some((f) => f.id === 'burnout.low_no_green' && f.severity === 'low')).toBe(fired);
  });
});

describe('checkBurnout: anxious wording in 2 of the last 3 notes (high)', () => {
  it.each<[string, string[], boolean]>([
    ['还没回 + 为什么', ['ta 还没回', '今天还好', '为什么不理我'], true],
    ['是不是不喜欢我 + 我是不是', ['ta 是不是不喜欢我', '我是不是太烦了'], true],
    ['one anxious note of three', ['还没回', '今天还好', '吃了火锅'], false],
    ['anxious notes older than the last three', ['为什么', '我是不是', '好', '好', '为什么'], false],
    ['no notes', [], false],
    ['calm wording', ['一起看了电影', '聊得很开心', '明天见'], false],
  ])('%s -> %s', (_name, notes, fired) => {
    const r = run({ notes });
    expect(r.fired.some((f) => f.id === 'burnout.anxious_notes' && f.severity === 'high')).toBe(fired);
  });
});

describe('checkBurnout: several triggers', () => {
  it('lists them in catalogue order', () => {
    const r = run({
      runs: spreadRuns(10),
      notes: ['为什么', '还没回'],
      events: [analysis(15, ago(5)), analysis(12, ago(3)), analysis(10, ago(1))],
    });
    expect(r.fired.map((f) => f.id)).toEqual(['burnout.many_runs', 'burnout.falling_scores', 'burnout.anxious_notes']);
  });
});

describe('checkBurnout: each fired check says why, with its figures', () => {
  it('names the count, the day and flow, the scores, the low score and the anxious words', () => {
    const sameDay = ['09', '13', '20'].map((h) => ({ flow: 'progress', ts: `2026-04-30T${h}:00:00` }));
    const r = run({
      runs: logged([...spreadRuns(10), ...sameDay]),
      notes: ['ta 为什么不理我', '今天很开心', '还没回'],
      events: [analysis(6, ago(20)), analysis(15, ago(5)), analysis(12, ago(3)), analysis(7, ago(1))],
    });
    const why = Object.fromEntries(r.fired.map((f) => [f.id, f.why]));
    expect(why['burnout.many_runs']?.zh).toContain('一共运行了 13 次');
    expect(why['burnout.many_runs']?.en).toContain('ran 13 times');
    expect(why['burnout.same_flow_day']?.zh).toBe('2026-04-30 这一天，「进度评估」运行了 3 次（同一天 3 次就算多了）。');
    expect(why['burnout.same_flow_day']?.en).toContain('On 2026-04-30, progress ran 3 times');
    expect(why['burnout.falling_scores']?.zh).toContain('15 → 12 → 7');
    expect(why['burnout.falling_scores']?.en).toContain('8 points down');
    expect(why['burnout.anxious_notes']?.zh).toBe('你最近写下的 3 段话里，有 2 段带着焦虑的话（「还没回」「为什么」）。');
  });

  it('says how long and how low the score stayed', () => {
    const r = run({ events: [analysis(5, ago(20)), analysis(4, ago(6))] });
    expect(r.fired.find((f) => f.id === 'burnout.low_no_green')?.why.zh).toBe('分数已经 14 天都低于 8（现在是 4），这段时间没有记下一个绿灯信号。');
  });
});

describe('checkBurnout: the moods the user recorded (medium)', () => {
  const mood = (m: number, daysAgo: number): EngineEvent => ({ ts: ago(daysAgo), type: 'mood_recorded', data: { mood: m } });

  it('fires when 3 of the last 5 recorded moods are 2 or lower, saying they are what the user recorded', () => {
    const events = [mood(4, 5), mood(2, 4), mood(1, 3), mood(3, 2), mood(2, 1)];
    const r = run({ events });
    const fired = r.fired.find((f) => f.id === 'burnout.low_mood');
    expect(fired?.severity).toBe('medium');
    expect(fired?.why.zh).toBe('你自己记下的最近 5 次心情里，有 3 次在 2 分或以下（▆▂▁▄▂）。');
    expect(fired?.why.en).toBe('3 of the last 5 moods you recorded were 2 or lower (▆▂▁▄▂).');
    expect(r.tookBreak).toBe(true);
  });

  it('is quiet with two low moods of five, or when newer moods are better', () => {
    expect(ids({ events: [mood(2, 5), mood(1, 4), mood(3, 3), mood(4, 2), mood(5, 1)] })).not.toContain('burnout.low_mood');
    expect(ids({ events: [mood(1, 8), mood(1, 7), mood(1, 6), mood(4, 4), mood(4, 3), mood(5, 2), mood(4, 1), mood(3, 0.5)] })).not.toContain('burnout.low_mood');
  });
});
