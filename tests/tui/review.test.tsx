import { describe, expect, it } from 'vitest';
import { renderApp, pickRow, KEY, type Harness } from './render-helper.js';
import { baseWith } from './fixtures.js';
import { openMemory, dumpsLine } from '../../src/memory/index.js';
import { localIso } from '../../src/model/time.js';
import { simp } from '../helpers/sync-runner.js';

const DAY = 86_400_000;

/**
 * A crush with five weeks of imported chats (every message a record, who spoke first
 * in each), the chat's score in meta.json, and a lunch logged yesterday: the events
 * are all from today, the interactions reach back 35 days.
 */
async function withChats(): Promise<{ baseDir: string; first: string }> {
  const baseDir = await baseWith([{ slug: 'yu', nickname: '小雨', score: 12, stage: '升温期' }]);
  const mem = openMemory({ baseDir });
  const lines: string[] = [];
  const start = Date.now() - 35 * DAY;
  let first = '';
  for (let d = 0; d < 35; d += 1) {
    for (let k = 0; k < 3; k += 1) {
      const at = new Date(start + d * DAY + k * 60_000);
      at.setHours(20, k, 0, 0);
      const ts = localIso(at);
      first ||= ts;
      const mine = (d + k) % 2 === 0;
      lines.push(`${dumpsLine({ ts, v: 1, type: mine ? 'chat_sent' : 'chat_received', slug: 'yu', data: { content_summary: `day ${d} msg ${k}`, hour: 20, day_of_week: 'mon', is_initiator: mine } })}\n`);
    }
  }
  await mem.transaction('yu', (tx) => {
    tx.appendTo(tx.folder.path('interactions'), lines, 'interactions.jsonl');
    tx.setMeta({ interaction_count: lines.length, chat_score: 14, chat_scored_at: localIso(new Date()) });
  });
  const lunch = new Date(Date.now() - DAY);
  lunch.setHours(12, 30, 0, 0);
  const r = simp(['log', 'yu', 'meeting', '--summary', '一起吃午饭', '--time', localIso(lunch).slice(0, 16), '--base-dir', baseDir]);
  expect(r.code, r.stderr).toBe(0);
  return { baseDir, first };
}

/** The app on the crush's detail screen. */
async function openCrush(baseDir: string, lang: 'zh' | 'en', cols = 100, rows = 30): Promise<Harness> {
  const app = await renderApp({ baseDir, lang, cols, rows });
  await app.waitFor('(yu)');
  await app.press(KEY.enter);
  await app.waitFor('(yu) ·');
  return app;
}

/** From the crush's detail: `m`, then the action named `item`. */
async function action(app: Harness, lang: 'zh' | 'en', item: string): Promise<void> {
  await app.press('m');
  await app.waitFor(lang === 'zh' ? '操作' : 'Actions');
  await pickRow(app, item);
}

async function openQuit(baseDir: string, lang: 'zh' | 'en', cols: number, rows: number): Promise<Harness> {
  const app = await openCrush(baseDir, lang, cols, rows);
  await action(app, lang, lang === 'zh' ? '🍃 要不要放弃' : '🍃 Should I let go?');
  return app;
}

describe('the review before letting go is the whole story', () => {
  it('simp quit counts every event and every interaction, spans both files, summarises the chats, and lists every record oldest first', async () => {
    const { baseDir, first } = await withChats();
    const r = simp(['quit', 'yu', '--base-dir', baseDir], { env: { SIMP_LANG: 'zh' } });
    expect(r.code, r.stderr).toBe(0);
    // 2 events (profile, reading) and 106 interactions (105 chats, 1 lunch).
    expect(r.stdout).toContain(`共 108 条记录（2 条事件、106 条互动），从 ${first.slice(0, 10)} 到`);
    expect(r.stdout).toMatch(/ · 3[45] 天/);
    expect(r.stdout).toContain('每周的互动');
    expect(r.stdout).toMatch(/谁先开口（隔一小时以上算新的一段对话）：你 \d+ 次 · ta \d+ 次/);
    expect(r.stdout).toContain('导入的聊天记录评分：14/25');
    // Every record, oldest first: the first chat comes before the profile was created.
    const every = r.stdout.slice(r.stdout.indexOf('每一条记录'));
    expect(every.indexOf('day 0 msg 0')).toBeGreaterThan(0);
    expect(every.indexOf('day 0 msg 0')).toBeLessThan(every.indexOf('档案创建'));
    expect(every.indexOf('一起吃午饭')).toBeGreaterThan(every.indexOf('day 33 msg 2'));
    expect(every.indexOf('一起吃午饭')).toBeLessThan(every.indexOf('day 34 msg 0'));
    const json = JSON.parse(simp(['quit', 'yu', '--json', '--base-dir', baseDir]).stdout) as { review: { story: { records: number; first: string } } };
    expect(json.review.story).toMatchObject({ records: 108, first });
  });

  it('the TUI review (zh, 80×24): the same span and chats; every record oldest first; Enter opens one; Tab to the questions', async () => {
    const { baseDir, first } = await withChats();
    const app = await openQuit(baseDir, 'zh', 80, 24);
    await app.waitFor('先完整回看你们的时间线');
    let frame: string;
    const joined = () => app.frame().replace(/\s+/g, ' ');
    await app.waitFor(() => joined().includes(`共 108 条记录（2 条事件、106 条互动），从 ${first.slice(0, 10)} 到`));
    expect(joined()).toContain('导入的聊天记录评分：14/25');
    await app.press(KEY.enter);
    frame = await app.waitFor('最早在上');
    const rows = frame.split('\n').filter((l) => /\d{2}:\d{2} {2}/.test(l));
    // The first row is the oldest chat, and the cursor is on it.
    expect(rows[0]).toContain('day 0 msg 0');
    expect(rows[0]).toMatch(/^▶/);
    await app.press(KEY.enter);
    frame = await app.waitFor('记在 interactions.jsonl');
    expect(frame).toContain('day 0 msg 0');
    await app.press(KEY.esc);
    await app.waitFor('最早在上');
    // G: the newest record is last.
    await app.press('G');
    await app.waitFor((f) => /▶ .*(档案创建|完成分析|一起吃午饭)/.test(f));
    await app.press(KEY.tab);
    // The opening comes first (why now, the six scenes, the low-moment rule), then the questions.
    frame = await app.waitFor('为什么是现在？');
    expect(frame).toContain('情绪最低点不做决定');
    await app.press(KEY.enter);
    await app.waitFor('回看整条时间线');
  });

  it('the timeline pane\'s / search finds interactions too (en, 130×40)', async () => {
    const { baseDir } = await withChats();
    const app = await openCrush(baseDir, 'en', 130, 40);
    await app.press('/');
    await app.type('day 17 msg');
    await app.press(KEY.enter);
    const frame = await app.waitFor('day 17 msg 2');
    expect(frame).toContain('day 17 msg 0');
    expect(frame).not.toContain('day 18 msg');
    expect(frame).not.toContain('一起吃午饭');
  });
});

describe('the steps of a confession and of a crisis connect', () => {
  it('the crisis words and the type they sound like are carried into the record form, the cursor on that type', async () => {
    const app = await openCrush(await baseWith([{ slug: 'yu', nickname: 'Yu' }]), 'en');
    await action(app, 'en', '🧭 Something went wrong: say what happened');
    await app.waitFor('What happened');
    await app.type('表白之后她说需要想想，到现在都没给答案');
    const suggested = await app.waitFor('C-7');
    expect(suggested).toContain('C-7');
    await app.press(KEY.enter);
    await app.waitFor('What happened?');
    await app.waitFor(/▶ C-7/.test.bind(/▶ C-7/));
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    const form = await app.waitFor('需要想想');
    expect(form).toContain('表白之后她说需要想想');
  });

  it('before you confess: the check names what is not met, and Enter carries the method into the confess flow', async () => {
    const app = await openCrush(await baseWith([{ slug: 'yu', nickname: 'Yu', score: 12, stage: '升温期' }]), 'en');
    await action(app, 'en', '💐 Before you confess: timing, how, the words');
    let frame = await app.waitFor('Not met yet:');
    const method = /How: (.+)/.exec(frame)?.[1]?.trim() ?? '';
    expect(method).not.toBe('');
    expect(frame).toMatch(/· They know you/);
    for (let i = 0; i < 11; i += 1) await app.press(KEY.down);
    await app.press(KEY.enter);
    // The confess flow starts past the method, which it was handed.
    await app.waitFor('Step 2/2');
    await app.press(KEY.esc);
    frame = await app.waitFor('Step 1/2');
    expect(frame).toContain(method);
  });
});
