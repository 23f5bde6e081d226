import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { guessCrisis } from '../../src/engine/index.js';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

describe('a crisis told in words', () => {
  it('suggests the type whose situation the description tells, in Chinese and in English, and nothing for a calm day', () => {
    const top = (d: string) => guessCrisis(d)[0]?.id ?? null;
    const top3 = (d: string) => guessCrisis(d).map((g) => g.id);
    expect(top('他已读不回两天了')).toBe('C-2');
    expect(top('我们吵架了，她很生气')).toBe('C-9');
    expect(top('她说需要想想再回答我')).toBe('C-7');
    expect(top('他发朋友圈秀恩爱了，有对象了')).toBe('C-11');
    expect(top('她昨天说我们只是朋友')).toBe('C-1');
    expect(top('今天天气很好')).toBeNull();
    // Paraphrases of the issue, not the handler's trigger phrases.
    expect(top('她跟我说她喜欢上别人了')).toBe('C-6');
    expect(top3('他最近回消息越来越慢')).toContain('C-3');
    expect(top('表白之后她一直没回复')).toBe('C-7');
    expect(top3('她好像不太想理我了')).toContain('C-2');
    expect(top('she rejected me')).toBe('C-1');
    expect(top('we had a fight')).toBe('C-9');
    expect(top('she left me on read')).toBe('C-2');
    expect(top('跟她說了我的心意 她說我們不適合 不會考慮')).toBe('C-1');
    // Words that call it off leave nothing.
    expect(guessCrisis('以为她不理我了 结果是她手机坏了 虚惊一场哈哈')).toEqual([]);
    expect(guessCrisis('周末想约她去看展 帮我想想怎么开口')).toEqual([]);
  });

  it('simp crisis --describe prints the suggestion and its playbook and writes nothing; --type records it with the description', () => {
    const base = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    run('init', 'a', '--nickname', 'A');
    const before = treeHash(base);
    const r = run('crisis', 'a', '--describe', '她已读不回两天了');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('▶ 🆘 C-2 突然冷落');
    expect(r.stdout).toContain('时机：');
    expect(JSON.parse(run('crisis', 'a', '--describe', '她已读不回两天了', '--json').stdout).suggestions[0].id).toBe('C-2');
    expect(treeHash(base)).toBe(before);
    expect(run('crisis', 'a').code).toBe(2);
    expect(run('crisis', 'a', '--type', 'C-2', '--describe', '她已读不回两天了').code).toBe(0);
    expect(run('events', 'a', '--last', '1').stdout).toContain('"what": "她已读不回两天了"');
  });
});

describe('staged crisis playbooks', () => {
  it('--playbook C-1 names the three kinds of no and the three stages, with what to say and not; every other code has its stages', () => {
    const base = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    run('init', 'a', '--nickname', 'A');
    const before = treeHash(base);
    const c1 = run('crisis', 'a', '--playbook', 'C-1', '--lang', 'en').stdout;
    for (const part of ['Gentle', 'Clear', 'With encouragement', '⏱ The same day', '⏱ The next 1–4 weeks', '⏱ The next 1–3 months', '💬 ', '❌ "Why? What is wrong with me?"']) expect(c1).toContain(part);
    const json = JSON.parse(run('crisis', 'a', '--playbook', 'c-11', '--json').stdout) as { id: string; stages: unknown[] };
    expect(json.id).toBe('C-11');
    expect(json.stages).toHaveLength(3);
    const c3 = run('crisis', 'a', '--playbook', 'C-3').stdout;
    for (const part of ['C-3', '⏱ 先分清：是波动还是趋势', '⏱ 接下来 7–14 天', '💬 “最近好像聊得少了']) expect(c3).toContain(part);
    expect(run('crisis', 'a', '--playbook', 'C-99').code).toBe(2);
    // --describe shows the top suggestion's stages.
    expect(run('crisis', 'a', '--describe', '她说需要想想').stdout).toContain('⏱ 等待期');
    expect(treeHash(base)).toBe(before);
  });
});
