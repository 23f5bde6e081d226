import { describe, expect, it } from 'vitest';
import { renderApp, pickRow, KEY, type Harness } from './render-helper.js';
import { baseWith, eventsOnDisk } from './fixtures.js';

/** The list, then the detail of the one crush, then `key`. */
async function onCrush(key: string, lang: 'en' | 'zh' = 'en'): Promise<{ app: Harness; baseDir: string }> {
  const baseDir = await baseWith([{ slug: 'lin', nickname: 'Lin' }]);
  const app = await renderApp({ baseDir, lang, cols: 80, rows: 24 });
  await app.waitFor((f) => f.includes('lin'));
  await app.press(KEY.enter);
  await app.waitFor('(lin)');
  await app.press(key);
  return { app, baseDir };
}

/** `l` → Meeting, and three fields filled: what, minutes, where. */
async function filledMeeting(): Promise<{ app: Harness; baseDir: string }> {
  const r = await onCrush('l');
  await r.app.waitFor('What happened?');
  await pickRow(r.app, '🤝 Meeting');
  await r.app.waitFor('Who started it');
  await r.app.type('lunch near her office');
  await r.app.press(KEY.down);
  await r.app.type('45');
  await r.app.press(KEY.down);
  await r.app.type('Tongli Rd');
  return r;
}

describe('nothing typed is lost', () => {
  it('q on a choice row of a form is not a quit: the app and the form stay, values kept', async () => {
    const { app } = await filledMeeting();
    await app.press(KEY.down);
    await app.waitFor(/▶ Who started it/.test.bind(/▶ Who started it/));
    await app.press('q');
    const frame = app.frame();
    expect(app.exited()).toBe(false);
    expect(frame).toContain('lunch near her office');
    expect(frame).toContain('Tongli Rd');
    // Inside a text field q is a letter.
    await app.press(KEY.up);
    await app.type(' q');
    await app.waitFor('Tongli Rd q');
    expect(app.exited()).toBe(false);
  });

  it('q quits from the list only (exit 0); on the detail it does nothing', async () => {
    const { app } = await onCrush('q');
    expect(app.exited()).toBe(false);
    expect(app.frame()).toContain('(lin)');
    await app.press(KEY.esc);
    await app.waitFor('Crushes (1)');
    await app.press('q');
    await app.waitFor(() => app.exited());
    expect(app.exitCode()).toBe(0);
  });

  it('Esc on a filled form asks first; n keeps every value, y discards and the form opens empty again', async () => {
    const { app } = await filledMeeting();
    await app.press(KEY.esc);
    let frame = await app.waitFor('Discard what you typed? (y/N)');
    expect(frame).toContain('lunch near her office');
    await app.press('n');
    frame = await app.waitFor((f) => !f.includes('Discard what you typed'));
    expect(frame).toContain('lunch near her office');
    expect(frame).toContain('Tongli Rd');
    await app.press(KEY.esc);
    await app.waitFor('Discard what you typed? (y/N)');
    await app.press('y');
    await app.waitFor('What happened?');
    await pickRow(app, '🤝 Meeting');
    frame = await app.waitFor('Who started it');
    expect(frame).not.toContain('lunch near her office');
  });

  it('Esc on a form with nothing typed goes back without asking', async () => {
    const { app } = await onCrush('l');
    await app.waitFor('What happened?');
    await pickRow(app, '🤝 Meeting');
    await app.waitFor('Who started it');
    await app.press(KEY.esc);
    const frame = await app.waitFor('What happened?');
    expect(frame).not.toContain('Discard');
  });

  it('Ctrl-C with text typed asks; any key but y keeps it; a second Ctrl-C quits with 130', async () => {
    const { app, baseDir } = await filledMeeting();
    await app.press(KEY.ctrlC);
    await app.waitFor('Quit and discard what you typed? (y/N)');
    expect(app.exited()).toBe(false);
    await app.press(KEY.esc);
    const frame = await app.waitFor((f) => !f.includes('Quit and discard'));
    expect(frame).toContain('Tongli Rd');
    await app.press(KEY.ctrlC);
    await app.waitFor('Quit and discard');
    await app.press(KEY.ctrlC);
    await app.waitFor(() => app.exited());
    expect(app.exitCode()).toBe(130);
    expect(eventsOnDisk(baseDir, 'lin').map((e) => e.type)).toEqual(['profile_created']);
  });

  it('Ctrl-C with nothing typed quits at once with 130; y to the question quits too', async () => {
    const first = await onCrush('l');
    await first.app.waitFor('What happened?');
    await first.app.press(KEY.ctrlC);
    await first.app.waitFor(() => first.app.exited());
    expect(first.app.exitCode()).toBe(130);
    const { app } = await filledMeeting();
    await app.press(KEY.ctrlC);
    await app.waitFor('Quit and discard');
    await app.press('y');
    await app.waitFor(() => app.exited());
    expect(app.exitCode()).toBe(130);
  });

  it('a guided flow with answers asks before Esc leaves it from its first step (zh)', async () => {
    const { app } = await onCrush('a', 'zh');
    await app.waitFor('[ ]');
    await app.press(KEY.space);
    await app.waitFor('[x]');
    await app.press(KEY.esc);
    await app.waitFor('放弃已输入的内容？(y/N)');
    await app.press('n');
    const frame = await app.waitFor((f) => !f.includes('放弃已输入'));
    expect(frame).toContain('[x]');
    await app.press(KEY.esc);
    await app.waitFor('放弃已输入的内容？(y/N)');
    await app.press('y');
    await app.waitFor('(lin)');
  });

  it('the message workshop keeps its draft while the app runs: Esc and back finds it', async () => {
    const { app } = await onCrush('w');
    await app.waitFor('Draft');
    await app.press(KEY.down);
    await app.type('see you at the gallery on Saturday?');
    await app.waitFor('see you at the gallery on Saturday?');
    await app.press(KEY.esc);
    let frame = await app.waitFor('(lin)');
    expect(frame).not.toContain('Discard');
    await app.press('w');
    frame = await app.waitFor('Draft');
    expect(frame).toContain('see you at the gallery on Saturday?');
  });
});

describe('fields are checked on the field, before the summary, in the user\'s language', () => {
  it('edit: 年龄 = 26岁左右 is refused on the field (zh) before any y/N; 26岁 is stored as 26', async () => {
    const { app, baseDir } = await onCrush('e', 'zh');
    await app.waitFor('选择要修改的字段');
    await pickRow(app, '年龄');
    await app.waitFor('新的值');
    await app.type('26岁左右');
    await app.press(KEY.enter);
    let frame = await app.waitFor('✗ 年龄必须是 0 到 150 之间的整数');
    expect(frame).not.toContain('确认写入？(y/N)');
    for (let i = 0; i < 2; i += 1) await app.press(KEY.backspace);
    await app.press(KEY.enter);
    frame = await app.waitFor('确认写入？(y/N)');
    expect(frame).toContain('26');
    await app.press('y');
    await app.waitFor('已更改的文件');
    expect(eventsOnDisk(baseDir, 'lin').at(-1)).toMatchObject({ type: 'profile_updated', data: { field: 'age', new_value: 26 } });
  });

  it('create: MBTI abcd is refused on the field as the edit form refuses it; the en summary names the personality in English', async () => {
    const baseDir = await baseWith([]);
    const app = await renderApp({ baseDir, lang: 'en', cols: 80, rows: 24 });
    await app.press('n');
    await app.waitFor('Folder name (slug)');
    await app.type('mia');
    await app.press(KEY.down);
    await app.type('Mia');
    await app.press(KEY.down);
    for (let i = 0; i < 4; i += 1) await app.press(KEY.right);
    await app.waitFor('‹ Gentle ›');
    await app.press(KEY.down);
    await app.type('abcd');
    for (let i = 0; i < 14; i += 1) await app.press(KEY.down);
    await app.waitFor('▶ Preferred mode');
    await app.press(KEY.enter);
    // The message wraps at 80 columns: read it with its rows joined.
    let frame = await app.waitFor((f) => f.replace(/\s+/g, ' ').includes('✗ MBTI must be a four-letter type such as INFP or ESTJ'));
    expect(frame).not.toContain('Write it? (y/N)');
    expect(frame).toMatch(/▶ MBTI/);
    for (let i = 0; i < 4; i += 1) await app.press(KEY.backspace);
    await app.type('infj');
    for (let i = 0; i < 14; i += 1) await app.press(KEY.down);
    await app.waitFor('▶ Preferred mode');
    await app.press(KEY.enter);
    frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain('INFJ');
    expect(frame).toMatch(/Personality\s+gentle/i);
    for (const raw of ['温柔型', 'personality_type', 'nickname']) expect(frame).not.toContain(raw);
  });
});

describe('a field error at 80 columns', () => {
  it('wraps under its field instead of being cut off', async () => {
    const baseDir = await baseWith([]);
    const app = await renderApp({ baseDir, lang: 'en', cols: 80, rows: 24 });
    await app.press('n');
    await app.waitFor('Folder name (slug)');
    await app.type('Xiao Qing!');
    for (let i = 0; i < 17; i += 1) await app.press(KEY.down);
    await app.press(KEY.enter);
    const frame = await app.waitFor('✗ invalid slug');
    // Every word of the message is on screen, over as many rows as it needs.
    const text = frame.replace(/\s+/g, ' ');
    expect(text).toContain('starting with a letter or digit');
    for (const row of frame.split('\n')) expect(row.length).toBeLessThanOrEqual(80);
  });
});
