import type { EngineEvent, EngineState } from '../../src/engine/index.js';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Local `YYYY-MM-DDTHH:MM:SS`, the form events.jsonl uses (SPEC 3.4). */
export function localIso(d: Date): string {
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

export const NOW = new Date('2026-05-01T12:00:00');
const DAY = 24 * 60 * 60 * 1000;

/** Timestamp `days` before NOW (fractions allowed), as a local ISO string. */
export function ago(days: number): string {
  return localIso(new Date(NOW.getTime() - days * DAY));
}

export function ev(type: string, data: Record<string, unknown>, ts: string = ago(1)): EngineEvent {
  return { ts, type, data };
}

export const analysis = (score: number, ts?: string, stage = '升温期'): EngineEvent =>
  ev('analysis_done', { score, stage, summary: 's' }, ts);
export const progress = (score: number, ts?: string, stage = '升温期'): EngineEvent =>
  ev('progress_evaluated', { score, stage, milestones_done: 0, next_actions: [] }, ts);
export const signal = (direction: 'green' | 'red' | 'neutral', ts?: string): EngineEvent =>
  ev('signal_recorded', { direction, content: 'c', score_delta: direction === 'green' ? 2 : -2 }, ts);
export const stageChanged = (from: string, to: string, ts?: string): EngineEvent =>
  ev('stage_changed', { from, to, trigger: 'analyze' }, ts);

export function state(overrides: Partial<EngineState> = {}): EngineState {
  return {
    current_stage: '升温期',
    signal_score: 10,
    last_signal_score: null,
    score_trend: 'stable',
    last_updated: ago(1),
    milestones_done: 0,
    ...overrides,
  };
}
