import { useMemo } from 'react';
import { MILESTONES, STAGES } from '../../../../src/engine/index.js';
import { loadProgress, planProgress, runProgress, type ProgressInput } from '../../../../src/flows/index.js';
import { progressText } from '../../../../src/present/report-score.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLoaded } from '../../../shell/kernel/live-data.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { attempt, failed, planThenRun } from '../flow-report.js';
import { picked, ticked, type Answers, type FlowSpec, type Step, yesOf } from '../runner/guided-types.js';
import { stageName } from '../../../../src/present/enum-names.js';
import { paragraph, type Line } from '../../../widgets/text/line.js';

/** The yes/no answers of SPEC 6.2 that feed risks and readiness. */
const QUESTIONS = ['rival', 'userStartsMostChats', 'theyAreStressed', 'longDistance', 'userCalm', 'timePlaceChosen'] as const;

/**
 * Progress: stale data is asked about first, then the burnout check, the
 * milestones (the recorded ones ticked; unticking one removes it after y), a few
 * questions, the stage, the report, the write.
 */
export function useProgressFlow(slug: string, answers: Answers): FlowSpec {
  const { mem, lang, t } = useServices();
  const { cols } = useLayout();
  const loaded = useLoaded(`flow:progress:${slug}`, slug, () => attempt(lang, () => loadProgress(mem, slug)), failed);
  const read = loaded.ok ? loaded.value : null;
  const first = useMemo(() => (read ? attempt(lang, () => planProgress({}, read, new Date()).report) : null), [read, lang]);
  const current = read?.state.current_stage ?? '未知';
  const recorded = read?.lastMilestones ?? [];
  const now = ticked(answers, 'milestones', recorded);
  const yes = yesOf(answers, 'answers');
  const input: ProgressInput = {
    milestones: now.filter((id) => !recorded.includes(id)),
    unset: recorded.filter((id) => !now.includes(id)),
    stage: picked(answers, 'stage') ?? current,
    ...Object.fromEntries(QUESTIONS.map((q) => [q, yes.includes(q)])),
  };
  const burnout: Line[] = [];
  const report = first?.ok ? first.value : null;
  if (report) {
    const b = report.burnout;
    if (b.tookBreak && b.message) {
      burnout.push(...paragraph(`🌙 ${b.message[lang]}`, cols - 2, { token: 'warning', bold: true }), [{ text: '' }]);
      for (const f of b.fired) burnout.push(...paragraph(`· ${f.why[lang]}`, cols - 2));
    } else burnout.push([{ text: `✓ ${t.progress.calm}`, token: 'success' }]);
    burnout.push([{ text: '' }], [{ text: t.progress.go, token: 'muted' }]);
  }
  const error = !loaded.ok ? loaded.error : first && !first.ok ? first.error : null;
  // SPEC 6.2: data older than 14 days is asked about before anything is evaluated.
  const stale: Step[] =
    report?.progress.stale === true
      ? [
          {
            kind: 'pick',
            id: 'stale',
            title: t.progress.staleTitle,
            lines: [...paragraph(t.progress.stale(report.staleDays), cols - 2, { token: 'warning' }), [{ text: '' }]],
            options: [
              { value: 'analyze', label: t.progress.staleAnalyze },
              { value: 'go', label: t.progress.staleGo },
            ],
            leave: { analyze: { kind: 'flow', slug, flow: 'analyze' } },
          },
        ]
      : [];
  return {
    title: `${t.actions['progress']} · ${slug}`,
    error,
    steps:
      read && !error
        ? [
            ...stale,
            { kind: 'info', id: 'burnout', title: t.progress.burnout, lines: burnout },
            {
              kind: 'check',
              id: 'milestones',
              title: t.progress.milestones,
              items: MILESTONES.map((m) => ({
                id: m.id,
                label: m.label[lang],
                note: recorded.includes(m.id) ? (now.includes(m.id) ? t.progress.recorded : t.progress.removing) : undefined,
              })),
              initial: recorded,
              status: untracked(read.state.milestones_done, recorded.length, t.progress.untracked),
            },
            { kind: 'check', id: 'answers', title: t.progress.questions, yesNo: true, items: QUESTIONS.map((q) => ({ id: q, label: t.progress.q[q] ?? q })) },
            {
              kind: 'pick',
              id: 'stage',
              title: t.progress.stage,
              options: [current, ...STAGES.filter((s) => s !== current)].map((s) => ({ value: s, label: stageName(s, lang), note: s === current ? t.analyze.current : '' })),
            },
          ]
        : null,
    ...planThenRun({
      lang,
      plan: read ? () => planProgress(input, read, new Date()).report : null,
      loadError: error,
      text: (out) => progressText(out, slug, lang, 'screen'),
      run: () => runProgress(mem, slug, input),
      replaces: true,
      width: cols - 2,
    }),
  };
}

/** Milestones another tool counted without naming them: said under the list, since they cannot be ticked. */
function untracked(done: number, named: number, say: (n: number) => string): Line[] {
  return done > named ? [[{ text: say(done - named), token: 'muted' }]] : [];
}
