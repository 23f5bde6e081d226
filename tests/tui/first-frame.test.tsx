import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Box, Text } from 'ink';
import { render, cleanup } from 'ink-testing-library';
import { App } from '../../components/shell/app.js';
import { drawFirstFrame } from '../../components/screens/crush-list/first-frame.js';
import { lineToAnsi } from '../../components/widgets/text/ansi-line.js';
import { makeTheme } from '../../components/shell/kernel/theme.js';
import { textWidth } from '../../components/widgets/text/text-width.js';
import { openMemory } from '../../src/memory/index.js';
import type { Lang } from '../../src/i18n/index.js';
import { tempDir } from '../helpers/temp.js';
import { baseWith } from './fixtures.js';
import { KEY, renderApp } from './render-helper.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

const strip = (s: string): string => s.replace(/\u001B\[[0-9;?]*[A-Za-z]/g, '');
const rows = (s: string): string[] => s.split('\n').map((l) => l.trimEnd());

function example(): string {
  const base = join(tempDir('simp-first-frame-'), 'crushes');
  cpSync(join(ROOT, 'crushes'), base, { recursive: true });
  return base;
}

/** The frame the launcher draws before Ink loads, as the rows a terminal shows. */
function preFrame(baseDir: string, cols: number, rowsN: number, lang: Lang): string[] {
  const text = drawFirstFrame(openMemory({ baseDir }), { cols, rows: rowsN }, lang, false).text;
  if (text === null) throw new Error('no first frame drawn');
  return rows(strip(text));
}

describe('the first frame drawn before Ink loads', () => {
  it("is exactly Ink's very first frame of the app (footer keys and trend arrows included)", async () => {
    const baseDir = example();
    for (const lang of ['en', 'zh'] as const) {
      const mem = openMemory({ baseDir });
      let instance!: ReturnType<typeof render>;
      // ink-testing-library's terminal is 100 columns; with no row count the app assumes 24.
      await act(async () => {
        instance = render(<App mem={mem} lang={lang} color={false} watch={false} />);
      });
      const first = rows(instance.frames[0] ?? '');
      expect(first).toEqual(preFrame(baseDir, 100, 24, lang));
      expect(first.join('\n')).toMatch(/17\/25 🟢🟡 ↑/);
      expect(first.at(-1)).toMatch(/q (quit|退出)$/);
      await act(async () => cleanup());
    }
  });

  // The app draws this frame, then the band of what is coming under the list once it is read (crush-list/upcoming-band.ts).
  it('matches the settled app screen (before the band) at 80×24, 120×40 and 70×20, in zh and en, with more crushes than rows', async () => {
    const many = await baseWith(
      Array.from({ length: 30 }, (_, i) => ({
        slug: `p${String(i).padStart(2, '0')}`,
        nickname: i % 3 === 0 ? `心上人${i}号` : `Person ${i}`,
        ...(i % 2 === 0 ? { score: (i % 25) - 5, stage: '升温期' } : {}),
      })),
    );
    for (const baseDir of [example(), many]) {
      for (const [cols, rowsN, lang] of [
        [80, 24, 'zh'],
        [120, 40, 'en'],
        [70, 20, 'en'],
      ] as const) {
        const want = preFrame(baseDir, cols, rowsN, lang);
        const app = await renderApp({ baseDir, lang, cols, rows: rowsN, watch: false });
        const same = (f: string) => rows(f).join('\n') === want.join('\n');
        await app.waitFor(() => app.frames().some(same)).catch(() => undefined);
        expect(rows(app.frames().find(same) ?? app.frame())).toEqual(want);
        expect(want).toHaveLength(rowsN - 1);
        await act(async () => cleanup());
      }
    }
  });

  it('hands what it read to the app: no meta.json or state.md of the first frame is read again, and the app draws the same frame', async () => {
    const baseDir = example();
    for (const lang of ['en', 'zh'] as const) {
      const mem = openMemory({ baseDir });
      const calls = { list: 0, state: 0 };
      const { list, state } = mem;
      mem.list = (...a) => ((calls.list += 1), list(...a));
      mem.state = (...a) => ((calls.state += 1), state(...a));
      // The quick meta reader lists them (the service's list() is not called), state.md of the three rows on screen.
      const { text, preread } = drawFirstFrame(mem, { cols: 100, rows: 24 }, lang, false);
      expect(calls).toEqual({ list: 0, state: 3 });
      let instance!: ReturnType<typeof render>;
      await act(async () => {
        instance = render(<App mem={mem} lang={lang} color={false} watch={false} preread={preread} />);
      });
      expect(rows(instance.frames[0] ?? '')).toEqual(rows(strip(text ?? '')));
      expect(calls).toEqual({ list: 0, state: 3 });
      await act(async () => cleanup());
    }
  });

  it('shows problem rows and folders without meta.json as the app does', async () => {
    const baseDir = await baseWith([{ slug: 'fine', nickname: 'Fine' }]);
    mkdirSync(join(baseDir, 'bare'));
    mkdirSync(join(baseDir, 'broken'));
    writeFileSync(join(baseDir, 'broken', 'meta.json'), '{"nickname": ');
    const want = preFrame(baseDir, 100, 30, 'en');
    expect(want.join('\n')).toMatch(/broken .*(problem|cannot|⚠)/i);
    const app = await renderApp({ baseDir, lang: 'en', cols: 100, rows: 30, watch: false });
    const got = await app.waitFor((f) => rows(f).join('\n') === want.join('\n')).catch(() => app.frame());
    expect(rows(got)).toEqual(want);
  });

  it('is not drawn when the app opens on something else: no crushes, a too small terminal, an unreadable base', () => {
    const empty = tempDir('simp-first-empty-');
    expect(drawFirstFrame(openMemory({ baseDir: empty }), { cols: 100, rows: 30 }, 'en', true).text).toBeNull();
    expect(drawFirstFrame(openMemory({ baseDir: join(empty, 'missing') }), { cols: 100, rows: 30 }, 'en', true).text).toBeNull();
    const file = join(empty, 'a-file');
    writeFileSync(file, 'x');
    expect(drawFirstFrame(openMemory({ baseDir: file }), { cols: 100, rows: 30 }, 'en', true).text).toBeNull();
    const base = example();
    expect(drawFirstFrame(openMemory({ baseDir: base }), { cols: 69, rows: 30 }, 'en', true).text).toBeNull();
    expect(drawFirstFrame(openMemory({ baseDir: base }), { cols: 100, rows: 19 }, 'en', true).text).toBeNull();
    expect(drawFirstFrame(openMemory({ baseDir: base }), { cols: 70, rows: 20 }, 'en', true).text).not.toBeNull();
  });

  it('never passes escape sequences from a nickname to the terminal, in either frame', async () => {
    // simp refuses such a name; another tool may still write it into meta.json.
    const baseDir = await baseWith([{ slug: 'evil', nickname: 'Evil' }]);
    const metaPath = join(baseDir, 'evil', 'meta.json');
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, unknown>;
    const nickname = 'Ev\u001B[31mRED\u001B[0m\u001B[2J\u001B]0;owned\u0007il\ttab\u0007';
    writeFileSync(metaPath, JSON.stringify({ ...meta, nickname }));
    const text = drawFirstFrame(openMemory({ baseDir }), { cols: 100, rows: 30 }, 'en', true).text ?? '';
    expect(text).toContain('EvREDil tab (evil)');
    for (const bad of ['\u001B[31mRED', '\u001B[2J', '\u001B]', '\u0007', '\t']) expect(text).not.toContain(bad);
    const want = preFrame(baseDir, 100, 30, 'en');
    const app = await renderApp({ baseDir, lang: 'en', cols: 100, rows: 30, watch: false });
    const got = await app.waitFor((f) => rows(f).join('\n') === want.join('\n')).catch(() => app.frame());
    expect(got).not.toMatch(/\u001B|\u0007|\t/);
    expect(rows(got)).toEqual(want);
    // Columns stay aligned: widths are measured on the text that is shown.
    const header = rows(got).find((l) => l.includes('Stage')) ?? '';
    const row = rows(got).find((l) => l.includes('(evil)')) ?? '';
    expect(row.indexOf('Unknown')).toBe(header.indexOf('Stage'));
    // The same holds for file text in the panes: here a state.md section another tool wrote.
    const statePath = join(baseDir, 'evil', 'state.md');
    const state = readFileSync(statePath, 'utf8');
    writeFileSync(statePath, state.replace('[运行 /simp analyze 后自动生成]', '\u001B]52;c;b3duZWQ=\u0007Clipboard\u001B[2Jnote'));
    await app.press(KEY.enter);
    const detail = await app.waitFor('Clipboardnote');
    expect(detail).not.toMatch(/\u001B|\u0007/);
  });
});

describe('lineToAnsi', () => {
  it('writes styles as SGR codes, and no colour codes when colour is off', () => {
    const line = [{ text: 'simp', token: 'accent', bold: true }, { text: ' x', inverse: true, token: 'muted' }, { text: '!' }] as const;
    expect(lineToAnsi(line, makeTheme(true), 80)).toBe('\u001B[1;35msimp\u001B[0m\u001B[7;90m x\u001B[0m!');
    expect(lineToAnsi(line, makeTheme(false), 80)).toBe('\u001B[1msimp\u001B[0m\u001B[7m x\u001B[0m!');
  });

  it('writes the text alone for a terminal that takes no styles', () => {
    const line = [{ text: 'simp', token: 'accent', bold: true }, { text: ' x', inverse: true }] as const;
    expect(lineToAnsi(line, makeTheme(true), 80, false)).toBe('simp x');
  });

  it("cuts a row that is too wide exactly where Ink's truncate-end does", async () => {
    const cases: [string[], number][] = [
      [['abcdefghij'], 6],
      [['abc', 'defghij'], 5],
      [['小雨小雨小雨'], 7],
      [['ab', '小雨', 'cd'], 5],
      [['17/25 🟢🟡 ↑ ', 'tail'], 9],
      [['exact'], 5],
    ];
    for (const [parts, width] of cases) {
      // The render helper marks this an act() environment: Ink's first render is an update like any other.
      const instance = await act(async () =>
        render(
          <Box width={width}>
            <Text wrap="truncate-end">
              {parts.map((p, i) => (
                <Text key={i}>{p}</Text>
              ))}
            </Text>
          </Box>,
        ),
      );
      const ink = rows(instance.lastFrame() ?? '')[0];
      const ours = strip(lineToAnsi(parts.map((text) => ({ text })), makeTheme(false), width));
      expect(ours, `${parts.join('')} at ${width}`).toBe(ink);
      await act(async () => instance.unmount());
    }
  });

  it('never makes a row wider than the terminal, wide characters included', () => {
    const parts = [{ text: '▶ ' }, { text: '小雨小雨小雨 (xiaoyu)' }, { text: ' 17/25 🟢🟡 ↑' }];
    const full = textWidth(parts.map((p) => p.text).join(''));
    for (let width = 2; width <= full + 2; width += 1) {
      const shown = strip(lineToAnsi(parts, makeTheme(false), width));
      expect(textWidth(shown), `width ${width}: ${shown}`).toBeLessThanOrEqual(width);
      expect(shown.endsWith('…'), `width ${width}: ${shown}`).toBe(width < full);
    }
  });
});
