import { useCallback, useMemo } from 'react';
import { useApp } from 'ink';
import { messages, type Lang } from '../../src/i18n/index.js';
import { tuiZh } from '../../src/i18n/tui-zh.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import type { Memory } from '../../src/memory/index.js';
import { makeTheme } from '../kernel/theme.js';
import { KeypressProvider } from '../keys/keypress-context.js';
import type { Command } from '../keys/keymap.js';
import { ServicesProvider, type Services } from '../kernel/services-context.js';
import { LiveDataProvider, type Preread } from '../kernel/live-data.js';
import { NavProvider } from '../kernel/nav-context.js';
import { useNavState } from '../kernel/use-nav-state.js';
import { Shell } from './shell.js';
import { OPENING, type StartState } from '../kernel/start-state.js';
import { StartContext } from '../kernel/start-context.js';
import { EventIndexStore } from '../timeline/event-index-store.js';
// The app opens on the crush list.
import { LIST_KEYS } from '../crush-list/list-keys.js';

export interface AppProps {
  mem: Memory;
  lang: Lang;
  color: boolean;
  /** Watch the base folder for writes by other programs (off in some tests). */
  watch?: boolean;
  /** What the launcher read for its first frame (not read again). */
  preread?: Preread;
  /** Where keys typed before the app loaded left the list (the launcher answered them). */
  start?: StartState;
}

/** The whole TUI: services, live refresh, navigation and the key dispatcher around the shell. */
export function App({ mem, lang, color, watch = true, preread, start = OPENING }: AppProps) {
  const services = useMemo<Services>(
    () => ({ mem, lang, t: lang === 'zh' ? tuiZh : tuiEn, m: messages(lang), theme: makeTheme(color) }),
    [mem, lang, color],
  );
  const [nav, dispatch] = useNavState(start.help);
  const { exit } = useApp();
  const onGlobal = useCallback(
    (command: Command) => {
      if (command === 'quit') exit();
      if (command === 'help') dispatch({ type: 'help', open: true });
    },
    [exit, dispatch],
  );
  return (
    <ServicesProvider value={services}>
      <LiveDataProvider mem={mem} watch={watch} preread={preread}>
        <NavProvider state={nav} dispatch={dispatch}>
          <KeypressProvider onGlobal={onGlobal} initialBindings={LIST_KEYS}>
            <EventIndexStore>
              <StartContext.Provider value={start}>
                <Shell />
              </StartContext.Provider>
            </EventIndexStore>
          </KeypressProvider>
        </NavProvider>
      </LiveDataProvider>
    </ServicesProvider>
  );
}
