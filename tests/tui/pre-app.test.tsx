import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { cleanup } from 'ink-testing-library';
import { PreApp, splitKeys } from '../../components/shell/pre-app.js';
import { quickList, quickRowSource } from '../../components/screens/crush-list/first-frame.js';
import { resolveBaseDir } from '../../src/memory/crush/paths.js';
import { openMemory } from '../../src/memory/index.js';
import type { Lang } from '../../src/i18n/index.js';
import { addSignals, baseWith } from './fixtures.js';
import { KEY, renderApp } from './render-helper.js';

const strip = (s: string): string => s.replace(/\u001B\[[0-9;?]*[A-Za-z]/g, '');
const rows = (s: string): string[] => s.split('\n').map((l) => l.trimEnd());

/** The launcher's keyboard over a base folder, as the binary makes it. */
function preApp(baseDir: string, cols: number, rowsN: number, lang: Lang): PreApp {
  const ctx = { base: resolveBaseDir(baseDir), now: () => new Date() };
  const listed = quickList(ctx);
  if (!listed) throw new Error('the quick reader gave up');
  return new PreApp({ rows: listed, size: { cols, rows: rowsN }, lang, color: false, styles: false, source: quickRowSource(ctx) });
}

const feed = (pre: PreApp, text: string) => pre.feed(Buffer.from(text, 'latin1'));

/** The slug of the list's row `i`, as the launcher lists them. */
const slugAt = (baseDir: string, i: number): string | undefined => quickList({ base: resolveBaseDir(baseDir), now: () => new Date() })?.[i]?.slug;

async function manyCrushes(): Promise<string> {
  return baseWith(
    Array.from({ length: 30 }, (_, i) => ({
      slug: `p${String(i).padStart(2, '0')}`,
      nickname: i % 3 === 0 ? `心上人${i}号` : `Person ${i}`,
      ...(i % 2 === 0 ? { score: (i % 25) - 5, stage: '升温期' } : {}),
    })),
  );
}

describe('keys typed before the app has loaded', () => {
  it("are read through the list's bindings of the app's keymap: arrows (both encodings), j/k, ?, Enter, a lone Esc, q and Ctrl-C; the first other key stops the reading", () => {
    expect(splitKeys('\u001B[A\u001BOAk\u001B[B\u001BOBj?q\u0003\r')).toEqual({
      keys: ['up', 'up', 'up', 'down', 'down', 'down', 'help', 'quit', 'interrupt', 'open'].map((key, i) => ({ key, at: [0, 3, 6, 7, 10, 13, 14, 15, 16, 17][i] })),
      rest: 18,
    });
    expect(splitKeys('\u001B')).toEqual({ keys: [{ key: 'back', at: 0 }], rest: 1 });
    // Esc followed by more is another key (Alt-x, a sequence the launcher does not know): left to the app.
    expect(splitKeys('\u001Bx')).toEqual({ keys: [], rest: 0 });
    expect(splitKeys('jj\rj')).toEqual({ keys: [{ key: 'down', at: 0 }, { key: 'down', at: 1 }, { key: 'open', at: 2 }, { key: 'down', at: 3 }], rest: 4 });
    // The list's other keys (search, filter, page down, a capital G, text beyond ASCII) are the app's.
    for (const other of ['s', '/', '\u001B[6~', 'G', 'n', '\u00E4']) expect(splitKeys(`j${other}j`), JSON.stringify(other)).toEqual({ keys: [{ key: 'down', at: 0 }], rest: 1 });
    expect(splitKeys('')).toEqual({ keys: [], rest: 0 });
  });

  it('move the cursor, open and close the help, quit; the first key it does not answer and all after it go to the app in order', async () => {
    const baseDir = await manyCrushes();
    const pre = preApp(baseDir, 100, 24, 'en');
    expect(feed(pre, 'j')).toBe('redraw');
    expect(feed(pre, '\u001B[Bj')).toBe('redraw');
    expect(pre.state.win.cursor).toBe(3);
    // Up at the top does not move (nothing to redraw).
    expect(feed(pre, 'kkkk')).toBe('redraw');
    expect(feed(pre, 'k')).toBeNull();
    expect(pre.state.win.cursor).toBe(0);
    expect(feed(pre, '?')).toBe('redraw');
    expect(pre.state.help).toBe(true);
    expect(strip(pre.frame())).toContain('Keys · Crushes');
    expect(feed(pre, '\u001B')).toBe('redraw');
    expect(pre.state.help).toBe(false);
    // j is answered, Enter opens the crush under the cursor, and the j typed after it is the app's (its screen's).
    expect(feed(pre, 'j\rj')).toBe('redraw');
    expect(pre.state.win.cursor).toBe(1);
    expect(feed(pre, 'j')).toBeNull();
    expect(Buffer.concat(pre.queued).toString('latin1')).toBe('jj');
    expect(pre.state).toMatchObject({ win: { cursor: 1 }, help: false, open: slugAt(baseDir, 1) });
    expect(feed(preApp(await manyCrushes(), 100, 24, 'en'), 'jq')).toBe('quit');
    // Ctrl-C is told apart from q: it quits with 130, q with 0.
    expect(feed(preApp(await manyCrushes(), 100, 24, 'en'), '\u0003')).toBe('interrupt');
    // In the help, scrolling is the app's.
    const help = preApp(await manyCrushes(), 100, 24, 'en');
    feed(help, '?j');
    expect(Buffer.concat(help.queued).toString('latin1')).toBe('j');
  });

  it('draws what the app draws when it opens in that state: the cursor moved past the first screen, and the help, at three sizes in zh and en', async () => {
    const baseDir = await manyCrushes();
    for (const [cols, rowsN, lang, keys] of [
      [100, 24, 'en', 'jjj'],
      [80, 24, 'zh', 'j'.repeat(25)],
      [120, 40, 'en', '?'],
      [80, 24, 'zh', 'jj?'],
      [70, 20, 'en', 'j'.repeat(40)],
    ] as const) {
      const pre = preApp(baseDir, cols, rowsN, lang);
      feed(pre, keys);
      const want = rows(strip(pre.frame()));
      expect(want).toHaveLength(rowsN - 1);
      const app = await renderApp({ baseDir, lang, cols, rows: rowsN, watch: false, start: pre.state });
      // Before the band of what is coming (read after the app's frame) takes its rows.
      const same = (f: string) => rows(f).join('\n') === want.join('\n');
      await app.waitFor(() => app.frames().some(same)).catch(() => undefined);
      expect(rows(app.frames().find(same) ?? app.frame()), `${cols}×${rowsN} ${lang} after ${keys}`).toEqual(want);
      // And the app goes on from there: the help closes with Esc on the row the launcher left the cursor on.
      if (pre.state.help) {
        await app.press(KEY.esc);
        const list = await app.waitFor((f) => !f.includes('Keys · ') && !f.includes('按键'));
        const cursorRow = rows(list).find((l) => l.startsWith('▶')) ?? '';
        const slug = slugAt(baseDir, pre.state.win.cursor);
        expect(slug).toBeTruthy();
        expect(cursorRow).toContain(`(${slug})`);
      }
      await act(async () => cleanup());
    }
  });

  it('hand Enter and the keys typed fast after it to the app once each, in order: its first frame is the crush, j/k move there, Esc goes back to the row Enter was on', async () => {
    const baseDir = await manyCrushes();
    // Six crushes written last, with signals: the list's first six rows, whatever their order.
    for (let i = 0; i < 6; i += 1) await addSignals(baseDir, `p0${i}`, 12, 12);
    const row = 3;
    const slug = slugAt(baseDir, row) ?? '';
    expect(slug).toMatch(/^p0[0-5]$/);
    const down = 'j'.repeat(row);
    // Typed as one chunk, and key by key as the terminal may hand them over.
    for (const chunks of [[`${down}\rjjk\u001B`], [...down, '\r', 'j', 'j', 'k', '\u001B']]) {
      const pre = preApp(baseDir, 80, 20, 'en');
      for (const chunk of chunks) expect(feed(pre, chunk)).not.toBe('quit');
      expect(pre.state).toEqual({ win: expect.objectContaining({ cursor: row }), help: false, open: slug });
      // Enter is answered (the app opens on the crush); what came after it is the app's, once each.
      expect(Buffer.concat(pre.queued).toString('latin1')).toBe('jjk\u001B');
      const app = await renderApp({ baseDir, lang: 'en', cols: 80, rows: 20, watch: false, start: pre.state });
      const detail = await app.waitFor(`(${slug})`);
      expect(app.frames().some((f) => f.includes('Crushes ('))).toBe(false);
      // The state pane's first two lines as opened.
      const pane = rows(detail).findIndex((l) => l.startsWith('▶ State')) + 1;
      const [first, second] = rows(detail).slice(pane, pane + 2);
      expect(pane).toBeGreaterThan(0);
      // As the launcher hands them over (unshifted into the app's input; Ink holds a last lone Esc
      // back a moment, as here): j j k scroll the state pane down one line, exactly.
      const handed = Buffer.concat(pre.queued).toString('latin1');
      await app.press(handed.slice(0, -1));
      const scrolled = await app.waitFor((f) => f.includes(`(${slug})`) && rows(f)[pane] !== first);
      expect(rows(scrolled)[pane]).toBe(second);
      await app.press(handed.slice(-1));
      const list = await app.waitFor('Crushes (');
      expect(rows(list).find((l) => l.startsWith('▶'))).toContain(`(${slug})`);
      await act(async () => cleanup());
    }
  });

  it('hand the app what they read for the list: it draws the rows on screen without reading a state.md or a log again', async () => {
    const baseDir = await manyCrushes();
    for (const [cols, keys] of [[120, 'jj'], [80, 'j\r']] as const) {
      const pre = preApp(baseDir, cols, 24, 'en');
      pre.frame();
      feed(pre, keys);
      if (!pre.state.open) pre.frame();
      const { start, preread } = pre.handOver();
      const reads: string[] = [];
      const mem = openMemory({ baseDir });
      const counted = Object.assign(Object.create(mem) as typeof mem, {
        state: (slug: string) => (reads.push(`state ${slug}`), mem.state(slug)),
        recent: (...args: Parameters<typeof mem.recent>) => (reads.push(`recent ${JSON.stringify(args.slice(1))} ${args[0]}`), mem.recent(...args)),
      });
      const app = await renderApp({ baseDir, mem: counted, lang: 'en', cols, rows: 24, watch: false, start, preread });
      await app.waitFor(start.open ? `(${start.open})` : 'Crushes (');
      // A row's trend is its state.md and (from 100 columns) its last signals; the crush opened reads
      // its own files, and the band of what is coming reads every folder after the frame (other events).
      const rowReads = reads.filter((r) => /^(state|recent \[30,\["signal_recorded"\]\]) /.test(r) && !r.endsWith(` ${start.open}`));
      expect(rowReads, `${cols} ${JSON.stringify(keys)}`).toEqual([]);
      await act(async () => cleanup());
    }
  });

  it('answer Enter at once: the notice line says which crush is opening until the app draws it, in zh and en', async () => {
    const baseDir = await manyCrushes();
    for (const [lang, said] of [['en', 'Opening'], ['zh', '正在打开']] as const) {
      const pre = preApp(baseDir, 100, 24, lang);
      expect(strip(pre.frame())).not.toContain(said);
      feed(pre, 'j');
      expect(feed(pre, '\r')).toBe('redraw');
      const slug = slugAt(baseDir, 1) as string;
      const line = rows(strip(pre.frame())).find((l) => l.includes(said));
      expect(line, lang).toContain(`(${slug})`);
      expect(pre.state.open).toBe(slug);
    }
  });
});
