/**
 * Thrown when a caller passes ids or values the catalogues do not know.
 * It carries the offending values and the valid ones so a CLI can print both.
 */
export class EngineInputError extends Error {
  readonly offending: readonly string[];
  readonly valid: readonly string[];

  constructor(problem: string, offending: readonly string[], valid: readonly string[]) {
    const validPart = valid.length > 0 ? ` Valid: ${valid.join(', ')}` : '';
    super(`${problem}: ${offending.join(', ')}.${validPart}`);
    this.name = 'EngineInputError';
    this.offending = offending;
    this.valid = valid;
  }
}
