import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useFormState, plainValues, formDirty } from '../../widgets/form/use-form-state.js';
import { useForm } from '../../widgets/form/use-form.js';
import { FormView } from '../../widgets/form/form-view.js';
import { toData } from '../../widgets/form/form-fields.js';
import { useState } from 'react';
import { line } from '../../widgets/text/line.js';
import { profileValue, runIntake, suggestSlug } from '../../../src/flows/index.js';
import { storedNames } from '../../../src/flows/profile.js';
import { genderEn } from '../../../src/engine/catalog-intake.js';
import { useWriteStep } from '../../widgets/write-step/use-write-step.js';
import { WriteStepView } from '../../widgets/write-step/write-step-view.js';
import { summaryLines } from '../../widgets/write-step/summary-lines.js';
import { createFields, checkCreate, intakeOf, INTAKE_FIELDS } from './create-fields.js';

/** New crush: slug, name, personality and a few optional fields → the folder with every file of the layout. */
export function CreateScreen({ isActive }: { isActive: boolean }) {
  const { t, mem, theme, lang } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const [form, dispatch] = useFormState(createFields(t, lang));
  const values = plainValues(form);
  // The slug written: as typed, or the one the nickname's pinyin suggested at submit.
  const [suggested, setSuggested] = useState<string | null>(null);
  const slug = values['slug']?.trim() || suggested || '';
  // After creating, Enter opens the new crush in place of this form.
  const write = useWriteStep(null, isActive, () => nav.replace({ kind: 'detail', slug }));
  const editing = write.state.phase === 'edit';
  useForm({
    state: form,
    dispatch,
    isActive: isActive && editing,
    dirty: formDirty(form) && write.state.phase !== 'done',
    onBack: nav.back,
    onSubmit: () => {
      const errors = checkCreate(values, t, lang);
      if (Object.keys(errors).length > 0) return dispatch({ type: 'errors', errors });
      void (async () => {
        const typed = values['slug']?.trim() ?? '';
        const chosen = typed || (await suggestSlug(mem, values['nickname'] ?? ''));
        if (!chosen) return dispatch({ type: 'errors', errors: { slug: t.form.empty } });
        setSuggested(typed ? null : chosen);
        const { slug: _s, nickname, personality_type, ...rest } = values;
        const fields = Object.fromEntries(Object.entries(rest).filter(([k]) => !(INTAKE_FIELDS as readonly string[]).includes(k)));
        // The summary shows the fields as they will be stored (MBTI in capitals, an age as a number, 女 for female).
        const data = { ...toData(form.fields, values), slug: chosen };
        const stored = Object.fromEntries(
          Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? (k === 'gender' ? (storedNames({ gender: v })['gender'] ?? v) : profileValue(k, v)) : v]),
        );
        const field = (k: string) => form.fields.find((f) => f.name === k);
        const words = {
          label: (k: string) => field(k)?.label ?? k,
          value: (k: string, v: unknown) => {
            const f = field(k);
            if (k === 'gender' && lang === 'en' && typeof v === 'string') return genderEn(v) ?? v;
            return f?.optionLabel && typeof v === 'string' ? f.optionLabel(v) : String(v);
          },
        };
        const lines = summaryLines(stored, words);
        write.ask(typed ? lines : [line(t.create.slugFrom(chosen), { token: 'accent' }), ...lines], async () => {
          const made = await runIntake(mem, { slug: chosen, nickname, personality_type, fields, intake: intakeOf(values), stage: values['stage'] || undefined });
          return { changed: made.files };
        });
      })();
    },
  });
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['create']}
      </Text>
      {editing ? <FormView state={form} focused={editing} rows={body - 3} /> : null}
      {Object.keys(form.errors).length > 0 ? <Text color={theme.fg('danger')}>{t.form.fix}</Text> : null}
      {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
      {!editing ? <WriteStepView step={write} height={body - 1} /> : null}
    </Box>
  );
}
