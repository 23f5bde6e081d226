import { describe, expect, it } from 'vitest';
import { renderApp, KEY, type Harness } from './render-helper.js';
import { addSignals, baseWith, eventsOnDisk, fileText } from './fixtures.js';
import { titleLine } from '../../components/shell/title-line.js';
import { eventAsCorrected } from '../../components/screens/timeline/use-corrections.js';
import { openMemory } from '../../src/memory/index.js';
import { runCorrection } from '../../src/flows/index.js';
import { tuiZh } from '../../src/i18n/tui-zh.js';
import { tuiEn } from '../../src/i18n/tui-en.js';

/** The app on kai's timeline, the newest of `n` signals under the cursor. */
async function onTimeline(n: number, lang: 'zh' | 'en' = 'en'): Promise<{ app: Harness; baseDir: string }> {
  const baseDir = await baseWith([{ slug: 'kai', nickname: 'Kai' }]);
  await addSignals(baseDir, 'kai', n);
  const app = await renderApp({ baseDir, lang, cols: 100, rows: 30 });
  await app.waitFor('(kai)');
  await app.press(KEY.enter);
  await app.waitFor('Kai (kai)');
  await app.press(KEY.tab);
  await app.waitFor((f) => f.includes(lang === 'zh' ? '▶ 时间线' : '▶ Timeline'));
  // The timeline is read after the pane opens: wait until the newest record is the highlighted row.
  await app.waitFor((f) => (f.split('\n').find((l) => l.startsWith('▶ 20')) ?? '').includes(`signal number ${n - 1}`));
  return { app, baseDir };
}

describe('correcting a record from the timeline', () => {
  it('c opens the highlighted record prefilled; a changed field is checked before the y/N, then written as a correction', async () => {
    const { app, baseDir } = await onTimeline(3);
    const before = fileText(baseDir, 'kai', 'events.jsonl');
    await app.press('c');
    await app.waitFor((f) => f.includes('Correct this record') && f.includes('signal number 2'));
    // Down to the score, a value out of range: said on the field, nothing asked yet.
    await app.press(KEY.down);
    await app.press(KEY.down);
    await app.press(KEY.backspace);
    await app.type('9');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.waitFor((f) => /from -5 to 5/.test(f));
    expect(app.frame()).not.toContain('(y/N)');
    await app.press(KEY.backspace);
    await app.type('2');
    await app.press(KEY.up);
    await app.press(KEY.up);
    await app.press(KEY.up);
    // The content too.
    await app.press(KEY.down);
    for (let i = 0; i < 20; i += 1) await app.press(KEY.backspace);
    await app.type('a late-night call');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.waitFor('(y/N)');
    expect(app.frame()).toContain('a late-night call');
    await app.press('y');
    await app.waitFor('record_corrected');
    // The log: as written, one correction appended.
    const now = fileText(baseDir, 'kai', 'events.jsonl');
    expect(now.startsWith(before)).toBe(true);
    const last = eventsOnDisk(baseDir, 'kai').at(-1);
    expect(last).toMatchObject({ type: 'record_corrected', data: { action: 'amend', changes: { content: 'a late-night call', score_delta: 2 } } });
    // Back on the timeline, the row reads as corrected, marked.
    await app.press(KEY.enter);
    const frame = await app.waitFor('a late-night call');
    const row = frame.split('\n').find((l) => l.includes('a late-night call') && !l.includes('Correction')) ?? '';
    expect(row).toContain('[corrected]');
    expect(row).toContain('Signal');
  });

  it('x retracts the highlighted record after a y/N; n keeps everything; the row stays, struck and marked', async () => {
    const { app, baseDir } = await onTimeline(2, 'zh');
    const before = fileText(baseDir, 'kai', 'events.jsonl');
    await app.press('x');
    await app.waitFor('撤回这一条');
    await app.press(KEY.enter);
    await app.waitFor('(y/N)');
    await app.press('n');
    await app.waitFor((f) => !f.includes('(y/N)'));
    expect(fileText(baseDir, 'kai', 'events.jsonl')).toBe(before);
    await app.press(KEY.enter);
    await app.waitFor('(y/N)');
    await app.press('y');
    await app.waitFor('record_corrected');
    expect(eventsOnDisk(baseDir, 'kai').at(-1)).toMatchObject({ type: 'record_corrected', data: { action: 'void' } });
    await app.press(KEY.enter);
    const frame = await app.waitFor('已撤回');
    expect(frame.split('\n').find((l) => l.includes('〔已撤回〕'))).toContain('signal number 1');
    // Enter on it: the event as logged, under a line saying it is retracted.
    if (!(frame.split('\n').find((l) => l.startsWith('▶ 20')) ?? '').includes('signal number 1')) await app.press('j');
    await app.waitFor((f) => (f.split('\n').find((l) => l.startsWith('▶ 20')) ?? '').includes('signal number 1'));
    await app.press(KEY.enter);
    const page = await app.waitFor((f) => f.includes('事件') && f.includes('〔已撤回〕') && f.includes('signal number 1'));
    expect(page).toContain('撤回');
  });

  it('the correction screen is named in the title line in both languages, and both tables name the same screens', () => {
    expect(Object.keys(tuiEn.screens).sort()).toEqual(Object.keys(tuiZh.screens).sort());
    for (const lang of ['zh', 'en'] as const) {
      const t = lang === 'zh' ? tuiZh : tuiEn;
      const line = titleLine([{ kind: 'list' }, { kind: 'detail', slug: 'kai' }, { kind: 'correct', slug: 'kai', ref: '@0', action: 'amend' }], t);
      const text = line.map((s) => s.text).join('');
      expect(text).not.toContain('correct ');
      expect(text.endsWith(lang === 'zh' ? '更正记录' : 'Correct a record')).toBe(true);
    }
  });

  it('the score history and the signal calendar read an event as corrected (a retracted reading is no point)', async () => {
    const baseDir = await baseWith([{ slug: 'kai', nickname: 'Kai' }]);
    const mem = openMemory({ baseDir });
    await mem.transaction('kai', (tx) =>
      void tx.append([
        { type: 'analysis_done', data: { score: 10, stage: '破冰期', summary: 'a' } },
        { type: 'analysis_done', data: { score: 20, stage: '破冰期', summary: 'b' } },
      ]),
    );
    const index = await mem.eventIndex('kai');
    const at = index.byTypes(['analysis_done']);
    const scores = () => at.map((i) => eventAsCorrected(index, i, mem.corrections('kai'))?.data['score'] ?? null);
    expect(scores()).toEqual([10, 20]);
    await runCorrection(mem, 'kai', { ref: `@${index.offsetOf(at[1] as number)}`, action: 'void' });
    expect(scores()).toEqual([10, null]);
    await runCorrection(mem, 'kai', { ref: `@${index.offsetOf(at[0] as number)}`, action: 'amend', set: { score: '12' } });
    expect(scores()).toEqual([12, null]);
  });
});
