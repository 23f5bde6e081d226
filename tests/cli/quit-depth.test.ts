// The quit review's depth (issue R): the opening, the concrete part of each conclusion,
// the after-care questions (and `quit --after`), the recorded moods beside the cost questions.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scene, simpCommands, type Scene } from '../coach/scene.js';
import { treeHash } from '../helpers/temp.js';

const SELF = { like_person: true, happy_for_them: true, want_to_win: false, sunk_cost: false, real_person: true };
const NO_COST = { energy: false, neglected_life: false, anxiety_over_joy: false };

function answersFile(s: Scene, value: unknown): string {
  const file = join(s.base, '..', `${s.slug}-answers.json`);
  writeFileSync(file, JSON.stringify(value));
  return file;
}

const lastEvent = (s: Scene) => JSON.parse(readFileSync(join(s.base, s.slug, 'events.jsonl'), 'utf8').trim().split('\n').at(-1) ?? '{}') as { type: string; data: Record<string, unknown> };

describe('quit: the opening before the questions', () => {
  it('asks why now, lists the six scenes and the rule, before the questions; no low moment on a quiet record', async () => {
    const s = await scene('r1');
    const out = await s.ok('quit', 'r1');
    const opening = out.indexOf('为什么是现在');
    expect(opening).toBeGreaterThan(out.indexOf('每一条记录'));
    expect(opening).toBeLessThan(out.indexOf('self.like_person'));
    for (const key of ['rejected', 'stalled', 'drained', 'they_dating', 'new_option', 'passing_low']) expect(out).toMatch(new RegExp(`^    ${key}\\s+\\S`, 'm'));
    expect(out).toContain('情绪最低点不做决定');
    expect(out).not.toContain('低谷');
    expect(out).toMatch(/"scene":"rejected\|stalled\|drained\|they_dating\|new_option\|passing_low"/);
    const en = await s.ok('quit', 'r1', '--lang', 'en');
    expect(en).toContain("Don't decide at your lowest moment");
  });

  it('a crisis in the last 72 hours, or a no, is named with a time to come back; the questions still follow', async () => {
    const s = await scene('r2');
    await s.ok('crisis', 'r2', '--type', 'C-5', '--what', '说错话了');
    const out = await s.ok('quit', 'r2');
    expect(out).toMatch(/低谷：72 小时内处理过一次危机。.*等 72 小时（\d{4}-\d{2}-\d{2} \d{2}:\d{2} 之后）再回来/);
    expect(out).toContain('self.like_person');
    await s.ok('outcome', 'r2', 'no');
    const en = await s.ok('quit', 'r2', '--lang', 'en');
    expect(en).toMatch(/a crisis handled in the last 72 hours; a confession answered no in the last 72 hours/);
    const json = await s.json<{ review: unknown; questions: unknown[]; signals: unknown[]; opening: { scenes: unknown[]; low: { reasons: string[]; comeBack: string } | null } }>('quit', 'r2');
    expect(json.review).toBeTruthy();
    expect(json.questions.length).toBeGreaterThan(0);
    expect(json.opening.scenes).toHaveLength(6);
    expect(json.opening.low?.reasons).toEqual(['crisis', 'outcome_no']);
  });

  it('recorded moods show beside the cost questions (last moods, average) and say a low when they are', async () => {
    const s = await scene('r3');
    for (const m of [4, 2, 1, 2, 3, 1]) await s.ok('append', 'r3', 'mood_recorded', JSON.stringify({ mood: m }));
    const out = await s.ok('quit', 'r3');
    const lines = out.split('\n');
    const at = lines.findIndex((l) => l.includes('cost.anxiety_over_joy'));
    expect(lines[at + 1]).toMatch(/心情.*最近 2 → 1 → 2 → 3 → 1（▂▁▂▄▁），共 6 次，平均 2.2/);
    expect(out).toContain('最近记录的心情偏低');
    const r = await s.ok('quit', 'r3', '--answers', answersFile(s, { other: 'unclear', self: SELF, cost: NO_COST }), '--lang', 'en');
    expect(r).toMatch(/Cost: a bearable cost\n\s+The moods you recorded .*lately 2 → 1 → 2 → 3 → 1/);
    expect(r).toContain('This conclusion was reached at a low point');
  });
});

describe('quit: the concrete part of each conclusion, and the after-care', () => {
  it('D with a scene: what brought you, the 4-week period of respect day to day, the three after-care questions, in --json too', async () => {
    const s = await scene('r4');
    const file = answersFile(s, { other: 'negative', self: SELF, cost: NO_COST, scene: 'scene.rejected' });
    const out = await s.ok('quit', 'r4', '--answers', file);
    expect(out).toMatch(/触发原因：刚刚被 ta 明确拒绝了/);
    expect(out.indexOf('触发原因')).toBeLessThan(out.indexOf('结论 D'));
    expect(out).toMatch(/接下来 4 周是尊重期，到 \d{4}-\d{2}-\d{2}/);
    expect(out).toContain('不再追');
    for (const q of ['我怎么知道自己已经放下了', '放下以后，还会有机会吗', '我改主意了']) expect(out).toContain(q);
    expect(out).toContain('simp quit r4 --after');
    expect(lastEvent(s)).toMatchObject({ type: 'quit_evaluated', data: { verdict: 'let_go', conclusion: 'D', scene: 'scene.rejected' } });
    const json = await s.json<Record<string, unknown>>('quit', 'r4', '--answers', file);
    for (const key of ['judgement', 'reflection', 'review', 'write', 'opening', 'scene', 'plan', 'after_care']) expect(json).toHaveProperty(key);
    expect(json['plan']).toMatchObject({ kind: 'let_go', weeks: 4, days: 28 });
    expect(json['after_care']).toHaveLength(3);
  });

  it('naming a passing low as the scene: no hurry to judge, run it again after a set time (also in --json)', async () => {
    const s = await scene('r8');
    const file = answersFile(s, { other: 'unclear', self: SELF, cost: NO_COST, scene: 'passing_low' });
    const out = await s.ok('quit', 'r8', '--answers', file);
    expect(out).toMatch(/触发原因：只是这阵子心情很低/);
    expect(out).toMatch(/先不急着判断.*\d{4}-\d{2}-\d{2} \d{2}:\d{2} 之后再做一次/);
    expect((await s.json<{ look_again_after: string | null }>('quit', 'r8', '--answers', file)).look_again_after).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const plain = await s.json<{ look_again_after: string | null }>('quit', 'r8', '--answers', answersFile(s, { other: 'unclear', self: SELF, cost: NO_COST }));
    expect(plain.look_again_after).toBeNull();
  });

  it('B is a 2-month observation with what to watch; C is 2 weeks without contact; neither has the after-care', async () => {
    const s = await scene('r5');
    await s.ok('analyze', 'r5', '--signals', 'msg.initiates_often');
    const b = await s.ok('quit', 'r5', '--answers', answersFile(s, { other: 'unclear', self: SELF, cost: NO_COST }));
    expect(b).toMatch(/结论 B[\s\S]*观察期：2 个月，到 \d{4}-\d{2}-\d{2}[\s\S]*默认 2 个月[\s\S]*这段时间留意：\n\s+· ta 会不会主动来找你/);
    expect(b).not.toContain('放下之后');
    const c = await s.ok('quit', 'r5', '--answers', answersFile(s, { other: 'unclear', self: SELF, cost: { energy: true, neglected_life: true, anxiety_over_joy: false } }), '--lang', 'en');
    expect(c).toMatch(/Conclusion C[\s\S]*A pause of 2 weeks: until \d{4}-\d{2}-\d{2}, no reaching out[\s\S]*Day to day:\n\s+· no reaching out/);
    expect(c).not.toContain('after letting go');
    const json = await s.json<{ plan: { kind: string; weeks: number }; after_care: unknown }>('quit', 'r5', '--answers', answersFile(s, { other: 'positive', self: SELF, cost: NO_COST }));
    expect(json.plan.kind).toBe('lighter');
    expect(json.after_care).toBeNull();
  });

  it('--after shows the after-care again and writes nothing; with --answers it is refused', async () => {
    const s = await scene('r6');
    const before = treeHash(s.base);
    const out = await s.ok('quit', 'r6', '--after');
    expect(out.split('\n')[0]).toBe('放下之后，常被问到的三个问题');
    expect(out).toContain('simp daily r6');
    expect(out).not.toContain('simp progress r6');
    expect(treeHash(s.base)).toBe(before);
    const en = await s.ok('quit', 'r6', '--after', '--lang', 'en');
    expect(en).toContain('How will I know I have let go?');
    expect((await s.json<{ after_care: unknown[] }>('quit', 'r6', '--after')).after_care).toHaveLength(3);
    const bad = await s.run('quit', 'r6', '--after', '--answers', answersFile(s, { other: 'positive', self: SELF, cost: NO_COST }));
    expect(bad.code).toBe(2);
    expect(treeHash(s.base)).toBe(before);
  });

  it('every simp command a verdict prints runs as printed', async () => {
    const s = await scene('r7');
    const printed: string[] = [];
    // Before any signal reading (progress has nothing to read yet) and after one.
    for (const analysed of [false, true]) {
      if (analysed) await s.ok('analyze', 'r7', '--signals', 'msg.initiates_often');
      for (const [other, cost] of [['positive', NO_COST], ['unclear', NO_COST], ['unclear', { energy: true, neglected_life: true, anxiety_over_joy: true }], ['negative', NO_COST]] as const) {
        for (const lang of ['zh', 'en']) printed.push(await s.ok('quit', 'r7', '--answers', answersFile(s, { other, self: SELF, cost }), '--lang', lang));
      }
      printed.push(await s.ok('quit', 'r7', '--after'));
    }
    const commands = printed.flatMap((o) => simpCommands(o));
    for (const want of ['progress', 'daily', 'quit', 'archive']) expect(commands.some((c) => c[0] === want)).toBe(true);
    for (const args of commands) {
      const r = await s.run(...args);
      expect(r.code, `simp ${args.join(' ')}\n${r.stderr}`).toBe(0);
    }
  });
});
