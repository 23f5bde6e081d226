import type { Messages } from '../i18n/index.js';
import type { SimpEvent } from '../model/index.js';
import { fieldValueText, modeName, storedLine } from './names.js';
import { stageName } from './enum-names.js';
import { labelOf } from './catalog-labels.js';
import { shortTs } from './short-time.js';

export { shortTs };

const DIRECTION_ICON: Record<string, string> = { green: '🟢', red: '🔴', neutral: '🟡' };

/** A value as Python's str() shows it, so odd data prints as the reference prints it. */
function pyStr(value: unknown, missing: string): string {
  if (value === undefined) return missing;
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The label of an event type; unknown types (other tools may add some) show their raw name. */
export function eventLabel(type: string, m: Messages): string {
  // Own labels only: a type named like an object method ("constructor") is shown by its name.
  return Object.hasOwn(m.timeline.labels, type) ? (m.timeline.labels[type] as string) : type;
}

/**
 * The description column of the timeline. `reference` is the reference tools'
 * column (SPEC 5; the parity verb prints it byte for byte in Chinese), which
 * leaves most types blank; `full` says something for every type the tables know.
 */
export function eventDescription(event: Pick<SimpEvent, 'type' | 'data'>, m: Messages, detail: 'reference' | 'full' = 'reference'): string {
  const d = event.data;
  const stage = (v: unknown) => stageName(pyStr(v, '?'), m.lang);
  switch (event.type) {
    case 'stage_changed':
      return `${stage(d['from'])} → ${stage(d['to'])}`;
    case 'analysis_done':
      return m.timeline.score(pyStr(d['score'], '?'), stage(d['stage']));
    case 'progress_evaluated': {
      const base = m.timeline.score(pyStr(d['score'], '?'), stage(d['stage']));
      return detail === 'full' && d['milestones_done'] !== undefined ? `${base}  ${m.timeline.milestones(pyStr(d['milestones_done'], '?'))}` : base;
    }
    case 'signal_recorded':
      return `${DIRECTION_ICON[String(d['direction'])] ?? ''} ${storedLine(pyStr(d['content'], ''), m.lang)}`;
    case 'crisis_handled':
      return detail === 'full' && typeof d['resolution'] === 'string' && d['resolution'] !== ''
        ? `${storedLine(pyStr(d['crisis_type'], ''), m.lang)}  ${storedLine(d['resolution'], m.lang)}`
        : storedLine(pyStr(d['crisis_type'], ''), m.lang);
    case 'knowledge_recorded':
      // A deleted topic's event keeps what it said; the bin says it is gone.
      return d['action'] === 'delete' ? `🗑 ${pyStr(d['before'], '')}` : pyStr(d['after'], '');
    default:
      return detail === 'full' ? fullDescription(event, m) : '';
  }
}

/** What the reference column leaves blank. */
function fullDescription(event: Pick<SimpEvent, 'type' | 'data'>, m: Messages): string {
  const d = event.data;
  const text = (v: unknown) => (v === '' || v === null || v === undefined ? m.timeline.unchanged : pyStr(v, ''));
  switch (event.type) {
    case 'profile_created':
      return [storedLine(pyStr(d['nickname'], ''), m.lang), fieldValueText('personality_type', pyStr(d['personality_type'], ''), m.lang)].filter((x) => x !== '').join(' · ');
    case 'profile_updated': {
      const field = pyStr(d['field'], '?');
      const name = Object.hasOwn(m.fields, field) ? (m.fields[field] as string) : field;
      const value = (v: unknown) => (typeof v === 'string' && v !== '' ? fieldValueText(field, v, m.lang) : text(v));
      return `${name}: ${value(d['old_value'])} → ${value(d['new_value'])}`;
    }
    case 'strategy_updated':
      // A mode change keeps the stage: say the modes, not "暧昧期 → 暧昧期".
      if (typeof d['new_mode'] === 'string' && d['old_stage'] === d['new_stage']) {
        return `${m.timeline.modeChanged}: ${modeName(pyStr(d['old_mode'], '?'), m.lang)} → ${modeName(d['new_mode'], m.lang)}`;
      }
      return `${stageName(pyStr(d['old_stage'], '?'), m.lang)} → ${stageName(pyStr(d['new_stage'], '?'), m.lang)}`;
    case 'quit_evaluated': {
      const verdict = pyStr(d['verdict'], '');
      const word = Object.hasOwn(m.timeline.verdicts, verdict) ? (m.timeline.verdicts[verdict] as string) : verdict;
      // The stored reason is Chinese prose; an English reader gets the conclusion's name instead.
      const conclusion = typeof d['conclusion'] === 'string' ? labelOf(d['conclusion'], m.lang) : null;
      const reason = m.lang === 'en' && conclusion !== null ? conclusion : typeof d['reason'] === 'string' ? storedLine(d['reason'], m.lang) : '';
      return [word, reason].filter((x) => x !== '').join('  ');
    }
    case 'version_restored':
      return m.timeline.restored(pyStr(d['version'], '?'), pyStr(d['backup'], '?'));
    case 'record_corrected':
      return correctionDescription(d, m);
    case 'confess_outcome': {
      const outcome = pyStr(d['outcome'], '');
      const said = Object.hasOwn(m.timeline.outcomes, outcome) ? (m.timeline.outcomes[outcome] as string) : outcome;
      return [said, typeof d['note'] === 'string' ? storedLine(d['note'], m.lang) : ''].filter((x) => x !== '').join('  ');
    }
    case 'respect_ended':
      return [m.timeline.respectEnded(pyStr(d['since'], '?').slice(0, 10)), typeof d['note'] === 'string' ? storedLine(d['note'], m.lang) : ''].filter((x) => x !== '').join('  ');
    case 'mood_recorded':
      return [m.timeline.mood(pyStr(d['mood'], '?')), typeof d['note'] === 'string' ? storedLine(d['note'], m.lang) : ''].filter((x) => x !== '').join('  ');
    case 'chat_imported':
      return m.timeline.chatImported(Array.isArray(d['files']) ? d['files'].map((f) => pyStr(f, '')).join(', ') : pyStr(d['report'], ''), Array.isArray(d['proposals']) ? d['proposals'].length : 0);
    case 'confess_prepared':
      return [m.timeline.readiness(pyStr(d['readiness_score'], '?')), pyStr(d['method'], '')].filter((x) => x !== '').join('  ');
    default: {
      // A type without words of its own here (a new one, or another tool's): its first text field.
      const first = Object.values(d).find((v): v is string => typeof v === 'string' && v.trim() !== '');
      return first === undefined ? '' : storedLine(first.split('\n')[0] as string, m.lang);
    }
  }
}

/** A correction event said in a line: which record, and what it did to it. */
export function correctionDescription(d: Readonly<Record<string, unknown>>, m: Messages): string {
  const ref = d['file'] === 'interactions.jsonl' ? `i:${pyStr(d['line'], '?')}` : `#${pyStr(d['line'], '?')}`;
  const changes = d['changes'] !== null && typeof d['changes'] === 'object' ? Object.entries(d['changes'] as Record<string, unknown>) : [];
  const what = d['action'] === 'void' ? m.timeline.voided : changes.map(([k, v]) => `${Object.hasOwn(m.timeline.dataLabels, k) ? (m.timeline.dataLabels[k] as string) : k} → ${typeof v === 'string' ? storedLine(v, m.lang) : JSON.stringify(v)}`).join(', ');
  const why = typeof d['reason'] === 'string' && d['reason'] !== '' ? `（${storedLine(d['reason'], m.lang)}）` : '';
  return `${ref} ${what}${why}`;
}

/** The mark a corrected record carries in a listing: retracted, or corrected (by the correction's ts). */
export function correctionMark(action: 'amend' | 'void', m: Messages): string {
  return action === 'void' ? m.timeline.voidedMark : m.timeline.amendedMark;
}

/**
 * A record of a log with its correction, as a listing shows it: a retracted one
 * marked (it counts nowhere), a corrected one as it now reads, marked, and with
 * `full` also as it was first written; `full` ends each row with its ref (`#12`,
 * `i:7`), what `simp amend` / `void` take. `row` renders a record as a line.
 */
export function correctedLines<T extends { ts: string; type: string; data: Record<string, unknown> }>(
  record: T,
  after: T | null,
  c: { action: 'amend' | 'void' } | null,
  ref: string,
  row: (r: T, mark?: string) => string,
  m: Messages,
  full: boolean,
): string[] {
  const tag = full ? `  ${ref}` : '';
  if (!c) return [`${row(record)}${tag}`];
  if (c.action === 'void' || after === null) return [`${row(record, m.timeline.voidedMark)}${tag}`];
  return [`${row(after)}  ${m.timeline.amendedMark}${tag}`, ...(full ? [`      ${m.timeline.original} ${row(record).trim()}`] : [])];
}

/** One timeline line exactly as the reference prints it. */
export function timelineLine(event: SimpEvent, m: Messages, detail: 'reference' | 'full' = 'reference', mark?: string): string {
  return `  ${shortTs(event.ts)}  ${eventLabel(event.type, m)}  ${mark ? `${mark} ` : ''}${eventDescription(event, m, detail)}`.trimEnd();
}

/** An interaction (interactions.jsonl) as a timeline row: what, how long, where, who started it. */
export interface InteractionRow {
  ts: string;
  type: string;
  data: Record<string, unknown>;
  /** A correction set some of its fields anew. */
  amended?: boolean;
}

export function interactionLabel(type: string, m: Messages): string {
  return Object.hasOwn(m.timeline.interactions, type) ? (m.timeline.interactions[type] as string) : type;
}

export function interactionDescription(row: InteractionRow, m: Messages): string {
  const d = row.data;
  const text = (v: unknown) => (typeof v === 'string' ? storedLine(v, m.lang) : '');
  const note = typeof d['note'] === 'string' ? (d['note'].split('\n')[0] ?? '') : '';
  const what = text(d['content_summary']) || text(d['activity']) || text(note);
  const minutes = typeof d['duration_min'] === 'number' ? m.timeline.minutes(String(d['duration_min'])) : '';
  const who = typeof d['initiator'] === 'string' && Object.hasOwn(m.timeline.initiators, d['initiator']) ? (m.timeline.initiators[d['initiator']] as string) : '';
  return [d['planned'] === true ? m.timeline.planned : '', what, minutes, text(d['location']), who].filter((s) => s !== '').join(' · ');
}

export function interactionLine(row: InteractionRow, m: Messages, mark?: string): string {
  return `  ${shortTs(row.ts)}  ${interactionLabel(row.type, m)}  ${mark ? `${mark} ` : ''}${interactionDescription(row, m)}`.trimEnd();
}
