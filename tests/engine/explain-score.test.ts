import { describe, expect, it } from 'vitest';
import { explainScore, scoreSignals } from '../../src/engine/index.js';

describe('explainScore: the same numbers as scoreSignals, step by step', () => {
  const ALL_MSG = ['msg.initiates_often', 'msg.extends_topics', 'msg.remembers_details', 'msg.late_night', 'msg.perfunctory'];
  it('shows the dimension cap that held messaging', () => {
    const e = explainScore([...ALL_MSG.slice(0, 4), 'offline.one_on_one'], { stage: '升温期' });
    const msg = e.dimensions.find((d) => d.dimension === 'messaging');
    expect(msg).toEqual({ dimension: 'messaging', sum: 9, max: 10, subtotal: 9, capped: false });
    expect(e.result.total).toBe(scoreSignals([...ALL_MSG.slice(0, 4), 'offline.one_on_one'], { stage: '升温期' }).total);
  });
  it('names the MBTI calibration as a change of points', () => {
    const e = explainScore(['msg.late_night', 'msg.read_no_reply'], { stage: '升温期', mbti: 'INFP' });
    expect(e.mbti).toBe('INFP');
    expect(e.items.find((i) => i.id === 'msg.late_night')).toMatchObject({ basePoints: 3, points: 4, mbtiChange: 1 });
    expect(e.items.find((i) => i.id === 'msg.read_no_reply')).toMatchObject({ basePoints: -2, points: -1, mbtiChange: 1 });
    expect(e.result.total).toBe(3);
  });
  it('caps a dimension above and reports the cut', () => {
    const e = explainScore(['msg.late_night', 'msg.initiates_often', 'msg.extends_topics', 'msg.remembers_details'], { stage: '升温期', mbti: 'INTJ' });
    const msg = e.dimensions.find((d) => d.dimension === 'messaging');
    expect(msg?.sum).toBe(e.items.reduce((a, i) => a + i.points, 0));
    expect(msg?.subtotal).toBe(Math.min(msg?.sum ?? 0, 10));
    expect(msg?.capped).toBe((msg?.sum ?? 0) > 10);
    expect(e.unclamped).toBe(e.dimensions.reduce((a, d) => a + d.subtotal, 0));
  });
  it('says when a friend-zone item is ticked, and the total equals scoreSignals', () => {
    const ticks = ['emotion.good_friend_label', 'msg.extends_topics'];
    const e = explainScore(ticks, { stage: '破冰期' });
    const r = scoreSignals(ticks, { stage: '破冰期' });
    expect(e.friendZone).toBe(r.friendZone);
    expect(e.result.total).toBe(r.total);
    expect(e.clamped).toBe(e.unclamped !== r.total);
  });
});
