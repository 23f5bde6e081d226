/**
 * Thrown when a caller passes ids or values the catalogues do not know.
 * It carries the offending values and the valid ones so a CLI can print both.
 */
/** What is wrong with the values, as a code a front end words: unknown ids, answers that do not fit, J-only signals, more than one of a group. */
export type EngineProblem = 'unknown' | 'invalid' | 'j-only' | 'one-only';

export class EngineInputError extends Error {
  readonly offending: readonly string[];
  readonly valid: readonly string[];

  constructor(
    problem: string,
    offending: readonly string[],
    valid: readonly string[],
    readonly code: EngineProblem = 'unknown',
  ) {
    const validPart = valid.length > 0 ? ` Valid: ${valid.join(', ')}` : '';
    super(`${problem}: ${offending.join(', ')}.${validPart}`);
    this.name = 'EngineInputError';
    this.offending = offending;
    this.valid = valid;
  }
}
