import type { Messages } from '../i18n/index.js';
import type { EventType, SimpEvent } from '../model/index.js';
import { stageName } from './enum-names.js';
import { fieldValueText, storedLine } from './names.js';
import { labelOf } from './catalog-labels.js';
import { textFor } from './report-text.js';

/** One labelled value of an event as a reader sees it; a list is shown one item a row. */
export interface EventField {
  readonly key: string;
  readonly label: string;
  readonly value: string | readonly string[];
}

/** How a data field is shown. */
type Kind = 'text' | 'stage' | 'stored' | 'ids' | 'storedList' | 'direction' | 'verdict' | 'profileValue' | 'field' | 'yesNo' | 'dims' | 'json';

/** The fields each event type is laid out with, in reading order; anything else the event holds follows under "more". */
// Keyed by every event type the rules know (model/event-rules.ts): a new type without its layout does not compile.
const LAYOUT: Readonly<Record<EventType, readonly (readonly [string, Kind])[]>> = {
  profile_created: [['nickname', 'text'], ['personality_type', 'profileValue']],
  profile_updated: [['field', 'field'], ['old_value', 'profileValue'], ['new_value', 'profileValue']],
  stage_changed: [['from', 'stage'], ['to', 'stage'], ['trigger', 'stored']],
  signal_recorded: [['direction', 'direction'], ['content', 'stored'], ['score_delta', 'text'], ['signal_id', 'text'], ['source', 'text']],
  analysis_done: [
    ['score', 'text'], ['stage', 'stage'], ['suggested_stage', 'stage'], ['band', 'ids'], ['friend_zone', 'yesNo'],
    ['signals', 'ids'], ['subtotals', 'dims'], ['note', 'text'], ['summary', 'stored'],
  ],
  progress_evaluated: [
    ['score', 'text'], ['stage', 'stage'], ['trend', 'text'], ['milestones_done', 'text'], ['milestones', 'ids'],
    ['readiness', 'text'], ['readiness_met', 'ids'], ['risks', 'ids'], ['next_actions', 'storedList'], ['stalled', 'yesNo'], ['stale', 'yesNo'],
  ],
  strategy_updated: [['old_stage', 'stage'], ['new_stage', 'stage'], ['reason', 'stored']],
  crisis_handled: [['crisis_type', 'stored'], ['what', 'text'], ['resolution', 'stored']],
  quit_evaluated: [['verdict', 'verdict'], ['conclusion', 'ids'], ['signals', 'ids'], ['dimensions', 'json'], ['reason', 'stored']],
  confess_prepared: [['method', 'text'], ['readiness_score', 'text'], ['ready', 'ids'], ['stage', 'stage'], ['mode', 'text'], ['note', 'text']],
  confess_outcome: [['outcome', 'text'], ['note', 'text']],
  knowledge_recorded: [['action', 'text'], ['after', 'text'], ['before', 'text'], ['keywords', 'storedList'], ['id', 'text']],
  respect_ended: [['since', 'text'], ['note', 'text']],
  mood_recorded: [['mood', 'text'], ['note', 'text']],
  record_corrected: [['file', 'text'], ['line', 'text'], ['target_ts', 'text'], ['target_type', 'text'], ['action', 'text'], ['changes', 'json'], ['reason', 'text'], ['offset', 'text']],
  version_restored: [['version', 'text'], ['backup', 'text'], ['files', 'storedList']],
  chat_imported: [['files', 'storedList'], ['from', 'text'], ['to', 'text'], ['messages', 'text'], ['score', 'text'], ['proposals', 'json'], ['report', 'text']],
};

/** Keys that only repeat what a shown field says in another form. */
const HIDDEN = new Set(['conclusion_label', 'crisis_id', 'next_action_ids']);

function show(kind: Kind, value: unknown, m: Messages, field: string): string | readonly string[] {
  const lang = m.lang;
  const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '—' : JSON.stringify(v));
  switch (kind) {
    case 'stage':
      return stageName(str(value), lang);
    case 'stored':
      return typeof value === 'string' ? value.split('\n').map((l) => storedLine(l, lang)).join('\n') : str(value);
    case 'ids':
      return Array.isArray(value) ? value.map((v) => labelOf(str(v), lang)) : labelOf(str(value), lang);
    case 'storedList':
      return Array.isArray(value) ? value.map((v) => storedLine(str(v), lang)) : str(value);
    case 'direction':
      return Object.hasOwn(m.timeline.directions, str(value)) ? (m.timeline.directions[str(value)] as string) : str(value);
    case 'verdict':
      return Object.hasOwn(m.timeline.verdicts, str(value)) ? (m.timeline.verdicts[str(value)] as string) : str(value);
    case 'profileValue':
      return typeof value === 'string' && value !== '' ? fieldValueText(field, value, lang) : value === '' ? m.timeline.unchanged : str(value);
    case 'field':
      return Object.hasOwn(m.fields, str(value)) ? `${m.fields[str(value)] as string} (${str(value)})` : str(value);
    case 'yesNo':
      return value === true ? m.timeline.yes : value === false ? m.timeline.no : str(value);
    case 'dims': {
      // { messaging: 3, offline: 0, emotional: 0 } → "Messaging 3 · Offline 0 · Emotional 0"
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return str(value);
      const names = textFor(lang).dims;
      return Object.entries(value).map(([k, n]) => `${Object.hasOwn(names, k) ? names[k] : k} ${str(n)}`).join(' · ');
    }
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    default:
      return str(value);
  }
}

/**
 * An event laid out for reading: the fields its type is known by, labelled in
 * the reader's language with stored values named (stages, signals, verdicts),
 * then every other field it holds, raw, so nothing is hidden.
 */
export function eventFields(event: Pick<SimpEvent, 'type' | 'data'>, m: Messages): { known: EventField[]; more: EventField[] } {
  const layout = Object.hasOwn(LAYOUT, event.type) ? (LAYOUT[event.type as EventType] as readonly (readonly [string, Kind])[]) : [];
  const data = event.data;
  const profileField = typeof data['field'] === 'string' ? data['field'] : '';
  const known: EventField[] = [];
  for (const [key, kind] of layout) {
    if (!Object.hasOwn(data, key)) continue;
    const label = Object.hasOwn(m.timeline.dataLabels, key) ? (m.timeline.dataLabels[key] as string) : key;
    known.push({ key, label, value: show(kind, data[key], m, kind === 'profileValue' && key !== 'personality_type' ? profileField : key) });
  }
  const shown = new Set(layout.map(([k]) => k));
  const more = Object.keys(data)
    .filter((k) => !shown.has(k) && !(HIDDEN.has(k) && layout.length > 0))
    .map((key) => ({ key, label: key, value: show('json', data[key], m, key) }));
  return { known, more };
}
