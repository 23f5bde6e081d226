// Dev scenarios: a crush folder built through the verbs, and one thing a thoughtful
// coach never does, checked on what daily / progress / message / confess / quit print.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { daysAgo, progressOf, PURSUIT_WORDS, PURSUIT_WORDS_EN, scene, simpCommands, unmetItems, youStartEverything, type Scene } from './scene.js';

const WARM = 'msg.initiates_often,msg.extends_topics,offline.one_on_one,emotion.shares_private,msg.late_night';
/** The lines of a daily after its kind's own two lines (the name and the frame). */
const afterKind = (out: string): string => out.split('\n').filter((l) => !/今日类型|Today's kind/.test(l)).slice(2).join('\n');
const LET_THEM_START = /让 ta|退一步|等 ta|空间|放慢|少一点/;

/** Runs every `simp …` line of `out` that names no placeholder; each must exit 0. */
async function runsAsPrinted(s: Scene, out: string): Promise<number> {
  const commands = simpCommands(out).filter((a) => !a.some((w) => /…|<|\.\.\./.test(w)));
  for (const args of commands) {
    const r = await s.run(...args);
    expect(r.code, `simp ${args.join(' ')}\n${r.stderr}`).toBe(0);
  }
  return commands.length;
}

describe('daily: the kind of the day decides every line', () => {
  it('D1 a day for yourself (warming up, they wrote today) suggests nothing toward them', async () => {
    const s = await scene('d1');
    await s.ok('analyze', 'd1', '--signals', WARM, '--stage', '升温期');
    await s.ok('log', 'd1', 'chat_received', '--time', daysAgo(0, 8), '--summary', 'ta 先来找我');
    const out = await s.ok('daily', 'd1');
    expect(out).toMatch(/自我提升/);
    expect(afterKind(out)).not.toMatch(PURSUIT_WORDS);
    expect(afterKind(out)).not.toMatch(/分享一件|留意你们之间的梗/);
  });

  it('D2 the same day for yourself in English', async () => {
    const s = await scene('d2');
    await s.ok('analyze', 'd2', '--signals', WARM, '--stage', '升温期');
    await s.ok('log', 'd2', 'chat_received', '--time', daysAgo(0, 8), '--summary', 'hi');
    const out = await s.ok('daily', 'd2', '--lang', 'en');
    expect(out).toMatch(/Yourself first/);
    expect(afterKind(out)).not.toMatch(PURSUIT_WORDS_EN);
    expect(afterKind(out)).not.toMatch(/share something|running joke|good for meeting/i);
  });

  it('D3 a wait day (you started the last three) gives no tip to talk to them', async () => {
    const s = await scene('d3');
    await s.ok('analyze', 'd3', '--signals', WARM, '--stage', '升温期');
    for (const d of [3, 2, 1]) await s.ok('log', 'd3', 'chat_sent', '--time', daysAgo(d), '--summary', '我先找的');
    const out = await s.ok('daily', 'd3');
    expect(out).toMatch(/等待观察/);
    expect(afterKind(out)).not.toMatch(PURSUIT_WORDS);
    expect(afterKind(out)).not.toMatch(/发出去的消息|更适合见面|分享一件|聊/);
  });

  it('D4 a wait day on a weak score in the friend zone asks nothing of them', async () => {
    const s = await scene('d4');
    await s.ok('analyze', 'd4', '--signals', 'msg.initiates_sometimes,emotion.good_friend_label', '--stage', '友谊区');
    const out = await s.ok('daily', 'd4');
    expect(out).toMatch(/等待观察/);
    expect(afterKind(out)).not.toMatch(PURSUIT_WORDS);
    expect(afterKind(out)).not.toMatch(/发出去的消息|更适合见面/);
  });

  it('D5 a reach-out day after three quiet days names the reach-out kind and one suggestion', async () => {
    const s = await scene('d5');
    await s.ok('analyze', 'd5', '--signals', WARM, '--stage', '升温期');
    await s.ok('log', 'd5', 'chat_received', '--time', daysAgo(5), '--summary', 'hi');
    const out = await s.ok('daily', 'd5');
    expect(out).toMatch(/主动出击/);
    expect(out).toMatch(/今天的一个小建议/);
  });

  it('D6 a day the burnout check asks for a break suggests rest, not them', async () => {
    const s = await scene('d6');
    await s.ok('analyze', 'd6', '--signals', WARM, '--stage', '升温期');
    await s.ok('daily', 'd6');
    await s.ok('daily', 'd6');
    const out = await s.ok('daily', 'd6');
    expect(out).toMatch(/先停一下/);
    expect(out.split('\n').filter((l) => /小建议/.test(l)).join('\n')).not.toMatch(PURSUIT_WORDS);
  });
});

describe('progress: the actions follow the risks it raised', () => {
  it('P1 you opened every conversation (measured): no invitation, the first step lets them start', async () => {
    const s = await scene('p1');
    await s.ok('analyze', 'p1', '--signals', WARM, '--stage', '升温期');
    await youStartEverything(s);
    const r = await progressOf(s);
    expect(r.progress.risks.map((x) => x.id)).toContain('risk.over_pursuit');
    for (const a of r.progress.next_actions) expect(a.label.zh).not.toMatch(PURSUIT_WORDS);
    expect(r.progress.next_actions[0]?.label.zh).toMatch(LET_THEM_START);
  });

  it('P2 you said you start most chats, sweet mode: no invitation either', async () => {
    const s = await scene('p2', ['--mode', 'sweet']);
    await s.ok('analyze', 'p2', '--signals', WARM, '--stage', '升温期');
    const r = await progressOf(s, '--starts-most', 'yes');
    expect(r.progress.risks.map((x) => x.id)).toContain('risk.over_pursuit');
    for (const a of r.progress.next_actions) expect(a.label.zh).not.toMatch(PURSUIT_WORDS);
    expect(r.progress.next_actions[0]?.label.zh).toMatch(LET_THEM_START);
  });

  it('P3 over-pursuit while flirting, strategic mode', async () => {
    const s = await scene('p3', ['--mode', 'strategic']);
    await s.ok('analyze', 'p3', '--signals', WARM, '--stage', '暧昧期');
    const r = await progressOf(s, '--starts-most', 'yes');
    for (const a of r.progress.next_actions) expect(a.label.zh).not.toMatch(PURSUIT_WORDS);
    expect(r.progress.next_actions[0]?.label.zh).toMatch(LET_THEM_START);
  });

  it('P4 the printed over-pursuit report lists no invitation under its actions', async () => {
    const s = await scene('p4');
    await s.ok('analyze', 'p4', '--signals', WARM, '--stage', '升温期');
    await youStartEverything(s);
    const out = await s.ok('progress', 'p4');
    expect(out).toMatch(/100% 由你开启/);
    const actions = out.split('接下来可以考虑')[1] ?? '';
    expect(actions).not.toMatch(PURSUIT_WORDS);
  });

  it('P5 the score fell since the last reading: lighter contact', async () => {
    const s = await scene('p5');
    await s.ok('analyze', 'p5', '--signals', WARM, '--stage', '升温期');
    await s.ok('update-meta', 'p5', '--score', '4');
    const r = await progressOf(s);
    expect(r.progress.risks.map((x) => x.id)).toContain('risk.cooling');
    for (const a of r.progress.next_actions) expect(a.label.zh).not.toMatch(PURSUIT_WORDS);
  });

  it('P6 cooling, in English', async () => {
    const s = await scene('p6');
    await s.ok('analyze', 'p6', '--signals', WARM, '--stage', '暧昧期');
    await s.ok('update-meta', 'p6', '--score', '3');
    const out = await s.ok('progress', 'p6', '--lang', 'en');
    expect(out).toMatch(/fell/);
    expect(out.split(/Things you could consider/)[1] ?? '').not.toMatch(PURSUIT_WORDS_EN);
  });

  it('P7 a rival while warming up: no push to confess or hurry', async () => {
    const s = await scene('p7');
    await s.ok('analyze', 'p7', '--signals', WARM, '--stage', '升温期');
    const r = await progressOf(s, '--rival', 'yes');
    expect(r.progress.risks.map((x) => x.id)).toContain('risk.rival');
    for (const a of r.progress.next_actions) expect(a.label.zh).not.toMatch(/表白|抓紧|赶在/);
    expect(r.progress.next_actions.map((a) => a.label.zh).join('\n')).toMatch(/压力|不必|不用|节奏/);
  });

  it('P8 a rival just before confessing: the first step takes the pressure off', async () => {
    const s = await scene('p8');
    await s.ok('analyze', 'p8', '--signals', WARM, '--stage', '表白前');
    const r = await progressOf(s, '--rival', 'yes');
    expect(r.progress.next_actions[0]?.label.zh).toMatch(/压力|不必|不用|别急|节奏/);
  });

  it('P9 one analysis before: the trend is not "the first record"', async () => {
    const s = await scene('p9');
    await s.ok('analyze', 'p9', '--signals', WARM, '--stage', '暧昧期');
    const r = await progressOf(s);
    expect(r.progress.trend.reading).not.toBe('baseline');
    expect(r.progress.trend.delta).toBe(0);
  });

  it('P10 the score fell after the analysis: progress reads falling against it', async () => {
    const s = await scene('p10');
    await s.ok('analyze', 'p10', '--signals', WARM, '--stage', '暧昧期');
    await s.ok('update-meta', 'p10', '--score', '2');
    const r = await progressOf(s);
    expect(r.progress.trend.reading).toBe('falling');
  });

  it('P11 two readings, the second higher: rising', async () => {
    const s = await scene('p11');
    await s.ok('analyze', 'p11', '--signals', 'msg.initiates_sometimes', '--stage', '升温期');
    await s.ok('analyze', 'p11', '--signals', WARM);
    const r = await progressOf(s);
    expect(r.progress.trend.reading).toBe('rising');
  });

  it('P12 "who starts" in rhythm shows the per-conversation figure progress uses', async () => {
    const s = await scene('p12');
    await s.ok('analyze', 'p12', '--signals', WARM, '--stage', '升温期');
    await youStartEverything(s);
    expect(await s.ok('progress', 'p12')).toMatch(/100% 由你开启/);
    const rhythm = await s.ok('rhythm', 'p12');
    expect(rhythm).toMatch(/按对话.*100(\.0)?%|100(\.0)?%.*按对话/);
  });

  it('P13 the same in English', async () => {
    const s = await scene('p13');
    await s.ok('analyze', 'p13', '--signals', WARM, '--stage', '升温期');
    await youStartEverything(s);
    const rhythm = await s.ok('rhythm', 'p13', '--lang', 'en');
    expect(rhythm).toMatch(/conversation[^\n]*100(\.0)?%/i);
  });
});

describe('confess: readiness reads the records one way', () => {
  it('C1 seven green signals this month: --method does not list that condition as unmet', async () => {
    const s = await scene('c1');
    await s.ok('stage', 'c1', '暧昧期');
    for (const d of [7, 6, 5, 4, 3, 2, 1]) await s.ok('log', 'c1', 'chat_received', '--time', daysAgo(d), '--summary', '绿灯', '--signal', 'green');
    const out = await s.ok('confess', 'c1', '--method', '当面', '--ready', 'ready.no_rival');
    expect(out).toMatch(/7 个绿灯信号/);
    expect(unmetItems(out)).not.toMatch(/绿灯信号/);
  });

  it('C2 no green signal recorded: typing the condition does not make it met', async () => {
    const s = await scene('c2');
    await s.ok('stage', 'c2', '暧昧期');
    const out = await s.ok('confess', 'c2', '--method', '当面', '--ready', 'ready.green_signals,ready.no_rival');
    const metLine = out.split('\n').find((l) => /表白准备度/.test(l)) ?? '';
    expect(metLine).not.toMatch(/绿灯信号/);
  });

  it('C3 progress and confess agree on the green-signal condition', async () => {
    const s = await scene('c3');
    await s.ok('stage', 'c3', '暧昧期');
    for (const d of [3, 2, 1]) await s.ok('log', 'c3', 'chat_received', '--time', daysAgo(d), '--summary', '绿灯', '--signal', 'green');
    await s.ok('update-meta', 'c3', '--score', '15');
    const p = await progressOf(s);
    const c = await s.json<{ readiness: { met: string[] } }>('confess', 'c3', '--method', '当面');
    expect(c.readiness.met.includes('ready.green_signals')).toBe(p.progress.readiness.met.includes('ready.green_signals'));
    expect(p.progress.readiness.met).toContain('ready.green_signals');
  });

  it('C4 every command confess --plan prints runs as printed', async () => {
    const s = await scene('c4');
    await s.ok('analyze', 'c4', '--signals', WARM, '--stage', '表白前');
    expect(await runsAsPrinted(s, await s.ok('confess', 'c4', '--plan'))).toBeGreaterThan(0);
  });

  it('C5 the ready verdict of confess --check suggests a command that runs', async () => {
    const s = await scene('c5');
    await s.ok('analyze', 'c5', '--signals', `${WARM},offline.physical_close,emotion.asks_love_life,msg.remembers_details,offline.remembers_prefs`, '--stage', '表白前');
    await s.ok('progress', 'c5', '--milestones', 'ms.one_on_one,ms.they_made_one_on_one');
    for (const d of [3, 2, 1]) await s.ok('log', 'c5', 'chat_received', '--time', daysAgo(d), '--summary', '绿灯', '--signal', 'green');
    const out = await s.ok('confess', 'c5', '--check', '--confirm', 'check.knows_you,check.no_rival,check.sincere,check.accept_no,check.time_place,check.one_on_one');
    expect(out).toMatch(/✅/);
    expect(await runsAsPrinted(s, out.replace(/…/g, '当面'))).toBeGreaterThan(0);
  });
});

describe('quit: the ids the catalogue shows are the ids it takes', () => {
  it('Q1 an answers file naming qs.pulled_away is accepted', async () => {
    const s = await scene('q1');
    const file = join(s.base, '..', 'q1.json');
    writeFileSync(file, JSON.stringify({ other: 'negative', self: { like_person: true, happy_for_them: true, want_to_win: false, sunk_cost: false, real_person: true }, cost: { energy: true, neglected_life: false, anxiety_over_joy: true }, signals: { 'qs.pulled_away': true } }));
    const r = await s.run('quit', 'q1', '--answers', file);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('Q2 the commands quit prints (without answers) run as printed', async () => {
    const s = await scene('q2');
    await s.ok('analyze', 'q2', '--signals', 'msg.read_no_reply,msg.perfunctory', '--stage', '升温期');
    const out = (await s.ok('quit', 'q2')).split('\n').filter((l) => !/--answers/.test(l)).join('\n');
    await runsAsPrinted(s, out);
  });
});

describe('analyze: a re-check starts from last time', () => {
  it('A1 one new signal after a full reading does not sink the score', async () => {
    const s = await scene('a1');
    const first = await s.json<{ score: { total: number } }>('analyze', 'a1', '--signals', WARM, '--stage', '升温期');
    const again = await s.json<{ score: { total: number } }>('analyze', 'a1', '--signals', 'emotion.cares_for_you');
    expect(again.score.total).toBeGreaterThanOrEqual(first.score.total);
    expect(await s.ok('analyze', 'a1', '--signals', 'emotion.vulnerable')).toMatch(/上次/);
  });

  it('A2 --fresh starts from zero and says so', async () => {
    const s = await scene('a2');
    await s.ok('analyze', 'a2', '--signals', WARM, '--stage', '升温期');
    const out = await s.ok('analyze', 'a2', '--signals', 'emotion.cares_for_you', '--fresh');
    expect(out).toMatch(/从零|重新/);
    expect(out).toMatch(/1\/25/);
  });
});

describe('message: what the workshop prints runs', () => {
  it('M1 the workshop list: its commands run', async () => {
    const s = await scene('m1');
    await runsAsPrinted(s, await s.ok('message', 'm1'));
  });

  it('M2 a situation in English: its example command runs with the placeholders filled', async () => {
    const s = await scene('m2');
    const out = await s.ok('message', 'm2', 'night', '--lang', 'en');
    await runsAsPrinted(s, out.replace(/…/g, 'the moon'));
  });
});

describe('timeline: a mode change says so', () => {
  it('T1 zh: the full timeline names the modes', async () => {
    const s = await scene('t1');
    await s.ok('stage', 't1', '暧昧期');
    await s.ok('mode', 't1', 'sweet');
    const last = (await s.ok('timeline', 't1', '--full')).trim().split('\n').pop() ?? '';
    expect(last).not.toMatch(/暧昧期 → 暧昧期/);
    expect(last).toMatch(/纯情模式/);
  });

  it('T2 en: the full timeline names the modes', async () => {
    const s = await scene('t2');
    await s.ok('stage', 't2', '升温期');
    await s.ok('mode', 't2', 'strategic');
    const last = (await s.ok('timeline', 't2', '--full', '--lang', 'en')).trim().split('\n').pop() ?? '';
    expect(last).toMatch(/strategic/i);
    expect(last).not.toMatch(/→ warming/i);
  });
});

describe('crisis: the advice points to commands that run', () => {
  it('K1 a recorded C-2: its printed commands run', async () => {
    const s = await scene('k1');
    await runsAsPrinted(s, await s.ok('crisis', 'k1', '--type', 'C-2', '--what', '三天没回消息'));
  });

  it('K2 the C-1 playbook runs as confess --plan names it', async () => {
    const s = await scene('k2');
    expect((await s.run('crisis', 'k2', '--playbook', 'C-1')).code).toBe(0);
  });
});
