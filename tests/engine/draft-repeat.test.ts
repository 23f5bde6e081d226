import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { foldForCompare, repeatOf, REPEAT_WINDOW_DAYS, similarity } from '../../src/engine/index.js';
import { openMemory } from '../../src/memory/index.js';
import { lintDraft, logInteraction, workshop } from '../../src/flows/index.js';
import { lintText, quitReviewText } from '../../src/present/report-other.js';
import { loadQuit, reviewOf } from '../../src/flows/quit.js';
import { tempDir } from '../helpers/temp.js';

const NOW = new Date('2026-11-25T12:00:00');
const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString().slice(0, 19);

describe('a draft close to a message already sent', () => {
  it('folds case, width, punctuation, spaces and emoji before comparing', () => {
    expect(foldForCompare('Ｈｉ， Are you free？😊')).toBe('hiareyoufree');
    expect(similarity('周末一起去看展吗？', '周末一起去看展吗')).toBe(1);
    expect(similarity('周末一起去看展吗', '今天吃了什么好吃的')).toBe(0);
    expect(similarity('Want to see the photo show this weekend?', 'want to see the photo show this weekend!!')).toBe(1);
  });

  it('finds the closest sent message within the window, newest on a tie; none for a short habit or an old message', () => {
    const sent = [
      { ts: day(3), text: '周末要不要一起去看那个摄影展？我听说很不错' },
      { ts: day(1), text: '周末要不要一起去看那个摄影展？我听说很不错' },
      { ts: day(REPEAT_WINDOW_DAYS + 1), text: '下班以后要不要一起吃个火锅' },
      { ts: day(2), text: '晚安，好梦' },
    ];
    expect(repeatOf('周末要不要一起去看那个摄影展呀，听说很不错', sent, NOW)?.ts).toBe(day(1));
    expect(repeatOf('下班以后要不要一起吃个火锅呀', sent, NOW)).toBeNull();
    // 晚安 every night is a habit, not a repeat.
    expect(repeatOf('晚安，好梦', sent, NOW)).toBeNull();
    expect(repeatOf('今天路过一家新开的书店，想到你', sent, NOW)).toBeNull();
    // A message logged for a time still to come is not compared.
    expect(repeatOf('周末要不要一起去看那个摄影展', [{ ts: '2026-12-30T10:00:00', text: '周末要不要一起去看那个摄影展' }], NOW)).toBeNull();
  });

  it('message --lint and the workshop say it, from what you logged, in zh and en', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date(NOW.getTime() - 3 * 86_400_000);
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    await logInteraction(mem, 'a', { type: 'chat_sent', summary: '周末要不要一起去看那个摄影展？我听说很不错' });
    now = NOW;
    const r = lintDraft(mem, 'a', '周末要不要一起去看那个摄影展呀，听说很不错');
    expect(r.repeat?.text).toBe('周末要不要一起去看那个摄影展？我听说很不错');
    expect(lintText(r, 'zh', 'a')[0]).toBe('🔁 你在 11-22 已经发过类似的话：「周末要不要一起去看那个摄影展？我听说很不错」。换个说法，或者聊点新的。');
    expect(lintText(r, 'en', 'a')[0]).toMatch(/^🔁 You sent something like this on 11-22: "/);
    // What they sent is not yours to repeat: only chat_sent counts.
    mem.create({ slug: 'b', nickname: 'B' });
    await logInteraction(mem, 'b', { type: 'chat_received', summary: '周末要不要一起去看那个摄影展呢' });
    expect(lintDraft(mem, 'b', '周末要不要一起去看那个摄影展呢').repeat).toBeNull();
    expect(workshop(mem, 'a', { see: '周末要不要一起去看那个摄影展', feel: '我听说很不错' }).repeat).not.toBeNull();
    expect(lintDraft(mem, 'a', '今天路过一家新开的书店').repeat).toBeNull();
  });
});

describe('on this day, in the quit review', () => {
  it('names what happened on this day in earlier years, events and interactions alike, in zh and en', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date('2025-12-03T20:00:00');
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    await logInteraction(mem, 'a', { type: 'meeting', summary: '第一次一起看电影' });
    now = new Date('2026-06-01T10:00:00');
    await logInteraction(mem, 'a', { type: 'chat_sent', summary: '别的日子' });
    now = new Date('2026-12-03T09:00:00');
    const review = reviewOf(await loadQuit(mem, 'a'), now);
    expect(review.onThisDay?.map((f) => f.text)).toContain('第一次一起看电影');
    expect(review.onThisDay?.map((f) => f.text)).not.toContain('别的日子');
    const zh = quitReviewText(review, 'zh').join('\n');
    expect(zh).toMatch(/📅 往年的今天\n( {2}一年前的今天（2025-12-03）：.*\n)* {2}一年前的今天（2025-12-03）：第一次一起看电影/);
    expect(quitReviewText(review, 'en').join('\n')).toContain('A year ago today (2025-12-03): 第一次一起看电影');
  });
});
