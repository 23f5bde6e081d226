import { useMemo } from 'react';
import { DIMENSIONS, EXCLUSIVE_SIGNAL_GROUPS, SIGNALS, STAGES, isStage } from '../../../../src/engine/index.js';
import { analyzePoints, loadAnalyze, planAnalyze, preTicked, runAnalyze, type AnalyzeInput, type AnalyzeRead } from '../../../../src/flows/index.js';
import { evidenceLine } from '../../../../src/present/proposal-text.js';
import { analyzeText } from '../../../../src/present/report-score.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLoaded } from '../../../shell/kernel/live-data.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { attempt, failed, planThenRun } from '../flow-report.js';
import { picked, ticked, typedIn, type Answers, type CheckItem, type FlowSpec } from '../runner/guided-types.js';
import { stageName } from '../../../../src/present/enum-names.js';
import { scoreStatus } from './score-status.js';

/** Ticking one item of an exclusive group unticks the others (the engine refuses both). */
function toggleSignal(now: readonly string[], id: string): string[] {
  if (now.includes(id)) return now.filter((x) => x !== id);
  const group = EXCLUSIVE_SIGNAL_GROUPS.find((g) => (g as readonly string[]).includes(id)) ?? [];
  return [...now.filter((x) => !(group as readonly string[]).includes(x)), id];
}

/** The check step's title when proposals are pre-ticked: where they came from. */
function proposedTitle(read: AnalyzeRead, t: { analyze: { proposed: string; proposedLog: string; proposedBoth: string } }): string {
  const chat = read.proposed.some((p) => p.evidence.kind === 'chat');
  const logged = read.proposed.some((p) => p.evidence.kind === 'interactions');
  return chat && logged ? t.analyze.proposedBoth : logged ? t.analyze.proposedLog : t.analyze.proposed;
}

/** Analyze: tick signals (points MBTI-calibrated, live total and band), a note, confirm the stage, then write. */
export function useAnalyzeFlow(slug: string, answers: Answers): FlowSpec {
  const { mem, lang, t } = useServices();
  const { cols } = useLayout();
  const loaded = useLoaded(`flow:analyze:${slug}`, slug, () => attempt(lang, () => loadAnalyze(mem, slug)), failed);
  const read = loaded.ok ? loaded.value : null;
  // Each item's points as the flow would score it alone: the MBTI calibration comes from the engine.
  const items = useMemo<CheckItem[]>(() => {
    if (!read) return [];
    const byId = new Map(SIGNALS.map((s) => [s.id, s]));
    return analyzePoints(read).flatMap(({ id, points: pts }) => {
      const s = byId.get(id);
      if (!s) return [];
      const last = read.lastSignals.includes(s.id) ? ` · ${t.analyze.lastTime}` : '';
      const proposal = read.proposed.find((p) => p.signal === s.id);
      const note = `${pts > 0 ? '+' : ''}${pts}${pts !== s.points ? ` (${t.analyze.mbti(read.mbti ?? '')})` : ''}${last}${proposal ? ` · ${proposal.evidence.kind === 'chat' ? t.analyze.fromChat : t.analyze.fromLog}` : ''}`;
      const dim = DIMENSIONS.find((d) => d.id === s.dimension);
      // The yellow signals score nothing: one group of their own, after the three dimensions.
      const group = s.points === 0 ? t.analyze.yellowGroup : dim ? t.analyze.group(dim.label[lang], dim.max) : s.dimension;
      return [{ id: s.id, label: s.label[lang], note, group, ...(proposal ? { detail: evidenceLine(proposal.evidence, lang) } : {}) }];
    });
  }, [read, lang, t]);

  // A re-check starts from what was ticked last time (SPEC 6.6): untick what no longer holds.
  // Signals an imported chat proposed start ticked too, each with its evidence.
  const preset = read ? preTicked(read) : [];
  const signals = ticked(answers, 'signals', preset);
  const input: AnalyzeInput = { signals, note: typedIn(answers, 'note')['note'], stage: picked(answers, 'stage') };
  const live = read && signals.length > 0 ? attempt(lang, () => planAnalyze({ signals }, read, new Date()).report) : null;
  const suggested = live?.ok ? live.value.score.suggestedStage : (read?.state.current_stage ?? '未知');
  const current = read?.state.current_stage ?? '未知';
  // The cursor starts on the stage the flow would write without a pick (planAnalyze decides:
  // the current one, or the suggestion for a crush with no stage yet).
  const first = live?.ok ? live.value.stage.to : isStage(current) ? current : '未知';
  const stages = [first, ...STAGES.filter((s) => s !== first)];

  return {
    title: `${t.actions['analyze']} · ${slug}`,
    error: loaded.ok ? null : loaded.error,
    steps: read
      ? [
          {
            kind: 'check',
            id: 'signals',
            title: read.proposed.length > 0 ? proposedTitle(read, t) : read.lastSignals.length > 0 ? t.analyze.recheck : t.analyze.tick,
            items,
            initial: preset,
            toggle: toggleSignal,
            status: scoreStatus(live, t, lang),
            required: t.analyze.none,
          },
          { kind: 'text', id: 'note', title: t.analyze.noteTitle, fields: [{ name: 'note', label: t.analyze.note, kind: 'text', optional: true, multiline: true }] },
          {
            kind: 'pick',
            id: 'stage',
            title: t.analyze.stage,
            options: stages.map((s) => ({
              value: s,
              label: stageName(s, lang),
              note: [s === suggested ? t.analyze.suggested : '', s === current ? t.analyze.current : ''].filter(Boolean).join(' · '),
            })),
          },
        ]
      : null,
    ...planThenRun({
      lang,
      plan: read ? () => planAnalyze(input, read, new Date()).report : null,
      loadError: loaded.ok ? null : loaded.error,
      text: (out) => analyzeText(out, slug, lang, 'screen'),
      run: () => runAnalyze(mem, slug, input),
      replaces: true,
      width: cols - 2,
    }),
  };
}
