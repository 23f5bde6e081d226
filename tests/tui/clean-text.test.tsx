import { describe, expect, it } from 'vitest';
import { render } from 'ink-testing-library';
import { ServicesProvider, type Services } from '../../components/shell/kernel/services-context.js';
import { LinesView } from '../../components/widgets/text/lines-view.js';
import { TextFieldView } from '../../components/widgets/text/text-field-view.js';
import { cleanText, visibleChar } from '../../components/widgets/text/clean-text.js';
import { layoutField } from '../../components/widgets/text/field-layout.js';
import { textWidth } from '../../components/widgets/text/text-width.js';
import { truncate, wrapText } from '../../components/widgets/text/wrap-lines.js';
import { makeTheme } from '../../components/shell/kernel/theme.js';
import { openMemory } from '../../src/memory/index.js';
import { messages } from '../../src/i18n/index.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import { tempDir } from '../helpers/temp.js';

// Escape sequences another tool may leave in a file: a window title, a clipboard write, a
// colour, a screen clear, a cursor move, a lone ESC, BEL and a tab.
const HOSTILE = 'a\u001B]0;owned\u0007b\u001B]52;c;eA==\u001B\\c\u001B[31md\u001B[2Je\u001B[10;1Hf\u001Bg\u0007h\ti';

describe('text from files is shown without escape sequences', () => {
  it('cleanText drops whole sequences and control characters, and turns a tab into a space', () => {
    expect(cleanText(HOSTILE)).toBe('abcdefgh i');
    expect(cleanText('小雨 🟢 plain')).toBe('小雨 🟢 plain');
  });

  it('every row a pane draws goes through it (Ink itself keeps colour and OSC sequences)', () => {
    const services = { mem: openMemory({ baseDir: tempDir() }), lang: 'en', t: tuiEn, m: messages('en'), theme: makeTheme(false) } as unknown as Services;
    const { lastFrame } = render(
      <ServicesProvider value={services}>
        <LinesView lines={[[{ text: HOSTILE }], [{ text: 'x\u001B]8;;http://e.vil\u0007link\u001B]8;;\u0007' }]]} height={2} />
      </ServicesProvider>,
    );
    expect(lastFrame()).toBe('abcdefgh i\nxlink');
  });

  it('a field being edited shows a control character as � one for one, so the caret stays put', () => {
    expect([...'a\u001Bb\tc'].map(visibleChar).join('')).toBe('a\uFFFDb c');
    const { lastFrame } = render(<TextFieldView edit={{ value: 'a\u0007b', caret: 2 }} focused={false} />);
    expect(lastFrame()).toBe('a\uFFFDb');
  });
});

describe('bidi controls and zero-width characters are shown, as <U+XXXX>', () => {
  const FAMILY = '👨\u200D👩\u200D👧';

  it('cleanText shows each of them, and keeps the joiners inside an emoji and its variation selectors', () => {
    expect(cleanText('Mia\u202Egpj.exe')).toBe('Mia<U+202E>gpj.exe');
    expect(cleanText('a\u200Bb\u200Cc\u200Dd\u2060e\uFEFFf\u2066g\u2069h\u200Ei\u200Fj\u061Ck')).toBe('a<U+200B>b<U+200C>c<U+200D>d<U+2060>e<U+FEFF>f<U+2066>g<U+2069>h<U+200E>i<U+200F>j<U+061C>k');
    expect(cleanText(`家 ${FAMILY} 🏳️\u200D🌈 👩🏽\u200D💻 ❤️`)).toBe(`家 ${FAMILY} 🏳️\u200D🌈 👩🏽\u200D💻 ❤️`);
    // A joiner at the edge of an emoji, with no emoji on its other side, is shown.
    expect(cleanText('👨\u200Dx')).toBe('👨<U+200D>x');
  });

  it('their width is what is drawn, so wrapping and cutting made on the text fit the row', () => {
    expect(textWidth('ab\u202Ecd')).toBe(4 + 8);
    expect(textWidth(`小${FAMILY}`)).toBe(4);
    for (const row of wrapText('abc\u202Edef\u200Bghi', 10)) expect(textWidth(cleanText(row))).toBeLessThanOrEqual(10);
    expect(textWidth(cleanText(truncate('小雨\u202E说了很多很多话', 12)))).toBeLessThanOrEqual(12);
  });

  it('every row a pane draws, and a field being edited, show them; a field keeps an emoji whole', () => {
    const services = { mem: openMemory({ baseDir: tempDir() }), lang: 'en', t: tuiEn, m: messages('en'), theme: makeTheme(false) } as unknown as Services;
    const { lastFrame } = render(
      <ServicesProvider value={services}>
        <LinesView lines={[[{ text: 'name\u202Egpj.exe' }], [{ text: `x${FAMILY}` }]]} height={2} />
      </ServicesProvider>,
    );
    expect(lastFrame()).toBe(`name<U+202E>gpj.exe\nx${FAMILY}`);
    expect(visibleChar('\u202E')).toBe('<U+202E>');
    const field = render(<TextFieldView edit={{ value: `a\u2066b${FAMILY}`, caret: 0 }} focused={false} />);
    expect(field.lastFrame()).toBe(`a<U+2066>b${FAMILY}`);
    const laid = layoutField('a\u200Bb', 3, 40, false);
    expect(laid.rows[0]?.chars).toEqual(['a', '<U+200B>', 'b']);
    expect(laid.at.col).toBe(10);
  });
});
