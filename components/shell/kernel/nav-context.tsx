import { createContext, useContext, useMemo, type Dispatch, type ReactNode } from 'react';
import { topScreen, type NavAction, type NavState, type Screen } from './use-nav-state.js';

export interface NavActions {
  push(screen: Screen): void;
  replace(screen: Screen): void;
  back(): void;
  help(open: boolean): void;
  notice(text: string | null): void;
  /** Back to the crush list alone, saying `notice`. */
  home(notice?: string | null): void;
}

// State and actions in separate contexts: screens that only navigate do not re-render on every change.
const StateContext = createContext<NavState | null>(null);
const ActionsContext = createContext<NavActions | null>(null);

export function NavProvider({ state, dispatch, children }: { state: NavState; dispatch: Dispatch<NavAction>; children: ReactNode }) {
  const actions = useMemo<NavActions>(
    () => ({
      push: (screen) => dispatch({ type: 'push', screen }),
      replace: (screen) => dispatch({ type: 'replace', screen }),
      back: () => dispatch({ type: 'back' }),
      help: (open) => dispatch({ type: 'help', open }),
      notice: (text) => dispatch({ type: 'notice', text }),
      home: (notice = null) => dispatch({ type: 'home', notice }),
    }),
    [dispatch],
  );
  return (
    <StateContext.Provider value={state}>
      <ActionsContext.Provider value={actions}>{children}</ActionsContext.Provider>
    </StateContext.Provider>
  );
}

export function useNav(): NavActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useNav must be used inside a NavProvider');
  return actions;
}

export function useNavView(): NavState & { top: Screen } {
  const state = useContext(StateContext);
  if (!state) throw new Error('useNavView must be used inside a NavProvider');
  return { ...state, top: topScreen(state) };
}
