import type { EngineEvent, EngineState } from './types.js';

/**
 * Answers the user gives in the progress flow. Each is optional: an
 * unanswered question neither raises a risk nor meets a readiness condition.
 */
export interface ProgressAnswers {
  /** A clear friend-zone statement was seen (e.g. from the last scoreSignals). */
  readonly friendZone?: boolean;
  /** checkBurnout fired (the flow runs it first). */
  readonly burnout?: boolean;
  /** Someone else is actively pursuing them. */
  readonly rival?: boolean;
  /** The user starts more than 80% of the chats. */
  readonly userStartsMostChats?: boolean;
  /** When that answer was read from the interaction log: the share of conversations you opened, and how many. */
  readonly initiativeMeasured?: { readonly percent: number; readonly chats: number };
  /** They are under stress right now. */
  readonly theyAreStressed?: boolean;
  /** You live in different cities (the strategy's long-distance situation). */
  readonly longDistance?: boolean;
  /** The user feels calm, not anxious. */
  readonly userCalm?: boolean;
  /** A time and place for confessing is chosen. */
  readonly timePlaceChosen?: boolean;
  /** A period of respect holds after a clear no (engine/respect-period.ts): the actions are its own. */
  readonly respect?: boolean;
}

export interface ProgressInput extends ProgressAnswers {
  readonly state: EngineState;
  readonly events: readonly EngineEvent[];
  /** Ticked milestone ids; unknown ids are refused. */
  readonly milestones: readonly string[];
  /**
   * Milestones counted before without their ids (another tool wrote only the
   * count): `milestonesDone` never falls below it, so the count only grows.
   */
  readonly milestonesFloor?: number;
  /** The pursuit mode (hybrid when left out): its own actions come first. */
  readonly mode?: string;
  readonly now: Date;
  /** This review is a reading of the state's score: the trend compares it with the last scored event of any kind. */
  readonly readsScore?: boolean;
}
