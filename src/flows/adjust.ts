import { SCORE_MAX, SCORE_MIN, bandFor } from '../engine/bands.js';
import { STAGES, type Stage } from '../engine/types.js';
import { scoreOutOf } from '../model/enums.js';
import { type Memory } from '../memory/index.js';
import { InputError, MODES, type SimpEvent, type StateFields, refused } from '../model/index.js';
import { MODE_NAME } from './directions.js';
import { typed } from './errors.js';
import { lastMilestones, recentSignals } from './history.js';
import { runFlow, type RunOptions } from './run.js';
import { nextStateFields } from './state-fields.js';
import { actionsFor, knownStage, scoreText, stageEvents, stateSections, strategySections } from './state-text.js';
import type { EventDraft, Planned, WriteOutcome } from './types.js';

/** A stage, score or mode the user sets by hand (the `stage` and `mode` verbs, `update-meta`, the TUI). */
export interface AdjustInput {
  stage?: string;
  score?: number;
  mode?: string;
  /** Why, in the user's words; kept in the events. */
  reason?: string;
}

export interface AdjustRead {
  state: StateFields;
  signals: SimpEvent[];
  milestones: string[];
}

interface Move<T> {
  from: T;
  to: T;
  changed: boolean;
}

export interface AdjustReport {
  stage: Move<string>;
  score: Move<number | null>;
  mode: Move<string>;
}

export type AdjustOutcome = AdjustReport & { write: WriteOutcome };

export function loadAdjust(mem: Memory, slug: string): AdjustRead {
  return { state: mem.state(slug).fields, signals: recentSignals(mem, slug), milestones: lastMilestones(mem, slug) ?? [] };
}

function check(input: AdjustInput): void {
  if (input.stage === undefined && input.score === undefined && input.mode === undefined) {
    throw refused({ field: '', kind: 'none-given', fields: ['stage', 'score', 'mode'] });
  }
  if (input.stage !== undefined && !(STAGES as readonly string[]).includes(input.stage)) {
    throw new InputError(`stage: unknown stage ${input.stage}. Valid: ${STAGES.join(', ')}`, [
      { field: 'stage', kind: 'one-of', options: STAGES },
    ]);
  }
  if (input.score !== undefined && !(Number.isInteger(input.score) && input.score >= SCORE_MIN && input.score <= SCORE_MAX)) {
    throw new InputError(`score: must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`, [
      { field: 'score', kind: 'range', min: SCORE_MIN, max: SCORE_MAX, integer: true },
    ]);
  }
  if (input.mode !== undefined && !(MODES as readonly string[]).includes(input.mode)) {
    throw new InputError(`mode: unknown mode ${input.mode}. Valid: ${MODES.join(', ')}`, [{ field: 'mode', kind: 'one-of', options: MODES }]);
  }
}

/**
 * One write path for a hand-set stage, score or mode, so list, detail, state.md,
 * meta.json and `rebuild` agree afterwards: a stage goes through the same events
 * as any stage change (and a new strategy.md); a score is logged as a manual
 * `analysis_done` (the event rebuild reads scores from); a mode as a
 * `strategy_updated` naming the old and new mode, with state.md's
 * recommended_mode, meta.json's mode and strategy.md following it.
 */
export function planAdjust(input: AdjustInput, read: AdjustRead, now: Date): Planned<AdjustReport> {
  check(input);
  const s = read.state;
  const reason = typed(input.reason);
  const from = knownStage(s.current_stage);
  const stage: Move<string> = { from: s.current_stage, to: input.stage ?? s.current_stage, changed: input.stage !== undefined && input.stage !== s.current_stage };
  const score: Move<number | null> = { from: s.signal_score, to: input.score ?? s.signal_score, changed: input.score !== undefined && input.score !== s.signal_score };
  const mode: Move<string> = { from: s.recommended_mode, to: input.mode ?? s.recommended_mode, changed: input.mode !== undefined && input.mode !== s.recommended_mode };
  const to = knownStage(stage.to) as Stage;
  const why = reason === null ? '手动调整' : `手动调整：${reason}`;

  const events: EventDraft[] = [];
  if (stage.changed) events.push(...stageEvents(from, to, why));
  if (score.changed) {
    const summary = `${why}，评分 ${score.from ?? '—'} → ${scoreOutOf(score.to ?? '—')}`;
    events.push({ type: 'analysis_done', data: { score: score.to, stage: to, summary, source: 'manual' } });
  }
  if (mode.changed) {
    const name = (m: string): string => MODE_NAME[m]?.zh ?? m;
    events.push({
      type: 'strategy_updated',
      data: { old_stage: to, new_stage: to, reason: `推荐模式：${name(mode.from)} → ${name(mode.to)}（${why}）`, old_mode: mode.from, new_mode: mode.to },
    });
  }
  const report = { stage, score, mode };
  if (events.length === 0) return { report, writes: { events, state: null, strategy: null, run: null } };

  const band = score.to === null ? null : bandFor(score.to);
  const actions = actionsFor(to, read.milestones, mode.to);
  const newStrategy = stage.changed || mode.changed;
  return {
    report,
    writes: {
      events,
      state: {
        fields: { ...nextStateFields(s, events), ...(mode.changed ? { recommended_mode: mode.to as StateFields['recommended_mode'] } : {}) },
        sections: stateSections({
          oneLine: `${to}，${scoreText(score.to, band)}（${why}）`,
          signals: read.signals,
          stage: to,
          mode: mode.to,
          friendZone: to === '友谊区',
          nextStep: actions[0]?.label.zh ?? '',
        }),
      },
      strategy: newStrategy ? strategySections(to, score.to, band, mode.to, actions, now) : null,
      meta: mode.changed ? { mode: mode.to } : null,
      run: null,
    },
  };
}

export async function runAdjust(mem: Memory, slug: string, input: AdjustInput, opts: RunOptions = {}): Promise<AdjustOutcome> {
  check(input);
  const { report, write } = await runFlow(mem, slug, () => loadAdjust(mem, slug), (read, now) => planAdjust(input, read, now), opts);
  return { ...report, write };
}
