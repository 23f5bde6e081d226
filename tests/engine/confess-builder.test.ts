import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { buildConfession, chooseMethod } from '../../src/engine/index.js';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

describe('the confession builder', () => {
  it('chooses in person first, a message when meeting is hard, they take things in alone, or nerves would win', () => {
    expect(chooseMethod({})).toBe('in_person');
    expect(chooseMethod({ canMeet: true, theyFaceIt: true, nervous: false })).toBe('in_person');
    expect(chooseMethod({ canMeet: false })).toBe('message');
    expect(chooseMethod({ theyFaceIt: false })).toBe('message');
    expect(chooseMethod({ nervous: true })).toBe('message');
  });

  it('puts the four layers in order, shortening the first two in strategic mode, with an invitation by mode', () => {
    const parts = { memory: '你上次说最怕让人失望。我一直记着。', feeling: '后来我总希望你不用那么小心。真的。' };
    expect(buildConfession(parts, 'sweet', 'zh')).toEqual(['你上次说最怕让人失望。我一直记着。', '后来我总希望你不用那么小心。真的。', '我喜欢你。', '如果你也愿意，我想试试。']);
    expect(buildConfession(parts, 'strategic', 'zh')).toEqual(['你上次说最怕让人失望。', '后来我总希望你不用那么小心。', '我喜欢你。', '你不用现在回答我，我只是想让你知道。']);
    expect(buildConfession({ ...parts, statement: '我对你有好感，不是一时冲动。', invitation: '想和你试试。' }, 'hybrid', 'zh').slice(2)).toEqual(['我对你有好感，不是一时冲动。', '想和你试试。']);
  });

  it('simp confess --plan prints the method, the words and the plans for each answer, and writes nothing', () => {
    const base = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    run('init', 'a', '--nickname', 'A', '--mode', 'sweet');
    const before = treeHash(base);
    const r = run('confess', 'a', '--plan', '--can-meet', 'no', '--memory', '那天你把伞留给了我。', '--feeling', '我到现在还记得那把伞的颜色哈。', '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('How: By message');
    expect(r.stdout).toContain('  那天你把伞留给了我。\n  我到现在还记得那把伞的颜色哈。\n  I like you.\n  If you feel the same, I would like to try.');
    expect(r.stdout).toContain('If they say no:');
    expect(r.stdout).toContain('simp crisis a --playbook C-1');
    expect(treeHash(base)).toBe(before);
  });
});
