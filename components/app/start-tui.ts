import { createElement } from 'react';
import { render } from 'ink';
import type { Memory } from '../../src/memory/index.js';
import type { Lang } from '../../src/i18n/index.js';
import { App } from './app.js';

/** Renders the app full screen and resolves when the user quits. Loaded only once NODE_ENV is settled. */
export async function startTui(opts: { mem: Memory; lang: Lang; color: boolean }): Promise<void> {
  // Ctrl-C is a key of the app's keymap (quit), not Ink's built-in exit.
  const app = render(createElement(App, opts), { exitOnCtrlC: false });
  await app.waitUntilExit();
}
