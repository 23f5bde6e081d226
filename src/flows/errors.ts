import { EngineInputError } from '../engine/index.js';
import { InputError } from '../model/index.js';

/**
 * Engine errors become input errors naming the flow's field, so the CLI exits
 * with 2 and the TUI can point at the field; the valid ids stay in the message.
 */
export function engineCall<T>(field: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof EngineInputError) throw new InputError(`${field}: ${err.message}`);
    throw err;
  }
}

/** Refuses ids that are not in a catalogue, listing the valid ones. */
export function checkIds(field: string, given: readonly string[], valid: readonly string[]): string[] {
  const unique = [...new Set(given.map((s) => s.trim()).filter((s) => s !== ''))];
  const unknown = unique.filter((id) => !valid.includes(id));
  if (unknown.length > 0) {
    throw new InputError(`${field}: unknown id(s) ${unknown.join(', ')}. Valid: ${valid.join(', ')}`);
  }
  return unique;
}

/** Trims typed text; empty means "not given". */
export function typed(text: string | undefined): string | null {
  const t = text?.trim() ?? '';
  return t === '' ? null : t;
}
