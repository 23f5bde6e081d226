import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderApp, KEY } from './render-helper.js';
import { eventsOnDisk, fileText } from './fixtures.js';
import { tempDir } from '../helpers/temp.js';

describe('the new-crush form: the rest of the intake', () => {
  it('fills an empty slug from the nickname pinyin (xiaomei-2 beside xiaomei), says so before y/N, and writes stage, zodiac, gender and what you love', async () => {
    const baseDir = tempDir('simp-tui-intake-');
    mkdirSync(join(baseDir, 'xiaomei'), { recursive: true });
    const app = await renderApp({ baseDir, lang: 'en', cols: 80, rows: 24 });
    await app.press('n');
    await app.waitFor('Folder name (slug)');
    await app.press(KEY.down);
    await app.type('小美');
    // Personality, MBTI, then the zodiac: Aries is the first sign.
    await app.press(KEY.down);
    await app.press(KEY.down);
    await app.press(KEY.down);
    await app.press(KEY.right);
    await app.waitFor('‹ Aries ›');
    await app.press(KEY.down);
    await app.type('female');
    // Age, city, how you met, then the stage: the third is Flirting.
    for (let i = 0; i < 4; i += 1) await app.press(KEY.down);
    for (let i = 0; i < 3; i += 1) await app.press(KEY.right);
    await app.waitFor('‹ Flirting ›');
    // Status, who, do they know, hobbies, quirks, then what you love.
    for (let i = 0; i < 6; i += 1) await app.press(KEY.down);
    await app.waitFor('▶ What you love most');
    await app.type('her laugh');
    await app.press(KEY.down);
    await app.press(KEY.down);
    await app.waitFor('▶ Preferred mode');
    await app.press(KEY.enter);
    const frame = await app.waitFor('Write it? (y/N)');
    expect(frame.replace(/\s+/g, ' ')).toContain("Folder name from the nickname's pinyin: xiaomei-2");
    expect(frame).toMatch(/Zodiac\s+Aries/);
    expect(frame).toMatch(/Gender\s+female/);
    expect(frame).toMatch(/Where things stand\s+Flirting/);
    for (const stored of ['白羊座', '暧昧期']) expect(frame).not.toContain(stored);
    await app.press('y');
    await app.waitFor('changed: profile.md');
    expect(existsSync(join(baseDir, 'xiaomei-2', 'profile.md'))).toBe(true);
    const profile = fileText(baseDir, 'xiaomei-2', 'profile.md');
    for (const line of ['nickname: 小美', 'zodiac: 白羊座', 'gender: 女']) expect(profile).toContain(`\n${line}\n`);
    expect(profile).toContain('最让你心动的地方：her laugh');
    expect(fileText(baseDir, 'xiaomei-2', 'state.md')).toContain('current_stage: 暧昧期');
    expect(eventsOnDisk(baseDir, 'xiaomei-2').map((e) => e.type)).toEqual(['profile_created', 'stage_changed', 'strategy_updated']);
    await app.press(KEY.enter);
    await app.waitFor('小美 (xiaomei-2)');
  });
});
