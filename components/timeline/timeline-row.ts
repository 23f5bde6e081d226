import type { Messages } from '../../src/i18n/index.js';
import type { SimpEvent } from '../../src/model/index.js';
import { eventDescription, eventLabel, shortTs } from '../../src/present/format-timeline.js';
import type { Token } from '../kernel/theme.js';
import type { Line } from '../text/line.js';
import { clipped } from './event-lines.js';

const SIGNAL_TOKEN: Record<string, Token> = { green: 'signal.green', red: 'signal.red', neutral: 'signal.neutral' };

/** One timeline row: time, icon + label, description (as the CLI timeline), with a ▶ on the cursor row. */
export function timelineRow(event: SimpEvent, selected: boolean, m: Messages): Line {
  const direction = event.type === 'signal_recorded' ? String(event.data['direction']) : '';
  return [
    { text: selected ? '▶ ' : '  ', token: 'accent', bold: true },
    { text: `${shortTs(event.ts) || '????-??-?? ??:??'}  `, token: 'muted', inverse: selected },
    { text: `${eventLabel(event.type, m)}  `, bold: selected },
    { text: clipped(eventDescription(event, m, 'full')), token: SIGNAL_TOKEN[direction] },
  ];
}
