import { LinesView } from '../../../widgets/text/lines-view.js';
import { useFormState, plainValues } from '../../../widgets/form/use-form-state.js';
import { useForm } from '../../../widgets/form/use-form.js';
import { FormView } from '../../../widgets/form/form-view.js';
import type { Step } from './guided-types.js';

type TextStepSpec = Extract<Step, { kind: 'text' }>;

interface Props {
  step: TextStepSpec;
  /** What was typed here before (coming back with Esc): the form starts from it. */
  initial: Readonly<Record<string, string>>;
  height: number;
  focused: boolean;
  isActive: boolean;
  onSubmit: (values: Record<string, string>) => void;
  /** Esc: back a step, what was typed here kept (it is the step's answer until changed). */
  onBack: (values: Record<string, string>) => void;
}

/** A form step of a guided flow. Mounted per step (keyed by its id), so its form starts from that step's answers. */
export function TextStep({ step, initial, height, focused, isActive, onSubmit, onBack }: Props) {
  const [form, formDispatch] = useFormState(step.fields, initial);
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive,
    // Going back a step keeps what was typed: nothing is lost, so nothing is asked.
    askOnBack: false,
    onBack: () => onBack(plainValues(form)),
    onSubmit: () => {
      const values = plainValues(form);
      const errors = step.check?.(values) ?? {};
      if (Object.keys(errors).length > 0) return formDispatch({ type: 'errors', errors });
      onSubmit(values);
    },
  });
  // Lines under the fields that follow what is typed (related topics).
  const aside = step.aside ? step.aside(plainValues(form)) : [];
  const asideRows = Math.max(0, Math.min(aside.length, height - 2 * step.fields.length));
  return (
    <>
      <FormView state={form} focused={focused} />
      {asideRows > 0 ? <LinesView lines={aside} height={asideRows} /> : null}
    </>
  );
}
