import { EVENT_RULES, type EventType, type FieldRule } from '../../../src/model/event-rules.js';
import { fieldIssuesOf, type FieldRules } from '../../../src/model/field-rules.js';
import { fieldMessages } from '../../../src/present/field-errors.js';
import type { Lang, Messages } from '../../../src/i18n/index.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';

const WIDE = 1e6;

/**
 * The manual-entry form of an event type, generated from its rules (the table of
 * src/model/event-rules.ts): one of → choice, integer → numeric, list of strings →
 * comma list, anything else → text. Fields and choices are named in the reader's
 * language (the timeline's words for them).
 */
export function fieldsOf(type: EventType, m: Messages): FieldSpec[] {
  return Object.entries(EVENT_RULES[type] as FieldRules).map(([name, rule]) => {
    const spec = specOf(name, rule);
    const label = Object.hasOwn(m.timeline.dataLabels, name) ? (m.timeline.dataLabels[name] as string) : name;
    const optionLabel = name === 'direction' ? (v: string) => (Object.hasOwn(m.timeline.directions, v) ? (m.timeline.directions[v] as string) : v) : undefined;
    return { ...spec, label, ...(optionLabel ? { optionLabel } : {}) };
  });
}

function specOf(name: string, rule: FieldRule): FieldSpec {
  const base = { name, label: name, ...(rule.kind === 'optional-string' && { optional: true }), ...(rule.kind === 'string-or-null' && { nullable: true }) };
  switch (rule.kind) {
    case 'one-of':
      return { ...base, kind: 'choice', options: [...rule.options] };
    case 'int': {
      const bounded = rule.min > -WIDE && rule.max < WIDE;
      return { ...base, kind: 'number', hint: bounded ? `${rule.min}..${rule.max}` : 'int' };
    }
    case 'strings':
      return { ...base, kind: 'list' };
    default:
      return { ...base, kind: 'text' };
  }
}

/** Checks data with the event's rules; each failing field gets a sentence in the user's language. */
export function validateEvent(
  type: EventType,
  data: Record<string, unknown>,
  lang: Lang,
): { ok: true } | { ok: false; errors: Record<string, string> } {
  const issues = fieldIssuesOf(EVENT_RULES[type] as FieldRules, data);
  return issues.length === 0 ? { ok: true } : { ok: false, errors: fieldMessages(issues, lang) };
}
