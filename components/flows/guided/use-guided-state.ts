import { useReducer } from 'react';
import type { Answers } from './guided-types.js';

export interface GuidedState {
  readonly index: number;
  readonly answers: Answers;
  /** Cursor (or scroll offset for info steps) per step id. */
  readonly cursor: Readonly<Record<string, number>>;
}

export type GuidedAction =
  | { type: 'next'; last: number }
  | { type: 'prev' }
  | { type: 'answer'; id: string; value: unknown }
  | { type: 'cursor'; id: string; to: number };

export function guidedReducer(s: GuidedState, a: GuidedAction): GuidedState {
  switch (a.type) {
    case 'next':
      return { ...s, index: Math.min(a.last, s.index + 1) };
    case 'prev':
      return { ...s, index: Math.max(0, s.index - 1) };
    case 'answer':
      return { ...s, answers: { ...s.answers, [a.id]: a.value } };
    case 'cursor':
      return { ...s, cursor: { ...s.cursor, [a.id]: a.to } };
  }
}

export function useGuidedState(initial: Answers = {}) {
  return useReducer(guidedReducer, { index: 0, answers: initial, cursor: {} });
}
