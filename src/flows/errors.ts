import { EngineInputError } from '../engine/errors.js';
import { refused, type FieldIssue } from '../model/index.js';

/**
 * Engine errors become input errors naming the flow's field, so the CLI exits
 * with 2 and the TUI can point at the field; the valid ids stay in the message.
 */
export function engineCall<T>(field: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof EngineInputError) throw refused(engineIssue(field, err));
    throw err;
  }
}

/** An engine's refusal as the issue of the flow's field. */
function engineIssue(field: string, err: EngineInputError): FieldIssue {
  switch (err.code) {
    case 'unknown':
      return { field, kind: 'unknown', values: err.offending, options: err.valid };
    case 'invalid':
      return { field, kind: 'answers', problems: err.offending };
    case 'j-only':
      return { field, kind: 'j-only', values: err.offending, options: err.valid };
    case 'one-only':
      return { field, kind: 'one-only', values: err.offending, options: err.valid };
  }
}

/** Refuses ids that are not in a catalogue, listing the valid ones. */
export function checkIds(field: string, given: readonly string[], valid: readonly string[]): string[] {
  const unique = [...new Set(given.map((s) => s.trim()).filter((s) => s !== ''))];
  const unknown = unique.filter((id) => !valid.includes(id));
  if (unknown.length > 0) {
    throw refused({ field, kind: 'unknown', values: unknown, options: valid });
  }
  return unique;
}

/** Trims typed text; empty means "not given". */
export function typed(text: string | undefined): string | null {
  const t = text?.trim() ?? '';
  return t === '' ? null : t;
}
