import { Box, Text } from 'ink';
import { crisisGuessText } from '../../../src/present/report-other.js';
import { suggestCrisis } from '../../../src/flows/crisis-suggest.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useFormState, plainValues } from '../../widgets/form/use-form-state.js';
import { useForm } from '../../widgets/form/use-form.js';
import { FormView } from '../../widgets/form/form-view.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { LinesView } from '../../widgets/text/lines-view.js';
import { line, paragraph, type Line } from '../../widgets/text/line.js';
import { attempt } from './flow-report.js';
import { CRISIS_TYPES } from '../../../src/engine/index.js';

/**
 * "What happened?": a difficult moment told in words; the crisis types it sounds
 * like follow, with the top one's playbook. Nothing is written: recording one is
 * the crisis flow (Enter opens it).
 */
export function CrisisHelpScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang, theme } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const fields: FieldSpec[] = [{ name: 'what', label: t.crisisHelp.what, kind: 'text', multiline: true }];
  const [form, formDispatch] = useFormState(fields);
  const what = plainValues(form)['what'] ?? '';
  const found = what.trim() === '' ? null : attempt(lang, () => suggestCrisis(mem, slug, what));
  // Enter carries the words and the type it sounds like most into the crisis flow: the cursor on that type.
  const top = found?.ok ? found.value.suggestions[0]?.id : undefined;
  const at = top === undefined ? -1 : CRISIS_TYPES.findIndex((c) => c.id === top);
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive,
    onBack: nav.back,
    onSubmit: () =>
      nav.replace({
        kind: 'flow',
        slug,
        flow: 'crisis',
        start: { answers: { what: { what: what.trim() } }, cursor: at >= 0 ? { type: at } : {} },
      }),
  });
  const lines: Line[] =
    found === null
      ? [line(t.crisisHelp.empty, { token: 'muted' })]
      : !found.ok
        ? [line(found.error, { token: 'danger' })]
        : crisisGuessText(found.value, lang, slug)
            .slice(0, -1)
            .flatMap((l): Line[] => (l === '' ? [line('')] : paragraph(l.trimStart(), cols - 2, {}, /^ */.exec(l)?.[0] ?? '')));
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['crisisHelp']} · {slug}
      </Text>
      <Text color={theme.fg('muted')} wrap="wrap">
        {t.crisisHelp.intro}
      </Text>
      <FormView state={form} focused={isActive} />
      <LinesView lines={lines} height={Math.max(3, body - 5)} />
    </Box>
  );
}
