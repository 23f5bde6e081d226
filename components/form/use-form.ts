import type { Dispatch } from 'react';
import { useCommands } from '../keys/keypress-context.js';
import { K, type Binding } from '../keys/keymap.js';
import { editText } from '../text/text-edit.js';
import type { FormAction, FormState } from './use-form-state.js';

const arrowsOnly = (b: Binding): Binding => ({ ...b, keys: b.keys.filter((k) => k.key) });

/** Only named keys: letters (j, k, q, ?) are typed into the field. */
export const FORM_KEYS: readonly Binding[] = [
  { ...arrowsOnly(K.up), label: 'field' },
  { ...arrowsOnly(K.down), label: 'field', show: '↑↓', footer: true },
  { ...K.nextPane, label: 'field', footer: false },
  { ...K.prevPane, label: 'field' },
  { ...K.open, label: 'submit' },
  K.back,
];
const CHOICE_KEYS: readonly Binding[] = [{ ...K.left, show: '←→', label: 'right', footer: true }, K.right, { ...K.toggle, label: 'right' }];

interface Options {
  state: FormState;
  dispatch: Dispatch<FormAction>;
  isActive: boolean;
  /** Enter on the last field. */
  onSubmit: () => void;
  onBack: () => void;
}

/** Keys of a form: ↑/↓ or Tab between fields, typing edits text, ←/→ or Space changes a choice, Enter goes on. */
export function useForm({ state, dispatch, isActive, onSubmit, onBack }: Options): void {
  const field = state.fields[state.focus];
  const choice = field?.kind === 'choice';
  useCommands(
    choice ? [...FORM_KEYS, ...CHOICE_KEYS] : FORM_KEYS,
    (command) => {
      switch (command) {
        case 'up':
        case 'prevPane':
          return dispatch({ type: 'focus', by: -1 });
        case 'down':
        case 'nextPane':
          return dispatch({ type: 'focus', by: 1 });
        case 'left':
        case 'right':
        case 'toggle':
          return dispatch({ type: 'cycle', by: command === 'left' ? -1 : 1 });
        case 'open':
          return state.focus >= state.fields.length - 1 ? onSubmit() : dispatch({ type: 'focus', by: 1 });
        case 'back':
          return onBack();
        default:
          return false;
      }
    },
    {
      isActive,
      onOther: (input, key) => {
        if (!field || choice) return false;
        const value = editText(state.values[field.name] ?? { value: '', caret: 0 }, input, key);
        if (value) dispatch({ type: 'edit', value });
        return value !== null;
      },
    },
  );
}
