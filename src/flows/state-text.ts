import { isStage, type Stage } from '../engine/types.js';
import { orderActions } from '../engine/evaluate-progress.js';
import type { Band } from '../engine/bands.js';
import type { NextAction } from '../engine/catalog-actions.js';
import { STATE_PLACEHOLDERS, STATE_SECTIONS, localDate, localIso, type SimpEvent } from '../model/index.js';
import { FRIEND_ZONE_NOTE, MODE_FOCUS, MODE_NAME, STAGE_DIRECTION } from './directions.js';
import type { EventDraft, StrategySections } from './types.js';
import { scoreOutOf } from '../model/enums.js';

const [ONE_LINE, SIGNALS, DIRECTION, NEXT_STEP] = STATE_SECTIONS;
const ICON: Record<string, string> = { green: '🟢', red: '🔴', neutral: '🟡' };
const NO_SIGNALS = STATE_PLACEHOLDERS.noSignals;

/** A stage the engine knows; anything else reads as 未知 (other tools may write free text). */
export const knownStage = (stage: string): Stage => (isStage(stage) ? stage : '未知');

/** Newest first, as the reference fixture lists them: `- 🟢 YYYY-MM-DD content`. */
export function signalLines(events: readonly Pick<SimpEvent, 'ts' | 'data'>[]): string {
  const latest = events.slice(-3).reverse();
  if (latest.length === 0) return NO_SIGNALS;
  return latest
    .map((e) => `- ${ICON[String(e.data['direction'])] ?? '🟡'} ${e.ts.slice(0, 10)} ${String(e.data['content'] ?? '')}`)
    .join('\n');
}

/** Signal drafts as they will be stored at `now`, for the section written in the same transaction. */
export function asStored(drafts: readonly EventDraft[], now: Date): Pick<SimpEvent, 'ts' | 'data'>[] {
  return drafts.filter((d) => d.type === 'signal_recorded').map((d) => ({ ts: d.at ?? localIso(now), data: d.data }));
}

/** The two events of every stage change (SPEC 4): `stage_changed`, then `strategy_updated` naming the same move. */
export function stageEvents(from: Stage, to: Stage, trigger: string): EventDraft[] {
  return [
    { type: 'stage_changed', data: { from, to, trigger } },
    { type: 'strategy_updated', data: { old_stage: from, new_stage: to, reason: `阶段从${from}变为${to}（${trigger}）` } },
  ];
}

/** The mode's own actions first, then open ones (their milestone not done yet): the engine's order. */
export const actionsFor = (stage: Stage | 'stalled', milestones: readonly string[], mode: string): NextAction[] =>
  orderActions(stage, milestones, mode);

/** The stage's direction and how the mode approaches it. */
export function focus(stage: string, mode: string): string {
  const base = STAGE_DIRECTION[knownStage(stage)].zh;
  const how = MODE_FOCUS[mode]?.zh;
  return how ? `${base}\n\n${how}` : base;
}

export function direction(stage: string, friendZone: boolean, mode: string): string {
  const base = focus(stage, mode);
  return friendZone ? `${base}\n\n${FRIEND_ZONE_NOTE.zh}` : base;
}

/** Cuts typed text to one line for the one-sentence state. */
export function oneLine(text: string, max = 60): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '')?.trim() ?? '';
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

export function scoreText(score: number | null, band: Band | null): string {
  return score === null || band === null ? '尚未评分' : `${band.marker} ${band.label.zh}（${scoreOutOf(score)}）`;
}

export interface StateSectionsInput {
  oneLine: string;
  signals: readonly Pick<SimpEvent, 'ts' | 'data'>[];
  stage: string;
  mode: string;
  friendZone: boolean;
  nextStep: string;
}

/** The four sections of SPEC 3.3, generated from the tables and what the user typed. */
export function stateSections(input: StateSectionsInput): Record<string, string> {
  return {
    [ONE_LINE as string]: input.oneLine,
    [SIGNALS as string]: signalLines(input.signals),
    [DIRECTION as string]: direction(input.stage, input.friendZone, input.mode),
    [NEXT_STEP as string]: input.nextStep,
  };
}

/** strategy.md for a new stage (rewritten only on a stage change, SPEC 2). */
export function strategySections(
  stage: string,
  score: number | null,
  band: Band | null,
  mode: string,
  actions: readonly NextAction[],
  now: Date,
): StrategySections {
  return {
    '## 当前阶段': `${stage}（${localDate(now)} 起）· ${scoreText(score, band)}`,
    '## 推荐模式': MODE_NAME[mode]?.zh ?? mode,
    '## 本阶段重点': focus(stage, mode),
    '## 近期行动计划': actions.slice(0, 3).map((a) => `- ${a.label.zh}`).join('\n'),
  };
}
