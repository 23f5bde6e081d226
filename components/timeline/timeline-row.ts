import type { Messages } from '../../src/i18n/index.js';
import type { SimpEvent } from '../../src/model/index.js';
import { eventDescription, eventLabel, interactionDescription, interactionLabel, shortTs, type InteractionRow } from '../../src/present/format-timeline.js';
import type { Token } from '../kernel/theme.js';
import type { Line } from '../text/line.js';
import { clipped } from './event-lines.js';

/** The time column: 16 cells, a day without a time padded so the rows stay aligned. */
const stampCell = (ts: string): string => (shortTs(ts) || '????-??-?? ??:??').padEnd(16);

const SIGNAL_TOKEN: Record<string, Token> = { green: 'signal.green', red: 'signal.red', neutral: 'signal.neutral' };

/** One timeline row: time, icon + label, description (as the CLI timeline), with a ▶ on the cursor row. */
export function timelineRow(event: SimpEvent, selected: boolean, m: Messages): Line {
  const direction = event.type === 'signal_recorded' ? String(event.data['direction']) : '';
  return [
    { text: selected ? '▶ ' : '  ', token: 'accent', bold: true },
    { text: `${stampCell(event.ts)}  `, token: 'muted', inverse: selected },
    { text: `${eventLabel(event.type, m)}  `, bold: selected },
    { text: clipped(eventDescription(event, m, 'full')), token: SIGNAL_TOKEN[direction] },
  ];
}

/** An interaction among the events: its time, kind and what it was, muted as a note beside the history. */
export function interactionRow(row: InteractionRow, selected: boolean, m: Messages): Line {
  return [
    { text: selected ? '▶ ' : '  ', token: 'accent', bold: true },
    { text: `${stampCell(row.ts)}  `, token: 'muted', inverse: selected },
    { text: `${interactionLabel(row.type, m)}  `, bold: selected },
    { text: clipped(interactionDescription(row, m)), token: 'muted' },
  ];
}
