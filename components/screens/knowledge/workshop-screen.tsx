import { useMemo } from 'react';
import { Box, Text } from 'ink';
import { sentMessages, workshop } from '../../../src/flows/message.js';
import { textModels } from '../../../src/flows/text-models.js';
import { situationLines } from '../../../src/present/report-other.js';
import { respectLines } from '../../../src/present/respect-text.js';
import { lintMessage, repeatOf } from '../../../src/engine/index.js';
import { useLive } from '../../shell/kernel/live-data.js';
import { cleanText } from '../../widgets/text/clean-text.js';
import { loadTagger } from '../../../src/memory/index.js';
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
import { liveTopicLines } from './topic-lines.js';
import { useTopics } from './use-topics.js';
import { useKeepDraft, useKeptDraft } from '../../shell/kernel/drafts.js';

/**
 * `w`: a draft message written here is checked as it is typed (what reads
 * machine-written, what manipulates) beside the topics it meets. Nothing is sent
 * or saved: it is a workshop.
 */
export function WorkshopScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, lang, theme, mem } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const topics = useTopics(slug);
  const k = t.workshop;
  const base = useMemo(() => workshop(mem, slug, {}), [mem, slug]);
  const situations = base.situations;
  const fields: FieldSpec[] = [
    {
      name: 'situation',
      label: k.situation,
      kind: 'choice',
      options: situations.map((x) => x.id),
      optional: true,
      optionLabel: (v: string) => {
        const x = situations.find((s) => s.id === v);
        return x ? `${x.icon} ${pick(x.name, lang)}` : v;
      },
    },
    { name: 'draft', label: k.draft, kind: 'text', multiline: true },
  ];
  // The draft stays while the app runs: Esc and back (or to another crush and back) finds it again.
  const kept = useKeptDraft(`workshop:${slug}`);
  const [form, formDispatch] = useFormState(fields, kept);
  const values = plainValues(form);
  useKeepDraft(`workshop:${slug}`, values);
  // Esc keeps the draft, so it never asks; Ctrl-C (quitting) still asks while a draft is here.
  useForm({ state: form, dispatch: formDispatch, isActive, onBack: nav.back, onSubmit: () => undefined, askOnBack: false, dirty: (values['draft'] ?? '').trim() !== '' });
  const draft = values['draft'] ?? '';
  const chosen = values['situation'] ?? '';
  // The chosen situation's guide: read again only when the choice changes.
  // While their no is respected, no situation's pursuing line is offered: the period, why, and how to answer if they write.
  const guide = useMemo(
    () => (base.respect ? respectLines(base.respect, slug, lang, { contact: true, medium: 'screen' }) : chosen === '' ? [] : situationLines(workshop(mem, slug, { situation: chosen }), lang, slug)),
    [mem, slug, chosen, lang, base],
  );
  const findings = draft.trim() === '' ? [] : lintMessage(draft, loadTagger() ?? undefined, { models: textModels() });
  // What you sent lately (as logged): a draft close to one of them says so, with its day.
  const sent = useLive(`sent:${slug}`, slug, () => sentMessages(mem, slug));
  const repeat = draft.trim() === '' ? null : repeatOf(draft, sent, mem.ctx.now());
  const width = cols - 2;
  const again: Line[] = repeat === null ? [] : paragraph(k.repeat(repeat.ts.slice(5, 10), cleanText(repeat.text)), width, { token: 'warning' });
  const lint: Line[] =
    draft.trim() === ''
      ? [line(k.empty, { token: 'muted' })]
      : findings.length === 0
        ? [line(k.clean, { token: 'success' })]
        : findings.flatMap((f) => [
            line(`${f.kind.startsWith('manip') ? '⚠ ' : '• '}${k.kinds[f.kind] ?? f.kind}${f.words.length > 0 ? `: ${f.words.join(' / ')}` : ''}`, { token: f.kind.startsWith('manip') ? 'danger' : 'warning', bold: true }),
            ...paragraph(pick(f.advice, lang), width, { token: 'muted' }, '  '),
          ]);
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['workshop']} · {slug}
      </Text>
      <Text color={theme.fg('muted')} wrap="wrap">
        {k.intro}
      </Text>
      <FormView state={form} focused={isActive} />
      {guide.length > 0 ? <LinesView lines={guide.flatMap((g) => paragraph(g, width, { token: 'accent' }))} height={Math.min(guide.length + 2, Math.max(2, body - 14))} /> : null}
      <LinesView lines={[line(''), line(k.check, { token: 'heading', bold: true }), ...again, ...lint]} height={Math.max(3, body - 10 - (guide.length > 0 ? Math.min(guide.length + 2, Math.max(2, body - 14)) : 0))} />
      <LinesView lines={liveTopicLines(topics.entries, draft, 2, width, t)} height={4} />
    </Box>
  );
}
