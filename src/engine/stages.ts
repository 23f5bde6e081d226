import { EngineInputError } from './errors.js';
import { isStage, STAGES, type Label, type Stage } from './types.js';

export interface ScoreRange {
  readonly min: number;
  readonly max: number;
}

export interface StageInfo {
  readonly id: Stage;
  readonly label: Label;
  /** Position on the ladder of SPEC 6.2 (0 = not started); null for side states. */
  readonly rung: number | null;
  /** Scores that fit this stage; null where a score says nothing about it. */
  readonly range: ScoreRange | null;
}

export const STAGE_INFO: readonly StageInfo[] = [
  { id: '未知', label: { zh: '未知', en: 'Unknown' }, rung: 0, range: null },
  { id: '破冰期', label: { zh: '破冰期', en: 'Ice-breaking' }, rung: 1, range: { min: 0, max: 10 } },
  { id: '升温期', label: { zh: '升温期', en: 'Warming up' }, rung: 2, range: { min: 8, max: 15 } },
  { id: '暧昧期', label: { zh: '暧昧期', en: 'Flirting' }, rung: 3, range: { min: 13, max: 20 } },
  { id: '表白前', label: { zh: '表白前', en: 'Pre-confession' }, rung: 4, range: { min: 18, max: 25 } },
  { id: '表白后-成功', label: { zh: '表白后-成功', en: 'Confessed: yes' }, rung: 5, range: null },
  { id: '表白后-被拒', label: { zh: '表白后-被拒', en: 'Confessed: no' }, rung: 5, range: null },
  { id: '友谊区', label: { zh: '友谊区', en: 'Friend zone' }, rung: null, range: null },
  { id: '重启期', label: { zh: '重启期', en: 'Restart' }, rung: null, range: null },
];

/** The scored part of the ladder, lowest first. */
export const SCORED_LADDER: readonly Stage[] = ['破冰期', '升温期', '暧昧期', '表白前'];

export function stageInfo(stage: Stage): StageInfo {
  const info = STAGE_INFO.find((s) => s.id === stage);
  // STAGE_INFO covers STAGES (checked by the catalogue test); this is unreachable.
  if (!info) throw new Error(`no stage info for ${stage}`);
  return info;
}

export function requireStage(value: string): Stage {
  if (!isStage(value)) throw new EngineInputError('Unknown stage', [value], STAGES);
  return value;
}

export function inRange(score: number, range: ScoreRange): boolean {
  return score >= range.min && score <= range.max;
}
