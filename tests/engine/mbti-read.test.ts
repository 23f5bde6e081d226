import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { compatibility, OBSERVATIONS, readMbti, TYPE_CARDS } from '../../src/engine/index.js';
import { parseObservations } from '../../src/flows/mbti.js';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

describe('MBTI from what was observed', () => {
  it('takes each dimension by majority, with a confidence that grows with agreeing observations', () => {
    const r = readMbti(parseObservations(['ei.starts=I', 'ei.length=I', 'ei.posts=I', 'ei.groups=E', 'ns.talk=N', 'tf.comfort=F', 'tf.praise=T']));
    expect(r.letters.map((l) => [l.dimension, l.letter, l.confidence])).toEqual([
      ['EI', 'I', 'high'],
      ['NS', 'N', 'low'],
      // A tie goes the way of the first thing observed.
      ['TF', 'F', 'low'],
      ['JP', '?', 'none'],
    ]);
    expect(r.type).toBe('INF?');
    expect(readMbti(parseObservations(['jp.meet=J', 'jp.rhythm=J'])).letters[3]).toMatchObject({ letter: 'J', confidence: 'medium', votes: 2, of: 2 });
  });

  it('knows every observation and all sixteen cards, and refuses what it does not know', () => {
    expect(new Set(OBSERVATIONS.map((o) => o.dimension))).toEqual(new Set(['EI', 'NS', 'TF', 'JP']));
    expect(Object.keys(TYPE_CARDS).sort()).toHaveLength(16);
    expect(() => parseObservations(['ei.starts=N'])).toThrow(/leans to E or I/);
    expect(() => parseObservations(['nope=E'])).toThrow(/unknown observation/);
  });

  it('says what draws two types together and what rubs, dimension by dimension', () => {
    const c = compatibility('ENFP', 'INTJ');
    expect(c.draws.length + c.rubs.length).toBe(4);
    expect(c.draws.map((d) => d.en)).toEqual(expect.arrayContaining([expect.stringMatching(/One outgoing, one inward/), expect.stringMatching(/see the world alike/)]));
    expect(c.rubs.map((d) => d.en)).toEqual(expect.arrayContaining([expect.stringMatching(/One reasons, the other feels/), expect.stringMatching(/One plans, the other improvises/)]));
  });

  it("names a typical pair's own row in either order, and only for the pairs the table holds", () => {
    const row = compatibility('ENFP', 'INTJ').pair;
    expect(row?.strength.en).toMatch(/ENFP brings energy/);
    expect(compatibility('INTJ', 'ENFP').pair).toBe(row);
    expect(compatibility('INFJ', 'ESTP').pair?.mind.zh).toMatch(/共同的深度/);
    expect(compatibility('INTJ', 'ISFP').pair).toBeNull();
    expect(compatibility('ENFP', 'ENFP').pair).toBeNull();
  });

  it('simp mbti lists the observations, reads a type, and --save writes it to the profile once', () => {
    const base = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    run('init', 'a', '--nickname', 'A');
    const before = treeHash(base);
    expect(run('mbti', 'a').stdout).toContain('ei.starts');
    expect(treeHash(base)).toBe(before);
    const obs = 'ei.starts=E,ns.talk=S,tf.comfort=T,jp.meet=J';
    expect(run('mbti', 'a', '--observe', 'ei.starts=E', '--save').code).toBe(2);
    const saved = JSON.parse(run('mbti', 'a', '--observe', obs, '--save', '--json').stdout) as { type: string; saved: boolean; card: { name: { en: string } } };
    expect(saved).toMatchObject({ type: 'ESTJ', saved: true, card: { name: { en: 'Executive' } } });
    expect(readFileSync(join(base, 'a', 'profile.md'), 'utf8')).toContain('mbti: ESTJ');
    expect((JSON.parse(run('mbti', 'a', '--observe', obs, '--save', '--json').stdout) as { saved: boolean }).saved).toBe(false);
    expect(run('events', 'a', '--type', 'profile_updated').stdout.trim().split('\n')).toHaveLength(1);
    // ESTJ has no row of its own; an ESTP beside an INFJ does, in both languages.
    expect(run('mbti', 'a', '--you', 'ENFP').stdout).not.toContain('典型组合');
    const infj = 'ei.starts=I,ns.talk=N,tf.comfort=F,jp.meet=J';
    expect(run('mbti', 'a', '--observe', infj, '--you', 'ESTP').stdout).toMatch(/📌 典型组合：反差带来强烈的吸引。注意：长久相处要找到共同的深度。/);
    expect(run('mbti', 'a', '--observe', infj, '--you', 'ESTP', '--lang', 'en').stdout).toContain('📌 A pair the analyzer knows: A strong pull from the contrast.');
  });
});
