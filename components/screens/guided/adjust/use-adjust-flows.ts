import { STAGES } from '../../../../src/engine/index.js';
import { MODES } from '../../../../src/model/index.js';
import { adjustText, modeName } from '../../../../src/present/index.js';
import { MODE_TAGLINE, loadAdjust, planAdjust, runAdjust, type AdjustInput } from '../../../../src/flows/index.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLoaded } from '../../../shell/kernel/live-data.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { attempt, failed, planThenRun } from '../flow-report.js';
import { stageName } from '../../../../src/present/enum-names.js';
import { picked, typedIn, type Answers, type FlowSpec, type Step } from '../runner/guided-types.js';

/** The stage or mode set by hand: one choice, an optional reason, the summary, y/N (the adjust flow). */
function useAdjustFlow(slug: string, answers: Answers, kind: 'stage' | 'mode'): FlowSpec {
  const { mem, lang, t } = useServices();
  const { cols } = useLayout();
  const loaded = useLoaded(`flow:${kind}:${slug}`, slug, () => attempt(lang, () => loadAdjust(mem, slug)), failed);
  const read = loaded.ok ? loaded.value : null;
  const current = kind === 'stage' ? (read?.state.current_stage ?? '未知') : (read?.state.recommended_mode ?? 'hybrid');
  const chosen = picked(answers, kind) ?? current;
  const reason = typedIn(answers, 'reason')['reason'];
  const input: AdjustInput = kind === 'stage' ? { stage: chosen, reason } : { mode: chosen, reason };
  const values: readonly string[] = kind === 'stage' ? STAGES : MODES;
  const label = (v: string): string => (kind === 'mode' ? modeName(v, lang) : stageName(v, lang));
  const note = (v: string): string =>
    [kind === 'mode' ? (MODE_TAGLINE[v]?.[lang] ?? '') : '', v === current ? t.analyze.current : ''].filter(Boolean).join(' · ');
  const choose: Step = {
    kind: 'pick',
    id: kind,
    title: kind === 'stage' ? t.adjust.stage : t.adjust.mode,
    // The current value is where the cursor starts: Enter on it changes nothing.
    // Each mode's tagline is beside it; the summary says in full how the chosen one approaches things.
    options: [current, ...values.filter((v) => v !== current)].map((v) => ({ value: v, label: label(v), note: note(v) })),
  };
  return {
    title: `${t.actions[kind]} · ${slug}`,
    error: loaded.ok ? null : loaded.error,
    steps: read
      ? [choose, { kind: 'text', id: 'reason', title: t.adjust.reasonTitle, fields: [{ name: 'reason', label: t.adjust.reason, kind: 'text', optional: true }] }]
      : null,
    ...planThenRun({
      lang,
      plan: read ? () => planAdjust(input, read, new Date()).report : null,
      loadError: loaded.ok ? null : loaded.error,
      text: (out) => adjustText(out, slug, lang, 'screen'),
      run: () => runAdjust(mem, slug, input),
      replaces: true,
      width: cols - 2,
    }),
  };
}

export const useStageFlow = (slug: string, answers: Answers): FlowSpec => useAdjustFlow(slug, answers, 'stage');
export const useModeFlow = (slug: string, answers: Answers): FlowSpec => useAdjustFlow(slug, answers, 'mode');
