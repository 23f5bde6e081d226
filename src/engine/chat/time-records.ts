// The interaction records a chat gives the time tracker (its chat_parser's
// extract_time_data): one per message in time order, a received one carrying
// how many minutes it answered a message of the other side within 4 hours.
import { pyRound } from '../pyfloat.js';
import { isoOf } from './message.js';
import { IS_TARGET, type ChatTally } from './tally.js';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface TimeRecord {
  ts: string;
  type: 'chat_sent' | 'chat_received';
  data: Record<string, unknown>;
}

/** Needs a tally that kept summaries. */
export function* timeRecords(t: ChatTally): Generator<TimeRecord> {
  const order = t.order();
  const summaries = t.summaries ?? [];
  for (let k = 0; k < order.length; k += 1) {
    const i = order[k] as number;
    const received = ((t.flags[i] as number) & IS_TARGET) !== 0;
    const data: Record<string, unknown> = { content_summary: summaries[i] ?? '' };
    if (k > 0) {
      const p = order[k - 1] as number;
      const minutes = ((t.ts[i] as number) - (t.ts[p] as number)) / 60_000;
      if (received && minutes <= 240 && t.who[p] !== t.who[i]) data['reply_delay_min'] = pyRound(minutes, 0);
    }
    const at = new Date(t.ts[i] as number);
    data['hour'] = at.getUTCHours();
    data['day_of_week'] = DAYS[(at.getUTCDay() + 6) % 7];
    data['is_initiator'] = !received;
    yield { ts: isoOf(t.ts[i] as number), type: received ? 'chat_received' : 'chat_sent', data };
  }
}
