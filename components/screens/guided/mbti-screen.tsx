import { Box, Text } from 'ink';
import { OBSERVATIONS, readMbti, runnerUp, TYPE_CARDS } from '../../../src/engine/index.js';
import { parseObservations, runMbti, type MbtiResult } from '../../../src/flows/index.js';
import { mbtiText } from '../../../src/present/report-other.js';
import { pick } from '../../../src/present/report-text.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useFormState, plainValues, formDirty } from '../../widgets/form/use-form-state.js';
import { useForm } from '../../widgets/form/use-form.js';
import { FormView } from '../../widgets/form/form-view.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { useWriteStep } from '../../widgets/write-step/use-write-step.js';
import { WriteStepView } from '../../widgets/write-step/write-step-view.js';
import { line, paragraph, type Line } from '../../widgets/text/line.js';

/**
 * MBTI: for each of the analyzer's observations, which way they lean (←/→);
 * the likely type follows as you answer; Enter on the last one saves it to the
 * profile after y/N, and shows the type's card.
 */
export function MbtiScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang, theme } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const fields: FieldSpec[] = OBSERVATIONS.map((o) => ({
    name: o.id,
    label: pick(o.label, lang),
    kind: 'choice',
    options: [o.dimension[0] as string, o.dimension[1] as string],
    optional: true,
    optionLabel: (v: string) => `${v} ${pick(o.ways[o.dimension.indexOf(v)] ?? o.ways[0], lang)}`,
  }));
  const [form, formDispatch] = useFormState(fields);
  const write = useWriteStep(slug, isActive, nav.back);
  const editing = write.state.phase === 'edit';
  const observe = Object.entries(plainValues(form))
    .filter(([, v]) => v !== '')
    .map(([id, v]) => `${id}=${v}`);
  // The same reading the flow makes from these answers when it saves them.
  const reading = readMbti(parseObservations(observe));
  const card = reading.type.includes('?') ? null : TYPE_CARDS[reading.type];
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && editing,
    dirty: formDirty(form) && write.state.phase !== 'done',
    onBack: nav.back,
    onSubmit: () => {
      if (reading.type.includes('?')) return formDispatch({ type: 'errors', errors: { [OBSERVATIONS[OBSERVATIONS.length - 1]?.id ?? '']: t.mbti.incomplete } });
      write.ask([line(t.mbti.save(reading.type), { bold: true })], async () => {
        const r: MbtiResult = await runMbti(mem, slug, { observe, save: true });
        return { changed: r.saved ? ['profile.md', 'events.jsonl'] : [], lines: mbtiText(r, lang, slug).flatMap((l): Line[] => (l === '' ? [line('')] : paragraph(l, cols - 2))) };
      });
    },
  });
  const second = runnerUp(reading);
  const summary = `${t.mbti.likely}${reading.type}${card ? ` · ${pick(card.name, lang)}` : ''}  ${reading.letters.map((l) => `${l.letter}:${t.mbti.confidence[l.confidence] ?? l.confidence}`).join(' ')}${second ? ` · ${t.mbti.runnerUp}${second.type}` : ''}`;
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {t.screens['mbti']} · {slug}
      </Text>
      {editing ? (
        <>
          <FormView state={form} focused={isActive} />
          <Text color={theme.fg('accent')} wrap="truncate-end">
            {summary}
          </Text>
        </>
      ) : (
        <WriteStepView step={write} height={body - 1} />
      )}
    </Box>
  );
}
