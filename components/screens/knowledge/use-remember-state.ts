import { useReducer } from 'react';
import type { OfferedCandidate } from '../../../src/flows/knowledge-index.js';
import { emptyText, type TextEdit } from '../../widgets/text/text-edit.js';
import type { Planned } from './remember-plan.js';

/**
 * input (type a fact) or pick (tick offered notes) → review (old vs fused) ⇄ edit
 * (one fused meaning); the y/N save and its result belong to the write step.
 */
export type RememberPhase = 'input' | 'pick' | 'review' | 'edit';

export interface RememberState {
  readonly phase: RememberPhase;
  /** Notes a flow offered; empty when the user types a fact. */
  readonly offered: readonly OfferedCandidate[];
  readonly ticked: readonly boolean[];
  /** The offered note (pick) or the write (review, edit) under the cursor. */
  readonly cursor: number;
  readonly planned: Planned | null;
  /** The fused meaning being edited. */
  readonly draft: TextEdit;
  readonly error: string | null;
}

export type RememberAction =
  | { type: 'planned'; planned: Planned }
  | { type: 'error'; error: string | null }
  | { type: 'move'; by: number }
  | { type: 'toggle' }
  | { type: 'startEdit' }
  | { type: 'draft'; draft: TextEdit }
  | { type: 'back' };

export function initRemember(offered: readonly OfferedCandidate[] = []): RememberState {
  return {
    phase: offered.length > 0 ? 'pick' : 'input',
    offered,
    // Every note starts ticked: the user opened the offer to save them; unticking is one key.
    ticked: offered.map(() => true),
    cursor: 0,
    planned: null,
    draft: emptyText(),
    error: null,
  };
}

const rows = (s: RememberState): number => (s.phase === 'pick' ? s.offered.length : (s.planned?.plan.previews.length ?? 0));

export function rememberReducer(s: RememberState, a: RememberAction): RememberState {
  switch (a.type) {
    case 'planned':
      // An applied edit stays on its write; a fresh plan starts at the first.
      return { ...s, phase: 'review', planned: a.planned, cursor: s.phase === 'edit' ? s.cursor : 0, error: null };
    case 'error':
      return { ...s, error: a.error };
    case 'move':
      return { ...s, cursor: Math.max(0, Math.min(rows(s) - 1, s.cursor + a.by)) };
    case 'toggle':
      if (s.phase !== 'pick') return s;
      return { ...s, ticked: s.ticked.map((on, i) => (i === s.cursor ? !on : on)), error: null };
    case 'startEdit': {
      const preview = s.planned?.plan.previews[s.cursor];
      return preview && s.phase === 'review' ? { ...s, phase: 'edit', draft: emptyText(preview.fused_meaning), error: null } : s;
    }
    case 'draft':
      return { ...s, draft: a.draft };
    case 'back':
      if (s.phase === 'edit') return { ...s, phase: 'review', error: null };
      if (s.phase === 'review') return { ...s, phase: s.offered.length > 0 ? 'pick' : 'input', planned: null, cursor: 0, error: null };
      return s;
  }
}

export function useRememberState(offered?: readonly OfferedCandidate[]) {
  return useReducer(rememberReducer, offered, initRemember);
}
