import { describe, expect, it } from 'vitest';
import { readMbti, runnerUp, whyOf, LETTER_WHY } from '../../src/engine/mbti-read.js';
import { TYPE_CARDS } from '../../src/engine/catalog-mbti-cards.js';

describe('the runner-up type', () => {
  it('turns the letter with the narrowest lead, fewer observations first on an equal lead', () => {
    // EI 3-0, NS 2-1, TF 1-0, JP 2-0: NS and TF both lead by one; TF rests on fewer.
    const r = readMbti({ 'ei.starts': 1, 'ei.length': 1, 'ei.posts': 1, 'ns.talk': 0, 'ns.feeling': 0, 'ns.plans': 1, 'tf.comfort': 1, 'jp.meet': 0, 'jp.rhythm': 0 });
    expect(r.type).toBe('INFJ');
    expect(runnerUp(r)).toEqual({ type: 'INTJ', dimension: 'TF', from: 'F', to: 'T', forMain: 1, forOther: 0 });
  });

  it('a tie broken by the first observation is the least certain letter', () => {
    const r = readMbti({ 'ei.starts': 0, 'ei.length': 0, 'ns.talk': 1, 'ns.feeling': 1, 'tf.comfort': 0, 'tf.praise': 1, 'jp.meet': 1, 'jp.rhythm': 1 });
    expect(r.type).toBe('ESTP');
    expect(runnerUp(r)).toMatchObject({ type: 'ESFP', dimension: 'TF', forMain: 1, forOther: 1 });
  });

  it('waits for every letter to be observed', () => {
    expect(runnerUp(readMbti({ 'ei.starts': 0 }))).toBeNull();
  });
});

describe('the cards and the whys', () => {
  it('every card has a probe in both languages, none shared', () => {
    const probes = Object.values(TYPE_CARDS).map((c) => c.probe);
    expect(probes).toHaveLength(16);
    for (const p of probes) {
      expect(p.zh).toMatch(/看 ta/);
      expect(p.en).toMatch(/see|watch/);
    }
    expect(new Set(probes.map((p) => p.zh)).size).toBe(16);
  });

  it('explains a type letter by letter', () => {
    expect(whyOf('INFP').map((w) => w.letter)).toEqual(['I', 'N', 'F', 'P']);
    expect(whyOf('IN?P')).toHaveLength(3);
    for (const w of Object.values(LETTER_WHY)) expect(w.en).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
