import * as z from './zod.js';

import { EVENT_RULES, type EventType, type FieldRule } from './event-rules.js';
import { MODE_ALIASES, STAGES, MODES, TRENDS, SCORE_MIN, SCORE_MAX } from './enums.js';

export { isStage, type Stage, STAGES, MODES, TRENDS, PERSONALITY_TYPES, SCORE_MIN, SCORE_MAX, SIGNAL_DELTA_MAX, SCORED_EVENT_TYPES, PROFILE_FIELDS, PLACEHOLDER, PROFILE_SECTIONS, STATE_SECTIONS } from './enums.js';

/** Stages stored verbatim in state.md / meta.json (SPEC 3.3). */
export const StageSchema = z.enum(STAGES);

export const ModeSchema = z.enum(MODES);
export type Mode = z.infer<typeof ModeSchema>;
export { MODE_ALIASES } from './enums.js';

/** An integer within bounds (zod's `safeint` with inclusive limits: field-issues reads them back). */
export const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

export const ScoreSchema = intBetween(SCORE_MIN, SCORE_MAX);

const text = z.string().check(z.minLength(1));

/** The schema of one rule of the event table (event-rules.ts). */
function ruleSchema(rule: FieldRule): z.core.$ZodType {
  switch (rule.kind) {
    case 'text':
      return text;
    case 'string':
      return z.string();
    case 'any':
      return z.unknown();
    case 'int':
      return intBetween(rule.min, rule.max);
    case 'one-of':
      return z.enum(rule.options);
    case 'strings':
      return z.array(z.string());
    case 'string-or-null':
      return z.nullable(z.string());
    case 'optional-string':
      return z.optional(z.string());
  }
}

type EventDataSchema = z.ZodMiniObject<Record<string, z.core.$ZodType>, z.core.$loose>;

/**
 * Required `data` of each event type (SPEC 3.4, the table in event-rules.ts); extra fields are
 * allowed and kept. Each type's schema is built when it is first asked for: the write path checks
 * events with the table and asks a schema only to name what is wrong (building all of them took
 * a good part of the schemas' load time).
 */
export const EVENT_DATA = {} as Record<EventType, EventDataSchema>;
for (const [type, fields] of Object.entries(EVENT_RULES)) {
  let built: EventDataSchema | undefined;
  Object.defineProperty(EVENT_DATA, type, {
    enumerable: true,
    get: () => (built ??= z.looseObject(Object.fromEntries(Object.entries(fields as Record<string, FieldRule>).map(([name, rule]) => [name, ruleSchema(rule)])))),
  });
}

export { EVENT_TYPES, isEventType, type EventType } from './event-rules.js';

/** What readers accept: any object with a type; unknown types are shown by their raw name. */
export const EventEnvelopeSchema = z.looseObject({
  ts: z.string(),
  v: z.optional(z.number()),
  type: z.string(),
  slug: z.optional(z.string()),
  data: z._default(z.record(z.string(), z.unknown()), {}),
});
export type SimpEvent = z.infer<typeof EventEnvelopeSchema>;

/** A mode as stored (the Chinese aliases read as their code), hybrid when missing. */
function modeField() {
  return z.pipe(
    z.pipe(
      z._default(z.string(), 'hybrid'),
      z.transform((m: string) => MODE_ALIASES[m] ?? m),
    ),
    ModeSchema,
  );
}

const nonNegative = () => z.int().check(z.minimum(0));

/** state.md front matter after defaults are filled in (SPEC 3.3). */
export const StateFieldsSchema = z.looseObject({
  current_stage: z._default(z.string(), '未知'),
  signal_score: z._default(z.nullable(ScoreSchema), null),
  last_signal_score: z._default(z.nullable(ScoreSchema), null),
  score_trend: z._default(z.enum(TRENDS), 'stable'),
  recommended_mode: modeField(),
  last_updated: z._default(z.string(), ''),
  milestones_done: z._default(intBetween(0, 10), 0),
});
export type StateFields = z.infer<typeof StateFieldsSchema>;

/** meta.json after defaults (SPEC 3.5); older folders may only have stage/score/mode. */
export const MetaSchema = z.looseObject({
  slug: z.string(),
  nickname: z._default(z.string(), ''),
  created_at: z._default(z.string(), ''),
  updated_at: z._default(z.string(), ''),
  version: z._default(z.string().check(z.regex(/^v\d+$/, 'must look like v1, v2, ...')), 'v1'),
  current_stage: z._default(z.string(), '未知'),
  signal_score: z._default(z.nullable(ScoreSchema), null),
  mode: modeField(),
  event_count: z._default(nonNegative(), 0),
  last_snapshot: z._default(z.nullable(z.string()), null),
  interaction_count: z._default(nonNegative(), 0),
  last_interaction: z._default(z.nullable(z.string()), null),
  consecutive_days: z._default(nonNegative(), 0),
});
export type Meta = z.infer<typeof MetaSchema>;


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
