import type { rewriteState, rewriteStrategy } from '../memory/index.js';
import type { SimpEvent } from '../model/index.js';
import type { Label } from '../engine/types.js';

/** An event a flow wants to append; the memory service validates it (SPEC 3.4). */
export interface EventDraft {
  type: string;
  data: Record<string, unknown>;
  /**
   * When it happened, as a stamp (`2026-12-01T12:30:00`, or a day alone), when that
   * was before the write (an interaction's signal): its `ts`, with `data.recorded_at`
   * the write's time.
   */
  at?: string;
}

export type StateFieldsPatch = Parameters<typeof rewriteState>[1];
export type StrategySections = Parameters<typeof rewriteStrategy>[1];

/** Runs counted by the anti-burnout check (SPEC 6.4). */
export type CountedFlow = 'analyze' | 'progress' | 'daily';

/** Everything a flow writes, decided before any file is touched. */
export interface WritePlan {
  events: EventDraft[];
  /** state.md rewrite (SPEC 3.3); also syncs stage and score into meta.json. */
  state: { fields: StateFieldsPatch; sections: Record<string, string> } | null;
  /** strategy.md rewrite, only when the stage or the mode changed. */
  strategy: StrategySections | null;
  /** meta.json fields a flow sets beyond the stage and score the state rewrite copies (the mode). */
  meta?: Record<string, unknown> | null;
  run: CountedFlow | null;
}

/** A pure plan step's answer: what to show and what to write. */
export interface Planned<R> {
  report: R;
  writes: WritePlan;
}

/** What a flow's write did. */
export interface WriteOutcome {
  /** Paths relative to the crush folder, as the memory service reports them. */
  changed: string[];
  /** The events as stored (with their ts). */
  events: SimpEvent[];
  /** 1, or more when another program changed the folder and the flow read it again. */
  attempts: number;
}

/**
 * Text the user typed in a flow, offered to topic memory (SPEC 8). Flows only
 * return candidates; the topic-memory orchestration decides what to keep.
 */
export interface TopicCandidate {
  text: string;
  source: 'analyze' | 'crisis' | 'confess';
}

export type { Label };
