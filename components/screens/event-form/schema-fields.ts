import type * as z from 'zod/mini';
import { EVENT_DATA, type EventType } from '../../../src/model/index.js';
import { fieldIssues, numberBounds } from '../../../src/model/field-issues.js';
import { fieldMessages } from '../../../src/present/field-errors.js';
import type { Lang, Messages } from '../../../src/i18n/index.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';

const WIDE = 1e6;

/**
 * The manual-entry form of an event type, generated from its zod schema (built
 * from the table of rules, src/model/event-rules.ts): enum → choice, number →
 * numeric, string array → comma list, anything else → text. Fields and choices are
 * named in the reader's language (the timeline's words for them).
 */
export function fieldsOf(type: EventType, m: Messages): FieldSpec[] {
  return Object.entries(EVENT_DATA[type].shape).map(([name, schema]) => {
    const spec = specOf(name, schema as z.core.$ZodType);
    const label = Object.hasOwn(m.timeline.dataLabels, name) ? (m.timeline.dataLabels[name] as string) : name;
    const optionLabel = name === 'direction' ? (v: string) => (Object.hasOwn(m.timeline.directions, v) ? (m.timeline.directions[v] as string) : v) : undefined;
    return { ...spec, label, ...(optionLabel ? { optionLabel } : {}) };
  });
}

function specOf(name: string, schema: z.core.$ZodType, flags: { optional?: boolean; nullable?: boolean } = {}): FieldSpec {
  const def = schema._zod.def as unknown as { type: string; innerType: z.core.$ZodType; entries?: Record<string, unknown> };
  if (def.type === 'optional') return specOf(name, def.innerType, { ...flags, optional: true });
  if (def.type === 'nullable') return specOf(name, def.innerType, { ...flags, nullable: true });
  const base = { name, label: name, ...flags };
  if (def.type === 'enum') return { ...base, kind: 'choice', options: Object.values(def.entries ?? {}).map(String) };
  const bounds = numberBounds(schema);
  if (bounds) {
    const { min: lo, max: hi } = bounds;
    const bounded = lo !== null && hi !== null && lo > -WIDE && hi < WIDE;
    return { ...base, kind: 'number', hint: bounded ? `${lo}..${hi}` : bounds.integer ? 'int' : undefined };
  }
  if (def.type === 'array') return { ...base, kind: 'list' };
  return { ...base, kind: 'text' };
}

/** Validates data with the event's schema; each failing field gets a sentence in the user's language. */
export function validateEvent(
  type: EventType,
  data: Record<string, unknown>,
  lang: Lang,
): { ok: true } | { ok: false; errors: Record<string, string> } {
  const schema = EVENT_DATA[type];
  const r = schema.safeParse(data);
  if (r.success) return { ok: true };
  return { ok: false, errors: fieldMessages(fieldIssues(schema, r.error, data), lang) };
}
