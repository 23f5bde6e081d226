import { useMemo } from 'react';
import { MILESTONES, STAGES } from '../../../src/engine/index.js';
import { loadProgress, planProgress, runProgress, type ProgressInput } from '../../../src/flows/index.js';
import { progressText } from '../../../src/flows/report-score.js';
import { useServices } from '../../app/services-context.js';
import { useLayout } from '../../app/layout-context.js';
import { attempt, planThenRun, withoutFooter } from '../flow-report.js';
import { picked, ticked, type Answers, type FlowSpec } from '../guided/guided-types.js';
import { paragraph, type Line } from '../../text/line.js';

/** The yes/no answers of SPEC 6.2 that feed risks and readiness. */
const QUESTIONS = ['rival', 'userStartsMostChats', 'theyAreStressed', 'userCalm', 'timePlaceChosen'] as const;

/** Progress: the burnout check first, then milestones, a few questions, the stage, the report, the write. */
export function useProgressFlow(slug: string, answers: Answers): FlowSpec {
  const { mem, lang, t } = useServices();
  const { cols } = useLayout();
  const loaded = useMemo(() => attempt(() => loadProgress(mem, slug)), [mem, slug]);
  const read = loaded.ok ? loaded.value : null;
  const first = useMemo(() => (read ? attempt(() => planProgress({}, read, new Date()).report) : null), [read]);
  const current = read?.state.current_stage ?? '未知';
  const yes = ticked(answers, 'answers');
  const input: ProgressInput = {
    milestones: ticked(answers, 'milestones', read?.lastMilestones ?? []),
    stage: picked(answers, 'stage') ?? current,
    ...Object.fromEntries(QUESTIONS.map((q) => [q, yes.includes(q)])),
  };
  const burnout: Line[] = [];
  if (first?.ok) {
    const b = first.value.burnout;
    if (b.tookBreak && b.message) burnout.push(...paragraph(`🌙 ${b.message[lang]}`, cols - 2, { token: 'warning', bold: true }));
    else burnout.push([{ text: `✓ ${t.progress.calm}`, token: 'success' }]);
    burnout.push([{ text: '' }], [{ text: t.progress.go, token: 'muted' }]);
  }
  const error = !loaded.ok ? loaded.error : first && !first.ok ? first.error : null;
  return {
    title: `${t.actions['progress']} · ${slug}`,
    error,
    steps:
      read && !error
        ? [
            { kind: 'info', id: 'burnout', title: t.progress.burnout, lines: burnout },
            {
              kind: 'check',
              id: 'milestones',
              title: t.progress.milestones,
              items: MILESTONES.map((m) => ({ id: m.id, label: m.label[lang] })),
              initial: read.lastMilestones ?? [],
            },
            { kind: 'check', id: 'answers', title: t.progress.questions, yesNo: true, items: QUESTIONS.map((q) => ({ id: q, label: t.progress.q[q] ?? q })) },
            {
              kind: 'pick',
              id: 'stage',
              title: t.progress.stage,
              options: [current, ...STAGES.filter((s) => s !== current)].map((s) => ({ value: s, label: s, note: s === current ? t.analyze.current : '' })),
            },
          ]
        : null,
    ...planThenRun({
      plan: read ? () => planProgress(input, read, new Date()).report : null,
      loadError: error,
      text: (out) => withoutFooter(progressText(out, slug, lang)),
      run: () => runProgress(mem, slug, input),
      replaces: true,
      width: cols - 2,
    }),
  };
}
