import { describe, expect, it } from 'vitest';
import {
  EngineInputError,
  evaluateProgress,
  NEXT_ACTIONS,
  STAGES,
  type EngineEvent,
  type ProgressInput,
} from '../../src/engine/index.js';
import { ago, analysis, ev, NOW, progress, signal, stageChanged, state } from './engine-helpers.js';

const MINUTE = 1 / (24 * 60);

function run(overrides: Partial<ProgressInput> = {}) {
  return evaluateProgress({ state: state(), events: [], milestones: [], now: NOW, ...overrides });
}

describe('evaluateProgress: trend (+3 / -3 between the last two scored events)', () => {
  it.each<[string, EngineEvent[], string, number | null]>([
    ['no scored event', [], 'baseline', null],
    ['one scored event', [analysis(10)], 'baseline', null],
    ['+2 is steady', [analysis(10), analysis(12)], 'steady', 2],
    ['+3 is rising', [analysis(10), analysis(13)], 'rising', 3],
    ['-2 is steady', [analysis(10), analysis(8)], 'steady', -2],
    ['-3 is falling', [analysis(10), analysis(7)], 'falling', -3],
    ['0 is steady', [analysis(10), progress(10)], 'steady', 0],
    ['analysis then progress', [analysis(5), progress(9)], 'rising', 4],
    ['only the last two count', [analysis(0), analysis(20), analysis(21)], 'steady', 1],
    ['other events and non-numeric scores are skipped',
      [analysis(10), signal('green'), ev('analysis_done', { score: 'x', stage: '升温期' }), stageChanged('破冰期', '升温期'), progress(6)],
      'falling', -4],
  ])('%s', (_name, events, reading, delta) => {
    expect(run({ events }).trend).toEqual({ reading, delta });
  });
});

describe('evaluateProgress: stage fit', () => {
  it.each<[string, number | null, boolean]>([
    ['破冰期', 0, true], ['破冰期', 10, true], ['破冰期', 11, false], ['破冰期', -1, false],
    ['升温期', 8, true], ['升温期', 7, false], ['升温期', 15, true], ['升温期', 16, false],
    ['暧昧期', 13, true], ['暧昧期', 21, false], ['表白前', 18, true], ['表白前', 17, false],
    ['未知', 3, true], ['友谊区', 20, true], ['升温期', null, true],
  ])('%s with score %s fits: %s', (stage, score, fits) => {
    const r = run({ state: state({ current_stage: stage, signal_score: score }) });
    expect(r.stageFit.fits).toBe(fits);
  });

  it('reports the range, or null for stages without one', () => {
    expect(run({ state: state({ current_stage: '暧昧期' }) }).stageFit.range).toEqual({ min: 13, max: 20 });
    expect(run({ state: state({ current_stage: '重启期' }) }).stageFit.range).toBeNull();
  });

  it('reports score and band, or nulls without a score', () => {
    const r = run({ state: state({ signal_score: 18 }) });
    expect(r.score).toBe(18);
    expect(r.band?.id).toBe('band.strong');
    expect(run({ state: state({ signal_score: null }) }).band).toBeNull();
  });
});

describe('evaluateProgress: stalled (same stage > 6 weeks)', () => {
  it.each<[string, EngineEvent[], string, boolean]>([
    ['stage changed exactly 42 days ago', [stageChanged('破冰期', '升温期', ago(42))], '升温期', false],
    ['stage changed 42 days and a minute ago', [stageChanged('破冰期', '升温期', ago(42 + MINUTE))], '升温期', true],
    ['no stage change, first event 43 days ago', [analysis(9, ago(43)), analysis(9, ago(2))], '升温期', true],
    ['no stage change, first event 41 days ago', [analysis(9, ago(41))], '升温期', false],
    ['a recent stage change resets the clock', [analysis(3, ago(90)), stageChanged('破冰期', '升温期', ago(10))], '升温期', false],
    ['the last stage change counts', [stageChanged('未知', '破冰期', ago(10)), stageChanged('破冰期', '升温期', ago(50))], '升温期', true],
    ['no events at all', [], '升温期', false],
    ['a couple who said yes is never stalled', [stageChanged('表白前', '表白后-成功', ago(100))], '表白后-成功', false],
  ])('%s -> %s', (_name, events, stage, stalled) => {
    const r = run({ events, state: state({ current_stage: stage, signal_score: 9 }) });
    expect(r.stalled).toBe(stalled);
    expect(r.risks.some((x) => x.id === 'risk.stalled')).toBe(stalled);
  });

  it('uses the stalled action set when stalled', () => {
    const r = run({ events: [stageChanged('破冰期', '升温期', ago(60))] });
    expect(r.nextActions.map((a) => a.id)).toEqual(NEXT_ACTIONS.stalled.filter((a) => !a.mode).slice(0, 3).map((a) => a.id));
    expect(r.stageSince).toBe(ago(60));
  });
});

describe('evaluateProgress: the mode shapes the next actions', () => {
  it('hybrid offers only shared actions; sweet and strategic put their own first and never the other mode\'s', () => {
    const ids = (mode?: string) => run({ mode }).nextActions.map((a) => a.id);
    const hybrid = ids();
    expect(hybrid).toEqual(ids('hybrid'));
    for (const id of hybrid) expect(id).not.toMatch(/sweet|strategic/);
    const sweet = ids('sweet');
    const strategic = ids('strategic');
    expect(sweet[0]).toMatch(/\.sweet_/);
    expect(strategic[0]).toMatch(/\.strategic_/);
    expect(sweet.some((id) => id.includes('strategic'))).toBe(false);
    expect(strategic.some((id) => id.includes('sweet'))).toBe(false);
    expect(new Set([hybrid.join(), sweet.join(), strategic.join()]).size).toBe(3);
  });

  it('every action set has one action of each mode', () => {
    for (const [set, actions] of Object.entries(NEXT_ACTIONS)) {
      expect(actions.filter((a) => a.mode === 'sweet'), set).toHaveLength(1);
      expect(actions.filter((a) => a.mode === 'strategic'), set).toHaveLength(1);
      expect(actions.filter((a) => a.mode === undefined).length, set).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('evaluateProgress: stale data (> 14 days)', () => {
  it.each([
    [ago(14), false], [ago(14 + MINUTE), true], [ago(0), false], [ago(30), true], ['not a date', true],
  ])('last_updated %s -> stale %s', (last_updated, stale) => {
    expect(run({ state: state({ last_updated }) }).stale).toBe(stale);
  });
});

describe('evaluateProgress: risks', () => {
  it('finds nothing when nothing is wrong', () => {
    expect(run({ rival: false, userStartsMostChats: false, theyAreStressed: false }).risks).toEqual([]);
  });

  it.each<[string, Partial<ProgressInput>, string, string]>([
    ['friend-zone wording', { friendZone: true }, 'risk.friend_zone', 'high'],
    ['friend-zone stage', { state: state({ current_stage: '友谊区' }) }, 'risk.friend_zone', 'high'],
    ['burnout', { burnout: true }, 'risk.burnout', 'high'],
    ['rival', { rival: true }, 'risk.rival', 'medium-high'],
    ['cooling', { events: [analysis(12), analysis(8)] }, 'risk.cooling', 'medium'],
    ['over-pursuit', { userStartsMostChats: true }, 'risk.over_pursuit', 'medium'],
    ['stalled', { events: [analysis(9, ago(50))] }, 'risk.stalled', 'medium'],
    ['bad timing', { theyAreStressed: true }, 'risk.bad_timing', 'low-medium'],
  ])('%s', (_name, input, id, severity) => {
    const risks = run(input).risks;
    expect(risks).toHaveLength(1);
    expect(risks[0]).toMatchObject({ id, severity });
    expect(risks[0]?.reason.zh).not.toBe('');
    expect(risks[0]?.reason.en).not.toBe('');
  });

  it('does not flag cooling for a -2 drop', () => {
    expect(run({ events: [analysis(12), analysis(10)] }).risks).toEqual([]);
  });

  it('lists several risks in catalogue order with the drop in the reason', () => {
    const r = run({ theyAreStressed: true, rival: true, friendZone: true, events: [analysis(15), analysis(9)] });
    expect(r.risks.map((x) => x.id)).toEqual(['risk.friend_zone', 'risk.rival', 'risk.cooling', 'risk.bad_timing']);
    expect(r.risks.find((x) => x.id === 'risk.cooling')?.reason.en).toContain('6');
  });
});

describe('evaluateProgress: next actions', () => {
  it.each(STAGES.map((s) => [s]))('gives exactly three for %s', (stage) => {
    const r = run({ state: state({ current_stage: stage }), events: [analysis(9, ago(3))] });
    expect(r.nextActions).toHaveLength(3);
    const ids = new Set(NEXT_ACTIONS[stage].map((a) => a.id));
    for (const a of r.nextActions) expect(ids.has(a.id)).toBe(true);
  });

  it('steps past actions whose milestone is already done', () => {
    const before = run().nextActions.map((a) => a.id);
    expect(before[0]).toBe('act.warm.first_one_on_one');
    const after = run({ milestones: ['ms.one_on_one'] }).nextActions.map((a) => a.id);
    expect(after).toEqual(['act.warm.share_a_little', 'act.warm.inside_joke', 'act.warm.again']);
  });

  it('still gives three when every skippable action is done', () => {
    const r = run({ milestones: ['ms.one_on_one', 'ms.shared_private', 'ms.inside_joke'] });
    expect(r.nextActions.map((a) => a.id)).toEqual(['act.warm.again', 'act.warm.first_one_on_one', 'act.warm.share_a_little']);
  });
});

describe('evaluateProgress: confession readiness N/5', () => {
  const greens = (n: number, days = 3) => Array.from({ length: n }, () => signal('green', ago(days)));

  it('meets none by default: unanswered is not met', () => {
    expect(run().readiness).toEqual({ met: [], count: 0, of: 5 });
  });

  it.each<[string, Partial<ProgressInput>, string | null]>([
    ['3 recent green signals', { events: greens(3) }, 'ready.green_signals'],
    ['2 recent green signals', { events: greens(2) }, null],
    ['3 green signals, one older than 30 days', { events: [...greens(2), signal('green', ago(31))] }, null],
    ['red signals do not count', { events: [...greens(2), signal('red', ago(1))] }, null],
    ['1-on-1 both ways', { milestones: ['ms.one_on_one', 'ms.they_made_one_on_one'] }, 'ready.stable_one_on_one'],
    ['1-on-1 once only', { milestones: ['ms.one_on_one'] }, null],
    ['no rival', { rival: false }, 'ready.no_rival'],
    ['a rival', { rival: true }, null],
    ['calm', { userCalm: true }, 'ready.user_calm'],
    ['calm but burning out', { userCalm: true, burnout: true }, null],
    ['time and place chosen', { timePlaceChosen: true }, 'ready.time_place'],
  ])('%s', (_name, input, met) => {
    expect(run(input).readiness.met).toEqual(met === null ? [] : [met]);
  });

  it('counts all five', () => {
    const r = run({
      events: greens(4),
      milestones: ['ms.one_on_one', 'ms.they_made_one_on_one'],
      rival: false,
      userCalm: true,
      timePlaceChosen: true,
    });
    expect(r.readiness.count).toBe(5);
    expect(r.readiness.of).toBe(5);
  });
});

describe('evaluateProgress: milestones and input checks', () => {
  it('counts unique milestones in catalogue order', () => {
    const r = run({ milestones: ['ms.inside_joke', 'ms.stable_channel', 'ms.inside_joke'] });
    expect(r.milestones).toEqual(['ms.stable_channel', 'ms.inside_joke']);
    expect(r.milestonesDone).toBe(2);
  });

  it('refuses an unknown milestone and lists the valid ones', () => {
    expect(() => run({ milestones: ['ms.kissed'] })).toThrow(EngineInputError);
    expect(() => run({ milestones: ['ms.kissed'] })).toThrow(/ms\.kissed.*ms\.stable_channel/);
  });

  it('refuses an unknown stage in the state', () => {
    expect(() => run({ state: state({ current_stage: '[待填写]' }) })).toThrow(EngineInputError);
  });
});
