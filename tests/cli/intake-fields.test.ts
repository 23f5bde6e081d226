import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir, treeHash } from '../helpers/temp.js';
import { startRunner, type Runner } from '../helpers/in-process.js';

let run: Runner;
beforeAll(() => {
  run = startRunner(join(ROOT, 'dist'));
});
afterAll(() => run.stop());

const fresh = () => join(tempDir(), 'crushes');

describe('simp init: the rest of the intake', () => {
  it('writes stage, age, gender, city, zodiac, quirks and what you love, the stage as a stage change', async () => {
    const base = fresh();
    const r = await run.run([
      '--base-dir', base, 'init', 'xiaomei', '--nickname', '小美', '--stage', 'flirting', '--age', '22岁', '--gender', 'female',
      '--city', '上海', '--zodiac', 'pisces', '--mbti', 'infp', '--occupation', '设计师', '--quirks', '爱说“绝了”', '--love', '笑起来眼睛弯弯',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const profile = readFileSync(join(base, 'xiaomei', 'profile.md'), 'utf8');
    for (const line of ['gender: 女', 'age: 22', 'city: 上海', 'zodiac: 双鱼座', 'mbti: INFP', 'occupation: 设计师']) expect(profile).toContain(`\n${line}\n`);
    expect(profile).toMatch(/## 性格画像\n\n\[[^\]]+\]\n特点 \/ 口头禅：爱说“绝了”\n最让你心动的地方：笑起来眼睛弯弯\n/);
    expect(readFileSync(join(base, 'xiaomei', 'state.md'), 'utf8')).toContain('current_stage: 暧昧期');
    expect(JSON.parse(readFileSync(join(base, 'xiaomei', 'meta.json'), 'utf8'))['current_stage']).toBe('暧昧期');
    const events = readFileSync(join(base, 'xiaomei', 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => e.type)).toEqual(['profile_created', 'stage_changed', 'strategy_updated']);
    expect(events[1]?.data).toMatchObject({ from: '未知', to: '暧昧期' });
    // rebuild reads the same stage from the log.
    const rebuilt = await run.run(['--base-dir', base, 'rebuild', 'xiaomei']);
    expect(rebuilt.code).toBe(0);
    expect(readFileSync(join(base, 'xiaomei', 'state.md'), 'utf8')).toContain('current_stage: 暧昧期');
  });

  it('takes stored and short names (女生, 双鱼, 暧昧期) and keeps a gender it has no name for as typed', async () => {
    const base = fresh();
    expect((await run.run(['--base-dir', base, 'init', 'a', '--gender', '女生', '--zodiac', '双鱼', '--stage', '暧昧期'])).code).toBe(0);
    expect(readFileSync(join(base, 'a', 'profile.md'), 'utf8')).toContain('\nzodiac: 双鱼座\n');
    expect((await run.run(['--base-dir', base, 'init', 'b', '--gender', '非二元'])).code).toBe(0);
    expect(readFileSync(join(base, 'b', 'profile.md'), 'utf8')).toContain('\ngender: 非二元\n');
  });

  it('refuses an unknown zodiac sign, stage or age with exit 2 and creates nothing', async () => {
    const base = fresh();
    await run.run(['--base-dir', base, 'init', 'a']);
    const before = treeHash(base);
    for (const bad of [['--zodiac', '龙座'], ['--stage', 'married'], ['--age', '二十']]) {
      const r = await run.run(['--base-dir', base, 'init', 'b', ...bad]);
      expect(r.code, bad.join(' ')).toBe(2);
    }
    const zodiac = await run.run(['--base-dir', base, 'init', 'b', '--zodiac', '龙座']);
    expect(zodiac.stderr).toContain('双鱼座');
    expect(treeHash(base)).toBe(before);
  });
});

describe('simp init with a name for a slug', () => {
  it('refuses 小美 with exit 2, naming xiaomei and the command that uses it, and writes nothing', async () => {
    const base = fresh();
    mkdirSync(base, { recursive: true });
    const r = await run.run(['--base-dir', base, 'init', '小美', '--stage', '暧昧期']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('xiaomei');
    expect(r.stderr).toContain('simp init xiaomei --nickname 小美');
    expect(readdirSync(base)).toEqual([]);
    const en = await run.run(['--base-dir', base, 'init', '小美'], { env: { SIMP_LANG: 'en' } });
    expect(en.code).toBe(2);
    expect(en.stderr).toMatch(/pinyin gives xiaomei/);
    expect(en.stderr).not.toMatch(/能|拼音/);
  });

  it('suggests xiaomei-2 when xiaomei is taken, keeps a --nickname given, and quotes a name with a space', async () => {
    const base = fresh();
    expect((await run.run(['--base-dir', base, 'init', 'xiaomei', '--nickname', '小美'])).code).toBe(0);
    const r = await run.run(['--base-dir', base, 'init', '小美', '--nickname', '美美']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('simp init xiaomei-2 --nickname 美美');
    const spaced = await run.run(['--base-dir', base, 'init', 'Mia 小美'], { env: { SIMP_LANG: 'en' } });
    expect(spaced.stderr).toContain("simp init mia-xiaomei --nickname 'Mia 小美'");
    expect(existsSync(join(base, 'xiaomei-2'))).toBe(false);
  });

  it('a name that romanises to nothing, and a reserved word, get the folder rule itself', async () => {
    const base = fresh();
    for (const name of ['💖', 'con']) {
      const r = await run.run(['--base-dir', base, 'init', name]);
      expect(r.code).toBe(2);
      expect(r.stderr).not.toContain('simp init ');
    }
  });
});

describe('the confirmation summary', () => {
  const args = ['init', 'xiaomei', '--nickname', '小美', '--personality', '温柔型', '--mbti', 'INFP', '--zodiac', '双鱼座', '--gender', '女', '--stage', '暧昧期', '--status', '同事', '--initiates', 'them', '--they-know', 'maybe', '--mode', 'sweet', '--love', '笑'];

  it('says what was written in Chinese', async () => {
    const base = fresh();
    const r = await run.run(['--base-dir', base, ...args]);
    expect(r.code).toBe(0);
    for (const part of ['昵称：小美', '文件夹：xiaomei', '性格类型：温柔型（INFP，双鱼座）', '关于 ta：女', '你们现在：同事，处于暧昧期', '谁更主动：ta 更多', 'ta 知道你的心意吗：可能猜到', '推荐模式：纯情模式', '最让你心动的地方：笑', 'profile.md', '还空着：年龄、职业、城市、相识方式']) {
      expect(r.stdout).toContain(part);
    }
  });

  it('names the stored Chinese values in English', async () => {
    const base = fresh();
    const r = await run.run(['--base-dir', base, ...args], { env: { SIMP_LANG: 'en' } });
    expect(r.code).toBe(0);
    for (const part of ['Nickname: 小美', 'Personality: Gentle (INFP, Pisces)', 'About them: female', 'at the Flirting stage', 'Who reaches out more: them, mostly', 'Do they know how you feel: they may guess', 'Mode: Sweet', 'Still empty: Age, Job, City, How you met']) {
      expect(r.stdout).toContain(part);
    }
    for (const stored of ['温柔型', '双鱼座', '暧昧期', '纯情']) expect(r.stdout).not.toContain(stored);
  });

  it('an MBTI type or sign without a personality type is named as what it is', async () => {
    const base = fresh();
    const r = await run.run(['--base-dir', base, 'init', 'a', '--zodiac', '双鱼', '--mbti', 'enfp']);
    expect(r.stdout).toContain('MBTI / 星座：ENFP，双鱼座');
    expect(r.stdout).not.toContain('性格类型：');
  });

  it('--json gives the profile as written, the stage and the mode', async () => {
    const base = fresh();
    const r = await run.run(['--base-dir', base, ...args, '--json']);
    const out = JSON.parse(r.stdout) as { slug: string; profile: Record<string, unknown>; stage: string; mode: string };
    expect(out).toMatchObject({ slug: 'xiaomei', stage: '暧昧期', mode: 'sweet' });
    expect(out.profile['zodiac']).toBe('双鱼座');
  });
});
