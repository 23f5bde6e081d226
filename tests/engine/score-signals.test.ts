import { describe, expect, it } from 'vitest';
import { EngineInputError, scoreSignals, SIGNALS, signalPoints, STAGES, type ScoreResult, type SignalItem } from '../../src/engine/index.js';

const points = (r: ScoreResult, id: string): number | undefined => r.items.find((i) => i.id === id)?.points;

describe('scoreSignals: band boundaries through real ticks', () => {
  const S18 = [
    'msg.initiates_often', 'msg.extends_topics', 'msg.remembers_details', 'msg.late_night',
    'offline.one_on_one', 'offline.physical_close', 'offline.remembers_prefs', 'emotion.shares_private',
  ];
  it.each([
    ['18 strong', S18, 18, 'band.strong', '🟢🟢🟢'],
    ['17 moderate', S18.filter((id) => id !== 'msg.remembers_details'), 17, 'band.moderate', '🟢🟡'],
    ['12 moderate', ['msg.initiates_often', 'msg.extends_topics', 'msg.late_night', 'offline.one_on_one', 'emotion.cares_for_you'], 12, 'band.moderate', '🟢🟡'],
    ['11 ambiguous', ['msg.initiates_often', 'msg.extends_topics', 'msg.late_night', 'offline.one_on_one'], 11, 'band.ambiguous', '🟡'],
    ['6 ambiguous', ['msg.initiates_often', 'offline.one_on_one'], 6, 'band.ambiguous', '🟡'],
    ['5 weak', ['msg.initiates_often', 'msg.extends_topics'], 5, 'band.weak', '🟡🔴'],
    ['0 weak', ['msg.extends_topics', 'msg.read_no_reply'], 0, 'band.weak', '🟡🔴'],
    ['-1 warning', ['msg.extends_topics', 'msg.perfunctory'], -1, 'band.warning', '🔴'],
    ['nothing ticked', [], 0, 'band.weak', '🟡🔴'],
  ])('%s', (_name, ticked, total, band, marker) => {
    const r = scoreSignals(ticked, { stage: '升温期' });
    expect(r.total).toBe(total);
    expect(r.band.id).toBe(band);
    expect(r.band.marker).toBe(marker);
  });
});

describe('scoreSignals: base points and directions', () => {
  it('gives every catalogue item its SPEC points without MBTI', () => {
    const expected: Record<string, number> = {
      'msg.initiates_often': 3, 'msg.initiates_sometimes': 1, 'msg.extends_topics': 2, 'msg.remembers_details': 1,
      'msg.late_night': 3, 'msg.read_no_reply': -2, 'msg.perfunctory': -3, 'offline.one_on_one': 3,
      'offline.physical_close': 2, 'offline.remembers_prefs': 2, 'offline.message_after': 1,
      'offline.avoids_one_on_one': -2, 'offline.distracted': -1, 'emotion.shares_private': 2,
      'emotion.vulnerable': 2, 'emotion.asks_love_life': 2, 'emotion.cares_for_you': 1,
      'emotion.good_friend_label': -3, 'emotion.confides_crush': -3,
    };
    for (const [id, p] of Object.entries(expected)) {
      const r = scoreSignals([id], { stage: '破冰期' });
      expect(r.items).toHaveLength(1);
      expect(r.items[0]?.points, id).toBe(p);
      expect(r.items[0]?.direction, id).toBe(p > 0 ? 'green' : 'red');
    }
  });

  it('counts a duplicate tick once and returns items in catalogue order', () => {
    const r = scoreSignals(['offline.one_on_one', 'msg.extends_topics', 'msg.extends_topics'], { stage: '破冰期' });
    expect(r.items.map((i) => i.id)).toEqual(['msg.extends_topics', 'offline.one_on_one']);
    expect(r.total).toBe(5);
  });
});

describe('scoreSignals: MBTI calibration', () => {
  it.each([
    ['I: read without reply -2 -> -1', 'INFJ', 'ENFJ', 'msg.read_no_reply', -1, -2],
    ['I: late night +3 -> +4', 'ISFJ', 'ESFJ', 'msg.late_night', 4, 3],
    ['T: shares private +2 -> +3', 'ESTJ', 'ESFJ', 'emotion.shares_private', 3, 2],
    ['T: helps you +1 -> +2', 'ENTJ', 'ENFJ', 'emotion.cares_for_you', 2, 1],
    ['P: read without reply -2 -> -1', 'ESFP', 'ESFJ', 'msg.read_no_reply', -1, -2],
  ])('%s', (_name, withLetter, without, id, calibrated, base) => {
    const a = scoreSignals([id], { mbti: withLetter, stage: '暧昧期' });
    const b = scoreSignals([id], { mbti: without, stage: '暧昧期' });
    expect(a.items[0]?.points).toBe(calibrated);
    expect(a.items[0]?.basePoints).toBe(base);
    expect(b.items[0]?.points).toBe(base);
  });

  it('I and P together still give -1 for reading without reply', () => {
    expect(points(scoreSignals(['msg.read_no_reply'], { mbti: 'INTP', stage: '破冰期' }), 'msg.read_no_reply')).toBe(-1);
  });

  it.each([
    ['未知', -1], ['破冰期', -1], ['升温期', -1], ['暧昧期', -2], ['表白前', -2], ['友谊区', -2], ['重启期', -2],
  ])('J: avoids 1-on-1 in %s gives %i', (stage, expected) => {
    expect(points(scoreSignals(['offline.avoids_one_on_one'], { mbti: 'ESTJ', stage }), 'offline.avoids_one_on_one')).toBe(expected);
    expect(points(scoreSignals(['offline.avoids_one_on_one'], { mbti: 'ESTP', stage }), 'offline.avoids_one_on_one')).toBe(-2);
  });

  it('J unlocks "plans activities for two" (+3)', () => {
    const r = scoreSignals(['offline.plans_for_two'], { mbti: 'infj', stage: '升温期' });
    expect(points(r, 'offline.plans_for_two')).toBe(3);
    expect(r.subtotals.offline).toBe(3);
  });

  it('E, S, N and F change nothing', () => {
    const all = SIGNALS.filter((s) => s.id !== 'offline.plans_for_two' && s.id !== 'msg.initiates_sometimes' && s.id !== 'yellow.rarely_starts').map((s) => s.id);
    const plain = scoreSignals(all, { stage: '暧昧期' });
    for (const mbti of ['ESFP', 'ENFP']) {
      // P only touches read_no_reply; everything else must be untouched by E/S/N/F.
      const r = scoreSignals(all, { mbti, stage: '暧昧期' });
      for (const item of r.items) {
        if (item.id === 'msg.read_no_reply') continue;
        expect(item.points, `${mbti} ${item.id}`).toBe(points(plain, item.id));
      }
    }
  });

  it.each([['intj'], [' INTJ '], ['InTj']])('accepts %j case-insensitively', (mbti) => {
    expect(points(scoreSignals(['msg.late_night'], { mbti, stage: '破冰期' }), 'msg.late_night')).toBe(4);
  });

  it.each([['[待填写]'], [''], ['INTX'], ['INTJS'], ['XINTJ'], [null], [undefined]])('treats %j as no type', (mbti) => {
    expect(points(scoreSignals(['msg.late_night'], { mbti, stage: '破冰期' }), 'msg.late_night')).toBe(3);
    expect(() => scoreSignals(['offline.plans_for_two'], { mbti, stage: '破冰期' })).toThrow(EngineInputError);
  });
});

describe('scoreSignals: caps and clamp', () => {
  it('caps offline at 8 (J makes 11 possible)', () => {
    const r = scoreSignals(
      ['offline.one_on_one', 'offline.physical_close', 'offline.remembers_prefs', 'offline.message_after', 'offline.plans_for_two'],
      { mbti: 'ISTJ', stage: '暧昧期' },
    );
    expect(r.items.reduce((a, i) => a + i.points, 0)).toBe(11);
    expect(r.subtotals.offline).toBe(8);
    expect(r.total).toBe(8);
  });

  it('caps emotional at 7 (T makes 9 possible)', () => {
    const r = scoreSignals(
      ['emotion.shares_private', 'emotion.vulnerable', 'emotion.asks_love_life', 'emotion.cares_for_you'],
      { mbti: 'ENTP', stage: '暧昧期' },
    );
    expect(r.subtotals.emotional).toBe(7);
  });

  it('reaches exactly 10 for messaging with I, and 25 overall at most', () => {
    const r = scoreSignals(
      ['msg.initiates_often', 'msg.extends_topics', 'msg.remembers_details', 'msg.late_night',
        'offline.one_on_one', 'offline.physical_close', 'offline.remembers_prefs', 'offline.message_after', 'offline.plans_for_two',
        'emotion.shares_private', 'emotion.vulnerable', 'emotion.asks_love_life', 'emotion.cares_for_you'],
      { mbti: 'INTJ', stage: '暧昧期' },
    );
    expect(r.subtotals).toEqual({ messaging: 10, offline: 8, emotional: 7 });
    expect(r.total).toBe(25);
  });

  it('does not cap negative sums', () => {
    const r = scoreSignals(
      ['msg.read_no_reply', 'msg.perfunctory', 'offline.avoids_one_on_one', 'offline.distracted',
        'emotion.good_friend_label', 'emotion.confides_crush'],
      { stage: '暧昧期' },
    );
    expect(r.subtotals).toEqual({ messaging: -5, offline: -3, emotional: -6 });
    expect(r.total).toBe(-14);
    expect(r.band.id).toBe('band.warning');
  });
});

describe('scoreSignals: refused input', () => {
  it('refuses both "initiates" items, naming them', () => {
    const t = () => scoreSignals(['msg.initiates_often', 'msg.initiates_sometimes'], { stage: '破冰期' });
    expect(t).toThrow(EngineInputError);
    try {
      t();
    } catch (e) {
      expect((e as EngineInputError).offending).toEqual(['msg.initiates_often', 'msg.initiates_sometimes']);
    }
  });

  it('refuses an unknown id and lists the valid ones', () => {
    try {
      scoreSignals(['msg.initiates_often', 'msg.nope'], { stage: '破冰期' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      const err = e as EngineInputError;
      expect(err.offending).toEqual(['msg.nope']);
      expect(err.message).toContain('msg.nope');
      expect(err.message).toContain('emotion.confides_crush');
      // Without a J type the J-only item is not offered as valid.
      expect(err.valid).not.toContain('offline.plans_for_two');
    }
  });

  it('refuses the J-only item for a P type', () => {
    expect(() => scoreSignals(['offline.plans_for_two'], { mbti: 'INTP', stage: '破冰期' })).toThrow(/offline\.plans_for_two/);
  });

  it('refuses an unknown stage', () => {
    expect(() => scoreSignals([], { stage: '热恋期' })).toThrow(EngineInputError);
  });
});

describe('scoreSignals: friend zone', () => {
  it.each([['emotion.good_friend_label'], ['emotion.confides_crush']])('%s flags friend zone and suggests 友谊区', (id) => {
    const r = scoreSignals(
      ['msg.initiates_often', 'msg.late_night', 'offline.one_on_one', 'offline.physical_close', 'emotion.vulnerable', id],
      { stage: '暧昧期' },
    );
    expect(r.friendZone).toBe(true);
    expect(r.suggestedStage).toBe('友谊区');
  });

  it('does not flag ordinary red signals', () => {
    const r = scoreSignals(['msg.perfunctory', 'offline.avoids_one_on_one'], { stage: '升温期' });
    expect(r.friendZone).toBe(false);
  });
});

describe('signalPoints: each signal alone, without scoring', () => {
  // Every letter rule and the J rule's stage limit are crossed: no type, each of I/T/P/J, and a stage past the limit.
  const cases = [null, 'INTJ', 'ESFP', 'ISTP', 'ENFJ', 'infj'].flatMap((mbti) => STAGES.map((stage) => [mbti, stage] as const));
  it.each(cases)('gives what scoring one signal gives (MBTI %s, stage %s)', (mbti, stage) => {
    const listed = signalPoints({ mbti, stage });
    const scored = SIGNALS.flatMap((s) => {
      try {
        return [{ id: s.id, points: scoreSignals([s.id], { mbti, stage }).items[0]?.points }];
      } catch (e) {
        // A signal this type cannot tick is refused by scoring, and left out of the list.
        expect(e).toBeInstanceOf(EngineInputError);
        return [];
      }
    });
    expect(listed).toEqual(scored);
  });

  it('leaves out the J-only signals for a type without J, and calibrates late-night messages for an I', () => {
    const ids = (mbti: string | null) => signalPoints({ mbti, stage: '升温期' }).map((p) => p.id);
    const jOnly = SIGNALS.filter((s: SignalItem) => s.requiresMbtiLetter === 'J').map((s) => s.id);
    expect(jOnly.length).toBeGreaterThan(0);
    for (const id of jOnly) {
      expect(ids('ENFP')).not.toContain(id);
      expect(ids('ENFJ')).toContain(id);
    }
    const late = (mbti: string | null) => signalPoints({ mbti, stage: '升温期' }).find((p) => p.id === 'msg.late_night')?.points;
    expect(late(null)).toBe(3);
    expect(late('INTJ')).toBe(4);
  });
});
