import { useReducer } from 'react';
import { scrollBy } from '../../widgets/scroll/cursor-window.js';

export const PANES = ['profile', 'state', 'timeline'] as const;
export type Pane = (typeof PANES)[number];
type TextPane = Exclude<Pane, 'timeline'>;

export interface DetailState {
  readonly pane: Pane;
  readonly offsets: Readonly<Record<TextPane, number>>;
}

export type DetailAction =
  | { type: 'cycle'; by: 1 | -1 }
  | { type: 'focus'; pane: Pane }
  | { type: 'scroll'; pane: TextPane; delta: number; total: number; height: number };

export const INITIAL_DETAIL: DetailState = { pane: 'state', offsets: { profile: 0, state: 0 } };

export function detailReducer(s: DetailState, a: DetailAction): DetailState {
  switch (a.type) {
    case 'cycle': {
      const i = PANES.indexOf(s.pane);
      return { ...s, pane: PANES[(i + a.by + PANES.length) % PANES.length] ?? 'state' };
    }
    case 'focus':
      return { ...s, pane: a.pane };
    case 'scroll':
      return { ...s, offsets: { ...s.offsets, [a.pane]: scrollBy(s.offsets[a.pane], a.delta, a.total, a.height) } };
  }
}

export function useDetailState() {
  return useReducer(detailReducer, INITIAL_DETAIL);
}
