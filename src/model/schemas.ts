/**
 * The shapes of what simp stores: events (their data's rules are event-rules.ts),
 * meta.json and state.md's front matter (meta-rules.ts). Each file is checked by
 * its table of plain rules (field-rules.ts), so reading or writing one loads no
 * schema library.
 */
import type * as z from 'zod/mini';

export { isStage, type Stage, STAGES, MODES, TRENDS, PERSONALITY_TYPES, SCORE_MIN, SCORE_MAX, SIGNAL_DELTA_MAX, SCORED_EVENT_TYPES, PROFILE_FIELDS, PLACEHOLDER, PROFILE_SECTIONS, STATE_SECTIONS } from './enums.js';
export { MODE_ALIASES } from './enums.js';
export { EVENT_TYPES, isEventType, type EventType } from './event-rules.js';
export { META_RULES, STATE_RULES, checkMeta, checkStateFields, type Checked, type Meta, type Mode, type StateFields } from './meta-rules.js';

/** One line of events.jsonl as readers take it: any object with a type (unknown types are shown by their raw name). */
export interface SimpEvent {
  ts: string;
  v?: number;
  type: string;
  slug?: string;
  data: Record<string, unknown>;
  [key: string]: unknown;
}

export const MISSING_SECTION = '[待生成]';

/** Turns a zod error into one line naming the field: `data.score: ...`. */
export function describeZodError(err: z.core.$ZodError, prefix = ''): string {
  return err.issues
    .map((issue) => {
      const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
      return `${path || '(root)'}: ${issue.message}`;
    })
    .join('; ');
}
