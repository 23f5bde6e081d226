// "Who starts" has one definition everywhere it is said: per conversation (a chat
// after more than an hour of quiet opens one; whoever wrote it started it). These
// show where the places disagreed on the same records.
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { importChats } from '../../src/flows/chat-import.js';
import { logInteraction, runAdjust, runProgress } from '../../src/flows/index.js';
import { readRhythm } from '../../src/flows/rhythm.js';
import { rhythmReport } from '../../src/present/rhythm-report.js';
import { InteractionsTally } from '../../src/flows/story.js';
import { initiativeByWeek, rhythmDigest } from '../../src/engine/rhythm-digest.js';
import { wallOf, type RhythmRecord } from '../../src/engine/rhythm.js';
import { chatReport } from '../../src/present/chat-report.js';
import { tempDir } from '../helpers/temp.js';

const NOW = new Date(2026, 4, 20, 12, 0);
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const wallText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};
const chat = (ms: number, mine: boolean, extra: Record<string, unknown> = {}): RhythmRecord => ({ ts: wallText(ms), type: mine ? 'chat_sent' : 'chat_received', data: { is_initiator: mine, ...extra } });
/** Ten conversations you opened, a day apart, from two days ago back. */
const tenOfYours = (now: number) => Array.from({ length: 10 }, (_, i) => chat(now - (i + 2) * DAY, true));

describe('who starts: one definition', () => {
  it('rhythm says the per-conversation share progress says, beside the per-record 主动比例, in zh and en', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date(NOW.getTime() - 20 * DAY);
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    await runAdjust(mem, 'a', { stage: '升温期', score: 12, reason: 'r' });
    now = NOW;
    // Twelve conversations you opened, each answered twice within the hour: per record you "started" a third.
    for (let d = 12; d >= 1; d -= 1) {
      const at = wallOf(NOW) - d * DAY;
      await logInteraction(mem, 'a', { type: 'chat_sent', summary: 'hi', time: wallText(at) });
      await logInteraction(mem, 'a', { type: 'chat_received', summary: 'r1', time: wallText(at + 10 * 60_000) });
      await logInteraction(mem, 'a', { type: 'chat_received', summary: 'r2', time: wallText(at + 20 * 60_000) });
    }
    const r = await readRhythm(mem, 'a', 30);
    expect(r.frequency.userRatio).toBe(33.3);
    expect(r.starts).toEqual({ conversations: 12, you: 12, them: 0, percent: 100 });
    const p = await runProgress(mem, 'a', {});
    expect(p.rhythm?.initiative).toEqual({ percent: r.starts.percent, chats: r.starts.conversations });
    const zh = rhythmReport(r, [], 'zh');
    expect(zh).toContain('  主动比例: 33.3%');
    expect(zh).toContain('  按对话: 近 30 天的 12 次对话里 100% 由你开启（ta 开启 0 次）');
    expect(zh).toMatch(/「主动比例」按互动条数算/);
    const en = rhythmReport(r, [], 'en');
    expect(en).toContain('  You started (per interaction): 33.3%');
    expect(en).toContain('  Per conversation: you opened 100% of 12 conversations in the last 30 days (they opened 0)');
    expect(rhythmReport(r, ['golden'], 'zh')).not.toMatch(/按对话/);
  });

  it('progress: a reply just inside the 30 days belongs to the conversation they opened just before it', () => {
    const now = wallOf(NOW);
    const edge = now - 30 * DAY;
    const records = [chat(edge - 10 * 60_000, false), chat(edge + 10 * 60_000, true), ...tenOfYours(now)];
    // Ten conversations opened inside the window, all yours: the reply opened nothing.
    expect(rhythmDigest(records, now)?.initiative).toEqual({ percent: 100, chats: 10 });
  });

  it('the charts: a week starts with the conversation, not with a reply at the edge of the weeks drawn', () => {
    const now = wallOf(NOW);
    const edge = now - 2 * 7 * DAY;
    const weeks = initiativeByWeek([chat(edge - 5 * 60_000, false), chat(edge + 5 * 60_000, true)], now, 2);
    expect(weeks).toEqual([null, null]);
  });

  it('the charts: a planned chat (still to come) starts nothing', () => {
    const now = wallOf(NOW);
    const weeks = initiativeByWeek([chat(now - 3 * DAY, false), chat(now - 2 * DAY, true, { planned: true })], now, 1);
    expect(weeks).toEqual([0]);
  });

  it('the review: two chats at the same moment count in the order the log has them, as progress counts them', () => {
    const now = wallOf(NOW);
    const same = now - 3 * DAY;
    const records = [chat(same, true), chat(same, false)];
    const tally = new InteractionsTally();
    for (const r of records) tally.add({ ...r, v: 1, slug: 'a' } as never);
    const review = tally.review(null);
    expect(review.opened).toEqual({ you: 1, them: 0 });
  });

  it('chat import: the report counts the conversations the records it writes count', async () => {
    const base = tempDir();
    const mem = openMemory({ baseDir: base, now: () => NOW });
    mem.create({ slug: 'xiaomei', nickname: '小美' });
    const file = join(resolve(import.meta.dirname, '..', 'fixtures', 'chats'), 'wechat.txt');
    const r = await importChats(mem, 'xiaomei', { files: [file], target: '小美', user: '我', trackTime: true }, (o) => chatReport(o, 'zh', NOW));
    const records = await mem.interactions('xiaomei');
    const tally = new InteractionsTally();
    for (const rec of records) tally.add(rec);
    expect(tally.review(null).opened).toEqual({ you: r.analysis.initiative.user, them: r.analysis.initiative.target });
  });
});
