import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { checkReadiness, CONFESS_CHECKLIST } from '../../src/engine/index.js';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

const USER = CONFESS_CHECKLIST.filter((i) => !i.auto).map((i) => i.id);
const strong = { score: 20, greensInTwoWeeks: 3, friendZone: false, milestones: ['ms.one_on_one'] };

describe('the nine-item confession check', () => {
  it('is ready only when all nine are met, from the records and the user', () => {
    expect(CONFESS_CHECKLIST).toHaveLength(9);
    expect(checkReadiness(strong, USER).verdict).toBe('ready');
    const r = checkReadiness({ ...strong, score: 17 }, USER);
    expect(r.verdict).toBe('wait');
    expect(r.missing.map((i) => i.id)).toEqual(['check.score']);
    expect(checkReadiness({ ...strong, greensInTwoWeeks: 1 }, USER).missing.map((i) => i.id)).toEqual(['check.greens']);
  });

  it('says not now when the records show a "just friends", and wait when the user has not ticked everything', () => {
    const fz = checkReadiness({ ...strong, friendZone: true }, USER);
    expect(fz.verdict).toBe('not_now');
    expect(fz.blockers.map((i) => i.id)).toEqual(['check.not_friends']);
    expect(checkReadiness(strong, []).verdict).toBe('wait');
    // A 1-on-1 the milestones do not show, the user can confirm.
    expect(checkReadiness({ ...strong, milestones: [] }, USER).missing.map((i) => i.id)).toEqual(['check.one_on_one']);
    expect(checkReadiness({ ...strong, milestones: [] }, [...USER, 'check.one_on_one']).verdict).toBe('ready');
  });

  it('simp confess --check prints the verdict and the items, writes nothing, and refuses an unknown item', () => {
    const base = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    run('init', 'a', '--nickname', 'A');
    run('stage', 'a', '友谊区');
    const before = treeHash(base);
    const r = run('confess', 'a', '--check', '--lang', 'en');
    expect(r.stdout).toMatch(/^📊 Is it time to confess\? ❌ Not now\n/);
    expect(r.stdout).toContain('☐ Nothing has defined you as "just friends"');
    const json = JSON.parse(run('confess', 'a', '--check', '--confirm', 'check.sincere', '--json').stdout) as { verdict: string; items: { item: { id: string }; met: boolean }[] };
    expect(json.items.find((i) => i.item.id === 'check.sincere')?.met).toBe(true);
    expect(run('confess', 'a', '--check', '--confirm', 'nope').code).toBe(2);
    expect(run('confess', 'a').code).toBe(2);
    expect(treeHash(base)).toBe(before);
  });
});
