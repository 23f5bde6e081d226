import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { logInteraction, runAdjust, runDaily, runProgress } from '../../src/flows/index.js';
import { rhythmDigest, sendHour } from '../../src/engine/rhythm-digest.js';
import { frequency, wallOf, type RhythmRecord } from '../../src/engine/rhythm.js';
import { dailyText, progressText } from '../../src/present/report-score.js';
import { tempDir } from '../helpers/temp.js';

const NOW = new Date(2026, 4, 20, 12, 0); // a Wednesday
const pad = (n: number) => String(n).padStart(2, '0');
const at = (daysAgo: number, hour: number) => {
  const d = new Date(NOW.getTime() - daysAgo * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00:00`;
};
const rec = (daysAgo: number, type = 'chat_sent', hour = 21, dow = 'wed'): RhythmRecord => ({
  ts: at(daysAgo, hour),
  type,
  data: { hour, day_of_week: dow, ...(type === 'chat_sent' ? { is_initiator: true } : type === 'chat_received' ? { is_initiator: false } : {}) },
});

describe('the rhythm progress and daily read', () => {
  it('says faster, slower or steady from the last 7 days against the 7 before, and nothing below 7 records', () => {
    const now = wallOf(NOW);
    expect(rhythmDigest([1, 2, 3, 4, 5, 6].map((d) => rec(d)), now)).toBeNull();
    const faster = rhythmDigest([...[0, 1, 2, 3, 4].map((d) => rec(d, 'chat_sent', 9)), rec(9), rec(10)], now);
    expect(faster).toMatchObject({ pace: 'faster', perDay: 0.7, streak: 5 });
    expect(rhythmDigest([rec(1), ...[8, 9, 10, 11, 12, 13].map((d) => rec(d))], now)?.pace).toBe('slower');
    expect(rhythmDigest([1, 2, 3, 8, 9, 10, 11].map((d) => rec(d)), now)).toMatchObject({ pace: 'steady', streak: 3 });
  });

  it('counts who opens each conversation (an hour of quiet starts a new one), and only from 10 conversations', () => {
    const now = wallOf(NOW);
    const nine = [...Array.from({ length: 8 }, (_, i) => rec(i, 'chat_sent', 9)), rec(9, 'chat_received', 9), rec(2, 'meeting'), rec(3, 'meeting')];
    expect(rhythmDigest(nine, now)?.initiative).toBeNull();
    expect(rhythmDigest([...nine, rec(10, 'chat_received', 9)], now)?.initiative).toEqual({ percent: 80, chats: 10 });
    // Replies within the hour belong to the conversation they answer: they open nothing.
    const replies = Array.from({ length: 8 }, (_, i) => ({ ...rec(i, 'chat_received', 9), ts: at(i, 9).replace(':00:00', ':30:00') }));
    expect(rhythmDigest([...nine, rec(10, 'chat_received', 9), ...replies], now)?.initiative).toEqual({ percent: 80, chats: 10 });
  });

  it('picks the send hour of the kind of day, else the overall peak, and none below 10 records', () => {
    const now = wallOf(NOW);
    const week = [rec(1, 'chat_received', 22, 'tue'), rec(2, 'chat_received', 22, 'mon'), rec(3, 'chat_received', 10, 'sun')];
    const filler = Array.from({ length: 7 }, (_, i) => rec(i, 'chat_sent', 9, 'wed'));
    expect(sendHour([...week, ...filler], now, false)).toBe(22);
    expect(sendHour([...week, ...filler], now, true)).toBe(10);
    expect(sendHour([...week.slice(0, 2), ...filler, rec(5, 'chat_sent', 9)], now, true)).toBe(22);
    expect(sendHour([...week, ...filler.slice(1)], now, false)).toBeNull();
  });

  it('progress reads over-pursuit from the log when not told, says the rhythm, and what the user says wins', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date(NOW.getTime() - 10 * 86_400_000);
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    await runAdjust(mem, 'a', { stage: '升温期', score: 12, reason: 'r' });
    // Logged afterwards (a time still to come is refused): 11 conversations on 11 days, each
    // answered within ten minutes; you opened 10 of them.
    now = NOW;
    for (let d = 0; d < 11; d += 1) {
      const opener = d === 0 ? 'chat_received' : 'chat_sent';
      await logInteraction(mem, 'a', { type: opener, summary: `m${d}`, time: at(12 - d, 20) });
      await logInteraction(mem, 'a', { type: opener === 'chat_sent' ? 'chat_received' : 'chat_sent', summary: `r${d}`, time: at(12 - d, 20).replace('T20:00', 'T20:10') });
    }
    now = NOW;
    const r = await runProgress(mem, 'a', {});
    expect(r.progress.risks.map((x) => x.id)).toContain('risk.over_pursuit');
    const text = progressText(r, 'a', 'en').join('\n');
    expect(text).toContain('You opened 91% of 11 conversations in the last 30 days (interaction log)');
    expect(text).toContain('Rhythm:');
    expect(text).toContain('For this stage: something with substance every 1-2 days');
    expect(progressText(r, 'a', 'zh').join('\n')).toContain('近 30 天的 11 次对话里 91% 由你开启（互动记录）');
    // "Am I too eager?" reads the same share and the same line as the risk: never "normal" beside over-pursuit.
    expect(r.questions.eager).toBe('too_much');
    expect(text).toContain('Yes: you opened 91% of 11 conversations.');
    const told = await runProgress(mem, 'a', { userStartsMostChats: false });
    expect(told.progress.risks.map((x) => x.id)).not.toContain('risk.over_pursuit');
    expect(told.questions.eager).toBe('normal');
    expect(progressText(told, 'a', 'zh').join('\n')).toContain('你说不是大多由你开启');
  });

  it('daily, on a day to reach out, adds the hour their messages usually come', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date(NOW.getTime() - 12 * 86_400_000);
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    await runAdjust(mem, 'a', { stage: '升温期', score: 12, reason: 'r' });
    // Logged afterwards: a time still to come is refused.
    now = NOW;
    for (let i = 0; i < 10; i += 1) {
      await logInteraction(mem, 'a', { type: i % 2 ? 'chat_received' : 'chat_sent', summary: `m${i}`, time: at(12 - i, i % 2 ? 22 : 8) });
    }
    now = NOW;
    const r = await runDaily(mem, 'a');
    expect(r.kind).toBe('reach');
    expect(r.sendHour).toBe(22);
    expect(dailyText(r, 'a', 'zh').join('\n')).toContain('⏰ 建议发送时间：22:00 前后');
  });
});

describe('a strange interactions.jsonl', () => {
  it('a FIFO in its place leaves progress and daily without a rhythm instead of hanging; a day named "constructor" counts nowhere', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base, now: () => NOW });
    mem.create({ slug: 'a', nickname: 'A' });
    await runAdjust(mem, 'a', { stage: '升温期', score: 12, reason: 'r' });
    const path = join(base, 'a', 'interactions.jsonl');
    rmSync(path);
    execFileSync('mkfifo', [path]);
    expect((await runProgress(mem, 'a', {})).rhythm).toBeNull();
    expect((await runDaily(mem, 'a')).sendHour).toBeNull();
    const odd = [rec(1), { ts: at(1, 9), type: 'chat_sent', data: { hour: 9, day_of_week: 'constructor', is_initiator: true } }];
    const f = frequency(odd, wallOf(NOW), 30);
    expect(Object.values(f.byDayOfWeek).reduce((x, y) => x + y, 0)).toBe(1);
    expect(Object.keys(f.byDayOfWeek)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });
});
