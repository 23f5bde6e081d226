import type { Messages } from '../i18n/index.js';
import type { SimpEvent } from '../model/index.js';

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

/** The description column of the timeline (SPEC 5). */
export function eventDescription(event: Pick<SimpEvent, 'type' | 'data'>, m: Messages): string {
  const d = event.data;
  switch (event.type) {
    case 'stage_changed':
      return `${pyStr(d['from'], '?')} → ${pyStr(d['to'], '?')}`;
    case 'analysis_done':
    case 'progress_evaluated':
      return m.timeline.score(pyStr(d['score'], '?'), pyStr(d['stage'], '?'));
    case 'signal_recorded':
      return `${DIRECTION_ICON[String(d['direction'])] ?? ''} ${pyStr(d['content'], '')}`;
    case 'crisis_handled':
      return pyStr(d['crisis_type'], '');
    case 'knowledge_recorded':
      return pyStr(d['after'], '');
    default:
      return '';
  }
}

/** `ts[:16]` with the T shown as a space. */
export function shortTs(ts: string): string {
  return ts.slice(0, 16).replace('T', ' ');
}

/** One timeline line exactly as the reference prints it. */
export function timelineLine(event: SimpEvent, m: Messages): string {
  return `  ${shortTs(event.ts)}  ${eventLabel(event.type, m)}  ${eventDescription(event, m)}`.trimEnd();
}
