import { describe, expect, it } from 'vitest';
import { renderApp, KEY, type Harness } from './render-helper.js';
import { baseWith, eventsOnDisk } from './fixtures.js';

async function onCrush(lang?: 'zh') {
  const baseDir = await baseWith([{ slug: 'lin', nickname: 'Lin' }]);
  const app = await renderApp({ baseDir, cols: 80, rows: 24, ...(lang ? { lang } : {}) });
  await app.waitFor(lang ? 'Lin' : 'Crushes (1)');
  await app.press(KEY.enter);
  await app.waitFor('Lin (lin)');
  return { app, baseDir };
}

/** Each key pressed, then the text it should bring on screen; the last frame. */
async function walk(app: Harness, steps: readonly (readonly [string, string])[]): Promise<string> {
  let frame = app.frame();
  for (const [key, then] of steps) {
    await app.press(key);
    frame = await app.waitFor(then);
  }
  return frame;
}

describe('h on a crush: how are you', () => {
  it('a digit picks the mood, a note, Enter saves mood_recorded and says the trend; Esc goes back to the crush', async () => {
    const { app, baseDir } = await onCrush();
    let frame = await walk(app, [['h', 'How are you · lin']]);
    expect(frame).toContain('Press 1–5');
    expect(frame).toContain('😄 5 great');
    await walk(app, [['4', 'Anything to add']]);
    await app.type('a good talk');
    frame = await walk(app, [[KEY.enter, 'Your mood is recorded']]);
    expect(frame).toContain('🙂 4/5');
    expect(frame).toContain('Last 1: ▆');
    expect(frame).toContain('changed: events.jsonl');
    expect(eventsOnDisk(baseDir, 'lin').at(-1)).toMatchObject({ type: 'mood_recorded', data: { mood: 4, note: 'a good talk' } });
    await walk(app, [[KEY.enter, 'Lin (lin)']]);
  });

  it('Esc cancels: from the note back to the picker, from the picker back to the crush, nothing written', async () => {
    const { app, baseDir } = await onCrush();
    await walk(app, [['h', 'How are you · lin'], [KEY.down, '▶ 🙁'], [KEY.enter, 'Anything to add'], [KEY.esc, 'Press 1–5'], [KEY.esc, 'Lin (lin)']]);
    expect(eventsOnDisk(baseDir, 'lin').map((e) => e.type)).toEqual(['profile_created']);
  });

  it('in the m menu after Versions and before Export, and in Chinese', async () => {
    const { app, baseDir } = await onCrush('zh');
    await walk(app, [['m', '🔍']]);
    for (let i = 0; i < 40 && !app.frame().includes('▶ 🌡️ 你还好吗'); i += 1) await app.press(KEY.down);
    const rows = app.frame().split('\n');
    expect(rows.findIndex((l) => l.includes('▶ 🌡️ 你还好吗'))).toBeGreaterThan(rows.findIndex((l) => l.includes('📚')));
    const frame = await walk(app, [[KEY.down, '▶ 📤'], [KEY.up, '▶ 🌡️ 你还好吗'], [KEY.enter, '你还好吗 · lin'], ['2', '想说点什么'], [KEY.enter, '记下了你的心情']]);
    expect(frame).toContain('🙁 2/5');
    expect(eventsOnDisk(baseDir, 'lin').at(-1)).toMatchObject({ type: 'mood_recorded', data: { mood: 2 } });
  });
});
