import type { FlowName, FlowStart } from '../../shell/kernel/use-nav-state.js';
import type { Answers, FlowSpec } from './runner/guided-types.js';
import { useGuidedState } from './runner/use-guided-state.js';
import { GuidedFlow } from './runner/guided-flow.js';
import { useAnalyzeFlow } from './analyze/use-analyze-flow.js';
import { useProgressFlow } from './progress/use-progress-flow.js';
import { useQuitFlow } from './quit/use-quit-flow.js';
import { useCrisisFlow } from './crisis/use-crisis-flow.js';
import { useConfessFlow } from './confess/use-confess-flow.js';
import { useDailyFlow } from './daily/use-daily-flow.js';
import { useRespectFlow } from './respect/use-respect-flow.js';
import { useModeFlow, useStageFlow } from './adjust/use-adjust-flows.js';
import { useArchiveFlow } from './archive/use-archive-flow.js';

const SPECS: Record<FlowName, (slug: string, answers: Answers) => FlowSpec> = {
  analyze: useAnalyzeFlow,
  progress: useProgressFlow,
  quit: useQuitFlow,
  crisis: useCrisisFlow,
  confess: useConfessFlow,
  daily: useDailyFlow,
  respect: useRespectFlow,
  stage: useStageFlow,
  mode: useModeFlow,
  archive: useArchiveFlow,
};

/** A guided flow over one crush. A screen keeps its flow for its whole life, so the hook picked here never changes. */
export function FlowScreen({ slug, flow, isActive, start }: { slug: string; flow: FlowName; isActive: boolean; start?: FlowStart }) {
  const [state, dispatch] = useGuidedState(start?.answers, start?.cursor, start?.step);
  const spec = SPECS[flow](slug, state.answers);
  return <GuidedFlow slug={slug} spec={spec} state={state} dispatch={dispatch} isActive={isActive} initial={start?.answers} />;
}
