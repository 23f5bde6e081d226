// The schemas events, meta.json and state.md were checked with before the rule
// tables (src/model/field-rules.ts) became the one check, kept here as the tables'
// oracle: a property test feeds both the same values and wants the same answer, the
// same field issues (through the same fieldIssues the schemas' errors went
// through) and the same values read. Test-time only: nothing in src/ loads them.
import * as z from '../../src/model/zod.js';
import { EVENT_RULES, type EventType, type FieldRule } from '../../src/model/event-rules.js';
import { MODE_ALIASES, MODES, SCORE_MAX, SCORE_MIN, TRENDS } from '../../src/model/enums.js';

const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const ScoreSchema = intBetween(SCORE_MIN, SCORE_MAX);
const text = z.string().check(z.minLength(1));

/** The schema an event rule was turned into (schemas.ts's ruleSchema, as it was). */
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
    case 'mode':
      throw new Error('no event field is a mode');
  }
}

type EventDataSchema = z.ZodMiniObject<Record<string, z.core.$ZodType>, z.core.$loose>;
export const OLD_EVENT_DATA = Object.fromEntries(
  Object.entries(EVENT_RULES).map(([type, fields]) => [type, z.looseObject(Object.fromEntries(Object.entries(fields as Record<string, FieldRule>).map(([name, rule]) => [name, ruleSchema(rule)])))]),
) as Record<EventType, EventDataSchema>;

function modeField() {
  return z.pipe(
    z.pipe(
      z._default(z.string(), 'hybrid'),
      z.transform((m: string) => MODE_ALIASES[m] ?? m),
    ),
    z.enum(MODES),
  );
}

const nonNegative = () => z.int().check(z.minimum(0));

export const OldStateFieldsSchema = z.looseObject({
  current_stage: z._default(z.string(), '未知'),
  signal_score: z._default(z.nullable(ScoreSchema), null),
  last_signal_score: z._default(z.nullable(ScoreSchema), null),
  score_trend: z._default(z.enum(TRENDS), 'stable'),
  recommended_mode: modeField(),
  last_updated: z._default(z.string(), ''),
  milestones_done: z._default(intBetween(0, 10), 0),
});

export const OldMetaSchema = z.looseObject({
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
