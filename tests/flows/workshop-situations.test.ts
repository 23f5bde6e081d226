import { describe, expect, it } from 'vitest';
import { runAdjust } from '../../src/flows/adjust.js';
import { workshop } from '../../src/flows/message.js';
import { workshopText } from '../../src/present/report-other.js';
import { freshCrush } from './flow-helpers.js';

describe("the workshop's flirting and after-a-quarrel situations", () => {
  it('flirting says it is for later stages before the line while the crush is still early, and says nothing of it once things are mutual', async () => {
    const c = freshCrush();
    await runAdjust(c.mem, c.slug, { stage: '破冰期' });
    const early = workshop(c.mem, c.slug, { situation: 'flirt' });
    expect(early.stageFits).toBe(false);
    const zh = workshopText(early, 'zh', c.slug);
    expect(zh[0]).toBe('这个情境适合暧昧期、表白前、表白后-成功；现在是破冰期，这一条先放一放。');
    expect(workshopText(early, 'en', c.slug)[0]).toContain('you are at ');
    await runAdjust(c.mem, c.slug, { stage: '暧昧期' });
    const now = workshop(c.mem, c.slug, { situation: 'flirt' });
    expect(now.stageFits).toBe(true);
    const text = workshopText(now, 'zh', c.slug).join('\n');
    expect(text).not.toContain('这一条先放一放');
    expect(text).toContain('💭 日常撩一下');
  });

  it('after a quarrel: one apology, the playbook to open as a command, and no {detail} blank where its lines leave none', async () => {
    const c = freshCrush();
    const zh = workshopText(workshop(c.mem, c.slug, { situation: 'repair' }), 'zh', c.slug).join('\n');
    expect(zh).toContain('🌧️ 吵架或说错话之后');
    expect(zh).toContain(`simp crisis ${c.slug} --playbook C-9`);
    expect(zh).not.toContain('{detail}');
    expect(zh).not.toContain('这一条先放一放');
    const en = workshopText(workshop(c.mem, c.slug, { situation: 'repair' }), 'en', c.slug).join('\n');
    expect(en).toContain('After a quarrel or a slip');
    expect(en).not.toMatch(/\p{Script=Han}/u);
  });

  it('the list of situations names both', () => {
    const c = freshCrush();
    const list = workshopText(workshop(c.mem, c.slug, {}), 'en', c.slug).join('\n');
    expect(list).toContain('flirt');
    expect(list).toContain('repair');
  });
});
