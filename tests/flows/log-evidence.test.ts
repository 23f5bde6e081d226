import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { logInteraction } from '../../src/flows/interaction.js';
import { importChats } from '../../src/flows/chat-import.js';
import { loadAnalyze, preTicked, runAnalyze, withMeetups } from '../../src/flows/analyze.js';
import { whyScore } from '../../src/flows/why.js';
import { chatReport } from '../../src/present/chat-report.js';
import { whyText } from '../../src/present/why-text.js';
import { analyzeText } from '../../src/present/report-score.js';
import { makePhotos } from '../fixtures/photos/make-photos.mjs';
import { tempDir } from '../helpers/temp.js';
import { referenceMemory, referenceRebuild } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

process.env.TZ = 'UTC';
const WECHAT = resolve(import.meta.dirname, '..', 'fixtures', 'chats', 'wechat.txt');

/** A crush on a clock the test moves; the photo fixtures' meetup is on 2024-05-01. */
function crush(start = new Date(2024, 4, 6, 12, 0, 0)) {
  const base = join(tempDir(), 'crushes');
  const clock = { now: start };
  const mem = openMemory({ baseDir: base, now: () => clock.now });
  mem.create({ slug: 'xm', nickname: '小美' });
  const log = (time: string, type: string, initiator: string, o: { summary?: string; replyAfter?: number } = {}) => logInteraction(mem, 'xm', { type, initiator, time, ...o });
  return { base, mem, clock, log };
}

/** Three chats they started (two late at night) and a meeting they asked for, the days before 2024-05-06. */
async function logged(c: ReturnType<typeof crush>) {
  await c.log('2024-05-02T22:30', 'chat_received', 'them', { summary: '聊到电影' });
  await c.log('2024-05-03T23:10', 'chat_received', 'them');
  await c.log('2024-05-04T09:10', 'chat_received', 'them');
  await c.log('2024-05-05T19:00', 'meeting', 'them', { summary: '一起吃火锅' });
}

describe('logged interactions → proposed signals → analysis → why', () => {
  it('proposes what the log shows, pre-ticked; the analysis records each with the records it rests on; why shows them', async () => {
    const c = crush();
    await logged(c);
    const read = loadAnalyze(c.mem, 'xm');
    expect(read.proposed.map((p) => [p.signal, p.evidence.kind])).toEqual([
      ['msg.initiates_often', 'interactions'],
      ['msg.late_night', 'interactions'],
      ['offline.one_on_one', 'interactions'],
    ]);
    expect(preTicked(read)).toEqual(['msg.initiates_often', 'msg.late_night', 'offline.one_on_one']);
    const r = await runAnalyze(c.mem, 'xm', { signals: [], proposals: true, untick: ['msg.late_night'], recheck: true });
    expect(r.score.items.map((i) => i.id)).toEqual(['msg.initiates_often', 'offline.one_on_one']);
    const done = c.mem.recent('xm', 1, ['analysis_done']).events[0]?.data;
    const evidence = done?.['signal_evidence'] as Record<string, unknown>;
    // The unticked one is left out; no photo folder: the meeting cites the log alone.
    expect(Object.keys(evidence)).toEqual(['msg.initiates_often', 'offline.one_on_one']);
    expect(evidence['offline.one_on_one']).toEqual({
      kind: 'interactions',
      measure: 'log.meeting',
      value: 1,
      count: 1,
      from: '2024-05-05T19:00:00',
      to: '2024-05-05T19:00:00',
      records: [{ ts: '2024-05-05T19:00:00', type: 'meeting', initiator: 'them', summary: '一起吃火锅' }],
    });
    expect(evidence['msg.initiates_often']).toMatchObject({ kind: 'interactions', measure: 'log.initiates', value: 3, count: 3 });
    const zh = analyzeText(r, 'xm', 'zh').join('\n');
    expect(zh).toContain('📝 记下的互动建议的信号：');
    expect(zh).toContain('✗ ta 深夜（22 点后）找你聊天（这次没有勾）');
    expect(zh).toContain('依据：互动记录（2024-05-02 22:30 至 2024-05-04 09:10）：ta 开启了 3 次对话（每周 3.0 次）');
    const why = whyScore(c.mem, 'xm');
    const zhWhy = whyText(why, 'xm', 'zh').join('\n');
    expect(zhWhy).toMatch(/\+3 {2}ta 主动创造 1 对 1 见面\n +依据：互动记录（2024-05-05 19:00）：ta 发起了 1 次见面\n +· 2024-05-05 19:00 🤝 见面 · ta 发起 · 一起吃火锅/);
    expect(zhWhy).toContain('· 2024-05-02 22:30 💬 ta 的消息 · ta 发起 · 聊到电影');
    const enWhy = whyText(why, 'xm', 'en').join('\n');
    expect(enWhy).toContain('From: the interaction log (2024-05-05 19:00): they initiated a meeting');
    expect(enWhy).toContain('· 2024-05-05 19:00 🤝 Meeting · they started it · 一起吃火锅');
    // Used: a re-run proposes nothing again, the unticked one included.
    c.clock.now = new Date(2024, 4, 6, 13, 0, 0);
    expect(loadAnalyze(c.mem, 'xm').proposed).toEqual([]);
    await runAnalyze(c.mem, 'xm', { signals: ['emotion.cares_for_you'], proposals: true });
    expect(c.mem.recent('xm', 1, ['analysis_done']).events[0]?.data['signal_evidence']).toBeUndefined();
  });

  it('what is logged after an analysis proposes again; what came before it does not', async () => {
    const c = crush();
    await logged(c);
    await runAnalyze(c.mem, 'xm', { signals: [], proposals: true });
    c.clock.now = new Date(2024, 4, 9, 12, 0, 0);
    await c.log('2024-05-07T23:30', 'chat_received', 'them');
    // Logged now, but it happened before the analysis: that reading covered it.
    await c.log('2024-05-06T08:00', 'chat_received', 'them');
    await c.log('2024-05-08T01:15', 'call', 'them');
    const read = loadAnalyze(c.mem, 'xm');
    expect(read.proposed.map((p) => p.signal)).toEqual(['msg.initiates_sometimes', 'msg.late_night']);
    expect(read.proposed[0]?.evidence).toMatchObject({ count: 2, from: '2024-05-07T23:30:00', to: '2024-05-08T01:15:00' });
  });

  it('a chat import and the log propose rivals: the evidence reaching later stands, by the stated rule', async () => {
    // The bundled chat ends on 2026-03-10 (they opened 7 of 11: "often", and 4 late-night openings).
    const c = crush(new Date(2026, 2, 14, 12, 0, 0));
    await importChats(c.mem, 'xm', { files: [WECHAT], target: '小美' }, (o) => chatReport(o, 'zh', new Date()));
    await c.log('2026-03-12T10:00', 'chat_received', 'them');
    await c.log('2026-03-13T10:00', 'online_interaction', 'them');
    const read = loadAnalyze(c.mem, 'xm');
    // The log's "now and then" (2 this week) reaches past the chat's last day: it stands over the chat's "often".
    expect(read.proposed.map((p) => [p.signal, p.evidence.kind])).toEqual([
      ['msg.late_night', 'chat'],
      ['msg.initiates_sometimes', 'interactions'],
    ]);
    const r = await runAnalyze(c.mem, 'xm', { signals: [], proposals: true });
    expect(analyzeText(r, 'xm', 'en').join('\n')).toContain('💡 Signals an imported chat and the logged interactions proposed:');
    const evidence = c.mem.recent('xm', 1, ['analysis_done']).events[0]?.data['signal_evidence'] as Record<string, { kind: string }>;
    expect(Object.fromEntries(Object.entries(evidence).map(([id, e]) => [id, e.kind]))).toEqual({ 'msg.initiates_sometimes': 'interactions', 'msg.late_night': 'chat' });
  });

  it('a long log: reads back as far as the 30 days reach, and counts every record in them', async () => {
    const c = crush();
    const now = c.clock.now.getTime();
    // One they started every hour for 40 days: 720 of them in the last 30.
    const lines = Array.from({ length: 960 }, (_, i) => {
      const ts = new Date(now - (960 - i) * 3_600_000).toISOString().slice(0, 19);
      return JSON.stringify({ ts, type: 'chat_received', data: { initiator: 'them', is_initiator: false } });
    });
    writeFileSync(join(c.base, 'xm', 'interactions.jsonl'), `${lines.join('\n')}\n`);
    const [often] = loadAnalyze(c.mem, 'xm').proposed;
    expect(often).toMatchObject({ signal: 'msg.initiates_often', evidence: { measure: 'log.initiates', count: 720, value: 168 } });
    expect(often?.evidence.kind === 'interactions' && often.evidence.records).toHaveLength(8);
  });

  itWithShared('the reference tools read a folder whose analysis holds the log’s evidence', async () => {
    const c = crush();
    await logged(c);
    await runAnalyze(c.mem, 'xm', { signals: [], proposals: true });
    expect(referenceMemory(c.base, 'timeline', 'xm')).toMatch(/完成分析 {2}评分 9\/25/);
    expect(referenceRebuild(c.base, 'xm')).toMatchObject({ signal_score: 9 });
  });
});

describe('photo meetups cited by an offline signal', () => {
  it('a hand-ticked offline signal cites the meetups since the previous analysis; why shows date, photo count and the first file names', async () => {
    const c = crush();
    makePhotos(join(c.base, 'xm', 'memories', 'photos'));
    const r = await runAnalyze(c.mem, 'xm', { signals: ['offline.physical_close', 'msg.remembers_details'] });
    const evidence = c.mem.recent('xm', 1, ['analysis_done']).events[0]?.data['signal_evidence'];
    expect(evidence).toEqual({
      'offline.physical_close': { kind: 'photos', meetups: [{ date: '2024-05-01', start: '14:00', end: '17:59', photo_count: 3, photos: ['day1/a.jpg', 'day1/b.JPG', 'day1/c.jpeg'] }] },
    });
    expect(analyzeText(r, 'xm', 'zh').join('\n')).toContain('📷 照片记为这些信号的依据：见面时身体距离近、有肢体接触');
    const zh = whyText(whyScore(c.mem, 'xm'), 'xm', 'zh').join('\n');
    expect(zh).toMatch(/见面时身体距离近、有肢体接触\n +依据：照片里的见面：2024-05-01 14:00–17:59，3 张（day1\/a\.jpg, day1\/b\.JPG, day1\/c\.jpeg）/);
    expect(whyText(whyScore(c.mem, 'xm'), 'xm', 'en').join('\n')).toContain('From: a meetup in the photos: 2024-05-01 14:00–17:59, 3 photos (day1/a.jpg, day1/b.JPG, day1/c.jpeg)');
    // The next reading: that meetup came before it, so it is not cited again.
    c.clock.now = new Date(2024, 4, 7, 12, 0, 0);
    await runAnalyze(c.mem, 'xm', { signals: ['offline.physical_close'] });
    expect(c.mem.recent('xm', 1, ['analysis_done']).events[0]?.data['signal_evidence']).toBeUndefined();
  });

  it('a proposed offline signal cites its records and the photos (a list); no offline signal ticked: the photos are not read', async () => {
    const c = crush();
    makePhotos(join(c.base, 'xm', 'memories', 'photos'));
    await logged(c);
    const read = loadAnalyze(c.mem, 'xm');
    // Nothing offline among the ticks: the read is handed back as it is, no folder scanned.
    expect(await withMeetups(c.mem, 'xm', read, { signals: ['msg.late_night'] })).toBe(read);
    expect((await withMeetups(c.mem, 'xm', read, { signals: [], proposals: true })).meetups?.meetups).toHaveLength(1);
    await runAnalyze(c.mem, 'xm', { signals: [], proposals: true });
    const evidence = c.mem.recent('xm', 1, ['analysis_done']).events[0]?.data['signal_evidence'] as Record<string, unknown>;
    expect(evidence['offline.one_on_one']).toEqual([expect.objectContaining({ kind: 'interactions', measure: 'log.meeting' }), expect.objectContaining({ kind: 'photos' })]);
    expect(evidence['msg.late_night']).toMatchObject({ kind: 'interactions' });
    const why = whyScore(c.mem, 'xm');
    expect(why.score?.evidence['offline.one_on_one']?.map((e) => e.kind)).toEqual(['interactions', 'photos']);
  });
});
