import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApp, pickRow, KEY, type Harness } from './render-helper.js';
import { openMemory } from '../../src/memory/index.js';
import { tempDir } from '../helpers/temp.js';

type Lang = 'zh' | 'en';

/** Text without white space: a long error wraps on screen wherever it likes. */
const squash = (text: string) => text.replace(/\s+/g, '');

/** The import screen of the crush lin (Lin), in a language. */
async function importScreen(lang: Lang, nickname = 'Lin'): Promise<{ app: Harness; base: string }> {
  const base = join(tempDir(), 'crushes');
  openMemory({ baseDir: base }).create({ slug: 'lin', nickname });
  const app = await renderApp({ baseDir: base, lang, cols: 110, rows: 32 });
  await app.waitFor('(lin)');
  await app.press(KEY.enter);
  await app.waitFor('(lin) ·');
  await app.press('m');
  await app.waitFor(lang === 'zh' ? '操作' : 'Actions');
  await pickRow(app, lang === 'zh' ? '📥 导入聊天记录' : '📥 Import a chat export');
  await app.waitFor(lang === 'zh' ? '是哪种导出文件？' : 'What kind of export is it?');
  return { app, base };
}

/** "Tell from the file", the file, the names as they come; y. */
async function submit(app: Harness, file: string, lang: Lang, target?: string): Promise<void> {
  await app.press(KEY.enter);
  await app.type(file);
  if (target !== undefined) {
    await app.press(KEY.down);
    // The field holds the nickname: clear it first.
    for (let i = 0; i < 10; i += 1) await app.press(KEY.backspace);
    await app.type(target);
  }
  const ask = lang === 'zh' ? '确认写入？(y/N)' : 'Write it? (y/N)';
  for (let i = 0; i < 5 && !app.frame().includes(ask); i += 1) await app.press(KEY.enter);
  await app.waitFor(ask);
  await app.press('y');
}

describe('the import screen: refusals name its own fields, never a flag', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: a file with no message points to the format picker`, async () => {
      const junk = join(tempDir(), 'notes.txt');
      writeFileSync(junk, 'shopping list\nmilk\n');
      const { app, base } = await importScreen(lang);
      await submit(app, junk, lang);
      const frame = await app.waitFor(lang === 'zh' ? '读不到任何消息' : 'no message could be read');
      expect(frame).toContain('notes.txt');
      expect(squash(frame)).toContain(squash(lang === 'zh' ? '“是哪种导出文件？”' : '"What kind of export is it?"'));
      expect(frame).not.toMatch(/--\w/);
      expect(readdirSync(join(base, 'lin', 'memories', 'chats'))).toEqual([]);
    });

    it(`${lang}: a name nobody among several senders has points to "Their name"`, async () => {
      const { app, base } = await importScreen(lang);
      const three = join(tempDir(), 'three.txt');
      writeFileSync(three, '2026-01-01 21:00:00\nMia\nare you up?\n\n2026-01-01 21:01:00\nLeo\nyes!\n\n2026-01-01 21:02:00\nJess\nme too\n');
      await submit(app, three, lang, 'Zoe');
      const frame = await app.waitFor(lang === 'zh' ? '没有“Zoe”的消息' : 'no message from "Zoe"');
      expect(squash(frame)).toContain(squash('Mia (1), Leo (1), Jess (1)'));
      expect(squash(frame)).toContain(squash(lang === 'zh' ? '“ta 的名字”' : '"Their name"'));
      expect(frame).not.toMatch(/--\w/);
      expect(readdirSync(join(base, 'lin', 'memories', 'chats'))).toEqual([]);
    });
  }

  it('an export where only you speak is imported, and the screen says they never answered', async () => {
    const chat = join(tempDir(), 'one-sided.txt');
    writeFileSync(chat, '2026-01-01 21:00:00\nLeo\nare you up?\n\n2026-01-01 21:30:00\nLeo\ngood night\n');
    const { app, base } = await importScreen('en');
    await submit(app, chat, 'en');
    const frame = await app.waitFor('📝 Report: memories/chats/');
    expect(squash(frame)).toContain(squash('Only your messages are in this export'));
    expect(frame).toContain('📊 -3 / 25 — 🔴 Warning (2 messages)');
    // They never wrote: no signal is proposed for the next reading.
    expect(frame).toContain('💬 Nothing in this chat to propose as a signal.');
    expect(readFileSync(join(base, 'lin', 'interactions.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
  });
});
