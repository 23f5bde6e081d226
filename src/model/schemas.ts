import * as z from 'zod';

import { MODE_ALIASES, STAGES, MODES, TRENDS, SCORE_MIN, SCORE_MAX, PERSONALITY_TYPES, SIGNAL_DELTA_MAX, PLACEHOLDER } from './enums.js';

export { isStage, type Stage, STAGES, MODES, TRENDS, PERSONALITY_TYPES, SCORE_MIN, SCORE_MAX, SIGNAL_DELTA_MAX, EVENT_TYPE_NAMES, SCORED_EVENT_TYPES, PROFILE_FIELDS, PLACEHOLDER, PROFILE_SECTIONS, STATE_SECTIONS } from './enums.js';

/** Stages stored verbatim in state.md / meta.json (SPEC 3.3). */
export const StageSchema = z.enum(STAGES);

export const ModeSchema = z.enum(MODES);
export type Mode = z.infer<typeof ModeSchema>;
export { MODE_ALIASES } from './enums.js';

export const ScoreSchema = z.number().int().min(SCORE_MIN).max(SCORE_MAX);

const text = z.string().min(1);
const DirectionSchema = z.enum(['green', 'red', 'neutral']);

/** Required `data` of each event type (SPEC 3.4); extra fields are allowed and kept. */
export const EVENT_DATA = {
  profile_created: z.looseObject({ nickname: text, personality_type: z.string() }),
  profile_updated: z.looseObject({ field: text, old_value: z.unknown(), new_value: z.unknown() }),
  stage_changed: z.looseObject({ from: StageSchema, to: StageSchema, trigger: z.string() }),
  signal_recorded: z.looseObject({ direction: DirectionSchema, content: text, score_delta: z.number().int().min(-SIGNAL_DELTA_MAX).max(SIGNAL_DELTA_MAX) }),
  analysis_done: z.looseObject({ score: ScoreSchema, stage: StageSchema, summary: z.string() }),
  progress_evaluated: z.looseObject({
    score: ScoreSchema,
    stage: StageSchema,
    milestones_done: z.number().int().min(0).max(10),
    next_actions: z.array(z.string()),
  }),
  strategy_updated: z.looseObject({ old_stage: StageSchema, new_stage: StageSchema, reason: z.string() }),
  crisis_handled: z.looseObject({ crisis_type: text, resolution: z.string() }),
  quit_evaluated: z.looseObject({ verdict: z.enum(['continue', 'reconsider', 'let_go']), reason: z.string() }),
  confess_prepared: z.looseObject({ method: text, readiness_score: z.number().int().min(0).max(5) }),
  // This program's addition (SPEC 8): an audit line per topic-memory write, so a
  // merge can be traced and undone. Other tools show it by its raw type name.
  knowledge_recorded: z.looseObject({
    action: z.enum(['insert', 'update', 'insert_missing_target']),
    id: text,
    before: z.string().nullable(),
    after: z.string(),
    keywords: z.array(z.string()),
  }),
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
  v: z.number().optional(),
  type: z.string(),
  slug: z.string().optional(),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type SimpEvent = z.infer<typeof EventEnvelopeSchema>;

/** state.md front matter after defaults are filled in (SPEC 3.3). */
export const StateFieldsSchema = z.looseObject({
  current_stage: z.string().default('未知'),
  signal_score: ScoreSchema.nullable().default(null),
  last_signal_score: ScoreSchema.nullable().default(null),
  score_trend: z.enum(TRENDS).default('stable'),
  recommended_mode: z
    .string()
    .default('hybrid')
    .transform((m) => MODE_ALIASES[m] ?? m)
    .pipe(ModeSchema),
  last_updated: z.string().default(''),
  milestones_done: z.number().int().min(0).max(10).default(0),
});
export type StateFields = z.infer<typeof StateFieldsSchema>;

/** meta.json after defaults (SPEC 3.5); older folders may only have stage/score/mode. */
export const MetaSchema = z.looseObject({
  slug: z.string(),
  nickname: z.string().default(''),
  created_at: z.string().default(''),
  updated_at: z.string().default(''),
  version: z.string().regex(/^v\d+$/, 'must look like v1, v2, ...').default('v1'),
  current_stage: z.string().default('未知'),
  signal_score: ScoreSchema.nullable().default(null),
  mode: z
    .string()
    .default('hybrid')
    .transform((m) => MODE_ALIASES[m] ?? m)
    .pipe(ModeSchema),
  event_count: z.number().int().min(0).default(0),
  last_snapshot: z.string().nullable().default(null),
  interaction_count: z.number().int().min(0).default(0),
  last_interaction: z.string().nullable().default(null),
  consecutive_days: z.number().int().min(0).default(0),
});
export type Meta = z.infer<typeof MetaSchema>;


const oneLine = z
  .string()
  .trim()
  .min(1, 'needs a value')
  .refine((v) => !/[\r\n]/.test(v), 'must stay on one line');
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * What a profile field may be changed to (SPEC 3.2). Known fields are checked;
 * fields other tools added keep any one-line scalar.
 */
export const ProfileChangeSchema = z
  .object({
    nickname: oneLine,
    gender: oneLine,
    age: z.union([z.number().int().min(0).max(150), z.literal(PLACEHOLDER)]),
    occupation: oneLine,
    city: oneLine,
    mbti: z.union([z.string().regex(/^[EI][SN][TF][JP]$/i, 'must be a four-letter type such as INFP or ESTJ'), z.literal(PLACEHOLDER)]),
    zodiac: oneLine,
    personality_type: z.enum(PERSONALITY_TYPES, { error: `must be one of ${PERSONALITY_TYPES.join(', ')}` }),
    how_met: oneLine,
    created_at: oneLine,
  })
  .partial()
  .catchall(scalar);

export const MISSING_SECTION = '[待生成]';

/** Turns a zod error into one line naming the field: `data.score: ...`. */
export function describeZodError(err: z.ZodError, prefix = ''): string {
  return err.issues
    .map((issue) => {
      const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
      return `${path || '(root)'}: ${issue.message}`;
    })
    .join('; ');
}
