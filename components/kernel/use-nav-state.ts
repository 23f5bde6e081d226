import { useReducer } from 'react';
import type { OfferedCandidate } from '../../src/flows/knowledge-index.js';
import type { InteractionRecord } from '../../src/memory/index.js';

export type FlowName = 'analyze' | 'progress' | 'quit' | 'crisis' | 'confess' | 'daily' | 'respect' | 'stage' | 'mode' | 'archive';

/** Every screen of the app; the stack's last entry is the one shown. */
export type Screen =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'detail'; slug: string }
  | { kind: 'event'; slug: string; index: number }
  /** Correct (amend) or retract (void) one record: `ref` as `simp amend` takes it (`@offset`, `i@offset`). */
  | { kind: 'correct'; slug: string; ref: string; action: 'amend' | 'void' }
  /** One interaction of interactions.jsonl, read whole. */
  | { kind: 'record'; slug: string; record: InteractionRecord }
  | { kind: 'actions'; slug: string }
  | { kind: 'entry'; slug: string }
  | { kind: 'edit'; slug: string }
  | { kind: 'section'; slug: string }
  | { kind: 'versions'; slug: string }
  /** Mend what the crush's banner names (`simp doctor --fix`). */
  | { kind: 'doctor'; slug: string }
  /** Rebuild state.md and meta.json from the events (the repair an error offers). */
  | { kind: 'repair'; slug: string }
  /** Topic memory: a fact typed here, or the notes a flow offered (`offered`). */
  | { kind: 'remember'; slug: string; offered?: readonly OfferedCandidate[] }
  /** Every crush's records searched for a text; a result opens where it is. */
  | { kind: 'search'; text?: string }
  /** Rename or delete (move to .trash/) a crush. */
  | { kind: 'rename'; slug: string }
  | { kind: 'export'; slug: string }
  /** A draft message checked as it is typed. */
  | { kind: 'workshop'; slug: string }
  | { kind: 'rhythm'; slug: string }
  | { kind: 'why'; slug: string }
  /** How are you: the user's own mood. */
  | { kind: 'feel'; slug: string }
  | { kind: 'import'; slug: string }
  | { kind: 'media'; slug: string }
  /** Their MBTI type from what they do. */
  | { kind: 'mbti'; slug: string }
  /** A difficult moment in words: which crisis type it sounds like. */
  | { kind: 'crisisHelp'; slug: string }
  /** The confession check, method and words before confessing. */
  | { kind: 'confessPrep'; slug: string }
  | { kind: 'delete'; slug: string }
  /** How a confession went. */
  | { kind: 'outcome'; slug: string }
  /** "What happened": one interaction for interactions.jsonl. */
  | { kind: 'log'; slug: string }
  /** Every topic memory of a crush, to edit or delete one. */
  | { kind: 'topics'; slug: string }
  | { kind: 'flow'; slug: string; flow: FlowName; start?: FlowStart };

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

/** `help`: the app opens with the key help shown (`?` typed before it loaded). */
export function useNavState(help = false) {
  return useReducer(navReducer, help, (open) => (open ? { ...INITIAL_NAV, help: true } : INITIAL_NAV));
}
