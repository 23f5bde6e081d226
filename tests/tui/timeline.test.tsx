import { describe, expect, it } from 'vitest';
import { renderApp, KEY, type Harness } from './render-helper.js';
import { addSignals, baseWith } from './fixtures.js';
import { openMemory } from '../../src/memory/index.js';
import { runAnalyze } from '../../src/flows/index.js';
import { EVENT_TYPES } from '../../src/model/index.js';
import { messages } from '../../src/i18n/index.js';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app on Kai's timeline pane (the only crush of `baseDir`). */
async function openTimeline(baseDir: string, rows = 30): Promise<Harness> {
  const app = await renderApp({ baseDir, cols: 100, rows });
  await app.waitFor('Crushes (1)');
  await app.press(KEY.enter);
  await app.waitFor('Kai (kai)');
  await app.press(KEY.tab);
  return app;
}

async function timelineOf(n: number): Promise<{ app: Harness; baseDir: string }> {
  const baseDir = await baseWith([{ slug: 'kai', nickname: 'Kai' }]);
  await addSignals(baseDir, 'kai', n);
  const app = await openTimeline(baseDir);
  await app.waitFor((f) => f.includes('▶ Timeline') && f.includes(`${n + 1} events`));
  return { app, baseDir };
}

const cursorRow = (f: string) => f.split('\n').find((l) => l.startsWith('▶ 20')) ?? '';

describe('timeline pane', () => {
  it('renders only a window of a 20,000-event log, newest first, and moves with j/k, PgDn, g/G', async () => {
    const { app } = await timelineOf(20_000);
    let frame = app.frame();
    expect(cursorRow(frame)).toContain('signal number 19999');
    expect(frame).not.toContain('signal number 19000');
    // The pane shows no more rows than fit on screen.
    expect(frame.split('\n').filter((l) => l.includes('signal number')).length).toBeLessThan(30);
    await app.press('j');
    await app.waitFor(() => cursorRow(app.frame()).includes('signal number 19998'));
    await app.press(KEY.pageDown);
    frame = await app.waitFor(() => !cursorRow(app.frame()).includes('19998'));
    expect(cursorRow(frame)).toMatch(/signal number 199[0-9]{2}/);
    await app.press('G');
    await app.waitFor(() => cursorRow(app.frame()).includes('Profile created'));
    await app.press('g');
    await app.waitFor(() => cursorRow(app.frame()).includes('signal number 19999'));
    await app.press('k');
    expect(cursorRow(app.frame())).toContain('signal number 19999');
  });

  it('the type picker moves like every list: G to the last type, g back to the first, PgDn a page', async () => {
    const { app } = await timelineOf(3);
    await app.press('t');
    await app.waitFor('Filter by type');
    const cursorRow = () => app.frame().split('\n').find((l) => l.trimStart().startsWith('▶') && l.includes('[')) ?? '';
    // Every type the log can hold, this program's own ones too, down to the last.
    await app.press('G');
    await app.waitFor(() => cursorRow().includes('Chat imported'));
    await app.press('g');
    await app.waitFor(() => cursorRow().includes('Profile created'));
    await app.press(KEY.pageDown);
    await app.waitFor(() => !cursorRow().includes('Profile created'));
  });

  it('the type picker offers every type the rules know and every other type present in the log, each once', async () => {
    const baseDir = await baseWith([{ slug: 'kai', nickname: 'Kai' }]);
    // A type another tool wrote (shown by its raw name), twice, beside a known one.
    const line = (type: string) => `${JSON.stringify({ ts: '2026-01-02T10:00:00+08:00', type, data: {} })}\n`;
    appendFileSync(join(baseDir, 'kai', 'events.jsonl'), line('other_tool_note') + line('other_tool_note') + line('mood_recorded'));
    const app = await openTimeline(baseDir, 40);
    await app.waitFor('▶ Timeline');
    await app.press('t');
    const frame = await app.waitFor('Filter by type');
    const rows = frame.split('\n').filter((l) => /\[[x ]\]/.test(l)).map((l) => l.replace(/^\s*▶?\s*\[[x ]\]\s*/, '').trim());
    const labels = messages('en').timeline.labels;
    expect(rows).toEqual([...EVENT_TYPES.map((type) => (labels[type] as string).trim()), 'other_tool_note']);
  });

  it('filters by type (t, Space, Enter) and Esc clears the filter before leaving', async () => {
    const { app } = await timelineOf(30);
    await app.press('t');
    await app.waitFor('Filter by type');
    // Untick everything but "Profile created": the list starts with every type ticked.
    await app.press(KEY.space);
    await app.press(KEY.enter);
    let frame = await app.waitFor('30/31 events');
    expect(frame).not.toContain('Profile created');
    await app.press(KEY.esc);
    frame = await app.waitFor('31 events · newest first');
    expect(frame).toContain('▶ Timeline');
    await app.press(KEY.esc);
    await app.waitFor('Crushes (1)');
  });

  it('/ searches the whole log, typing q into the search instead of quitting', async () => {
    const { app } = await timelineOf(500);
    await app.press('/');
    await app.waitFor('Search:');
    await app.type('number 42q');
    await app.press(KEY.backspace);
    expect(app.exited()).toBe(false);
    await app.press(KEY.enter);
    const frame = await app.waitFor('search "number 42"');
    const rows = frame.split('\n').filter((l) => l.includes('signal number'));
    expect(rows.map((r) => r.replace(/.*signal number /, '')).sort()).toEqual(['42', '420', '421', '422', '423', '424', '425', '426', '427', '428', '429']);
    expect(frame).toContain('11/501 events');
  });

  it('Enter shows the full data of one event; ←/→ step through the log; Esc goes back', async () => {
    const { app } = await timelineOf(5);
    await app.press(KEY.enter);
    let frame = await app.waitFor('Event 6/6');
    // Laid out for its type, labelled in the reader's language.
    expect(frame).toMatch(/Direction\s+🔴 red/);
    expect(frame).toMatch(/What\s+signal number 4/);
    expect(frame).toMatch(/Points\s+1/);
    await app.press(KEY.left);
    frame = await app.waitFor('Event 5/6');
    expect(frame).toContain('signal number 3');
    await app.press(KEY.esc);
    await app.waitFor('▶ Timeline');
  });

  it('each event type is laid out in its own words: a reading names its stage and signals, a profile edit its field', async () => {
    const baseDir = await baseWith([{ slug: 'kai', nickname: 'Kai' }]);
    const mem = openMemory({ baseDir });
    await runAnalyze(mem, 'kai', { signals: ['msg.initiates_often', 'offline.one_on_one'], stage: '升温期' });
    await mem.updateProfile('kai', { city: 'Hangzhou' });
    const app = await openTimeline(baseDir, 40);
    await app.waitFor('▶ Timeline');
    await app.press(KEY.enter);
    let frame = await app.waitFor('Profile updated');
    expect(frame).toMatch(/Field\s+City \(city\)/);
    expect(frame).toMatch(/Before\s+\(not filled in\)/);
    expect(frame).toMatch(/After\s+Hangzhou/);
    await app.press(KEY.left);
    frame = await app.waitFor('🔍 Analysis done');
    expect(frame).toMatch(/Stage\s+Warming up/);
    expect(frame).toContain('· They start chats 3+ times a week');
    expect(frame).toMatch(/By dimension\s+Messaging 3 · Offline 3 · Emotional 0/);
    expect(frame).not.toContain('msg.initiates_often');
    expect(frame).not.toContain('暧昧期');
  });

  it('shows events written by another program within a second, keeping the cursor on its event', async () => {
    const { app, baseDir } = await timelineOf(10);
    await app.press('j');
    await app.waitFor(() => cursorRow(app.frame()).includes('signal number 8'));
    await openMemory({ baseDir }).append('kai', 'crisis_handled', { crisis_type: 'C-3 已读不回', resolution: 'wait' });
    const frame = await app.waitFor('12 events', 1000);
    expect(frame).toContain('C-3 已读不回');
    expect(cursorRow(frame)).toContain('signal number 8');
  });

  it('an 8 MB event (a pasted chat) is cut for display: its row and its screen stay light, f shows the whole text', async () => {
    const { app, baseDir } = await timelineOf(3);
    // About 8 MB of UTF-8 (2.75 million characters).
    const pasted = `${'你好，今天聊得很开心。'.repeat(250_000)}END-OF-PASTE`;
    await openMemory({ baseDir }).append('kai', 'crisis_handled', { crisis_type: 'C-9 误会/争吵', resolution: 'talk', what: pasted });
    await app.waitFor((f) => f.includes('5 events'));
    await app.press(KEY.enter);
    let frame = await app.waitFor('What happened');
    expect(frame).toContain('f whole text');
    await app.press('G');
    frame = await app.waitFor('more characters');
    expect(frame).toMatch(/… 2,74\d,\d{3} more characters \(f shows the whole text\)/);
    expect(frame).not.toContain('END-OF-PASTE');
    await app.press('f');
    await app.waitFor((f) => !f.includes('more characters'));
    await app.press('G');
    await app.waitFor('END-OF-PASTE');
    await app.press(KEY.esc);
    await app.waitFor('▶ Timeline');
  });

  it('counts in English without "1 events": one event, one unreadable line', async () => {
    const baseDir = await baseWith([{ slug: 'kai', nickname: 'Kai' }]);
    appendFileSync(join(baseDir, 'kai', 'events.jsonl'), 'not an event\n');
    const app = await renderApp({ baseDir, cols: 100, rows: 30 });
    await app.waitFor('Crushes (1)');
    await app.press(KEY.enter);
    await app.waitFor('Kai (kai)');
    await app.press(KEY.tab);
    const frame = await app.waitFor((f) => f.includes('▶ Timeline') && f.includes('skipped'));
    expect(frame).toContain('1 event · newest first · 1 unreadable line skipped');
  });
});

describe('interactions in the timeline', () => {
  it('places each interaction at its time among the events, newest first; the type filter has the interactions as one more type', async () => {
    const baseDir = await baseWith([{ slug: 'mia', nickname: 'Mia' }]);
    const mem = openMemory({ baseDir });
    const events = (await (async () => {
      const out: string[] = [];
      for await (const { event } of mem.events('mia')) out.push(event.ts);
      return out;
    })());
    await mem.logInteraction('mia', { ts: '2000-01-01T08:00:00', type: 'call', data: { content_summary: 'before everything', hour: 8, day_of_week: 'sat' } });
    await mem.logInteraction('mia', { ts: '2999-01-01T08:00:00', type: 'meeting', data: { content_summary: 'after everything', hour: 8, day_of_week: 'tue' } });
    const app = await renderApp({ baseDir, cols: 120, rows: 30 });
    await app.waitFor('Crushes (1)');
    await app.press(KEY.enter);
    const frame = await app.waitFor('with 2 interaction(s)');
    const rows = frame.split('\n').filter((l) => / \d{4}-\d\d-\d\d \d\d:\d\d {2}/.test(l));
    const order = rows.map((l) => (l.includes('after everything') ? 'after' : l.includes('before everything') ? 'before' : 'event'));
    expect(order[0]).toBe('after');
    expect(order.at(-1)).toBe('before');
    expect(order.filter((o) => o === 'event')).toHaveLength(events.length);
    await app.press('t');
    await app.waitFor('Filter by type');
    // Every type starts ticked: untick the first, and the interactions stay among what is left.
    await app.press(KEY.space);
    await app.press(KEY.enter);
    let filtered = await app.waitFor((f) => f.includes('0/1 event') && !f.includes('Filter by type'));
    expect(filtered).toContain('after everything');
    expect(filtered).toContain('before everything');
    // The interactions are the picker's last entry: unticked, they leave the view.
    await app.press('t');
    await app.waitFor('Filter by type');
    await app.press('G');
    await app.waitFor((f) => /▶ \[x\] 💬 Interactions/.test(f));
    await app.press(KEY.space);
    await app.press(KEY.enter);
    filtered = await app.waitFor((f) => !f.includes('with 2 interaction(s)') && !f.includes('Filter by type'));
    expect(filtered).not.toContain('after everything');
    expect(filtered).not.toContain('before everything');
  });
});
