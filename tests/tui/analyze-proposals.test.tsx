import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { renderApp, KEY } from './render-helper.js';
import { baseWith, eventsOnDisk } from './fixtures.js';
import { openMemory } from '../../src/memory/index.js';
import { importChats } from '../../src/flows/chat-import.js';
import { chatReport } from '../../src/present/chat-report.js';

process.env.TZ = 'UTC';
const WECHAT = resolve(import.meta.dirname, '..', 'fixtures', 'chats', 'wechat.txt');

describe('analyze after a chat import', () => {
  it('shows the proposed signals ticked with their evidence; one unticked is left out, the kept one written with its evidence', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: '小美', score: 12, stage: '升温期' }]);
    const mem = openMemory({ baseDir });
    await importChats(mem, 'yu', { files: [WECHAT], target: '小美' }, (o) => chatReport(o, 'en', new Date()));
    const app = await renderApp({ baseDir, cols: 100, rows: 30 });
    await app.waitFor('Crushes (1)');
    await app.press(KEY.enter);
    await app.waitFor('(yu) ·');
    await app.press('a');
    let frame = await app.waitFor('Step 1/3');
    expect(frame).toContain('Step 1/3 · Ticked from the chat import: untick what does not hold');
    expect(frame).toMatch(/\[x\] They start chats 3\+ times a week\s+\+3 · from the chat import/);
    expect(frame).toContain('From: chat wechat.txt (2026-03-02 to 2026-03-10): they opened 7 of 11');
    expect(frame).toMatch(/\[x\] They message you late at night \(after 22:00\)\s+\+3 · from the chat import/);
    expect(frame).toContain('Total 6/25');
    // Untick the late-night one (the fifth item).
    for (let i = 0; i < 4; i += 1) await app.press('j');
    await app.press(KEY.space);
    frame = await app.waitFor('Total 3/25');
    expect(frame).toMatch(/\[ \] They message you late at night/);
    await app.press(KEY.enter);
    await app.waitFor('Step 2/3');
    await app.press(KEY.enter);
    await app.waitFor('Step 3/3');
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('✓ They start chats 3+ times a week');
    expect(frame).toContain('✗ They message you late at night (after 22:00) (left out this time)');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    await app.waitFor('changed: events.jsonl');
    const done = eventsOnDisk(baseDir, 'yu').at(-1);
    expect(done?.type).toBe('analysis_done');
    expect(done?.data['signals']).toEqual(['msg.initiates_often']);
    expect(done?.data['signal_evidence']).toEqual({ 'msg.initiates_often': expect.objectContaining({ kind: 'chat', measure: 'initiative.high', count: 7, of: 11 }) });
  });
});
