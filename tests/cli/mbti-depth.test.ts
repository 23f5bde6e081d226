import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ROOT, tempDir } from '../helpers/temp.js';
import { startRunner, type Runner } from '../helpers/in-process.js';

let run: Runner;
let base: string;
beforeAll(async () => {
  run = startRunner(join(ROOT, 'dist'));
  base = join(tempDir(), 'crushes');
  expect((await run.run(['--base-dir', base, 'init', 'mia', '--nickname', '米娅'])).code).toBe(0);
});
afterAll(() => run.stop());

const observe = ['--observe', 'ei.starts=I,ei.length=I,ns.talk=N,ns.feeling=N,tf.comfort=F,jp.meet=P,jp.rhythm=P'];

describe('simp mbti: runner-up, probe, why', () => {
  it('says them in Chinese', async () => {
    const r = await run.run(['--base-dir', base, 'mbti', 'mia', ...observe]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('推断 ta 最可能是：INFP');
    expect(r.stdout).toContain('次候选：INTP（T/F 这一位最没把握：1 条观察倾向 F，0 条倾向 T；没有反例，只是观察还少）');
    expect(r.stdout).toContain('试探一下：问问 ta 的梦想');
    expect(r.stdout).toMatch(/ta 为什么会这样\n {2}I {2}独处才能充电/);
  });

  it('says them in English, with --json carrying them', async () => {
    const r = await run.run(['--base-dir', base, 'mbti', 'mia', ...observe], { env: { SIMP_LANG: 'en' } });
    expect(r.stdout).toContain('Runner-up: INTP (T/F is the least certain letter');
    expect(r.stdout).toContain('A small test: Ask about a dream');
    expect(r.stdout).toContain('Why they do what they do');
    expect(r.stdout).not.toMatch(/[\u4e00-\u9fff]/);
    const json = JSON.parse((await run.run(['--base-dir', base, 'mbti', 'mia', ...observe, '--json'])).stdout) as { runner_up: { type: string }; why: unknown[]; card: { probe: { en: string } } };
    expect(json.runner_up.type).toBe('INTP');
    expect(json.why).toHaveLength(4);
    expect(json.card.probe.en).toMatch(/dream/);
  });

  it('a type from the profile gets the why and the probe, and no runner-up', async () => {
    await run.run(['--base-dir', base, 'update', 'mia', '--set', 'mbti=ESTJ']);
    const r = await run.run(['--base-dir', base, 'mbti', 'mia']);
    expect(r.stdout).toContain('试探一下：在 ta 拿手的事上');
    expect(r.stdout).not.toContain('次候选');
    expect(r.stdout).toContain('ta 为什么会这样');
  });
});
