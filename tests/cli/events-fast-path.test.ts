import { describe, it, expect } from 'vitest';
import { parseEventsArgs } from '../../src/cli/action-events.js';
import { fixtureBase, simp } from '../helpers/temp.js';
import { itWithShared } from '../helpers/shared.js';

describe('the events fast path', () => {
  it('reads the plain spellings without commander', () => {
    expect(parseEventsArgs(['events', 'xiaoyu'])).toEqual({ slug: 'xiaoyu', last: 5, json: false, lang: 'zh' });
    expect(parseEventsArgs(['events', 'x', '--last', '3', '--type', 'signal_recorded', '--json', '--base-dir=/d', '--lang', 'en'])).toEqual({
      slug: 'x',
      last: 3,
      type: 'signal_recorded',
      json: true,
      baseDir: '/d',
      lang: 'en',
    });
  });

  it('reads the filters too (the date reader and the fold are loaded only for them)', () => {
    expect(parseEventsArgs(['events', 'x', '--since', '昨天', '--until=今天', '--grep', '猫 咖啡', '--type', 'a,b'])).toMatchObject({ since: '昨天', until: '今天', grep: '猫 咖啡', type: 'a,b', last: 5 });
  });

  it.each([
    [['events']],
    [['events', 'x', '--last', '0']],
    [['events', 'x', '--last', 'many']],
    [['events', 'x', '--last']],
    [['events', 'x', '--type']],
    [['events', 'x', '--base-dir']],
    [['events', 'x', '--lang', 'fr']],
    [['events', 'x', '--help']],
    [['events', 'x', 'y']],
    [['events', 'x', '--json=yes']],
    [['events', 'x', '--grep']],
    [['list']],
  ])('leaves %j to commander (usage errors, help)', (args) => {
    expect(parseEventsArgs(args)).toBeNull();
  });

  itWithShared('gives the same output as the commander path', () => {
    const base = fixtureBase();
    const fast = simp(['events', 'aming', '--last', '4', '--base-dir', base]);
    // An option order the fast path does not take goes through commander.
    const slow = simp(['--base-dir', base, 'events', 'aming', '--last', '4']);
    expect(fast.code).toBe(0);
    expect(fast.stdout).toBe(slow.stdout);
    expect(fast.stdout.split('\n').filter(Boolean)).toHaveLength(4);
  });
});
