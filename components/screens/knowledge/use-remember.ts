import type { Dispatch } from 'react';
import { useCommands } from '../../shell/keys/keypress-context.js';
import { K, NAV, QUIT_WHILE_TYPING, type Binding } from '../../shell/keys/keymap.js';
import { scrollDelta } from '../../widgets/scroll/window-step.js';
import { editText } from '../../widgets/text/text-edit.js';
import type { RememberAction, RememberState } from './use-remember-state.js';

/** Rows PgUp / PgDn move by in the pick and review lists. */
const PAGE = 10;

export const PICK_KEYS: readonly Binding[] = [K.move, ...NAV, K.toggle, { ...K.open, label: 'submit' }, { ...K.back, label: 'skip' }, K.help];
export const REVIEW_KEYS: readonly Binding[] = [
  K.move,
  ...NAV,
  { ...K.edit, label: 'editMeaning', footer: true },
  { ...K.open, label: 'save' },
  K.back,
  K.help,
];
/** Only Enter and Esc: every other key is typed into the meaning (q and ? included). */
export const EDIT_KEYS: readonly Binding[] = [{ ...K.open, label: 'apply' }, { ...K.back, label: 'cancel' }, QUIT_WHILE_TYPING];

interface Options {
  state: RememberState;
  dispatch: Dispatch<RememberAction>;
  /** False while typing the fact (a form has the keys) and while the write step asks or shows. */
  isActive: boolean;
  /** Enter on the ticked notes: plan them. */
  onPlan: () => void;
  /** Enter on the review: ask y/N. */
  onSave: () => void;
  /** Enter in the editor: re-plan with the edited meaning. */
  onApply: () => void;
  /** Esc on the offered notes: leave, saving nothing. */
  onSkip: () => void;
}

/** Keys of the pick, review and edit phases of "remember this". */
export function useRemember({ state, dispatch, isActive, onPlan, onSave, onApply, onSkip }: Options): void {
  const phase = state.phase;
  const keys = phase === 'pick' ? PICK_KEYS : phase === 'edit' ? EDIT_KEYS : REVIEW_KEYS;
  useCommands(
    keys,
    (command) => {
      // The reducer keeps the cursor on a row; a page is the rows a small terminal shows.
      const delta = scrollDelta(command, PAGE, Number.MAX_SAFE_INTEGER);
      if (delta !== null) return dispatch({ type: 'move', by: delta });
      switch (command) {
        case 'toggle':
          return dispatch({ type: 'toggle' });
        case 'edit':
          return dispatch({ type: 'startEdit' });
        case 'open':
          return phase === 'pick' ? onPlan() : phase === 'edit' ? onApply() : onSave();
        case 'back':
          return phase === 'pick' ? onSkip() : dispatch({ type: 'back' });
        default:
          return false;
      }
    },
    {
      isActive: isActive && phase !== 'input',
      onOther: (input, key) => {
        if (phase !== 'edit') return false;
        const draft = editText(state.draft, input, key);
        if (draft) dispatch({ type: 'draft', draft });
        return draft !== null;
      },
    },
  );
}
