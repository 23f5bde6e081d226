import * as z from './zod.js';

import { MODE_ALIASES, STAGES, MODES, TRENDS, SCORE_MIN, SCORE_MAX, PERSONALITY_TYPES, SIGNAL_DELTA_MAX, PLACEHOLDER } from './enums.js';

export { isStage, type Stage, STAGES, MODES, TRENDS, PERSONALITY_TYPES, SCORE_MIN, SCORE_MAX, SIGNAL_DELTA_MAX, EVENT_TYPE_NAMES, SCORED_EVENT_TYPES, PROFILE_FIELDS, PLACEHOLDER, PROFILE_SECTIONS, STATE_SECTIONS } from './enums.js';

/** Stages stored verbatim in state.md / meta.json (SPEC 3.3). */
export const StageSchema = z.enum(STAGES);

export const ModeSchema = z.enum(MODES);
export type Mode = z.infer<typeof ModeSchema>;
export { MODE_ALIASES } from './enums.js';

/** An integer within bounds (zod's `safeint` with inclusive limits: field-issues reads them back). */
export const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

export const ScoreSchema = intBetween(SCORE_MIN, SCORE_MAX);

const text = z.string().check(z.minLength(1));
const DirectionSchema = z.enum(['green', 'red', 'neutral']);

/** Required `data` of each event type (SPEC 3.4); extra fields are allowed and kept. */
export const EVENT_DATA = {
  profile_created: z.looseObject({ nickname: text, personality_type: z.string() }),
  profile_updated: z.looseObject({ field: text, old_value: z.unknown(), new_value: z.unknown() }),
  stage_changed: z.looseObject({ from: StageSchema, to: StageSchema, trigger: z.string() }),
  signal_recorded: z.looseObject({ direction: DirectionSchema, content: text, score_delta: intBetween(-SIGNAL_DELTA_MAX, SIGNAL_DELTA_MAX) }),
  analysis_done: z.looseObject({ score: ScoreSchema, stage: StageSchema, summary: z.string() }),
  progress_evaluated: z.looseObject({
    score: ScoreSchema,
    stage: StageSchema,
    milestones_done: intBetween(0, 10),
    next_actions: z.array(z.string()),
  }),
  strategy_updated: z.looseObject({ old_stage: StageSchema, new_stage: StageSchema, reason: z.string() }),
  crisis_handled: z.looseObject({ crisis_type: text, resolution: z.string() }),
  quit_evaluated: z.looseObject({ verdict: z.enum(['continue', 'reconsider', 'let_go']), reason: z.string() }),
  confess_prepared: z.looseObject({ method: text, readiness_score: intBetween(0, 5) }),
  // This program's addition (SPEC 8): an audit line per topic-memory write, so a
  // merge can be traced and undone. Other tools show it by its raw type name.
  knowledge_recorded: z.looseObject({
    action: z.enum(['insert', 'update', 'insert_missing_target', 'edit', 'delete']),
    id: text,
    before: z.nullable(z.string()),
    after: z.string(),
    keywords: z.array(z.string()),
  }),
  // This program's addition: how a confession went (yes, no, or "needs time"), after `confess_prepared`.
  confess_outcome: z.looseObject({ outcome: z.enum(['yes', 'no', 'pending']), note: z.optional(z.string()) }),
  // This program's addition: a rollback's trace in the history (which version came
  // back, where the replaced files were saved). Other tools show it by its raw name.
  version_restored: z.looseObject({ version: text, backup: text, files: z.array(z.string()) }),
} as const;

export type EventType = keyof typeof EVENT_DATA;
export const EVENT_TYPES = Object.keys(EVENT_DATA) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_DATA, type);
}

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


const oneLine = z.string().check(
  z.trim(),
  z.minLength(1, 'needs a value'),
  z.refine((v: string) => !/[\r\n]/.test(v), 'must stay on one line'),
);
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * What a profile field may be changed to (SPEC 3.2). Known fields are checked;
 * fields other tools added keep any one-line scalar.
 */
export const ProfileChangeSchema = z.catchall(
  z.partial(
    z.object({
      nickname: oneLine,
      gender: oneLine,
      age: z.union([intBetween(0, 150), z.literal(PLACEHOLDER)]),
      occupation: oneLine,
      city: oneLine,
      mbti: z.union([z.string().check(z.regex(/^[EI][SN][TF][JP]$/i, 'must be a four-letter type such as INFP or ESTJ')), z.literal(PLACEHOLDER)]),
      zodiac: oneLine,
      personality_type: z.enum(PERSONALITY_TYPES, { error: `must be one of ${PERSONALITY_TYPES.join(', ')}` }),
      how_met: oneLine,
      created_at: oneLine,
    }),
  ),
  scalar,
);

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
