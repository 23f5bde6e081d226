import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { scoreSignals } from '../../src/engine/index.js';

const TICKS = ['msg.initiates_often', 'msg.late_night', 'msg.read_no_reply', 'msg.extends_topics', 'msg.remembers_details', 'offline.one_on_one', 'yellow.hot_cold'];

function base() {
  const dir = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', dir]);
  run('init', 'a', '--nickname', '小雨');
  return { dir, run };
}

describe('simp why', () => {
  it('before any reading: says there is no score and the command that makes one', () => {
    const { run } = base();
    const r = run('why', 'a');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('还没有信号分析，也就还没有分数。先做一次：simp analyze a --signals');
    expect(run('why', 'a', '--lang', 'en').stdout).toContain('No signal reading yet');
  });

  it('explains the same total analyze recorded, item by item with the MBTI calibration, in zh, en and JSON', () => {
    const { run } = base();
    run('update', 'a', '--set', 'mbti=ENFP');
    const analyzed = run('analyze', 'a', '--signals', TICKS.join(','), '--note', '周末一起看展');
    expect(analyzed.code).toBe(0);
    const expected = scoreSignals(TICKS, { stage: '破冰期', mbti: 'ENFP' }).total;
    const zh = run('why', 'a').stdout;
    expect(zh).toContain(`🧮 为什么是 ${expected}/25 · a`);
    expect(zh).toContain('那次你写下的：「周末一起看展」');
    expect(zh).toContain('-1  已读不回或回复很慢（基础 -2，ENFP 校准 +1）');
    expect(zh).toContain('0  时冷时热：热络一阵又消失');
    expect(zh).toContain(`合计 8 + 3 + 0 = ${expected}/25`);
    expect(zh).toContain('还没有做过进度评估');
    const en = run('why', 'a', '--lang', 'en').stdout;
    expect(en).toContain('(base -2, ENFP calibration +1)');
    expect(en.replace('周末一起看展', '')).not.toMatch(/\p{Script=Han}/u);
    const j = JSON.parse(run('why', 'a', '--json').stdout) as { schema: string; current: number; score: { recorded: number; explanation: { total: number; items: { signal_id: string; mbti_change: number }[]; dimensions: { capped: boolean }[] } } };
    expect(j.schema).toBe('simp.why/1');
    expect(j.current).toBe(expected);
    expect(j.score.recorded).toBe(expected);
    expect(j.score.explanation.total).toBe(expected);
    expect(j.score.explanation.items.find((i) => i.signal_id === 'msg.read_no_reply')?.mbti_change).toBe(1);
  });

  it('says a dimension was capped, and the risks the last progress check raised', () => {
    const { run } = base();
    run('analyze', 'a', '--signals', 'emotion.shares_private,emotion.vulnerable,emotion.asks_love_life,emotion.cares_for_you,offline.one_on_one');
    run('analyze', 'a', '--signals', 'emotion.cares_for_you', '--fresh');
    run('progress', 'a');
    const zh = run('why', 'a').stdout;
    expect(zh).toMatch(/上次进度评估（[\d-]+ [\d:]+）(看到的风险：\n {4}· 热度下降|没有看到风险)/);
    run('update', 'a', '--set', 'mbti=ENTJ');
    run('analyze', 'a', '--signals', 'offline.one_on_one,offline.physical_close,offline.remembers_prefs,offline.message_after,offline.plans_for_two', '--fresh');
    expect(run('why', 'a').stdout).toContain('线下互动  11 → 封顶 8');
    expect(run('why', 'a', '--lang', 'en').stdout).toContain('Offline  11 → capped at 8');
    run('analyze', 'a', '--signals', 'emotion.shares_private,emotion.good_friend_label', '--fresh');
    const capped = run('why', 'a').stdout;
    expect(capped).toContain('ta 把你们定义为朋友');
  });

  it('names under each risk the records that raised it, in zh, en and JSON', () => {
    const { run } = base();
    run('analyze', 'a', '--signals', 'emotion.shares_private,emotion.vulnerable,offline.one_on_one,msg.initiates_often');
    run('analyze', 'a', '--signals', 'emotion.cares_for_you', '--fresh');
    expect(run('progress', 'a', '--rival', 'yes').code).toBe(0);
    const zh = run('why', 'a').stdout;
    expect(zh).toMatch(/· 热度下降[^\n]*\n {6}依据：分数 10 → 1/);
    expect(zh).toMatch(/· 有竞争者[^\n]*\n {6}依据：你在那次评估里的回答/);
    const en = run('why', 'a', '--lang', 'en').stdout;
    expect(en).toContain('From: the score, 10 → 1');
    expect(en).toContain('From: your answer in that check');
    run('analyze', 'a', '--signals', 'emotion.shares_private,emotion.good_friend_label', '--fresh');
    run('progress', 'a');
    expect(run('why', 'a').stdout).toMatch(/依据：[\d-]+ [\d:]+ 的信号分析里，ta 用朋友来定义你们/);
    const j = JSON.parse(run('why', 'a', '--json').stdout) as { risks: { ids: string[]; evidence: Record<string, { kind: string; at?: string }> } };
    expect(j.risks.evidence['risk.friend_zone']).toMatchObject({ kind: 'reading', at: expect.stringMatching(/^\d{4}-/) });
  });

  it('refuses a crush that does not exist, in the user language, exit 2', () => {
    const { run } = base();
    const r = run('why', 'nobody');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('nobody');
  });
});
