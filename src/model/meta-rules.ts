/**
 * The fields of meta.json (SPEC 3.5) and of state.md's front matter (SPEC 3.3), as
 * plain rules (field-rules.ts), with the defaults an older or shorter file reads
 * with. These tables are the one check of both files wherever simp reads them.
 */
import { MODES, SCORE_MAX, SCORE_MIN, TRENDS, type Stage } from './enums.js';
import type { FieldIssue } from './field-issues.js';
import { fieldIssuesOf, meetsRules, withDefaults, type FieldRules } from './field-rules.js';

export type Mode = (typeof MODES)[number];

const score = { kind: 'int', min: SCORE_MIN, max: SCORE_MAX, nullable: true, default: null } as const;
const count = { kind: 'int', min: 0, max: Number.MAX_SAFE_INTEGER, default: 0 } as const;
const textOr = (fallback: string) => ({ kind: 'string', default: fallback }) as const;
const mode = { kind: 'mode', default: 'hybrid' } as const;

/** meta.json's fields; older folders may only have stage, score and mode. */
export const META_RULES = {
  slug: { kind: 'string' },
  nickname: textOr(''),
  created_at: textOr(''),
  updated_at: textOr(''),
  version: { kind: 'string', default: 'v1', pattern: { test: /^v\d+$/, message: 'must look like v1, v2, ...' } },
  current_stage: textOr('未知'),
  signal_score: score,
  mode,
  event_count: count,
  last_snapshot: { kind: 'string-or-null', default: null },
  interaction_count: count,
  last_interaction: { kind: 'string-or-null', default: null },
  consecutive_days: count,
} as const satisfies FieldRules;

/** state.md's front matter fields. */
export const STATE_RULES = {
  current_stage: textOr('未知'),
  signal_score: score,
  last_signal_score: score,
  score_trend: { kind: 'one-of', options: TRENDS, default: 'stable' },
  recommended_mode: mode,
  last_updated: textOr(''),
  milestones_done: { kind: 'int', min: 0, max: 10, default: 0 },
} as const satisfies FieldRules;

/** meta.json as read: its own keys kept, the known ones with their defaults. */
export interface Meta {
  slug: string;
  nickname: string;
  created_at: string;
  updated_at: string;
  version: string;
  /** A stage as stored; older or hand-edited files may hold another word. */
  current_stage: Stage | (string & {});
  signal_score: number | null;
  mode: Mode;
  event_count: number;
  last_snapshot: string | null;
  interaction_count: number;
  last_interaction: string | null;
  consecutive_days: number;
  [key: string]: unknown;
}

/** state.md's front matter as read: its own keys kept, the known ones with their defaults. */
export interface StateFields {
  current_stage: Stage | (string & {});
  signal_score: number | null;
  last_signal_score: number | null;
  score_trend: (typeof TRENDS)[number];
  recommended_mode: Mode;
  last_updated: string;
  milestones_done: number;
  [key: string]: unknown;
}

/** The object read by a table: its view with defaults, or the issues of each wrong field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

function checked<T>(rules: FieldRules, data: Readonly<Record<string, unknown>>): Checked<T> {
  if (meetsRules(rules, data)) return { ok: true, value: withDefaults(rules, data) as T };
  return { ok: false, issues: fieldIssuesOf(rules, data) };
}

/** meta.json's object checked; a file without a slug (older folders) takes the folder's. */
export const checkMeta = (raw: Readonly<Record<string, unknown>>, slug: string): Checked<Meta> => checked(META_RULES, { slug, ...raw });

/** state.md's front matter checked. */
export const checkStateFields = (raw: Readonly<Record<string, unknown>>): Checked<StateFields> => checked(STATE_RULES, raw);

/** True when one field's value is one its rule takes (a repair keeps it, else derives the field anew). */
export function fieldTakes(rules: FieldRules, key: string, value: unknown): boolean {
  return !Object.hasOwn(rules, key) || meetsRules({ [key]: rules[key] as FieldRules[string] }, { [key]: value });
}
