import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from 'ink-testing-library';
import { ServicesProvider, type Services } from '../../components/shell/kernel/services-context.js';
import { KeypressProvider } from '../../components/shell/keys/keypress-context.js';
import { ScreenBoundary } from '../../components/shell/screen-boundary.js';
import { makeTheme } from '../../components/shell/kernel/theme.js';
import { openMemory } from '../../src/memory/index.js';
import { messages } from '../../src/i18n/index.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import { tempDir } from '../helpers/temp.js';
import './render-helper.js';

function Broken(): never {
  throw new Error('row 3 has no label');
}

describe('a render bug in a screen', () => {
  it('becomes a screen that says what happened, with Esc back, never a crash', async () => {
    const services = { mem: openMemory({ baseDir: tempDir() }), lang: 'en', t: tuiEn, m: messages('en'), theme: makeTheme(false) } as unknown as Services;
    const back = vi.fn();
    const app = await act(async () =>
      render(
        <ServicesProvider value={services}>
          <KeypressProvider onGlobal={() => undefined}>
            <ScreenBoundary isActive onBack={back}>
              <Broken />
            </ScreenBoundary>
          </KeypressProvider>
        </ServicesProvider>,
      ),
    );
    expect(app.lastFrame()).toContain('This screen ran into a bug and stopped (row 3 has no label)');
    expect(app.lastFrame()).toContain('Esc back');
    await act(async () => void app.stdin.write('\u001B'));
    await act(async () => new Promise((r) => setTimeout(r, 60)));
    expect(back).toHaveBeenCalledTimes(1);
    await act(async () => app.unmount());
  });
});
