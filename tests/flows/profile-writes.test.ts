import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { planSection, planUpdate, profileValue, runAddToSection, runBackup, runCreate, runRollback, runUpdate } from '../../src/flows/index.js';
import { InputError } from '../../src/model/index.js';
import { freshCrush, text } from './flow-helpers.js';

describe('one write path for profile edits', () => {
  it('one normalisation: MBTI in capitals, whole-number ages as numbers, text trimmed', () => {
    expect(profileValue('mbti', ' intj ')).toBe('INTJ');
    expect(profileValue('age', '24')).toBe(24);
    expect(profileValue('age', '二十四')).toBe('二十四');
    expect(profileValue('city', ' 杭州 ')).toBe('杭州');
    expect(planUpdate({ mbti: 'enfp', age: '30' })).toEqual({ mbti: 'ENFP', age: 30 });
  });

  it('fields another tool added may be changed; other unknown names are refused as typos', async () => {
    const c = freshCrush('xiaoyu', { favourite_food: '面' });
    await runUpdate(c.mem, c.slug, { favourite_food: '火锅' });
    expect(text(c, 'profile.md')).toMatch(/^favourite_food: 火锅$/m);
    await expect(runUpdate(c.mem, c.slug, { favourite_drink: '茶' })).rejects.toThrow(/unknown field favourite_drink/);
    await expect(runUpdate(c.mem, c.slug, { created_at: '2020-01-01' })).rejects.toThrow(/unknown field created_at/);
  });

  it('create normalises the fields as an edit would, and leaves empty ones at the placeholder', () => {
    const c = freshCrush();
    runCreate(c.mem, { slug: 'ajie', nickname: ' 阿杰 ', personality_type: '', fields: { mbti: 'istp', age: '27', how_met: '' } });
    const profile = text({ ...c, dir: join(c.base, 'ajie') }, 'profile.md');
    expect(profile).toMatch(/^mbti: ISTP$/m);
    expect(profile).toMatch(/^age: 27$/m);
    expect(profile).toMatch(/^nickname: 阿杰$/m);
    expect(profile).toMatch(/^how_met: "?\[待填写\]"?$/m);
    expect(() => runCreate(c.mem, { slug: 'x', personality_type: '随便' })).toThrow(InputError);
    expect(existsSync(join(c.base, 'x'))).toBe(false);
  });

  it('a section: the heading gets its ##, both parts are required (named as fields), and the text is appended', async () => {
    expect(planSection('爱好', ' 爬山 ')).toEqual({ heading: '## 爱好', text: '爬山' });
    expect(planSection('## 注意事项', '怕打雷').heading).toBe('## 注意事项');
    try {
      planSection(' ', '');
      expect.unreachable();
    } catch (err) {
      expect((err as InputError).issues.map((i) => [i.field, i.kind])).toEqual([
        ['heading', 'required'],
        ['text', 'required'],
      ]);
    }
    const c = freshCrush();
    const before = text(c, 'profile.md');
    const r = await runAddToSection(c.mem, c.slug, '爱好', '爬山');
    expect(r.heading).toBe('## 爱好');
    const after = text(c, 'profile.md');
    expect(after.startsWith(before.trimEnd())).toBe(true);
    expect(after).toMatch(/## 爱好\n\n爬山/);
  });

  it('backup and rollback say which files they changed, and the list is true on disk', async () => {
    const c = freshCrush();
    const saved = await runBackup(c.mem, c.slug);
    expect(saved.before).toBe('v1');
    expect(saved.changed).toEqual([`versions/${saved.name}/`, 'meta.json']);
    expect(readdirSync(join(c.dir, 'versions'))).toContain(saved.name);
    await runUpdate(c.mem, c.slug, { city: '杭州' });
    const events = text(c, 'events.jsonl');
    const back = await runRollback(c.mem, c.slug, saved.name);
    expect(back.changed).toEqual([`versions/${back.backup}/`, 'profile.md', 'state.md', 'strategy.md', 'knowledge.json', 'events.jsonl', 'meta.json']);
    expect(text(c, 'profile.md')).not.toContain('杭州');
    // The history is only added to: the rollback's own trace after every earlier line.
    const after = text(c, 'events.jsonl');
    expect(after.startsWith(events)).toBe(true);
    expect(after.slice(events.length).trim().split('\n').map((l) => (JSON.parse(l) as { type: string }).type)).toEqual(['version_restored']);
  });
});
