import { type Memory } from '../memory/index.js';
import { InputError, parseTs, STATE_SECTIONS, type SimpEvent } from '../model/index.js';
import { recentSignals } from './history.js';
import { runFlow } from './run.js';
import { asStored, signalLines } from './state-text.js';
import type { EventDraft, Planned, WriteOutcome } from './types.js';

/** A signal noticed outside a reading, entered by hand. */
export interface SignalInput {
  direction: string;
  content: string;
  score_delta: number;
  /** When it happened (an interaction's time, a stamp), if before now: the signal is dated then. */
  at?: string;
}

export interface SignalReport {
  event: EventDraft;
}

export type SignalOutcome = SignalReport & { write: WriteOutcome };

const SIGNALS_SECTION = STATE_SECTIONS[1] as string;

/**
 * `signal_recorded` and state.md's "latest three signals" section rewritten to
 * include it, so the "now" agrees with the log. The score is left to the next
 * reading: a single signal is not a score.
 */
export function planSignal(input: SignalInput, signals: readonly SimpEvent[], now: Date): Planned<SignalReport> {
  const content = input.content.trim();
  if (content === '') throw new InputError('content: say what happened', [{ field: 'content', kind: 'required' }], 'signal_recorded');
  const event: EventDraft = {
    type: 'signal_recorded',
    data: { direction: input.direction, content, score_delta: input.score_delta, source: 'manual' },
    ...(input.at !== undefined && (parseTs(input.at)?.getTime() ?? Infinity) < now.getTime() ? { at: input.at } : {}),
  };
  return {
    report: { event },
    writes: {
      events: [event],
      state: { fields: {}, sections: { [SIGNALS_SECTION]: signalLines([...signals, ...asStored([event], now)]) } },
      strategy: null,
      run: null,
    },
  };
}

export async function runSignal(mem: Memory, slug: string, input: SignalInput): Promise<SignalOutcome> {
  const { report, write } = await runFlow(mem, slug, () => recentSignals(mem, slug), (signals, now) => planSignal(input, signals, now));
  return { ...report, write };
}
