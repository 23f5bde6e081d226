/**
 * What each event type's `data` must hold (SPEC 3.4), as plain data, and its check
 * (field-rules.ts): the one check of an event's data, on every write and in the
 * TUI's forms, with the issues that name each wrong field.
 */
import { SCORE_MAX, SCORE_MIN, SIGNAL_DELTA_MAX, STAGES } from './enums.js';
import type { FieldIssue } from './field-issues.js';
import { fieldIssuesOf, meetsRules, type FieldRule, type FieldRules } from './field-rules.js';

export type { FieldRule } from './field-rules.js';

const TEXT = { kind: 'text' } as const;
const STRING = { kind: 'string' } as const;
const ANY = { kind: 'any' } as const;
const STRINGS = { kind: 'strings' } as const;
const STAGE = { kind: 'one-of', options: STAGES } as const;
const SCORE = { kind: 'int', min: SCORE_MIN, max: SCORE_MAX } as const;
const oneOf = <const T extends readonly [string, ...string[]]>(...options: T) => ({ kind: 'one-of', options }) as const;
const int = (min: number, max: number) => ({ kind: 'int', min, max }) as const;

/** Required `data` fields of each event type; extra fields are allowed and kept. */
export const EVENT_RULES = {
  profile_created: { nickname: TEXT, personality_type: STRING },
  profile_updated: { field: TEXT, old_value: ANY, new_value: ANY },
  stage_changed: { from: STAGE, to: STAGE, trigger: STRING },
  signal_recorded: { direction: oneOf('green', 'red', 'neutral'), content: TEXT, score_delta: int(-SIGNAL_DELTA_MAX, SIGNAL_DELTA_MAX) },
  analysis_done: { score: SCORE, stage: STAGE, summary: STRING },
  progress_evaluated: { score: SCORE, stage: STAGE, milestones_done: int(0, 10), next_actions: STRINGS },
  strategy_updated: { old_stage: STAGE, new_stage: STAGE, reason: STRING },
  crisis_handled: { crisis_type: TEXT, resolution: STRING },
  quit_evaluated: { verdict: oneOf('continue', 'reconsider', 'let_go'), reason: STRING },
  confess_prepared: { method: TEXT, readiness_score: int(0, 5) },
  // This program's addition (SPEC 8): an audit line per topic-memory write, so a
  // merge can be traced and undone. Other tools show it by its raw type name.
  knowledge_recorded: {
    action: oneOf('insert', 'update', 'insert_missing_target', 'edit', 'delete'),
    id: TEXT,
    before: { kind: 'string-or-null' },
    after: STRING,
    keywords: STRINGS,
  },
  // This program's addition: how a confession went (yes, no, or "needs time"), after `confess_prepared`.
  confess_outcome: { outcome: oneOf('yes', 'no', 'pending'), note: { kind: 'optional-string' } },
  // This program's addition: the user ends a period of respect early (after a clear no);
  // `since` is the stamp of the record that began it.
  respect_ended: { since: TEXT, note: { kind: 'optional-string' } },
  // This program's addition: how the user feels about this pursuit, 1 (low) to 5 (well),
  // with an optional note (`simp feel`). Other tools show it by its raw type name.
  mood_recorded: { mood: int(1, 5), note: { kind: 'optional-string' } },
  // This program's addition: a rollback's trace in the history (which version came
  // back, where the replaced files were saved). Other tools show it by its raw name.
  version_restored: { version: TEXT, backup: TEXT, files: STRINGS },
  // This program's addition: a correction of a record (`simp amend` / `simp void`). The log
  // stays append-only: the record keeps its line, and this event names it by file, line and
  // byte offset (with its time and type, so a reader can tell it is still that line).
  record_corrected: {
    file: oneOf('events.jsonl', 'interactions.jsonl'),
    line: int(1, Number.MAX_SAFE_INTEGER),
    offset: int(0, Number.MAX_SAFE_INTEGER),
    target_ts: STRING,
    target_type: TEXT,
    action: oneOf('amend', 'void'),
    changes: ANY,
    reason: { kind: 'optional-string' },
  },
  // This program's addition: a chat export imported (`simp import`): its report, the files
  // (names only), the days it spans and the signals its measurements propose for the next
  // reading, each with what was measured. Other tools show it by its raw type name.
  chat_imported: { report: TEXT, files: STRINGS, proposals: ANY },
} as const satisfies Record<string, Record<string, FieldRule>>;

export type EventType = keyof typeof EVENT_RULES;
export const EVENT_TYPES = Object.keys(EVENT_RULES) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_RULES, type);
}

/** True when an event's data holds every field its type requires, each well formed. */
export function passesRules(type: EventType, data: Readonly<Record<string, unknown>>): boolean {
  return meetsRules(EVENT_RULES[type] as FieldRules, data);
}

/** What is wrong with an event's data, one issue per field (`data.score`), in the table's order; empty when nothing is. */
export function eventDataIssues(type: EventType, data: Readonly<Record<string, unknown>>): FieldIssue[] {
  return fieldIssuesOf(EVENT_RULES[type] as FieldRules, data, 'data.');
}
