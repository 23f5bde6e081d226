import { describe, expect, it } from 'vitest';
import { readAnalysis, scoreSignals, swings } from '../../src/engine/index.js';
import { readTemperature } from '../../src/engine/analysis-reading.js';

const scored = (ids: string[]) => scoreSignals(ids, { stage: '暧昧期' });

describe('the hot-and-cold pattern in the scores', () => {
  it('needs two turns, each a swing of 3 points or more', () => {
    expect(swings([5, 12, 4, 11])).toBe(true);
    expect(swings([12, 5, 13, 6])).toBe(true);
    expect(swings([5, 12, 4])).toBe(false);
    expect(swings([5, 12, 10, 17])).toBe(false);
    expect(swings([5, 7, 5, 7])).toBe(false);
    expect(swings([4, 8, 12, 16])).toBe(false);
    expect(swings([1, 2, 5, 12, 4, 11])).toBe(true);
    expect(swings([5, 12, 4, 11, 13])).toBe(false);
  });
});

describe('readAnalysis', () => {
  it('names the three strongest green signals, most points first, and watches the red before the yellow', () => {
    const r = readAnalysis(scored(['msg.remembers_details', 'offline.one_on_one', 'emotion.shares_private', 'msg.late_night', 'yellow.shallow', 'msg.read_no_reply']), [], '暧昧期');
    expect(r.top.map((i) => i.id)).toEqual(['msg.late_night', 'offline.one_on_one', 'emotion.shares_private']);
    expect(r.watch.map((i) => i.id)).toEqual(['msg.read_no_reply', 'yellow.shallow']);
  });

  it('reads hot and cold when ticked, or from the scores, and kind-to-everyone only when ticked', () => {
    expect(readAnalysis(scored(['yellow.hot_cold', 'msg.late_night']), [], '暧昧期').hotCold).toBe('ticked');
    const now = scored(['msg.late_night', 'offline.one_on_one', 'emotion.shares_private', 'msg.extends_topics']);
    expect(now.total).toBe(10);
    expect(readAnalysis(now, [12, 4, 11, 3], '暧昧期').hotCold).toBe('history');
    expect(readAnalysis(now, [9, 10, 11], '暧昧期').hotCold).toBeNull();
    expect(readAnalysis(scored(['yellow.nice_to_all']), [], '暧昧期').niceToAll).toBe(true);
    expect(readAnalysis(scored(['emotion.cares_for_you']), [], '暧昧期').niceToAll).toBe(false);
  });

  it('offers flirting only where the signals are mutual, a lighter idea otherwise, and none on a friend zone, a low total or a day to hold back', () => {
    const warm = scored(['msg.initiates_often', 'msg.late_night', 'offline.one_on_one', 'emotion.shares_private', 'emotion.asks_love_life']);
    expect(warm.total).toBeGreaterThanOrEqual(12);
    expect(readAnalysis(warm, [], '暧昧期').messageIdea).toBe('flirt');
    expect(readAnalysis(scored([...warm.items.map((i) => i.id), 'msg.read_no_reply']), [], '暧昧期').messageIdea).toBe('morning');
    expect(readAnalysis(scored(['msg.initiates_often', 'msg.late_night', 'offline.message_after']), [], '暧昧期').messageIdea).toBe('morning');
    expect(readAnalysis(warm, [], '升温期').messageIdea).toBe('after_meeting');
    expect(readAnalysis(warm, [], '暧昧期', true).messageIdea).toBeNull();
    expect(readAnalysis(scored(['msg.initiates_often', 'msg.late_night', 'offline.one_on_one', 'emotion.good_friend_label']), [], '暧昧期').messageIdea).toBeNull();
    expect(readAnalysis(scored(['msg.initiates_sometimes']), [], '暧昧期').messageIdea).toBeNull();
    expect(readAnalysis(warm, [], '友谊区').messageIdea).toBeNull();
  });

  it('reads the temperature over the last readings: warming, cooling, a sudden drop, steady without a start from them', () => {
    expect(readTemperature([6, 9, 12], false)).toBe('warming');
    expect(readTemperature([14, 12, 10], true)).toBe('cooling');
    // One reading after another rising, then a drop of five or more: sudden.
    expect(readTemperature([10, 12, 6], true)).toBe('sudden_cold');
    expect(readTemperature([15, 10], true)).toBe('sudden_cold');
    // A drop after drops is a cooling, not a sudden cold.
    expect(readTemperature([20, 16, 10], true)).toBe('cooling');
    expect(readTemperature([10, 11, 10], false)).toBe('flat_no_start');
    expect(readTemperature([10, 11, 10], true)).toBeNull();
    expect(readTemperature([12], false)).toBeNull();
    expect(readTemperature([10, 12], false)).toBeNull();
    // Up and down without a direction says nothing of its own here (hot and cold reads swings).
    expect(readTemperature([10, 14, 11], false)).toBeNull();
  });

  it('the temperature decides the message idea with it: none on a sudden cold, a light one while cooling', () => {
    const warm = scored(['msg.initiates_often', 'msg.late_night', 'offline.one_on_one', 'emotion.shares_private', 'emotion.asks_love_life']);
    const t = warm.total;
    expect(readAnalysis(warm, [t - 6, t - 3], '暧昧期')).toMatchObject({ temperature: 'warming', messageIdea: 'flirt' });
    expect(readAnalysis(warm, [t + 8, t + 4], '暧昧期')).toMatchObject({ temperature: 'cooling', messageIdea: 'morning' });
    expect(readAnalysis(warm, [t + 2, t + 6], '暧昧期')).toMatchObject({ temperature: 'sudden_cold', messageIdea: null });
    // Hot and cold has its own reading; the temperature is not said twice.
    expect(readAnalysis(warm, [t + 7, t, t + 7], '暧昧期')).toMatchObject({ hotCold: 'history', temperature: null });
  });

  it('yellow signals score nothing and sit in no subtotal', () => {
    const r = scored(['yellow.rarely_starts', 'yellow.shallow', 'yellow.hot_cold', 'yellow.likes_only', 'yellow.group_only', 'yellow.nice_to_all', 'yellow.no_stance']);
    expect(r.total).toBe(0);
    expect(r.items.every((i) => i.direction === 'neutral' && i.points === 0)).toBe(true);
    expect(() => scored(['msg.initiates_often', 'yellow.rarely_starts'])).toThrow();
  });
});
