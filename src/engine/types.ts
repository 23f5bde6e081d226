// Structural inputs of the engines. The stored values come from the file
// contract (src/model); the engines need no schema library.
export { isStage, STAGES, type Stage } from '../model/enums.js';

/** Every user-facing text exists in both languages; the UI picks one. */
export interface Label {
  readonly zh: string;
  readonly en: string;
}

export interface EngineEvent {
  readonly ts: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface EngineState {
  readonly current_stage: string;
  readonly signal_score: number | null;
  readonly last_signal_score: number | null;
  readonly score_trend: 'up' | 'down' | 'stable';
  readonly last_updated: string;
  readonly milestones_done: number;
}

export type Dimension = 'messaging' | 'offline' | 'emotional';

export type Severity = 'low' | 'low-medium' | 'medium' | 'medium-high' | 'high';
