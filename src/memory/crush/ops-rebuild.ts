import { corrected, correctedStream, loadCorrections, type Correction } from '../log/corrections.js';
import { fileSize, openFolder, type Ctx } from './folder.js';
import { eachFromEnd } from '../log/event-read.js';
import { forEachOfTypes } from '../log/event-scan.js';
import { SCORED_EVENT_TYPES } from '../../model/enums.js';
import { modeBefore, setsMode } from '../log/log-marks.js';
import { emptyReport, type ReadReport } from '../log/event-lines.js';
import type { Mode, SimpEvent } from '../../model/schemas.js';

export interface RebuiltState {
  current_stage: string;
  signal_score: number | null;
  last_signal_score: number | null;
  score_trend: 'up' | 'down' | 'stable';
  recommended_mode: Mode;
  milestones_done: number;
}

export const INITIAL_REBUILD: RebuiltState = {
  current_stage: '未知',
  signal_score: null,
  last_signal_score: null,
  score_trend: 'stable',
  recommended_mode: 'hybrid',
  milestones_done: 0,
};

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);


/** One step of the rebuild rule (SPEC 5): pure, so the state after N events is a fold. */
export function applyRebuild(state: RebuiltState, event: Pick<SimpEvent, 'type' | 'data'>): RebuiltState {
  const data = event.data;
  if (event.type === 'stage_changed') {
    return typeof data['to'] === 'string' ? { ...state, current_stage: data['to'] } : state;
  }
  // A mode change is logged as a strategy update naming the new mode (this program's
  // addition; the reference's rebuild always says hybrid).
  if (event.type === 'strategy_updated') return setsMode(event) ? { ...state, recommended_mode: data['new_mode'] as Mode } : state;
  if (!SCORED_EVENT_TYPES.has(event.type)) return state;
  const score = num(data['score']);
  const prev = state.signal_score;
  let trend: RebuiltState['score_trend'] = 'stable';
  if (score !== null && prev !== null) {
    const diff = score - prev;
    trend = diff >= 2 ? 'up' : diff <= -2 ? 'down' : 'stable';
  }
  const next: RebuiltState = {
    ...state,
    last_signal_score: prev,
    signal_score: score ?? prev,
    score_trend: trend,
    current_stage: typeof data['stage'] === 'string' ? data['stage'] : state.current_stage,
  };
  const done = num(data['milestones_done']);
  if (event.type === 'progress_evaluated' && done !== null) next.milestones_done = done;
  return next;
}

/** The event types that can change what the rebuild rule gives: the others need not even be parsed. */
export const STATE_EVENT_TYPES: readonly string[] = ['stage_changed', 'strategy_updated', ...SCORED_EVENT_TYPES];

/**
 * The state the log implies (what `simp rebuild <slug>` prints), read from the end:
 * only the last stage-setting event and the last two scores decide stage, score,
 * last score and trend, so the log is read backwards until they are found. What
 * earlier events may still set is looked for before that point: the milestone
 * count backwards to the last progress check, the mode by a byte search for its key. Only lines that can change
 * the state are parsed, and broken ones among them are reported. The result is the
 * rebuild rule applied to every event (a property test holds the two together).
 */
export function rebuiltStateOnly(
  path: string,
  report: ReadReport = emptyReport(),
  fixes: ReadonlyMap<number, Correction> = new Map(),
  /** meta.json as stored: its mark of the last mode change (log-marks.ts) spares the search for one. */
  meta: Readonly<Record<string, unknown>> | null = null,
): RebuiltState {
  const suffix: SimpEvent[] = [];
  let stage = false;
  let lastScored = false;
  let scoreBefore = false;
  let milestones = false;
  let mode = false;
  let cut = 0;
  const stopped = eachFromEnd(path, STATE_EVENT_TYPES, report, (raw, offset) => {
    // A corrected record counts as corrected; a voided one not at all.
    const event = fixes.size === 0 ? raw : corrected(raw, fixes.get(offset));
    if (event === null) return false;
    suffix.push(event);
    cut = offset;
    const d = event.data;
    if (event.type === 'stage_changed') stage ||= typeof d['to'] === 'string';
    else if (event.type === 'strategy_updated') mode ||= setsMode(event);
    else {
      stage ||= typeof d['stage'] === 'string';
      if (lastScored) scoreBefore ||= num(d['score']) !== null;
      lastScored = true;
      if (event.type === 'progress_evaluated') milestones ||= num(d['milestones_done']) !== null;
    }
    return stage && scoreBefore;
  });
  let state = INITIAL_REBUILD;
  if (stopped && !milestones) {
    // The last progress check before the cut, read backwards from it (it is seldom far).
    eachFromEnd(
      path,
      ['progress_evaluated'],
      report,
      (raw, offset) => {
        const event = fixes.size === 0 ? raw : corrected(raw, fixes.get(offset));
        if (event === null) return false;
        const done = num(event.data['milestones_done']);
        if (done !== null) state = { ...state, milestones_done: done };
        return done !== null;
      },
      cut,
    );
  }
  // meta.json's mark says where the last mode change is (or that there is none): only what it does not cover is searched.
  const marked = stopped && !mode && fixes.size === 0 && meta !== null ? modeBefore(path, meta, cut, fileSize(path)) : undefined;
  if (marked !== undefined) {
    if (marked !== null) state = { ...state, recommended_mode: marked as Mode };
  } else if (stopped && !mode) {
    // A mode change is rare: a byte search for its key finds any before the cut.
    forEachOfTypes(
      path,
      ['strategy_updated'],
      // Its broken lines may be ones the milestone pass already named: not named twice.
      emptyReport(),
      (event) => {
        // A voided or amended mode change is rare: the corrections' own view of it decides.
        if (fixes.size > 0) return;
        if (setsMode(event)) state = { ...state, recommended_mode: event.data['new_mode'] as Mode };
      },
      { needles: ['"new_mode"'], end: cut },
    );
  }
  if (stopped && !mode && fixes.size > 0) {
    // With corrections, the mode changes before the cut are read with their offsets.
    eachFromEnd(
      path,
      ['strategy_updated'],
      emptyReport(),
      (raw, offset) => {
        const event = corrected(raw, fixes.get(offset));
        if (event === null || !setsMode(event)) return false;
        state = { ...state, recommended_mode: event.data['new_mode'] as Mode };
        return true;
      },
      cut,
    );
  }
  for (let i = suffix.length - 1; i >= 0; i -= 1) state = applyRebuild(state, suffix[i] as SimpEvent);
  return state;
}

export interface Rebuilt {
  state: RebuiltState;
  eventCount: number;
  /** True when the log names a mode change (then the mode comes from the events). */
  modeSet: boolean;
  /** The first event's time (null: an empty log). */
  firstTs: string | null;
  /** How many scored events the log holds (a previous score and a trend need two). */
  scores: number;
}

/** Replays events.jsonl (streamed) into the state it implies. */
export async function rebuildState(ctx: Ctx, slug: string, report: ReadReport = emptyReport(), fixes?: ReadonlyMap<number, Correction>): Promise<Rebuilt> {
  const folder = openFolder(ctx, slug);
  let state = INITIAL_REBUILD;
  let eventCount = 0;
  let modeSet = false;
  let firstTs: string | null = null;
  let scores = 0;
  for await (const { event } of correctedStream(folder.path('events'), report, fixes ?? loadCorrections(folder).events)) {
    state = applyRebuild(state, event);
    if (SCORED_EVENT_TYPES.has(event.type) && num(event.data['score']) !== null) scores += 1;
    modeSet ||= setsMode(event);
    firstTs ??= event.ts;
    eventCount += 1;
  }
  return { state, eventCount, modeSet, firstTs, scores };
}
