import { useReducer } from 'react';
import type { Line } from '../../../widgets/text/line.js';
import type { Answers, Offer, Preview } from './guided-types.js';

/**
 * Where a guided flow is: answering its steps; planning (the last answer is
 * stored, and the flow's pure plan is read from it on the next render); or
 * reading the summary of that plan before y/N.
 */
export type GuidedPhase =
  | { readonly kind: 'steps' }
  | { readonly kind: 'planning' }
  | { readonly kind: 'summary'; readonly lines: readonly Line[]; readonly replaces: boolean; readonly top: number };

export interface GuidedState {
  /** The step being answered (kept while the summary shows, so Esc returns to it). */
  readonly index: number;
  readonly answers: Answers;
  /** Cursor (or scroll offset for info steps) per step id. */
  readonly cursor: Readonly<Record<string, number>>;
  readonly phase: GuidedPhase;
  /** Why Enter did not go on (nothing ticked where something must be, a plan the flow refused). */
  readonly problem: string | null;
  /** A next step the write offered (archive after a let-go conclusion): taken only with its key. */
  readonly offer: Offer | null;
}

export type GuidedAction =
  /** Enter on a step: the next one, or planning after the last (`last` is its index). */
  | { type: 'next'; last: number }
  /** Esc: from the summary back to the last step, from a step to the one before. */
  | { type: 'back' }
  | { type: 'answer'; id: string; value: unknown }
  | { type: 'cursor'; id: string; to: number }
  | { type: 'scroll'; to: number }
  | { type: 'planned'; preview: Preview }
  | { type: 'problem'; text: string }
  | { type: 'offer'; offer: Offer | null };

const STEPS: GuidedPhase = { kind: 'steps' };

export function guidedReducer(s: GuidedState, a: GuidedAction): GuidedState {
  switch (a.type) {
    case 'next':
      if (s.phase.kind !== 'steps') return s;
      return s.index >= a.last ? { ...s, phase: { kind: 'planning' }, problem: null } : { ...s, index: s.index + 1, problem: null };
    case 'back':
      if (s.phase.kind !== 'steps') return { ...s, phase: STEPS, problem: null };
      return { ...s, index: Math.max(0, s.index - 1), problem: null };
    case 'answer':
      return { ...s, answers: { ...s.answers, [a.id]: a.value } };
    case 'cursor':
      return { ...s, cursor: { ...s.cursor, [a.id]: a.to } };
    case 'scroll':
      return s.phase.kind === 'summary' ? { ...s, phase: { ...s.phase, top: a.to } } : s;
    case 'planned':
      if (s.phase.kind !== 'planning') return s;
      if ('error' in a.preview) return { ...s, phase: STEPS, problem: a.preview.error };
      return { ...s, phase: { kind: 'summary', lines: a.preview.lines, replaces: a.preview.replaces, top: 0 } };
    case 'problem':
      return { ...s, problem: a.text };
    case 'offer':
      return { ...s, offer: a.offer };
  }
}

export function useGuidedState(initial: Answers = {}, cursor: Readonly<Record<string, number>> = {}, index = 0) {
  return useReducer(guidedReducer, { index, answers: initial, cursor, phase: STEPS, problem: null, offer: null });
}
