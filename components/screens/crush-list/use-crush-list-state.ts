import { useReducer } from 'react';
import { fit, moveBy, moveTo, START, type CursorWindow } from '../../widgets/scroll/cursor-window.js';
import { emptyText, type TextEdit } from '../../widgets/text/text-edit.js';
import { useStartState } from '../../shell/kernel/start-context.js';

export interface CrushListState {
  readonly win: CursorWindow;
  readonly query: TextEdit;
  /** True while the `/` filter line has the keyboard. */
  readonly typing: boolean;
  /** Archived crushes are listed too (`a`). */
  readonly showArchived: boolean;
}

export type CrushListAction =
  | { type: 'move'; delta: number; count: number; height: number }
  | { type: 'jump'; index: number; count: number; height: number }
  | { type: 'fit'; count: number; height: number }
  | { type: 'startFilter' }
  | { type: 'query'; query: TextEdit }
  | { type: 'endFilter' }
  | { type: 'clearFilter' }
  | { type: 'toggleArchived' };

export const INITIAL_LIST: CrushListState = { win: START, query: emptyText(), typing: false, showArchived: false };

export function crushListReducer(state: CrushListState, action: CrushListAction): CrushListState {
  switch (action.type) {
    case 'move':
      return { ...state, win: moveBy(state.win, action.delta, action.count, action.height) };
    case 'jump':
      return { ...state, win: moveTo(state.win, action.index, action.count, action.height) };
    case 'fit':
      return { ...state, win: fit(state.win, action.count, action.height) };
    case 'startFilter':
      return { ...state, typing: true };
    case 'query':
      // A new query starts from the first match.
      return { ...state, query: action.query, win: START };
    case 'endFilter':
      return { ...state, typing: false };
    case 'clearFilter':
      return { ...state, typing: false, query: emptyText(), win: START };
    case 'toggleArchived':
      return { ...state, showArchived: !state.showArchived, win: START };
  }
}

export function useCrushListState() {
  // The cursor where keys typed before the app loaded left it.
  const { win } = useStartState();
  return useReducer(crushListReducer, win, (w) => ({ ...INITIAL_LIST, win: w }));
}
