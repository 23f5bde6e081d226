import type { Messages } from '../../../src/i18n/index.js';
import type { SimpEvent } from '../../../src/model/index.js';
import { eventDescription, eventLabel, interactionDescription, interactionLabel, shortTs, type InteractionRow } from '../../../src/present/format-timeline.js';
import type { Token } from '../../shell/kernel/theme.js';
import type { Line } from '../../widgets/text/line.js';
import { clipped } from './event-lines.js';
import { corrected, type Correction } from '../../../src/memory/index.js';

/** The time column: 16 cells, a day without a time padded so the rows stay aligned. */
const stampCell = (ts: string): string => (shortTs(ts) || '????-??-?? ??:??').padEnd(16);

const SIGNAL_TOKEN: Record<string, Token> = { green: 'signal.green', red: 'signal.red', neutral: 'signal.neutral' };

/**
 * One timeline row: time, icon + label, description (as the CLI timeline), with a
 * ▶ on the cursor row. A corrected record reads as it now is, marked; a retracted
 * one is struck through and marked (the mark says it without styles).
 */
export function timelineRow(event: SimpEvent, selected: boolean, m: Messages, correction: Correction | null = null): Line {
  const shown = correction ? (corrected(event, correction) ?? event) : event;
  const direction = shown.type === 'signal_recorded' ? String(shown.data['direction']) : '';
  const voided = correction?.action === 'void';
  return [
    { text: selected ? '▶ ' : '  ', token: 'accent', bold: true },
    { text: `${stampCell(shown.ts)}  `, token: 'muted', inverse: selected },
    { text: `${eventLabel(shown.type, m)}  `, bold: selected },
    ...(correction ? [{ text: `${voided ? m.timeline.voidedMark : m.timeline.amendedMark} `, token: 'warning' as const }] : []),
    { text: clipped(eventDescription(shown, m, 'full')), token: voided ? 'muted' : SIGNAL_TOKEN[direction], strike: voided },
  ];
}

/** An interaction among the events: its time, kind and what it was, muted as a note beside the history. */
export function interactionRow(row: InteractionRow, selected: boolean, m: Messages): Line {
  return [
    { text: selected ? '▶ ' : '  ', token: 'accent', bold: true },
    { text: `${stampCell(row.ts)}  `, token: 'muted', inverse: selected },
    { text: `${interactionLabel(row.type, m)}  `, bold: selected },
    ...(row.amended ? [{ text: `${m.timeline.amendedMark} `, token: 'warning' as const }] : []),
    { text: clipped(interactionDescription(row, m)), token: 'muted' },
  ];
}
