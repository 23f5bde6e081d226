import { useEffect, type Dispatch } from 'react';
import { Box, Text } from 'ink';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { useNav } from '../../../shell/kernel/nav-context.js';
import { useWriteStep } from '../../../widgets/write-step/use-write-step.js';
import { WriteStepView } from '../../../widgets/write-step/write-step-view.js';
import { ticked, typedIn, type FlowSpec, type Step } from './guided-types.js';
import { TimelineStep } from './timeline-step.js';
import { TextStep } from './text-step.js';
import { useCommands } from '../../../shell/keys/keypress-context.js';
import { K } from '../../../shell/keys/keymap.js';
import type { GuidedAction, GuidedState } from './use-guided-state.js';
import { useGuided } from './use-guided.js';
import { StepView } from './step-view.js';
import { useTopicOffer } from '../../knowledge/use-topic-offer.js';
import { OFFER_ROWS, TopicOfferLine } from '../../knowledge/topic-offer-line.js';
import { useCrush } from '../../crush-detail/use-crush.js';
import { useProblemKeys } from '../../repair/use-problem-keys.js';
import { wrapText } from '../../../widgets/text/wrap-lines.js';
import { useDirty, useLeaveGuard } from '../../../shell/kernel/leave-guard.js';

const EMPTY: GuidedState['answers'] = {};

interface Props {
  slug: string;
  spec: FlowSpec;
  state: GuidedState;
  /** The answers the flow started with (carried in from another screen): leaving with only these loses nothing. */
  initial?: GuidedState['answers'];
  dispatch: Dispatch<GuidedAction>;
  isActive: boolean;
}

/**
 * Runs a flow's steps one at a time (Enter on, Esc back), then a scrollable
 * summary from the flow's own plan, then y/N, the write, and what changed.
 * Where the flow is lives in one reducer (use-guided-state.ts).
 */
export function GuidedFlow({ slug, spec, state, dispatch, isActive, initial }: Props) {
  const { t, theme } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const write = useWriteStep(slug, isActive, nav.back);
  const offer = useTopicOffer(slug, isActive && write.state.phase === 'done');
  const { repairable } = useCrush(slug);
  // A flow that cannot start is never a dead end: Esc goes back, R repairs what a rebuild mends.
  useProblemKeys(slug, repairable, isActive && Boolean(spec.error), 2);
  const { phase } = state;
  const steps = spec.steps ?? [];
  const last = steps.length - 1;
  const summary: Step | undefined = phase.kind === 'summary' ? { kind: 'info', id: 'summary', title: t.flow.summary, lines: phase.lines } : undefined;
  const step = summary ?? (phase.kind === 'steps' ? steps[state.index] : undefined);
  const cursor = phase.kind === 'summary' ? phase.top : (state.cursor[step?.id ?? ''] ?? 0);
  const editing = write.state.phase === 'edit';
  // A long question wraps (at most three rows) rather than being cut off.
  const heading = step ? `${summary ? '' : `${t.flow.step(state.index + 1, last + 1)} · `}${step.title}` : '';
  const headingRows = wrapText(heading, cols).slice(0, 3);
  // While y/N waits, the question (and a trivial write's preview above it) takes the rows below the step.
  const confirmRows = write.state.summary.length > 0 ? Math.min(write.state.summary.length + 2, Math.floor(body / 2)) : 2;
  const height = body - 2 - headingRows.length - (editing ? 0 : confirmRows);

  // The plan is read from the answers as this render has them, the last one included.
  useEffect(() => {
    if (phase.kind === 'planning') dispatch({ type: 'planned', preview: spec.preview() });
  }, [phase.kind, spec, dispatch]);

  const run = async () => {
    const r = await spec.write();
    offer.keep(r.candidates);
    dispatch({ type: 'offer', offer: r.offer ?? null });
    return r;
  };
  const onNext = (picked?: string): void => {
    if (summary) return write.ask([], run, { replaces: phase.kind === 'summary' && phase.replaces });
    // A trivial write is confirmed once: its preview stands above the y/N question.
    if (spec.direct && state.index >= last) {
      const preview = spec.preview();
      if ('error' in preview) return dispatch({ type: 'problem', text: preview.error });
      return write.ask(preview.lines, run, { replaces: preview.replaces });
    }
    if (step?.kind === 'check' && step.required && ticked(state.answers, step.id, step.initial).length === 0) {
      return dispatch({ type: 'problem', text: step.required });
    }
    const leave = step?.kind === 'pick' && picked !== undefined ? step.leave?.[picked] : undefined;
    if (leave) return nav.replace(leave);
    dispatch({ type: 'next', last });
  };
  // Answers given and not yet written: leaving the flow (Esc on its first step, Ctrl-C) asks first.
  const answered = state.answers !== (initial ?? EMPTY) && Object.keys(state.answers).length > 0 && write.state.phase !== 'done';
  useDirty(answered);
  const guard = useLeaveGuard();
  /** Esc: the step before (a text step hands what was typed, kept as its answer), or out of the flow from the first. */
  const onBack = (typed?: Record<string, string>): void => {
    const changed = typed !== undefined && step !== undefined && Object.entries(typed).some(([k, v]) => v !== (typedIn(state.answers, step.id)[k] ?? ''));
    if (typed !== undefined && step) dispatch({ type: 'answer', id: step.id, value: typed });
    if (!summary && state.index === 0) {
      if (answered || changed) return guard.ask('back', nav.back);
      return nav.back();
    }
    dispatch({ type: 'back' });
  };
  const answering = isActive && editing && phase.kind !== 'planning';
  useGuided({
    step,
    answers: state.answers,
    cursor,
    onCursor: (to) => dispatch(summary ? { type: 'scroll', to } : { type: 'cursor', id: step?.id ?? '', to }),
    onAnswer: (id, value) => dispatch({ type: 'answer', id, value }),
    height,
    infoLines: step?.kind === 'info' ? step.lines.length : 0,
    isActive: answering,
    onNext,
    onBack: () => onBack(),
    onUnanswered: (left) => dispatch({ type: 'problem', text: t.flow.unanswered(left) }),
  });

  const done = write.state.phase === 'done' || write.state.phase === 'failed';
  const offering = write.state.phase === 'done' && offer.offered.length > 0;
  const next = write.state.phase === 'done' ? state.offer : null;
  useCommands(
    [{ ...K.archive, footer: true }],
    () => {
      if (next) nav.replace(next.screen);
    },
    // The offer line names the key; the footer keeps the write step's keys.
    { isActive: isActive && next !== null, priority: 3, publish: false },
  );
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {spec.title}
      </Text>
      {spec.error ? <Text color={theme.fg('danger')}>{t.error(spec.error)}</Text> : null}
      {spec.error ? <Text color={theme.fg('accent')}>{repairable ? t.repair.hint : t.repair.back}</Text> : null}
      {spec.steps === null && !spec.error ? <Text color={theme.fg('muted')}>{t.flow.loading}</Text> : null}
      {step && !done ? (
        <>
          {headingRows.map((row, i) => (
            <Text key={i} color={theme.fg('muted')} bold wrap="truncate-end">
              {row}
            </Text>
          ))}
          {step.kind === 'text' ? (
            <TextStep
              key={step.id}
              step={step}
              initial={typedIn(state.answers, step.id)}
              height={height}
              focused={editing}
              isActive={answering}
              onBack={(values) => onBack(values)}
              onSubmit={(values) => {
                dispatch({ type: 'answer', id: step.id, value: values });
                onNext();
              }}
            />
          ) : step.kind === 'timeline' ? (
            <TimelineStep slug={slug} height={height} isActive={answering} onNext={onNext} onBack={() => onBack()} />
          ) : (
            <StepView step={step} answers={state.answers} cursor={cursor} height={height - (state.problem ? 1 : 0)} />
          )}
        </>
      ) : null}
      {!editing ? <WriteStepView step={write} height={done ? body - 1 - (offering ? OFFER_ROWS : 0) - (next ? 1 : 0) : confirmRows + 1} /> : null}
      {offering ? <TopicOfferLine count={offer.offered.length} /> : null}
      {next ? <Text color={theme.fg('accent')}>{next.text}</Text> : null}
      {state.problem ? <Text color={theme.fg('danger')}>✗ {state.problem}</Text> : null}
      {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
    </Box>
  );
}
