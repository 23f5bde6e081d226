import { describe, expect, it } from 'vitest';
import {
  AFTER_CARE,
  COME_BACK_HOURS,
  CONCLUSION_PARTS,
  QUIT_SCENES,
  lowMoment,
  moodsBesideCost,
  parseQuitAnswers,
  quitPlan,
} from '../../src/engine/index.js';
import { ago, ev, localIso, NOW } from './engine-helpers.js';

const mood = (m: number, days: number) => ev('mood_recorded', { mood: m }, ago(days));
const SELF = { like_person: true, happy_for_them: true, want_to_win: false, sunk_cost: false, real_person: true };
const COST = { energy: false, neglected_life: false, anxiety_over_joy: false };

describe('the opening: six scenes, and a low moment read from the records', () => {
  it('lists the six scenes of the skill, each with what it looks at hardest', () => {
    expect(QUIT_SCENES.map((s) => s.key)).toEqual(['rejected', 'stalled', 'drained', 'they_dating', 'new_option', 'passing_low']);
    for (const s of QUIT_SCENES) expect(s.label.zh && s.label.en && s.look.zh && s.look.en).toBeTruthy();
  });

  it('a crisis handled or a no within 72 hours is a low moment; older ones are not', () => {
    expect(lowMoment([ev('crisis_handled', { crisis_type: 'C-5 说错话/翻车', resolution: 'r' }, ago(0.5))], NOW)?.reasons).toEqual(['crisis']);
    expect(lowMoment([ev('confess_outcome', { outcome: 'no' }, ago(2.9))], NOW)?.reasons).toEqual(['outcome_no']);
    expect(lowMoment([ev('crisis_handled', { crisis_type: 'C-5', resolution: 'r' }, ago(3.1))], NOW)).toBeNull();
    expect(lowMoment([ev('confess_outcome', { outcome: 'yes' }, ago(1))], NOW)).toBeNull();
    expect(lowMoment([], NOW)).toBeNull();
  });

  it('moods read low (3 of the last 5 at 2 or below) while the newest is within a week; the suggestion is a set time from now', () => {
    const low = [mood(2, 6), mood(1, 5), mood(4, 4), mood(2, 3), mood(3, 2)];
    const found = lowMoment(low, NOW);
    expect(found?.reasons).toEqual(['mood_low']);
    expect(found?.at).toBe(ago(2));
    expect(found?.comeBack).toBe(localIso(new Date(NOW.getTime() + COME_BACK_HOURS * 3_600_000)));
    expect(lowMoment(low.map((e, i) => mood(e.data['mood'] as number, 20 - i)), NOW)).toBeNull();
    expect(lowMoment([mood(4, 3), mood(1, 2), mood(5, 1)], NOW)).toBeNull();
  });

  it('the moods beside the cost questions: the newest five, the average over all', () => {
    const t = moodsBesideCost([mood(1, 5), mood(2, 4), mood(3, 3), mood(4, 2), mood(5, 1)], 20, 10);
    expect(t).toMatchObject({ last: [1, 2, 3, 4, 5], average: 2, count: 10 });
    expect(moodsBesideCost([], 0, 0)).toBeNull();
  });

  it('an answers file may name its scene, with or without the catalogue prefix', () => {
    const base = { other: 'unclear', self: SELF, cost: COST };
    expect(parseQuitAnswers({ ...base, scene: 'rejected' }).scene).toBe('rejected');
    expect(parseQuitAnswers({ ...base, scene: 'scene.stalled' }).scene).toBe('stalled');
    expect(parseQuitAnswers(base).scene).toBeUndefined();
    expect(() => parseQuitAnswers({ ...base, scene: 'bored' })).toThrow();
  });
});

describe('the concrete part of each conclusion', () => {
  it('B is an observation period of 2 months, C a 2-week pause, D the 4-week period of respect, A has no period', () => {
    const now = new Date(2026, 0, 31, 12);
    expect(quitPlan('B', now)).toMatchObject({ kind: 'observe', months: 2, until: '2026-03-31' });
    expect(quitPlan('C', now)).toMatchObject({ kind: 'pause', weeks: 2, days: 14, until: '2026-02-14' });
    expect(quitPlan('D', now)).toMatchObject({ kind: 'let_go', weeks: 4, days: 28, until: '2026-02-28' });
    expect(quitPlan('A', now)).toMatchObject({ kind: 'lighter', days: null, until: null });
    for (const id of ['A', 'B', 'C', 'D'] as const) expect(CONCLUSION_PARTS[id].daily.length).toBeGreaterThan(0);
  });

  it('three after-care questions', () => {
    expect(AFTER_CARE.map((q) => q.id)).toEqual(['after.how_to_know', 'after.chance_later', 'after.changed_mind']);
  });
});
