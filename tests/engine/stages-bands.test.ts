import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandFor,
  clampScore,
  EXCLUSIVE_SIGNAL_GROUPS,
  scoreSignals,
  SIGNALS,
  STAGES,
  suggestStage,
  type Stage,
} from '../../src/engine/index.js';

describe('bandFor', () => {
  it.each([
    [25, 'band.strong'], [18, 'band.strong'], [17, 'band.moderate'], [12, 'band.moderate'],
    [11, 'band.ambiguous'], [6, 'band.ambiguous'], [5, 'band.weak'], [0, 'band.weak'],
    [-1, 'band.warning'], [-15, 'band.warning'], [-40, 'band.warning'], [40, 'band.strong'],
  ])('%i -> %s', (score, id) => {
    expect(bandFor(score).id).toBe(id);
  });
});

describe('clampScore', () => {
  it.each([[30, 25], [25, 25], [0, 0], [-15, -15], [-16, -15], [-100, -15]])('%i -> %i', (raw, clamped) => {
    expect(clampScore(raw)).toBe(clamped);
  });
});

describe('suggestStage', () => {
  it.each<[number, Stage, boolean, Stage]>([
    // From 未知 the lowest fitting stage wins.
    [5, '未知', false, '破冰期'],
    [9, '未知', false, '破冰期'],
    [11, '未知', false, '升温期'],
    [14, '未知', false, '升温期'],
    [16, '未知', false, '暧昧期'],
    [21, '未知', false, '表白前'],
    [-3, '未知', false, '破冰期'],
    // A score that still fits the current stage keeps it.
    [9, '破冰期', false, '破冰期'],
    [9, '升温期', false, '升温期'],
    [14, '暧昧期', false, '暧昧期'],
    [19, '暧昧期', false, '暧昧期'],
    // Out of range: the nearest fitting stage, closest to the current one.
    [9, '暧昧期', false, '升温期'],
    [16, '升温期', false, '暧昧期'],
    [19, '升温期', false, '暧昧期'],
    [11, '破冰期', false, '升温期'],
    [22, '破冰期', false, '表白前'],
    [-5, '表白前', false, '破冰期'],
    // Friend zone outweighs the score, but not a reported outcome.
    [20, '暧昧期', true, '友谊区'],
    [20, '未知', true, '友谊区'],
    [20, '表白后-成功', true, '表白后-成功'],
    [2, '表白后-被拒', false, '表白后-被拒'],
    // Side states are left by the user, not by a score.
    [20, '友谊区', false, '友谊区'],
    [3, '重启期', false, '重启期'],
    [3, '重启期', true, '友谊区'],
  ])('score %i at %s (friend zone %s) -> %s', (score, current, fz, expected) => {
    expect(suggestStage(score, current, fz)).toBe(expected);
  });
});

describe('scoreSignals properties', () => {
  const pickable = SIGNALS.map((s) => s.id).filter((id) => id !== 'msg.initiates_sometimes' && id !== 'yellow.rarely_starts');
  const ticks = fc.subarray(pickable);
  const mbti = fc.constantFrom('INTJ', 'ESFP', 'ENTP', 'ISFJ', null, '[待填写]');
  const stage = fc.constantFrom(...STAGES);

  it('keeps subtotals under their caps and the total within -15..25', () => {
    fc.assert(
      fc.property(ticks, mbti, stage, (ids, type, st) => {
        const allowed = type !== null && type.endsWith('J') ? ids : ids.filter((id) => id !== 'offline.plans_for_two');
        const r = scoreSignals(allowed, { mbti: type, stage: st });
        expect(r.subtotals.messaging).toBeLessThanOrEqual(10);
        expect(r.subtotals.offline).toBeLessThanOrEqual(8);
        expect(r.subtotals.emotional).toBeLessThanOrEqual(7);
        expect(r.total).toBe(clampScore(r.subtotals.messaging + r.subtotals.offline + r.subtotals.emotional));
        expect(r.total).toBeGreaterThanOrEqual(-15);
        expect(r.total).toBeLessThanOrEqual(25);
        expect(r.band.id).toBe(bandFor(r.total).id);
      }),
    );
  });

  it('does not depend on the order of the ticks', () => {
    fc.assert(
      fc.property(ticks, stage, (ids, st) => {
        const allowed = ids.filter((id) => id !== 'offline.plans_for_two');
        expect(scoreSignals([...allowed].reverse(), { stage: st })).toEqual(scoreSignals(allowed, { stage: st }));
      }),
    );
  });

  it('has exactly one exclusive group: how often they start (often, sometimes, rarely)', () => {
    expect(EXCLUSIVE_SIGNAL_GROUPS).toEqual([['msg.initiates_often', 'msg.initiates_sometimes', 'yellow.rarely_starts']]);
  });
});
