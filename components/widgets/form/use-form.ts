import type { Dispatch } from 'react';
import { useCommands } from '../../shell/keys/keypress-context.js';
import { K, QUIT_WHILE_TYPING, type Binding } from '../../shell/keys/keymap.js';
import { editText } from '../text/text-edit.js';
import { useExternalEditor } from '../text/use-external-editor.js';
import { formDirty, type FormAction, type FormState } from './use-form-state.js';
import { useDirty } from '../../shell/kernel/leave-guard.js';
import { foldLineBreaks } from '../../../src/model/text.js';

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
/** A text field: Ctrl-E writes it in $VISUAL / $EDITOR. */
const TEXT_KEYS: readonly Binding[] = [...FORM_KEYS, K.editor, QUIT_WHILE_TYPING];

interface Options {
  state: FormState;
  dispatch: Dispatch<FormAction>;
  isActive: boolean;
  /** Enter on the last field. */
  onSubmit: () => void;
  onBack: () => void;
  /**
   * Whether the form holds typed text that leaving would lose (default: anything
   * changed since it started). Esc then asks "discard what you typed?" before
   * `onBack`, and Ctrl-C asks before quitting.
   */
  dirty?: boolean;
  /** false: Esc loses nothing here (the caller keeps the values), so it never asks. */
  askOnBack?: boolean;
}

/** Keys of a form: ↑/↓ or Tab between fields, typing edits text, ←/→ or Space changes a choice, Enter goes on. */
export function useForm({ state, dispatch, isActive, onSubmit, onBack, dirty, askOnBack = true }: Options): void {
  const field = state.fields[state.focus];
  const leave = useDirty(dirty ?? formDirty(state));
  const choice = field?.kind === 'choice';
  const external = useExternalEditor();
  useCommands(
    choice ? [...FORM_KEYS, ...CHOICE_KEYS] : field?.kind === 'text' ? TEXT_KEYS : FORM_KEYS,
    (command) => {
      switch (command) {
        case 'editor': {
          if (!field) return false;
          const now = state.values[field.name]?.value ?? '';
          const done = external(now);
          if (!done.ok) return dispatch({ type: 'errors', errors: { ...state.errors, [field.name]: done.error } });
          const text = field.multiline ? done.text : foldLineBreaks(done.text);
          return dispatch({ type: 'edit', value: { value: text, caret: [...text].length } });
        }
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
          return askOnBack ? leave(onBack) : onBack();
        default:
          return false;
      }
    },
    {
      isActive,
      onOther: (input, key) => {
        if (!field || choice) return false;
        const value = editText(state.values[field.name] ?? { value: '', caret: 0 }, input, key, field.multiline === true);
        if (value) dispatch({ type: 'edit', value });
        return value !== null;
      },
    },
  );
}
