import { useCallback, useMemo, useRef, type Dispatch, type ReactNode } from 'react';
import { useApp } from 'ink';
import { messages, type Lang } from '../../src/i18n/index.js';
import { tuiZh } from '../../src/i18n/tui-zh.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import type { Memory } from '../../src/memory/index.js';
import { makeTheme } from './kernel/theme.js';
import { KeypressProvider } from './keys/keypress-context.js';
import type { Command } from './keys/keymap.js';
import { ServicesProvider, type Services } from './kernel/services-context.js';
import { LockWaitProvider } from './kernel/lock-wait.js';
import { LiveDataProvider, type Preread } from './kernel/live-data.js';
import { NavProvider } from './kernel/nav-context.js';
import { topScreen, useNavState, type NavAction, type NavState } from './kernel/use-nav-state.js';
import { LeaveGuardProvider, useAsking, useLeaveGuard } from './kernel/leave-guard.js';
import { DraftsProvider } from './kernel/drafts.js';
import { Shell } from './shell.js';
import { OPENING, type StartState } from './kernel/start-state.js';
import { StartContext } from './kernel/start-context.js';
import { EventIndexStore } from '../screens/timeline/event-index-store.js';
// The app opens on the crush list.
import { LIST_KEYS } from '../screens/crush-list/list-keys.js';

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
  /** Told the exit code just before the app exits: 0 for q, 130 for Ctrl-C (the shell's code for an interrupt). */
  onExit?: (code: number) => void;
}

/** The shell's exit code for a program stopped by Ctrl-C (128 + SIGINT). */
export const INTERRUPTED = 130;

/** The whole TUI: services, live refresh, navigation and the key dispatcher around the shell. */
export function App({ mem, lang, color, watch = true, preread, start = OPENING, onExit }: AppProps) {
  const services = useMemo<Services>(
    () => ({ mem, lang, t: lang === 'zh' ? tuiZh : tuiEn, m: messages(lang), theme: makeTheme(color) }),
    [mem, lang, color],
  );
  const [nav, dispatch] = useNavState(start);
  return (
    <ServicesProvider value={services}>
      <LockWaitProvider mem={mem}>
      <LiveDataProvider mem={mem} watch={watch} preread={preread}>
        <NavProvider state={nav} dispatch={dispatch}>
          <LeaveGuardProvider>
            <Keyed nav={nav} dispatch={dispatch} onExit={onExit}>
              <EventIndexStore>
                <DraftsProvider>
                  <StartContext.Provider value={start}>
                    <Shell />
                  </StartContext.Provider>
                </DraftsProvider>
              </EventIndexStore>
            </Keyed>
          </LeaveGuardProvider>
        </NavProvider>
      </LiveDataProvider>
      </LockWaitProvider>
    </ServicesProvider>
  );
}

/**
 * The keys no screen took: `?` opens the help; q quits from the crush list only
 * (inside a form or flow it is a letter or nothing); Ctrl-C quits from anywhere,
 * first asking "discard what you typed?" where a form or flow holds typed text or
 * answers (a second Ctrl-C quits without asking).
 */
function Keyed({ nav, dispatch, onExit, children }: { nav: NavState; dispatch: Dispatch<NavAction>; onExit?: (code: number) => void; children: ReactNode }) {
  const { exit } = useApp();
  const guard = useLeaveGuard();
  const asking = useAsking();
  // Keys are handed out after renders: read what is on screen now, not at the render that bound the handler.
  const now = useRef({ nav, asking });
  now.current = { nav, asking };
  const onGlobal = useCallback(
    (command: Command) => {
      const quit = (code: number): void => {
        onExit?.(code);
        exit();
      };
      if (command === 'help') dispatch({ type: 'help', open: true });
      if (command === 'quit' && topScreen(now.current.nav).kind === 'list') quit(0);
      if (command === 'interrupt') {
        if (now.current.asking || !guard.anyDirty()) return quit(INTERRUPTED);
        guard.ask('quit', () => quit(INTERRUPTED));
      }
    },
    [exit, dispatch, guard, onExit],
  );
  return (
    <KeypressProvider onGlobal={onGlobal} initialBindings={LIST_KEYS}>
      {children}
    </KeypressProvider>
  );
}
