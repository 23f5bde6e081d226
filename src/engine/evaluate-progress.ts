import { bandFor, type Band } from './bands.js';
import { HOLD_BACK_FILLERS, NEXT_ACTIONS, RESPECT_ACTIONS, RISK_ACTIONS, type NextAction } from './catalog-actions.js';
import { MILESTONES, type MilestoneId } from './catalog-milestones.js';
import { EngineInputError } from './errors.js';
import { DAY_MS, loggedTimes, parseTs } from './history.js';
import { findRisks, type FoundRisk } from './progress-risks.js';
import { readReadiness, type Readiness } from './progress-readiness.js';
import { readTrend, type Trend } from './progress-trend.js';
import { inRange, requireStage, stageInfo, type ScoreRange } from './stages.js';
import type { ProgressInput } from './progress-input.js';
import type { EngineEvent, Stage } from './types.js';

export const STALLED_AFTER_DAYS = 42;
export const STALE_AFTER_DAYS = 14;

export interface ProgressResult {
  readonly score: number | null;
  readonly band: Band | null;
  readonly trend: Trend;
  readonly stageFit: { readonly fits: boolean; readonly range: ScoreRange | null };
  readonly stalled: boolean;
  /** When the current stage began: the last stage_changed, else the first event. */
  readonly stageSince: string | null;
  readonly risks: readonly FoundRisk[];
  readonly nextActions: readonly NextAction[];
  readonly readiness: Readiness;
  readonly stale: boolean;
  readonly milestones: readonly MilestoneId[];
  readonly milestonesDone: number;
}

export function evaluateProgress(input: ProgressInput): ProgressResult {
  const { state, events, now } = input;
  const stage = requireStage(state.current_stage);
  const milestones = readMilestones(input.milestones);
  const score = state.signal_score;
  const range = stageInfo(stage).range;
  const trend = readTrend(events, input.readsScore === true ? score : null);
  const start = stageStart(events, now.getTime());
  const since = start?.ts ?? null;
  const sinceMs = start?.ms ?? null;
  // A couple who said yes is not "stuck"; everywhere else six weeks is a signal.
  const stalled =
    stage !== '表白后-成功' && sinceMs !== null && now.getTime() - sinceMs > STALLED_AFTER_DAYS * DAY_MS;
  const risks = findRisks(input, stage, trend, stalled, { score, stageSince: since });
  const updatedMs = parseTs(state.last_updated);
  // An unreadable date cannot vouch for fresh data, so it asks for an update too.
  const stale = updatedMs === null || now.getTime() - updatedMs > STALE_AFTER_DAYS * DAY_MS;

  return {
    score,
    band: score === null ? null : bandFor(score),
    trend,
    // Stages without a range (未知, 表白后, side states) and a missing score cannot conflict.
    stageFit: { fits: range === null || score === null || inRange(score, range), range },
    stalled,
    stageSince: since,
    risks,
    // After a clear no, the period of respect decides every action: nothing that pursues.
    nextActions: input.respect === true ? [...RESPECT_ACTIONS] : pickActions(stalled ? 'stalled' : stage, milestones, input.mode, risks),
    readiness: readReadiness(input, milestones, events),
    stale,
    milestones,
    milestonesDone: Math.min(MILESTONES.length, Math.max(milestones.length, input.milestonesFloor ?? 0)),
  };
}

function readMilestones(ticked: readonly string[]): MilestoneId[] {
  const valid = MILESTONES.map((m) => m.id);
  const unknown = [...new Set(ticked)].filter((id) => !(valid as readonly string[]).includes(id));
  if (unknown.length > 0) throw new EngineInputError('Unknown milestone id(s)', unknown, valid);
  return valid.filter((id) => ticked.includes(id));
}

/** The last stage change (or the first dated event), with its logged time: a stamp from a clock set ahead reads as no later than what followed it. */
function stageStart(events: readonly EngineEvent[], now: number): { ts: string; ms: number } | null {
  const times = loggedTimes(events, now);
  let first: { ts: string; ms: number } | null = null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as EngineEvent;
    const ms = times[i] ?? null;
    if (ms === null) continue;
    if (e.type === 'stage_changed') return { ts: e.ts, ms };
    first = { ts: e.ts, ms };
  }
  return first;
}

/**
 * A set's actions for a mode: the mode's own first, then the shared ones (other
 * modes' are left out); within that, open ones first: an action whose milestone
 * is already done steps aside.
 */
export function orderActions(set: Stage | 'stalled', milestones: readonly string[], mode: string = 'hybrid'): NextAction[] {
  const all = NEXT_ACTIONS[set].filter((a) => a.mode === undefined || a.mode === mode);
  const ranked = [...all.filter((a) => a.mode !== undefined), ...all.filter((a) => a.mode === undefined)];
  const open = ranked.filter((a) => a.unlessMilestone === undefined || !milestones.includes(a.unlessMilestone));
  return [...open, ...ranked.filter((a) => !open.includes(a))];
}

/**
 * Exactly three, open ones first. The actions follow the risks raised: each risk
 * that asks you to hold back leads with what to do about it, and no action that
 * pushes toward them stands beside it.
 */
export function pickActions(set: Stage | 'stalled', milestones: readonly string[], mode: string | undefined, risks: readonly Pick<FoundRisk, 'id'>[] = []): NextAction[] {
  const raised = new Set<string>(risks.map((r) => r.id));
  const lead = RISK_ACTIONS.filter((r) => raised.has(r.risk)).map((r) => r.action);
  const ordered = orderActions(set, milestones, mode);
  if (lead.length === 0) return ordered.slice(0, 3);
  return [...lead.slice(0, 2), ...ordered.filter((a) => a.push !== true), ...HOLD_BACK_FILLERS].slice(0, 3);
}
