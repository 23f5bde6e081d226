import { useReducer } from 'react';
import { fit, moveBy, moveTo, START, type CursorWindow } from '../../widgets/scroll/cursor-window.js';
import { emptyText, type TextEdit } from '../../widgets/text/text-edit.js';

export interface TimelineState {
  readonly win: CursorWindow;
  /** Event types shown; null shows every type. */
  readonly types: readonly string[] | null;
  /** Applied search text ('' = none). */
  readonly query: string;
  /** The search line while typing. */
  readonly draft: TextEdit;
  readonly mode: 'browse' | 'search' | 'pick';
  /** The type picker: cursor and ticked types before Enter applies them. */
  readonly pick: { readonly cursor: number; readonly ticked: readonly string[] };
}

export type TimelineAction =
  | { type: 'move'; delta: number; count: number; height: number }
  | { type: 'jump'; index: number; count: number; height: number }
  | { type: 'fit'; count: number; height: number }
  | { type: 'startSearch' }
  | { type: 'draft'; draft: TextEdit }
  | { type: 'applySearch' }
  | { type: 'startPick'; all: readonly string[] }
  | { type: 'pickMove'; delta: number; count: number }
  | { type: 'pickToggle'; name: string }
  | { type: 'applyPick'; all: readonly string[] }
  | { type: 'cancel' }
  | { type: 'clear' }
  /** New events arrived at the top: keep the cursor on the event it was on. */
  | { type: 'shift'; by: number; count: number; height: number };

export const INITIAL_TIMELINE: TimelineState = {
  win: START,
  types: null,
  query: '',
  draft: emptyText(),
  mode: 'browse',
  pick: { cursor: 0, ticked: [] },
};

export function timelineReducer(s: TimelineState, a: TimelineAction): TimelineState {
  switch (a.type) {
    case 'move':
      return { ...s, win: moveBy(s.win, a.delta, a.count, a.height) };
    case 'jump':
      return { ...s, win: moveTo(s.win, a.index, a.count, a.height) };
    case 'fit':
      return { ...s, win: fit(s.win, a.count, a.height) };
    case 'shift':
      if (s.win.cursor === 0) return s;
      return { ...s, win: fit({ cursor: s.win.cursor + a.by, top: s.win.top + a.by }, a.count, a.height) };
    case 'startSearch':
      return { ...s, mode: 'search', draft: emptyText(s.query) };
    case 'draft':
      return { ...s, draft: a.draft };
    case 'applySearch':
      return { ...s, mode: 'browse', query: s.draft.value.trim(), win: START };
    case 'startPick':
      return { ...s, mode: 'pick', pick: { cursor: 0, ticked: s.types ?? a.all } };
    case 'pickMove':
      return { ...s, pick: { ...s.pick, cursor: Math.max(0, Math.min(a.count - 1, s.pick.cursor + a.delta)) } };
    case 'pickToggle': {
      const on = s.pick.ticked.includes(a.name);
      const ticked = on ? s.pick.ticked.filter((x) => x !== a.name) : [...s.pick.ticked, a.name];
      return { ...s, pick: { ...s.pick, ticked } };
    }
    case 'applyPick': {
      const all = a.all.every((x) => s.pick.ticked.includes(x));
      return { ...s, mode: 'browse', types: all ? null : s.pick.ticked, win: START };
    }
    case 'cancel':
      return { ...s, mode: 'browse' };
    case 'clear':
      return { ...s, mode: 'browse', types: null, query: '', win: START };
  }
}

export const isFiltered = (s: TimelineState): boolean => s.types !== null || s.query !== '';

export function useTimelineState() {
  return useReducer(timelineReducer, INITIAL_TIMELINE);
}
