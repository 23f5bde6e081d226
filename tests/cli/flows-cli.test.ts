import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BREAK_MESSAGE } from '../../src/engine/index.js';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

/** A base folder with one fresh crush "a"; `run` adds --base-dir. */
function crush() {
  const base = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', base]);
  expect(run('init', 'a', '--nickname', 'A').code).toBe(0);
  const events = () =>
    readFileSync(join(base, 'a', 'events.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  return { base, run, events };
}

/** Runs a command that must be refused: exit 2, a message naming the field, nothing changed. */
function refused(c: ReturnType<typeof crush>, args: string[], message: RegExp): void {
  const before = treeHash(c.base);
  const r = c.run(...args);
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr).toMatch(message);
  expect(treeHash(c.base)).toBe(before);
}

const answers = (dir: string, value: unknown): string => {
  const path = join(dir, 'answers.json');
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};
const OK_ANSWERS = {
  other: 'positive',
  self: { like_person: true, happy_for_them: true, want_to_win: false, sunk_cost: false, real_person: true },
  cost: { energy: false, neglected_life: false, anxiety_over_joy: false },
};

describe('simp analyze', () => {
  it('records the reading and prints it in Chinese by default, English with --lang en, JSON with --json', () => {
    const c = crush();
    const zh = c.run('analyze', 'a', '--signals', 'msg.initiates_often,offline.one_on_one', '--note', 'ta 约我吃饭');
    expect(zh.code, zh.stderr).toBe(0);
    expect(zh.stdout).toContain('总分 6/25');
    expect(zh.stdout).toContain('阶段：未知 → 破冰期');
    const en = c.run('analyze', 'a', '--signals', 'msg.extends_topics', '--lang', 'en', '--fresh');
    expect(en.stdout).toContain('Total 2/25');
    const json = c.run('analyze', 'a', '--signals', 'msg.late_night', '--stage', '升温期', '--json', '--fresh');
    const r = JSON.parse(json.stdout) as { score: { total: number }; stage: { to: string }; write: { changed: string[] } };
    expect(r.score.total).toBe(3);
    expect(r.stage.to).toBe('升温期');
    expect(r.write.changed).toContain('strategy.md');
    expect(c.events().filter((e) => e.type === 'analysis_done').map((e) => e.data['score'])).toEqual([6, 2, 3]);
  });

  it('refuses unknown signal ids with the valid list, and an unknown stage (exit 2, nothing written)', () => {
    const c = crush();
    refused(c, ['analyze', 'a', '--signals', 'msg.initiates_often,msg.flowers'], /信号（signals）：没有这个信号：msg\.flowers。可以用的有：msg\.initiates_often/);
    refused(c, ['analyze', 'a', '--signals', 'msg.late_night', '--stage', '热恋期'], /阶段（stage）：没有这个阶段：热恋期。可以用的有：未知、破冰期/);
    // Nothing ticked (no --signals, no proposal of an imported chat): the field named, in the verb's language.
    refused(c, ['analyze', 'a'], /信号（signals）：至少勾选一个信号/);
    refused(c, ['analyze', 'nobody', '--signals', 'msg.late_night'], /里没有名为“nobody”的档案/);
  });
});

describe('simp stage, mode and update-meta', () => {
  it('write through state.md and the events, so list, state, meta and rebuild agree', () => {
    const c = crush();
    c.run('analyze', 'a', '--signals', 'msg.initiates_often');
    const st = c.run('stage', 'a', '暧昧期', '--reason', '一起看了电影');
    expect(st.code, st.stderr).toBe(0);
    expect(st.stdout).toContain('阶段：破冰期 → 暧昧期');
    const md = c.run('mode', 'a', 'strategic', '--lang', 'en');
    expect(md.stdout).toContain('Mode: Hybrid → Strategic');
    const um = c.run('update-meta', 'a', '--score', '14');
    expect(um.stdout).toContain('评分：3/25 → 14/25');
    expect(c.events().slice(-4).map((e) => e.type)).toEqual(['stage_changed', 'strategy_updated', 'strategy_updated', 'analysis_done']);
    const list = JSON.parse(c.run('list', '--json').stdout) as { stage: string; score: number }[];
    expect(list[0]).toMatchObject({ stage: '暧昧期', score: 14 });
    const rebuilt = JSON.parse(c.run('rebuild', 'a').stdout) as Record<string, unknown>;
    expect(rebuilt).toMatchObject({ current_stage: '暧昧期', signal_score: 14, recommended_mode: 'strategic' });
    const state = readFileSync(join(c.base, 'a', 'state.md'), 'utf8');
    expect(state).toContain('current_stage: 暧昧期');
    expect(state).toContain('signal_score: 14');
    expect(state).toContain('recommended_mode: strategic');
    refused(c, ['stage', 'a', '热恋期'], /阶段（stage）必须是以下之一：未知、破冰期/);
    refused(c, ['mode', 'a', 'pushy'], /模式（mode）必须是以下之一：hybrid、sweet、strategic/);
    refused(c, ['update-meta', 'a'], /没有要改的内容/);
  });
});

describe('simp progress', () => {
  it('evaluates with milestones and answers; refuses bad ids and bad yes/no values', () => {
    const c = crush();
    c.run('analyze', 'a', '--signals', 'msg.initiates_often,offline.one_on_one,emotion.shares_private');
    const r = c.run('progress', 'a', '--milestones', 'ms.one_on_one,ms.they_made_one_on_one', '--rival', 'no', '--calm', 'yes', '--time-place', 'no', '--json');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { progress: { readiness: { count: number }; next_actions: unknown[] } };
    expect(out.progress.readiness.count).toBe(4);
    expect(out.progress.next_actions).toHaveLength(3);
    expect(c.events().at(-1)).toMatchObject({ type: 'progress_evaluated', data: { milestones_done: 2, score: 8 } });
    refused(c, ['progress', 'a', '--milestones', 'ms.first_kiss'], /里程碑（milestones）：没有这个里程碑：ms\.first_kiss。可以用的有：ms\.stable_channel/);
    refused(c, ['progress', 'a', '--rival', 'maybe'], /--rival <yes\|no> 的值 “maybe” 不对：rival 必须是以下之一：yes、no/);
  });

  it('adds milestones to the recorded ones; --unset removes one only with --yes', () => {
    const c = crush();
    c.run('analyze', 'a', '--signals', 'msg.initiates_often,offline.one_on_one,emotion.shares_private');
    expect(c.run('progress', 'a', '--milestones', 'ms.one_on_one').code).toBe(0);
    const added = c.run('progress', 'a', '--milestones', 'ms.inside_joke');
    expect(added.stdout).toContain('里程碑 1/10 → 2/10');
    expect(c.events().at(-1)?.data['milestones']).toEqual(['ms.one_on_one', 'ms.inside_joke']);
    refused(c, ['progress', 'a', '--unset', 'ms.one_on_one'], /要移除 ms\.one_on_one，请加上 --yes 确认/);
    const removed = c.run('progress', 'a', '--unset', 'ms.one_on_one', '--yes');
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain('里程碑 2/10 → 1/10');
    expect(c.events().at(-1)?.data['milestones']).toEqual(['ms.inside_joke']);
  });

  it('shows the take-a-break message before any advice when the burnout check fires', () => {
    const c = crush();
    c.run('analyze', 'a', '--signals', 'msg.initiates_sometimes', '--note', '为什么还没回');
    c.run('analyze', 'a', '--signals', 'msg.initiates_sometimes', '--note', '我是不是太主动了');
    const r = c.run('progress', 'a');
    expect(r.code, r.stderr).toBe(0);
    const breakAt = r.stdout.indexOf(BREAK_MESSAGE.zh);
    expect(breakAt).toBeGreaterThanOrEqual(0);
    expect(breakAt).toBeLessThan(r.stdout.indexOf('接下来可以考虑'));
  });
});

describe('simp quit', () => {
  it('reviews the timeline, reflects, and appends exactly one quit_evaluated event', () => {
    const c = crush();
    c.run('analyze', 'a', '--signals', 'msg.initiates_often');
    const count = c.events().length;
    const r = c.run('quit', 'a', '--answers', answers(tempDir(), OK_ANSWERS));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.indexOf('先回看整条时间线')).toBeLessThan(r.stdout.indexOf('放弃判断'));
    expect(r.stdout).toContain('结论 A');
    expect(c.events()).toHaveLength(count + 1);
    expect(c.events().at(-1)).toMatchObject({ type: 'quit_evaluated', data: { verdict: 'continue', conclusion: 'A' } });
    const stdin = simp(['quit', 'a', '--answers', '-', '--json', '--base-dir', c.base], { input: JSON.stringify(OK_ANSWERS) });
    expect((JSON.parse(stdin.stdout) as { judgement: { verdict: string } }).judgement.verdict).toBe('continue');
  });

  it('without --answers: the review, every event oldest first and the questions; nothing written', () => {
    const c = crush();
    c.run('analyze', 'a', '--signals', 'msg.initiates_often');
    const before = treeHash(c.base);
    const r = c.run('quit', 'a');
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('🍃 先回看整条时间线');
    const every = lines.indexOf('  每一条记录，从最早到最近：');
    expect(lines.slice(every + 1, every + 3).map((l) => l.trim().split(/\s{2,}/)[1])).toEqual(['🌱 档案创建', '📡 信号记录']);
    expect(r.stdout).toContain('self.like_person');
    expect(r.stdout).toMatch(/答案文件的样子.*"other":"positive\|unclear\|negative\|none"/);
    expect(treeHash(c.base)).toBe(before);
  });

  it('refuses broken JSON (line and column), missing answers and a missing file (exit 2, nothing written)', () => {
    const c = crush();
    const dir = tempDir();
    refused(c, ['quit', 'a', '--answers', answers(dir, '{\n  "other": "positive",\n}')], /--answers: .*第 3 行第 1 列有错/);
    const { cost: _c, ...noCost } = OK_ANSWERS;
    refused(c, ['quit', 'a', '--answers', answers(dir, noCost)], /^simp: answers: cost 不能为空\n$/);
    const typo = { ...OK_ANSWERS, self: { ...OK_ANSWERS.self, like_person: 'yes', sunk_cots: false } };
    refused(c, ['quit', 'a', '--answers', answers(dir, typo), '--lang', 'en'], /^simp: answers: self\.like_person must be true or false; self has fields it does not take: sunk_cots\n$/);
    refused(c, ['quit', 'a', '--answers', join(dir, 'missing.json')], /--answers：没有 .*missing\.json 这个文件/);
  });
});

describe('simp crisis, confess, daily, update', () => {
  it('crisis stores "C-5 说错话/翻车"; an unknown type is refused with the list', () => {
    const c = crush();
    const r = c.run('crisis', 'a', '--type', 'C-5', '--what', '说了不合适的玩笑');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('🆘 C-5 说错话/翻车');
    expect(c.events().at(-1)).toMatchObject({ type: 'crisis_handled', data: { crisis_type: 'C-5 说错话/翻车' } });
    refused(c, ['crisis', 'a', '--type', 'C-0', '--what', 'x'], /危机类型（--type）：没有这个危机类型：C-0。可以用的有：C-1、C-2/);
  });

  it('confess stores method and readiness; an unknown condition is refused', () => {
    const c = crush();
    const r = c.run('confess', 'a', '--method', '写一封信', '--ready', 'ready.no_rival,ready.user_calm', '--lang', 'en');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Confession readiness 2/5');
    expect(c.events().at(-1)).toMatchObject({ type: 'confess_prepared', data: { method: '写一封信', readiness_score: 2 } });
    refused(c, ['confess', 'a', '--method', 'x', '--ready', 'ready.stars'], /准备项（ready）：没有这个值：ready\.stars。可以用的有：ready\.green_signals/);
  });

  it('daily changes only meta.json; the third one of a day leads with the break message', () => {
    const c = crush();
    const eventsBefore = c.events().length;
    const first = c.run('daily', 'a');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('今天的一个小建议');
    expect(c.events()).toHaveLength(eventsBefore);
    c.run('daily', 'a');
    const third = c.run('daily', 'a');
    expect(third.stdout.split('\n')[0]).toContain(BREAK_MESSAGE.zh);
  });

  it('update writes profile_updated per field; unknown fields are refused', () => {
    const c = crush();
    const r = c.run('update', 'a', '--set', 'city=成都', '--set', 'mbti=enfp');
    expect(r.code, r.stderr).toBe(0);
    expect(c.events().slice(-2).map((e) => e.data)).toEqual([
      { field: 'city', old_value: '[待填写]', new_value: '成都' },
      { field: 'mbti', old_value: '[待填写]', new_value: 'ENFP' },
    ]);
    expect(readFileSync(join(c.base, 'a', 'profile.md'), 'utf8')).toContain('mbti: ENFP');
    refused(c, ['update', 'a', '--set', 'hobby=猫'], /资料字段（--set）：没有这个字段：hobby。可以用的有：nickname/);
    refused(c, ['update', 'a', '--set', 'city'], /资料字段（--set）要写成 字段=值/);
  });
});

describe('simp catalog', () => {
  it('prints every catalogue with id, dimension and points, labelled in one language (both in --json)', () => {
    for (const kind of ['signals', 'milestones', 'risks', 'crisis', 'quit-questions', 'quit-signals', 'readiness']) {
      const r = simp(['catalog', kind, '--json']);
      expect(r.code, `${kind}: ${r.stderr}`).toBe(0);
      const rows = JSON.parse(r.stdout) as { id: string; dimension: unknown; points: unknown; zh: string; en: string }[];
      expect(rows.length, kind).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'dimension', 'points', 'zh', 'en']));
    }
    const signals = simp(['catalog', 'signals']);
    expect(signals.stdout).toMatch(/^msg\.initiates_often\s+\[消息互动 \+3\] ta 每周主动找你聊天 3 次以上$/m);
    const english = simp(['catalog', 'signals', '--lang', 'en']);
    expect(english.stdout).toMatch(/^msg\.initiates_often\s+\[Messaging \+3\] They start chats 3\+ times a week$/m);
    expect(english.stdout).not.toMatch(/\p{Script=Han}/u);
    const bad = simp(['catalog', 'tarot']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('可以用的有：signals、milestones、risks、crisis、quit-questions');
  });
});

describe('one language at a time', () => {
  it('English stage and personality names are accepted as input; files keep the Chinese values', () => {
    const c = crush();
    expect(c.run('stage', 'a', 'flirting').code).toBe(0);
    expect(readFileSync(join(c.base, 'a', 'state.md'), 'utf8')).toContain('current_stage: 暧昧期');
    const r = c.run('analyze', 'a', '--signals', 'msg.extends_topics', '--stage', 'Warming up', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { stage: { to: string } }).stage.to).toBe('升温期');
    expect(c.run('init', 'b', '--nickname', 'B', '--personality', 'gentle').code).toBe(0);
    expect(readFileSync(join(c.base, 'b', 'profile.md'), 'utf8')).toContain('personality_type: 温柔型');
    expect(c.run('update', 'b', '--set', 'personality_type=Rational').code).toBe(0);
    expect(readFileSync(join(c.base, 'b', 'profile.md'), 'utf8')).toContain('personality_type: 理性型');
    refused(c, ['stage', 'a', 'dating', '--lang', 'en'], /must be one of Unknown \(未知\), Ice-breaking \(破冰期\), .*Flirting \(暧昧期\)/);
    refused(c, ['init', 'c', '--personality', 'shy', '--lang', 'en'], /must be one of Emotional \(感性型\), Rational \(理性型\)/);
  });

  it('--lang en names stages in English in list, timeline and versions; SIMP_LANG sets the default; a bad SIMP_LANG is refused by name', () => {
    const c = crush();
    c.run('stage', 'a', '暧昧期');
    const list = c.run('list', '--lang', 'en');
    expect(list.stdout).toContain('stage: Flirting');
    expect(list.stdout).not.toMatch(/暧昧期/);
    const timeline = simp(['timeline', 'a', '--full', '--base-dir', c.base], { env: { SIMP_LANG: 'en' } });
    expect(timeline.stdout).toContain('📍 Stage changed  Unknown → Flirting');
    expect(timeline.stdout).toContain('🗺️  Strategy updated  Unknown → Flirting');
    expect(simp(['list', '--base-dir', c.base], { env: { SIMP_LANG: 'en' } }).stdout).toContain('stage: Flirting');
    // --lang wins over SIMP_LANG.
    expect(simp(['list', '--lang', 'zh', '--base-dir', c.base], { env: { SIMP_LANG: 'en' } }).stdout).toContain('阶段：暧昧期');
    const bad = simp(['list', '--base-dir', c.base], { env: { SIMP_LANG: 'fr' } });
    expect(bad.code).toBe(2);
    // Said by the rule without it: list, a reference tools' verb, speaks Chinese.
    expect(bad.stderr).toContain('SIMP_LANG 必须是以下之一：zh、en');
  });
});

describe('simp rollback', () => {
  it('--dry-run shows each file now against the version and writes nothing; the rollback itself leaves a version_restored event', () => {
    const c = crush();
    expect(c.run('backup', 'a').code).toBe(0);
    expect(c.run('update', 'a', '--set', 'city=Chengdu').code).toBe(0);
    const before = treeHash(c.base);
    const dry = c.run('rollback', 'a', '--version', 'v1', '--dry-run', '--lang', 'en');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('profile.md: 1 line(s) go, 1 come back');
    expect(dry.stdout).toContain('  -city: Chengdu');
    expect(dry.stdout).toContain('Replaces: profile.md, state.md, strategy.md, meta.json');
    expect(treeHash(c.base)).toBe(before);
    const done = c.run('rollback', 'a', '--version', 'v1', '--json');
    expect(done.code, done.stderr).toBe(0);
    expect(c.events().at(-1)).toMatchObject({ type: 'version_restored', data: { version: expect.stringMatching(/^v1_/) } });
    expect(c.run('timeline', 'a', '--full').stdout).toMatch(/⏪ 版本回滚 {2}恢复了 v1_\S+（回滚前的文件在 versions\/v2_\S+\/）/);
  });
});

describe('read verbs without commander', () => {
  it('timeline, context and list give the same output whether spelled plainly or with the options first', () => {
    const c = crush();
    c.run('stage', 'a', 'flirting');
    for (const args of [['timeline', 'a'], ['timeline', 'a', '--full'], ['context', 'a'], ['context', 'a', '--with-strategy'], ['list'], ['list', '--all'], ['list', '--json']]) {
      const plain = simp([...args, '--base-dir', c.base]);
      const first = simp(['--base-dir', c.base, ...args]);
      expect(plain.code, args.join(' ')).toBe(0);
      expect(plain.stdout, args.join(' ')).toBe(first.stdout);
    }
    // SIMP_LANG reaches the plain spellings too.
    expect(simp(['list', '--base-dir', c.base], { env: { SIMP_LANG: 'en' } }).stdout).toContain('stage: Flirting');
    expect(simp(['events', 'nobody-here', '--base-dir', c.base], { env: { SIMP_LANG: 'en' } }).code).toBe(2);
  });
});
