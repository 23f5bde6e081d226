import { useReducer } from 'react';

export type FlowName = 'analyze' | 'progress' | 'quit' | 'crisis' | 'confess' | 'daily' | 'respect' | 'stage' | 'mode' | 'archive';

// The union of every screen is made from the table of screens (shell/screen-router.tsx).
export type { Screen } from '../screen-router.js';
import type { Screen } from '../screen-router.js';

/** What a flow opened from another screen starts with: the answers already given there, where each cursor sits, which step. */
export interface FlowStart {
  readonly answers: Readonly<Record<string, unknown>>;
  readonly cursor?: Readonly<Record<string, number>>;
  readonly step?: number;
}

export interface NavState {
  readonly stack: readonly Screen[];
  readonly help: boolean;
  /** One line shown above the footer after a write ("changed: ..."). */
  readonly notice: string | null;
}

export type NavAction =
  | { type: 'push'; screen: Screen }
  | { type: 'replace'; screen: Screen }
  | { type: 'back' }
  | { type: 'help'; open: boolean }
  | { type: 'notice'; text: string | null }
  /** Back to the list, the rest of the stack dropped (the crush on it was renamed or deleted). */
  | { type: 'home'; notice: string | null };

export const INITIAL_NAV: NavState = { stack: [{ kind: 'list' }], help: false, notice: null };

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'push':
      return { ...state, stack: [...state.stack, action.screen], notice: null };
    // A status line belongs to the screen that set it: leaving that screen clears it.
    case 'replace':
      return { ...state, stack: [...state.stack.slice(0, -1), action.screen], notice: null };
    case 'back':
      // Esc goes back one level and never leaves the first screen (quitting is q).
      if (state.help) return { ...state, help: false };
      return state.stack.length > 1 ? { ...state, stack: state.stack.slice(0, -1), notice: null } : state;
    case 'help':
      return { ...state, help: action.open };
    case 'notice':
      return { ...state, notice: action.text };
    case 'home':
      return { stack: [{ kind: 'list' }], help: false, notice: action.notice };
  }
}

export function topScreen(state: NavState): Screen {
  return state.stack[state.stack.length - 1] ?? { kind: 'list' };
}

/**
 * `help`: the app opens with the key help shown (`?` typed before it loaded);
 * `open`: on that crush's screen, the list under it (Enter typed before it loaded).
 */
export function useNavState(start: { help: boolean; open?: string } = { help: false }) {
  return useReducer(navReducer, start, ({ help, open }): NavState => ({
    ...INITIAL_NAV,
    stack: open === undefined ? INITIAL_NAV.stack : [...INITIAL_NAV.stack, { kind: 'detail', slug: open }],
    help,
  }));
}
