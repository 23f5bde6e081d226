import { useReducer } from 'react';
import { fit, moveBy, moveTo, START, type CursorWindow } from '../scroll/cursor-window.js';

export type MenuAction =
  | { type: 'move'; delta: number; count: number; height: number }
  | { type: 'jump'; index: number; count: number; height: number }
  | { type: 'fit'; count: number; height: number };

export function menuReducer(w: CursorWindow, a: MenuAction): CursorWindow {
  switch (a.type) {
    case 'move':
      return moveBy(w, a.delta, a.count, a.height);
    case 'jump':
      return moveTo(w, a.index, a.count, a.height);
    case 'fit':
      return fit(w, a.count, a.height);
  }
}

export function useMenuState() {
  return useReducer(menuReducer, START);
}
