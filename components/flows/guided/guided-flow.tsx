import { useEffect, useState, type Dispatch } from 'react';
import { Box, Text } from 'ink';
import { useServices } from '../../app/services-context.js';
import { useLayout } from '../../app/layout-context.js';
import { useNav } from '../../app/nav-context.js';
import { useFormState, plainValues } from '../../form/use-form-state.js';
import { useForm } from '../../form/use-form.js';
import { FormView } from '../../form/form-view.js';
import { useWriteStep } from '../../write-step/use-write-step.js';
import { WriteStepView } from '../../write-step/write-step-view.js';
import { ticked, typedIn, type FlowSpec, type Offer, type Step } from './guided-types.js';
import { TimelineStep } from './timeline-step.js';
import { useCommands } from '../../keys/keypress-context.js';
import { K } from '../../keys/keymap.js';
import type { GuidedAction, GuidedState } from './use-guided-state.js';
import { useGuided } from './use-guided.js';
import { StepView } from './step-view.js';
import { LinesView } from '../../text/lines-view.js';
import { useTopicOffer } from '../../knowledge/use-topic-offer.js';
import { OFFER_ROWS, TopicOfferLine } from '../../knowledge/topic-offer-line.js';

interface Props {
  slug: string;
  spec: FlowSpec;
  state: GuidedState;
  dispatch: Dispatch<GuidedAction>;
  isActive: boolean;
}

const SUMMARY = '__summary';

/**
 * Runs a flow's steps one at a time (Enter on, Esc back), then a scrollable
 * summary from the flow's own plan, then y/N, the write, and what changed.
 */
export function GuidedFlow({ slug, spec, state, dispatch, isActive }: Props) {
  const { t, theme } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const write = useWriteStep(slug, isActive, nav.back);
  const offer = useTopicOffer(slug, isActive && write.state.phase === 'done');
  const [form, formDispatch] = useFormState([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [summary, setSummary] = useState<{ step: Step; replaces: boolean } | null>(null);
  // The summary is planned once the last answer is stored (the next render), not from this render's answers.
  const [finishing, setFinishing] = useState(false);
  // A next step the write offers (archive after a let-go conclusion): taken only with its key.
  const [next, setNext] = useState<Offer | null>(null);
  const steps = [...(spec.steps ?? []), ...(summary ? [summary.step] : [])];
  const step = steps[state.index];
  const last = (spec.steps ?? []).length - 1;
  const editing = write.state.phase === 'edit';
  const height = body - 3 - (editing ? 0 : 2);

  useEffect(() => {
    if (step?.kind === 'text') formDispatch({ type: 'reset', fields: step.fields, initial: typedIn(state.answers, step.id) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step?.id, formDispatch]);
  useEffect(() => {
    if (!finishing) return;
    setFinishing(false);
    const preview = spec.preview();
    if ('error' in preview) return setProblem(preview.error);
    setSummary({ step: { kind: 'info', id: SUMMARY, title: t.flow.summary, lines: preview.lines }, replaces: preview.replaces });
    dispatch({ type: 'cursor', id: SUMMARY, to: 0 });
    dispatch({ type: 'next', last: last + 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finishing]);

  const onNext = (picked?: string): void => {
    if (step?.kind === 'check' && step.required && ticked(state.answers, step.id, step.initial).length === 0) return setProblem(step.required);
    setProblem(null);
    const leave = step?.kind === 'pick' && picked !== undefined ? step.leave?.[picked] : undefined;
    if (leave) return nav.replace(leave);
    if (step?.id === SUMMARY) {
      const run = async () => {
        const r = await spec.write();
        offer.keep(r.candidates);
        setNext(r.offer ?? null);
        return r;
      };
      write.ask([], run, { replaces: summary?.replaces ?? false });
    } else if (state.index >= last) setFinishing(true);
    else dispatch({ type: 'next', last });
  };
  const onBack = (): void => {
    setProblem(null);
    if (step?.id === SUMMARY) setSummary(null);
    if (state.index === 0) nav.back();
    else dispatch({ type: 'prev' });
  };
  useGuided({
    step,
    state,
    dispatch,
    height,
    infoLines: step?.kind === 'info' ? step.lines.length : 0,
    isActive: isActive && editing && !finishing,
    onNext,
    onBack,
  });
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && editing && step?.kind === 'text',
    onBack,
    onSubmit: () => {
      if (step?.kind !== 'text') return;
      const values = plainValues(form);
      const errors = step.check?.(values) ?? {};
      if (Object.keys(errors).length > 0) return formDispatch({ type: 'errors', errors });
      dispatch({ type: 'answer', id: step.id, value: values });
      onNext();
    },
  });

  const done = write.state.phase === 'done' || write.state.phase === 'failed';
  const offering = write.state.phase === 'done' && offer.offered.length > 0;
  const suggesting = write.state.phase === 'done' && next !== null;
  useCommands(
    [{ ...K.archive, footer: true }],
    () => {
      if (next) nav.replace(next.screen);
    },
    // The offer line names the key; the footer keeps the write step's keys.
    { isActive: isActive && suggesting, priority: 3, publish: false },
  );
  // Lines a text step shows under its fields, following what is typed (related topics).
  const aside = step?.kind === 'text' && step.aside ? step.aside(plainValues(form)) : [];
  const asideRows = Math.max(0, Math.min(aside.length, height - 2 * (step?.kind === 'text' ? step.fields.length : 0)));
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {spec.title}
      </Text>
      {spec.error ? <Text color={theme.fg('danger')}>{t.error(spec.error)}</Text> : null}
      {spec.steps === null && !spec.error ? <Text color={theme.fg('muted')}>{t.flow.loading}</Text> : null}
      {step && !done ? (
        <>
          <Text color={theme.fg('muted')} wrap="truncate-end">
            {step.id === SUMMARY ? '' : `${t.flow.step(state.index + 1, last + 1)} · `}
            <Text bold>{step.title}</Text>
          </Text>
          {step.kind === 'text' ? (
            <>
              <FormView state={form} focused={editing} />
              {asideRows > 0 ? <LinesView lines={aside} height={asideRows} /> : null}
            </>
          ) : step.kind === 'timeline' ? (
            <TimelineStep slug={slug} height={height} isActive={isActive && editing && !finishing} onNext={onNext} onBack={onBack} />
          ) : (
            <StepView step={step} answers={state.answers} cursor={state.cursor[step.id] ?? 0} height={height - (problem ? 1 : 0)} />
          )}
        </>
      ) : null}
      {!editing ? <WriteStepView state={write.state} height={done ? body - 1 - (offering ? OFFER_ROWS : 0) - (suggesting ? 1 : 0) : 3} /> : null}
      {offering ? <TopicOfferLine count={offer.offered.length} /> : null}
      {suggesting ? <Text color={theme.fg('accent')}>{next.text}</Text> : null}
      {problem ? <Text color={theme.fg('danger')}>✗ {problem}</Text> : null}
      {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
    </Box>
  );
}
