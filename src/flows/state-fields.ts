import { applyRebuild, type RebuiltState } from '../memory/index.js';
import { type StateFields } from '../model/index.js';
import type { EventDraft, StateFieldsPatch } from './types.js';

/**
 * state.md's score fields after the events a flow writes, folded with the
 * memory service's own rebuild step (SPEC 5, ±2 trend). One rule for both
 * means `simp rebuild` always agrees with what a flow wrote.
 */
export function nextStateFields(state: StateFields, events: readonly EventDraft[]): StateFieldsPatch {
  let s: RebuiltState = {
    current_stage: state.current_stage,
    signal_score: state.signal_score,
    last_signal_score: state.last_signal_score,
    score_trend: state.score_trend,
    recommended_mode: 'hybrid',
    milestones_done: state.milestones_done,
  };
  for (const e of events) s = applyRebuild(s, e);
  // recommended_mode is the user's choice; the rebuild's default must not overwrite it.
  return {
    current_stage: s.current_stage,
    signal_score: s.signal_score,
    last_signal_score: s.last_signal_score,
    score_trend: s.score_trend,
    milestones_done: s.milestones_done,
  };
}
