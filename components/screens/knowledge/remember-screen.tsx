import { Box, Text } from 'ink';
import { applyRemember, editMeaning, withKeep, type OfferedCandidate } from '../../../src/flows/knowledge-index.js';
import { localIso } from '../../../src/model/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useFormState, plainValues, formDirty } from '../../widgets/form/use-form-state.js';
import { useForm } from '../../widgets/form/use-form.js';
import { FormView } from '../../widgets/form/form-view.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { LinesView } from '../../widgets/text/lines-view.js';
import { TextFieldView } from '../../widgets/text/text-field-view.js';
import { useWriteStep } from '../../widgets/write-step/use-write-step.js';
import { WriteStepView } from '../../widgets/write-step/write-step-view.js';
import { attempt, reportLines } from '../guided/flow-report.js';
import { planNow, typedInputs } from './remember-plan.js';
import { pickLines, previewLines } from './preview-lines.js';
import { resultLines } from './result-lines.js';
import { useRememberState } from './use-remember-state.js';
import { useRemember } from './use-remember.js';
import { liveTopicLines } from './topic-lines.js';
import { useTopics } from './use-topics.js';
import type { Line } from '../../widgets/text/line.js';

interface Props {
  slug: string;
  offered?: readonly OfferedCandidate[];
  isActive: boolean;
}

/**
 * "Remember this": a typed fact (or the notes a flow offered) → per write, insert
 * or merge with the old and fused meaning side by side → optional edit of a fused
 * meaning → y/N → the save and the files it changed.
 */
export function RememberScreen({ slug, offered, isActive }: Props) {
  const { mem, lang, t, theme } = useServices();
  const { cols, body } = useLayout();
  const nav = useNav();
  const write = useWriteStep(slug, isActive, nav.back);
  const [rs, dispatch] = useRememberState(offered);
  const fields: FieldSpec[] = [
    { name: 'text', label: t.knowledge.text, kind: 'text', multiline: true },
    { name: 'tags', label: t.knowledge.tags, kind: 'text', optional: true, hint: t.knowledge.tagsHint },
  ];
  const [form, formDispatch] = useFormState(fields);
  const topics = useTopics(slug);
  const editing = write.state.phase === 'edit';
  const width = cols - 2;
  const now = () => localIso(mem.ctx.now());

  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && editing && rs.phase === 'input',
    dirty: formDirty(form) && write.state.phase !== 'done',
    onBack: nav.back,
    onSubmit: () => {
      const v = plainValues(form);
      const planned = attempt(lang, () => planNow(mem, slug, typedInputs(v['text'] ?? '', v['tags'] ?? ''), now()));
      if (planned.ok) dispatch({ type: 'planned', planned: planned.value });
      else formDispatch({ type: 'errors', errors: { text: planned.error } });
    },
  });
  useRemember({
    state: rs,
    dispatch,
    isActive: isActive && editing,
    onPlan: () => {
      const inputs = rs.offered.filter((_, i) => rs.ticked[i]);
      if (inputs.length === 0) return dispatch({ type: 'error', error: t.knowledge.noneTicked });
      const planned = attempt(lang, () => planNow(mem, slug, inputs, now()));
      dispatch(planned.ok ? { type: 'planned', planned: planned.value } : { type: 'error', error: planned.error });
    },
    onApply: () => {
      const planned = rs.planned;
      if (!planned) return;
      const plan = attempt(lang, () => editMeaning(planned.plan, rs.cursor, rs.draft.value));
      dispatch(plan.ok ? { type: 'planned', planned: { ...planned, plan: plan.value } } : { type: 'error', error: plan.error });
    },
    onSave: () => {
      const planned = rs.planned;
      if (!planned) return;
      // A contradiction asks its own y/N: y lets the new statement replace the old one.
      const clashing = planned.plan.previews.filter((p) => p.clashes.length > 0);
      const plan = clashing.length > 0 ? withKeep(planned.plan, 'new') : planned.plan;
      // The clash itself stays in view above; the question comes first in the summary.
      const summary: Line[] = clashing.length === 0 ? [] : [[{ text: t.knowledge.keepNewAsk, token: 'warning', bold: true }]];
      write.ask(summary, async () => {
        const r = await applyRemember(mem, slug, plan, { expectRevision: planned.revision });
        return { changed: r.changed, lines: reportLines(resultLines(r, lang), width) };
      });
    },
    onSkip: nav.back,
  });

  const done = write.state.phase === 'done' || write.state.phase === 'failed';
  const below = editing ? (rs.error ? 1 : 0) + (write.state.cancelled ? 1 : 0) + (rs.phase === 'edit' ? 2 : 0) : 4;
  const height = Math.max(1, body - 2 - below);
  const k = t.knowledge;
  const title = { input: k.inputTitle, pick: k.pickTitle, review: k.reviewTitle, edit: k.editTitle(rs.cursor + 1) }[rs.phase];
  const review = rs.planned ? previewLines(rs.planned.plan.previews, rs.cursor, width, t) : null;
  const offset = review ? Math.max(0, Math.min(review.starts[rs.cursor] ?? 0, review.lines.length - height)) : 0;
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {t.screens['remember']} · {slug}
      </Text>
      {done ? null : (
        <>
          <Text color={theme.fg('muted')} wrap="truncate-end">
            {title}
          </Text>
          {rs.phase === 'input' ? <FormView state={form} focused={editing} /> : null}
          {rs.phase === 'input' ? (
            // The topics what is being typed would meet, as it is typed (recall by keyword).
            <LinesView lines={liveTopicLines(topics.entries, `${plainValues(form)['text'] ?? ''}\n${plainValues(form)['tags'] ?? ''}`, 3, width, t)} height={5} />
          ) : null}
          {rs.phase === 'pick' ? <LinesView lines={pickLines(rs.offered, rs.ticked, rs.cursor, width, t)} height={height} /> : null}
          {review && (rs.phase === 'review' || rs.phase === 'edit') ? <LinesView lines={review.lines} height={height} offset={offset} /> : null}
          {rs.phase === 'edit' ? (
            <Box flexDirection="column" height={2}>
              <Text> </Text>
              <Box>
                <Text color={theme.fg('accent')} bold>{'✎ '}</Text>
                <TextFieldView edit={rs.draft} focused={isActive} width={cols - 3} />
              </Box>
            </Box>
          ) : null}
        </>
      )}
      {!editing ? <WriteStepView step={write} height={done ? body - 1 : 4} /> : null}
      {rs.error && editing ? <Text color={theme.fg('danger')}>✗ {rs.error}</Text> : null}
      {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
    </Box>
  );
}
