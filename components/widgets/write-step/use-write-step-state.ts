import { useReducer } from 'react';
import type { Line } from '../text/line.js';

/** edit → confirm (y/N) → writing → done | failed; a "no" goes back to edit with nothing written. */
export type WritePhase = 'edit' | 'confirm' | 'writing' | 'done' | 'failed';

export interface WriteStepState {
  readonly phase: WritePhase;
  readonly summary: readonly Line[];
  /** The write replaces state.md as a whole: the prompt says so. */
  readonly replaces: boolean;
  readonly changed: readonly string[];
  /** What the write reported (a flow's result), shown with the changed files. */
  readonly result: readonly Line[];
  readonly error: string | null;
  /** Set after a cancelled confirmation, until the next change. */
  readonly cancelled: boolean;
  /** First summary row shown: a long summary (a rollback's diff) scrolls while y/N waits. */
  readonly top: number;
}

export type WriteStepAction =
  | { type: 'ask'; summary: readonly Line[]; replaces: boolean }
  | { type: 'start' }
  | { type: 'done'; changed: readonly string[]; result?: readonly Line[] }
  | { type: 'fail'; error: string }
  | { type: 'cancel' }
  /** `max`: the last first row the view can show (the summary's length less the rows shown). */
  | { type: 'scroll'; by: number; max: number }
  | { type: 'edit' };

export const INITIAL_WRITE: WriteStepState = {
  phase: 'edit',
  summary: [],
  replaces: false,
  changed: [],
  result: [],
  error: null,
  cancelled: false,
  top: 0,
};

export function writeStepReducer(s: WriteStepState, a: WriteStepAction): WriteStepState {
  switch (a.type) {
    case 'ask':
      return { ...INITIAL_WRITE, phase: 'confirm', summary: a.summary, replaces: a.replaces };
    case 'start':
      return s.phase === 'confirm' ? { ...s, phase: 'writing' } : s;
    case 'done':
      return { ...s, phase: 'done', changed: a.changed, result: a.result ?? [] };
    case 'fail':
      return { ...s, phase: 'failed', error: a.error };
    case 'cancel':
      return { ...s, phase: 'edit', cancelled: true };
    case 'scroll':
      return { ...s, top: Math.max(0, Math.min(a.max, Math.min(s.top, a.max) + a.by)) };
    case 'edit':
      return { ...s, phase: 'edit', error: null };
  }
}

export function useWriteStepState() {
  return useReducer(writeStepReducer, INITIAL_WRITE);
}
