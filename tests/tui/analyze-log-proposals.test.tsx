import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApp, KEY } from './render-helper.js';
import { baseWith, eventsOnDisk } from './fixtures.js';
import { openMemory } from '../../src/memory/index.js';
import { logInteraction } from '../../src/flows/interaction.js';
import { jpeg } from '../fixtures/photos/make-photos.mjs';

process.env.TZ = 'UTC';
const pad = (n: number) => String(n).padStart(2, '0');
const day = (ago: number) => {
  const d = new Date(Date.now() - ago * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

describe('analyze after logged interactions', () => {
  it('shows the log’s proposals ticked with their evidence; the kept ones are written with it, the meeting citing the photos too', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: '小美', stage: '升温期' }]);
    const mem = openMemory({ baseDir });
    await logInteraction(mem, 'yu', { type: 'chat_received', initiator: 'them', time: `${day(3)}T23:05` });
    await logInteraction(mem, 'yu', { type: 'chat_received', initiator: 'them', time: `${day(2)}T23:40` });
    await logInteraction(mem, 'yu', { type: 'meeting', initiator: 'them', time: `${day(1)}T19:00`, summary: 'hotpot' });
    const photos = join(baseDir, 'yu', 'memories', 'photos');
    mkdirSync(photos, { recursive: true });
    for (const [name, clock] of [['IMG_1.jpg', '14:00:00'], ['IMG_2.jpg', '15:00:00']] as const) writeFileSync(join(photos, name), jpeg({ original: `${day(1).replaceAll('-', ':')} ${clock}` }));
    const app = await renderApp({ baseDir, cols: 110, rows: 34 });
    await app.waitFor('Crushes (1)');
    await app.press(KEY.enter);
    await app.waitFor('(yu) ·');
    await app.press('a');
    let frame = await app.waitFor('Step 1/3');
    expect(frame).toContain('Step 1/3 · Ticked from your logged interactions: untick what does not hold');
    expect(frame).toMatch(/\[x\] They start chats now and then\s+\+1 · from your log/);
    expect(frame).toContain(`From: the interaction log (${day(3)} 23:05 to ${day(2)} 23:40): they started 2 conversations`);
    expect(frame).toMatch(/\[x\] They message you late at night \(after 22:00\)\s+\+3 · from your log/);
    expect(frame).toMatch(/\[x\] They create 1-on-1 meetings\s+\+3 · from your log/);
    expect(frame).toContain(`From: the interaction log (${day(1)} 19:00): they initiated a meeting`);
    expect(frame).toContain('Total 7/25');
    await app.press(KEY.enter);
    await app.waitFor('Step 2/3');
    await app.press(KEY.enter);
    await app.waitFor('Step 3/3');
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('📝 Signals the logged interactions proposed:');
    expect(frame).toContain('✓ They create 1-on-1 meetings');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    frame = await app.waitFor('changed: events.jsonl');
    expect(frame).toContain('📷 The photos are recorded as evidence of: They create 1-on-1 meetings');
    const done = eventsOnDisk(baseDir, 'yu').at(-1);
    expect(done?.type).toBe('analysis_done');
    expect(done?.data['signals']).toEqual(['msg.initiates_sometimes', 'msg.late_night', 'offline.one_on_one']);
    expect(done?.data['signal_evidence']).toMatchObject({
      'msg.late_night': { kind: 'interactions', measure: 'log.late', count: 2 },
      'offline.one_on_one': [{ kind: 'interactions', measure: 'log.meeting' }, { kind: 'photos', meetups: [{ date: day(1), photo_count: 2, photos: ['IMG_1.jpg', 'IMG_2.jpg'] }] }],
    });
  });
});
