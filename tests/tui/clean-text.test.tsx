import { describe, expect, it } from 'vitest';
import { render } from 'ink-testing-library';
import { ServicesProvider, type Services } from '../../components/kernel/services-context.js';
import { LinesView } from '../../components/text/lines-view.js';
import { TextFieldView } from '../../components/text/text-field-view.js';
import { cleanText, visibleChar } from '../../components/text/clean-text.js';
import { makeTheme } from '../../components/kernel/theme.js';
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
