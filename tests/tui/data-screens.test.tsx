import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApp, openAction, KEY, type Harness } from './render-helper.js';
import { openMemory } from '../../src/memory/index.js';
import { logInteraction, runAnalyze, runSignal } from '../../src/flows/index.js';
import { lineChart } from '../../components/screens/charts/line-chart.js';
import { signalCalendar } from '../../components/screens/charts/signal-calendar.js';
import { lineText } from '../../components/widgets/text/line.js';
import { toAscii } from '../../components/widgets/text/ascii.js';
import { tempDir } from '../helpers/temp.js';

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A crush with 20 days of readings, signals and chats, ending today. */
async function history(): Promise<string> {
  const base = join(tempDir(), 'crushes');
  let clock = new Date(Date.now() - 20 * DAY);
  const mem = openMemory({ baseDir: base, now: () => clock });
  mem.create({ slug: 'lin', nickname: 'Lin' });
  const ids = ['msg.initiates_often', 'offline.one_on_one', 'msg.extends_topics', 'emotion.shares_private'];
  for (let d = 0; d < 20; d += 1) {
    clock = new Date(Date.now() - (20 - d) * DAY);
    // Late in the day: the evening chat logged below has already happened.
    clock.setHours(21, 30, 0, 0);
    if (d % 5 === 0) await runAnalyze(mem, 'lin', { signals: ids.slice(0, 1 + ((d / 5) % 4)) });
    if (d % 4 === 0) await runSignal(mem, 'lin', { direction: d === 8 ? 'red' : 'green', content: `d${d}`, score_delta: d === 8 ? -1 : 1 });
    const at = `${clock.getFullYear()}-${pad(clock.getMonth() + 1)}-${pad(clock.getDate())}T21:00`;
    await logInteraction(mem, 'lin', { type: d % 4 === 0 ? 'chat_received' : 'chat_sent', summary: `m${d}`, time: at });
  }
  return base;
}

/** The rhythm and charts page (p) of that history, 80 columns wide. */
async function rhythmPage(rows: number): Promise<Harness> {
  const app = await renderApp({ baseDir: await history(), cols: 80, rows });
  await app.waitFor('Crushes (1)');
  await app.press(KEY.enter);
  await app.waitFor('Lin (lin)');
  await app.press('p');
  return app;
}

describe('the rhythm and charts screen', () => {
  it('p on a crush: the score chart with its band lines, the signal calendar, who starts, and the rhythm report', async () => {
    const app = await rhythmPage(60);
    const frame = await app.waitFor('📊 How often you talk');
    expect(frame).toContain('📈 Score history');
    expect(frame).toMatch(/┈+ 6 Ambiguous/);
    expect(frame).toContain('🗓 Signal calendar (last 12 weeks)');
    expect(frame).toMatch(/▼/);
    expect(frame).toContain('▲ green  ▼ red  ◆ both  · none noted');
    expect(frame).toMatch(/50%┤.*┈ half/);
    expect(frame).toContain('Last week: ');
    expect(frame).toContain('  Interactions: 20');
    expect(frame).toContain('  You started (per interaction): 75.0%');
    await app.press(KEY.esc);
    await app.waitFor('Lin (lin)');
  });
});

describe('chart drawing', () => {
  it('puts a guide on the row labelled with its value, dotted only where the line is not, named at the right', () => {
    const rows = lineChart([1, 3, 5, 3], { height: 6, min: 0, max: 6, width: 40, guides: [{ value: 4, label: 'four' }] }).map(lineText);
    const guide = rows.find((r) => r.endsWith(' four'));
    expect(guide?.startsWith(' 4┤')).toBe(true);
    expect(guide).toContain('┈');
    expect(guide).toMatch(/[│╭╮╰╯─]/);
    expect(rows.filter((r) => r.includes('┈'))).toHaveLength(1);
    // Each point widened to fill the room, up to 4 columns.
    expect(rows.every((r) => r.replace(' four', '').length <= 3 + 4 * 4)).toBe(true);
  });

  it('marks each day by its signals with a glyph of its own (colour is never the only sign) and leaves the future empty', () => {
    const days = new Map([
      ['2026-05-18', { green: 1, red: 0 }],
      ['2026-05-19', { green: 0, red: 2 }],
      ['2026-05-20', { green: 1, red: 1 }],
    ]);
    const rows = signalCalendar(days, '2026-05-20', 2, ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']).map(lineText);
    expect(rows[0]).toBe('   5   ');
    expect(rows[1]).toBe('Mo · ▲ ');
    expect(rows[2]).toBe('Tu · ▼ ');
    expect(rows[3]).toBe('We · ◆ ');
    expect(rows[4]).toBe('Th ·   ');
    const ascii = new Set([...'▲▼◆·'].map((g) => toAscii(g)));
    expect(ascii.size).toBe(4);
  });
});

describe('read-only pages scroll', () => {
  it('at 80×24 the rhythm page scrolls to its end (G), back to its top (g), by a page (PgDn), and Esc goes back', async () => {
    const app = await rhythmPage(24);
    let frame = await app.waitFor('📈 Score history');
    // The rhythm report's last lines (its golden hours) are below the first screen.
    expect(frame).not.toContain('21:00  (5×, 100%)');
    await app.press('G');
    frame = await app.waitFor('21:00  (5×, 100%)');
    expect(frame).not.toContain('📈 Score history');
    await app.press('g');
    frame = await app.waitFor('📈 Score history');
    expect(frame).not.toContain('21:00  (5×, 100%)');
    await app.press(KEY.pageDown);
    frame = await app.waitFor((f) => !f.includes('📈 Score history'));
    expect(frame).toContain('Rhythm and charts · lin');
    await app.press(KEY.esc);
    await app.waitFor('Lin (lin)');
  });
});

describe('importing a chat from the TUI', () => {
  it('m → import: the kind, the file and names; y scores it and files the report; an unsure "you" asks for the name', async () => {
    const base = join(tempDir(), 'crushes');
    openMemory({ baseDir: base }).create({ slug: 'lin', nickname: 'Lin' });
    const chat = join(tempDir(), 'chat.txt');
    writeFileSync(chat, '2026-01-01 21:00:00\nLin\nare you up?\n\n2026-01-01 21:01:00\nLeo\nyes!\n\n2026-01-01 21:02:00\nJess\nme too\n');
    const app = await renderApp({ baseDir: base, cols: 100, rows: 30 });
    await openAction(app, 'Lin (lin)', '📥 Import a chat export');
    // Enter moves down the fields and submits on the last one.
    const submitForm = async () => {
      for (let i = 0; i < 5 && !app.frame().includes('Write it? (y/N)'); i += 1) await app.press(KEY.enter);
      await app.waitFor('Write it? (y/N)');
    };
    await app.waitFor('What kind of export is it?');
    await app.press(KEY.enter);
    await app.type(chat);
    await submitForm();
    await app.press('y');
    let frame = await app.waitFor('Which sender is you?');
    expect(frame).toContain('Leo (1), Jess (1)');
    expect(existsSync(join(base, 'lin', 'memories', 'chats'))).toBe(true);
    expect(readdirSync(join(base, 'lin', 'memories', 'chats'))).toEqual([]);
    await app.press(KEY.enter);
    // Back on the form, on its last field: "Your name" is the one above.
    await app.waitFor((f) => f.includes('▶ Also as interactions') && !f.includes('Not written'));
    await app.press(KEY.up);
    await app.waitFor('▶ Your name');
    await app.type('Leo');
    await submitForm();
    await app.press('y');
    frame = await app.waitFor('📝 Report: memories/chats/');
    expect(frame).toContain('⏱ Interaction records: 2 new');
    expect(readFileSync(join(base, 'lin', 'interactions.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
  });
});

describe('photos and posts from the TUI', () => {
  it('m → photos and posts: the timeline of memories/photos/ with its meetups, then the posts of memories/social/', async () => {
    const base = join(tempDir(), 'crushes');
    openMemory({ baseDir: base }).create({ slug: 'lin', nickname: 'Lin' });
    const made = spawnSync(process.execPath, [join(import.meta.dirname, '..', 'fixtures', 'photos', 'make-photos.mjs'), join(base, 'lin', 'memories', 'photos')], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    writeFileSync(join(base, 'lin', 'memories', 'social', 'weibo_posts.txt'), '今天好开心，和朋友去看了电影\n');
    const app = await renderApp({ baseDir: base, cols: 100, rows: 60 });
    await openAction(app, 'Lin (lin)', '📷 Photos and posts');
    const frame = await app.waitFor('📱 Social media scan');
    expect(frame).toContain('📷 Photo timeline');
    expect(frame).toMatch(/Possible meetups: [1-9]/);
    expect(frame).toContain('weibo_posts.txt');
  });
});
