// Structural inputs of the engines. They mirror the memory schemas without
// importing them, so the engines stay pure and usable by any front end.

/** Stage values stored verbatim in state.md (SPEC 3.3). */
export const STAGES = [
  '未知',
  '破冰期',
  '升温期',
  '暧昧期',
  '表白前',
  '表白后-成功',
  '表白后-被拒',
  '友谊区',
  '重启期',
] as const;
export type Stage = (typeof STAGES)[number];

export function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}

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
