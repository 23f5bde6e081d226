import { Box, Text } from 'ink';
import { CONFESS_CHECKLIST, METHODS } from '../../../src/engine/index.js';
import { planConfession } from '../../../src/flows/confess-plan.js';
import { runChecklist } from '../../../src/flows/confess-check.js';
import { pick } from '../../../src/present/report-text.js';
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

/**
 * Before confessing: tick what only you can tell, answer the three questions of
 * the method, write the memory and the feeling; the verdict, the method and the
 * words in four layers follow. Nothing is written: Enter opens the confess flow.
 */
export function ConfessPrepScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang, theme } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const k = t.confessPrep;
  const yesNo = (name: string, label: string): FieldSpec => ({ name, label, kind: 'choice', options: ['yes', 'no'], optional: true, optionLabel: (v) => k.yesNo[v] ?? v });
  const fields: FieldSpec[] = [
    ...CONFESS_CHECKLIST.filter((i) => !i.auto).map((i) => ({ name: i.id, label: k.items[i.id] ?? pick(i.label, lang), kind: 'choice' as const, options: ['yes'], optional: true, optionLabel: () => '✓' })),
    yesNo('canMeet', k.canMeet),
    yesNo('theyFace', k.theyFace),
    yesNo('nervous', k.nervous),
    { name: 'memory', label: k.memory, kind: 'text', optional: true },
    { name: 'feeling', label: k.feeling, kind: 'text', optional: true },
  ];
  const [form, formDispatch] = useFormState(fields);
  const v = plainValues(form);
  const bool = (x: string | undefined) => (x === 'yes' ? true : x === 'no' ? false : undefined);
  const confirmed = CONFESS_CHECKLIST.filter((i) => !i.auto && v[i.id] === 'yes').map((i) => i.id);
  const plan = attempt(lang, () => planConfession(mem, slug, { canMeet: bool(v['canMeet']), theyFaceIt: bool(v['theyFace']), nervous: bool(v['nervous']) }, { memory: v['memory'], feeling: v['feeling'] }, lang));
  const check = attempt(lang, () => runChecklist(mem, slug, confirmed));
  // Enter carries the method the plan chose (and what you wrote) into the confess flow, which starts past asking it.
  const method = plan.ok ? pick(METHODS[plan.value.method].name, lang) : '';
  const note = [v['memory'], v['feeling']].map((x) => (x ?? '').trim()).filter(Boolean).join('\n');
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive,
    onBack: nav.back,
    onSubmit: () =>
      nav.replace({ kind: 'flow', slug, flow: 'confess', start: method ? { answers: { method: { method, note } }, step: 1 } : undefined }),
  });
  const lines: Line[] = [];
  if (!plan.ok || !check.ok) lines.push(line(plan.ok ? (check.ok ? '' : check.error) : plan.error, { token: 'danger' }));
  else {
    const verdict = k.verdicts[check.value.verdict] ?? check.value.verdict;
    lines.push(line(`${k.verdict}${verdict}  (${check.value.items.filter((i) => i.met).length}/${check.value.items.length})`, { bold: true }));
    // Which items are not met, by name: the verdict is never a bare number.
    const unmet = check.value.items.filter((i) => !i.met);
    if (unmet.length > 0) lines.push(line(k.notMet, { token: 'warning' }), ...unmet.map((i) => line(`  · ${k.items[i.item.id] ?? pick(i.item.label, lang)}`, { token: 'warning' })));
    lines.push(line(`${k.method}${pick(METHODS[plan.value.method].name, lang)}`, { token: 'accent' }));
    if (plan.value.text) lines.push(...plan.value.text.flatMap((l) => paragraph(`  ${l}`, cols - 2)));
    if (plan.value.findings.length > 0) lines.push(line(k.findings(plan.value.findings.length), { token: 'warning' }));
    lines.push(line(k.go, { token: 'muted' }));
  }
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['confessPrep']} · {slug}
      </Text>
      <FormView state={form} focused={isActive} />
      <LinesView lines={lines} height={Math.max(3, body - fields.length - 2)} />
    </Box>
  );
}
