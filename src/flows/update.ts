import { type Memory } from '../memory/index.js';
import { InputError, PROFILE_FIELDS, type SimpEvent } from '../model/index.js';

/** Fields `update` may change: the profile's own, except the slug that names the folder. */
export const UPDATABLE_FIELDS: readonly string[] = PROFILE_FIELDS.filter((f) => f !== 'slug');

export interface UpdateOutcome {
  /** One per field whose value really changed. */
  events: SimpEvent[];
  changed: string[];
}

/** Parses `field=value` pairs as typed on the command line. */
export function parseAssignments(pairs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new InputError(`set: expected field=value, got "${pair}". Fields: ${UPDATABLE_FIELDS.join(', ')}`);
    out[pair.slice(0, at).trim()] = pair.slice(at + 1);
  }
  return out;
}

/** Validates and normalises the changes before anything is written. */
export function planUpdate(changes: Readonly<Record<string, string>>): Record<string, string | number> {
  const entries = Object.entries(changes);
  if (entries.length === 0) throw new InputError(`set: nothing to update. Fields: ${UPDATABLE_FIELDS.join(', ')}`);
  const out: Record<string, string | number> = {};
  for (const [field, raw] of entries) {
    if (!UPDATABLE_FIELDS.includes(field)) {
      throw new InputError(`set: unknown field ${field}. Fields: ${UPDATABLE_FIELDS.join(', ')}`);
    }
    const value = raw.trim();
    if (value === '') throw new InputError(`set: ${field} needs a value`);
    if (/[\r\n]/.test(value)) throw new InputError(`set: ${field} must stay on one line`);
    // Which values each field takes is the memory service's ProfileChangeSchema.
    // Ages stay numbers, as the reference reader turns integer-looking text into ints.
    out[field] = field === 'mbti' ? value.toUpperCase() : field === 'age' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  }
  return out;
}

/** SPEC 3.2 / 4 "update": profile fields by name, one `profile_updated` per field that changed. */
export async function runUpdate(mem: Memory, slug: string, changes: Readonly<Record<string, string>>): Promise<UpdateOutcome> {
  const { result, changed } = await mem.updateProfile(slug, planUpdate(changes));
  return { events: result, changed };
}
