import { describe, it, expect } from 'vitest';
import { renderApp, KEY } from './render-helper.js';
import { baseWith } from './fixtures.js';

// Moving then opening in one burst is checked in tmux (e2e-tmux.test.ts), where keys
// arrive as a terminal sends them (here act() would hold back the renders between keys).
describe('a burst of keys in one write (fast typing, a paste, tmux send-keys)', () => {
  it('types text then presses Enter when both arrive together', async () => {
    const baseDir = await baseWith([{ slug: 'aa', nickname: 'Aa' }]);
    const app = await renderApp({ baseDir });
    await app.waitFor('Crushes (1)');
    await app.press('n');
    await app.waitFor('New crush');
    await app.press(`xiaomei${KEY.enter}`);
    await app.waitFor((f) => /▶ Nickname/.test(f));
    expect(app.frame()).toContain('xiaomei');
  });

  it('quits on Ctrl-C even when it arrives together with other keys', async () => {
    for (const burst of ['j\u0003', '\u0003\u0003']) {
      const baseDir = await baseWith([{ slug: 'aa', nickname: 'Aa' }]);
      const app = await renderApp({ baseDir });
      await app.waitFor('Crushes (1)');
      await app.press(burst);
      await app.waitFor(() => app.exited());
      expect(app.exited(), JSON.stringify(burst)).toBe(true);
    }
  });
});
