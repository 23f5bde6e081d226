import { rivalSignals, SIGNALS } from '../engine/catalog-signals.js';
import { readAnalysis, SWING_READINGS, type AnalysisReading } from '../engine/analysis-reading.js';
import { respectPeriod } from '../engine/respect-period.js';
import { STAGES, type Label, type Stage } from '../engine/types.js';
import { scoreSignals, signalPoints, type ScoreResult, type SignalPoints } from '../engine/score-signals.js';
import { type Memory } from '../memory/index.js';
import { type SimpEvent, type StateFields, refused } from '../model/index.js';
import { engineCall, typed } from './errors.js';
import { lastMilestones, lastSignalIds, recentSignals, respectRecords } from './history.js';
import { runFlow } from './run.js';
import { nextStateFields } from './state-fields.js';
import { actionsFor, asStored, knownStage, oneLine, scoreText, stageEvents, stateSections, strategySections } from './state-text.js';
import type { EventDraft, Planned, TopicCandidate, WriteOutcome } from './types.js';
import { scoreOutOf } from '../model/enums.js';
import { mergeProposals, OFFLINE_SIGNALS, pendingProposals, storedEvidence, type PendingProposal, type PhotoEvidence, type ProposalEvidence, type SignalEvidence } from '../engine/chat/proposals.js';
import { loggedProposals, meetupEvidence } from './signal-evidence.js';

const SIGNAL_IDS = new Set<string>(SIGNALS.map((s) => s.id));
/** How many of the newest imports and analyses are read for the open proposals (the newest import of a signal wins). */
const PROPOSAL_RECORDS = 8;

export interface AnalyzeInput {
  /** Ticked signal ids (see `simp catalog signals`). */
  signals: readonly string[];
  /** What the user wrote about what happened; a topic-memory candidate. */
  note?: string;
  /** The stage the user chooses. */
  stage?: string;
  /**
   * Take the suggested stage. Without it (and without `stage`) the current stage
   * is kept: a reading never moves the stage by itself (SPEC 6.6). A crush with
   * no stage yet (未知) takes the suggestion, since nothing can go backwards there.
   */
  acceptSuggested?: boolean;
  /** Re-check from last time: the signals of the last analysis are kept with the ones ticked now (as the TUI pre-ticks them). */
  recheck?: boolean;
  /** Tick the signals an imported chat proposes (the CLI; the TUI pre-ticks them and passes what stays ticked). */
  proposals?: boolean;
  /** Pre-ticked signals to leave out (last time's or proposed ones). */
  untick?: readonly string[];
}

export interface AnalyzeRead {
  state: StateFields;
  mbti: string | null;
  mode: string;
  /** The latest signals already recorded, log order. */
  signals: SimpEvent[];
  /** Milestones ticked at the last progress check, so done actions step aside. */
  milestones: string[];
  /** Signal ids ticked in the last analysis (a re-check starts from them). */
  lastSignals: string[];
  /** The scores of the last readings (analyses and progress checks), log order: the hot-and-cold pattern reads them. */
  earlierScores: number[];
  /** A period of respect holds: the reading offers no message idea. */
  respecting: boolean;
  /** The signals imported chats and the interactions logged since the latest analysis propose, each with its evidence (one a signal: the newest). */
  proposed: PendingProposal[];
  /** When the latest analysis was recorded (null: none yet): the log's proposals and the photos' meetups are what came after. */
  since: string | null;
  /** The meetups the photos show since then: read only when the reading ticks an offline signal (`withMeetups`); null: none, or not read. */
  meetups: PhotoEvidence | null;
}

export interface AnalyzeReport {
  score: ScoreResult;
  stage: { from: string; to: Stage; suggested: Stage; changed: boolean };
  /** How many of last time's signals were re-checked with the new ones (0: from zero); null when the caller did not say (the TUI pre-ticks them). */
  recheckedFrom: number | null;
  /** The score before this reading (null: the first one). */
  previousScore: number | null;
  summary: string;
  /** The first open action for the stage (stored in Chinese in state.md). */
  nextStep: Label | null;
  /** The strongest green signals, the ones to watch, the hot-and-cold and kind-to-everyone readings, a message idea. */
  reading: AnalysisReading;
  candidates: TopicCandidate[];
  /** The open proposals (of imported chats and logged interactions), and whether each is in this reading (an unticked one is used too). */
  proposed: Array<{ id: string; evidence: ProposalEvidence; ticked: boolean }>;
  /** What each scored signal cites, as recorded in `signal_evidence`: a proposal's evidence, then the photos' meetups for an offline signal. */
  evidence: Record<string, SignalEvidence[]>;
}

export type AnalyzeResult = AnalyzeReport & { write: WriteOutcome };

export function loadAnalyze(mem: Memory, slug: string): AnalyzeRead {
  const view = mem.read(slug);
  const since = mem.recent(slug, 1, ['analysis_done']).events[0]?.ts ?? null;
  const mbti = view.profile.fields['mbti'];
  return {
    state: view.state.fields,
    mbti: typeof mbti === 'string' ? mbti : null,
    mode: view.state.fields.recommended_mode,
    signals: recentSignals(mem, slug),
    milestones: lastMilestones(mem, slug) ?? [],
    lastSignals: lastSignalIds(mem, slug),
    earlierScores: mem.recent(slug, SWING_READINGS - 1, ['analysis_done', 'progress_evaluated']).events.flatMap((e) => (typeof e.data['score'] === 'number' ? [e.data['score']] : [])),
    respecting: respectPeriod(respectRecords(mem, slug), mem.ctx.now()) !== null,
    // A log with no import is not read again for them (a long one is checked through its type cache).
    proposed: mergeProposals(
      mem.holdsType(slug, 'chat_imported')
        ? pendingProposals(mem.recent(slug, PROPOSAL_RECORDS, ['chat_imported', 'analysis_done']).events, mem.ctx.now(), (id) => SIGNAL_IDS.has(id))
        : [],
      loggedProposals(mem, slug, since),
    ),
    since,
    meetups: null,
  };
}

/** The read with the photos' meetups since the latest analysis, when the reading ticks an offline signal (else as it is: no photo is read). */
export async function withMeetups(mem: Memory, slug: string, read: AnalyzeRead, input: AnalyzeInput): Promise<AnalyzeRead> {
  if (!tickedSignals(input, read).some((id) => OFFLINE_SIGNALS.has(id))) return read;
  return { ...read, meetups: await meetupEvidence(mem, slug, read.since) };
}


/** What the reading is scored with: one place, so the points shown and the points written agree. */
const scoreOptions = (read: AnalyzeRead) => ({ mbti: read.mbti, stage: knownStage(read.state.current_stage) });

/** Each signal's points for this crush (its MBTI type, its stage) as `planAnalyze` would score it: what the TUI shows beside each item. */
export function analyzePoints(read: AnalyzeRead): readonly SignalPoints[] {
  return signalPoints(scoreOptions(read));
}

/** What a reading starts ticked with (the TUI's first ticks): the proposals of imported chats, then last time's signals that can stand beside them. */
export function preTicked(read: AnalyzeRead): string[] {
  const proposed = read.proposed.map((p) => p.signal as string);
  return [...new Set([...read.lastSignals.filter((id) => !proposed.some((p) => rivalSignals(id, p))), ...proposed])];
}

/** The signals a reading scores: those ticked now, the proposals asked for, and on a re-check last time's that can stand beside them. */
function chooseSignals(input: AnalyzeInput, read: AnalyzeRead): { ticked: string[]; kept: string[] } {
  const given = input.signals.map((s) => s.trim()).filter((s) => s !== '');
  const untick = (input.untick ?? []).map((s) => s.trim()).filter((s) => s !== '');
  const unknownUntick = untick.filter((id) => !SIGNAL_IDS.has(id));
  if (unknownUntick.length > 0) throw refused({ field: 'untick', kind: 'unknown', values: unknownUntick, options: SIGNALS.map((x) => x.id) });
  // A kept signal gives way to a new one it cannot stand beside (ta 偶尔主动 → ta 每周主动); a proposed one to one ticked now.
  const rivalOf = (chosen: readonly string[]) => (id: string): boolean => chosen.some((n) => rivalSignals(id, n));
  const proposedIds = input.proposals === true ? read.proposed.map((p) => p.signal as string).filter((id) => !untick.includes(id) && !rivalOf(given)(id)) : [];
  const fresh = [...proposedIds, ...given];
  const kept = input.recheck === true && fresh.length > 0 ? read.lastSignals.filter((id) => !untick.includes(id) && !rivalOf(fresh)(id)) : [];
  return { ticked: [...new Set([...kept, ...fresh])], kept };
}

/** The ids `planAnalyze` would score for this input (it refuses an unknown one to untick as planAnalyze does). */
export const tickedSignals = (input: AnalyzeInput, read: AnalyzeRead): string[] => chooseSignals(input, read).ticked;

/** SPEC 6.1 + SPEC 4 "analyze": pure, so the TUI can preview the reading before saving it. */
export function planAnalyze(input: AnalyzeInput, read: AnalyzeRead, now: Date): Planned<AnalyzeReport> {
  const { ticked, kept } = chooseSignals(input, read);
  if (ticked.length === 0) {
    throw refused({ field: 'signals', kind: 'say', what: 'tick-signal', options: SIGNALS.map((x) => x.id) });
  }
  if (input.stage !== undefined && !(STAGES as readonly string[]).includes(input.stage)) {
    throw refused({ field: 'stage', kind: 'unknown', values: [input.stage], options: STAGES });
  }
  if (input.stage !== undefined && input.acceptSuggested) {
    throw refused({ field: 'stage', kind: 'not-both', other: 'accept' });
  }
  const from = read.state.current_stage;
  const known = knownStage(from);
  const score = engineCall('signals', () => scoreSignals(ticked, scoreOptions(read)));
  // Decided here only: the TUI starts its stage cursor on `stage.to` of a plan without a stage.
  const takeSuggested = input.acceptSuggested === true || known === '未知';
  const to = (input.stage as Stage | undefined) ?? (takeSuggested ? score.suggestedStage : known);
  const changed = to !== from;
  const note = typed(input.note);
  const byId = new Map<string, { zh: string }>(SIGNALS.map((s) => [s.id, s.label]));

  const signalEvents: EventDraft[] = score.items.map((item) => ({
    type: 'signal_recorded',
    data: { direction: item.direction, content: byId.get(item.id)?.zh ?? item.id, score_delta: item.points, signal_id: item.id },
  }));
  const { band, total, subtotals } = score;
  const summary =
    `${band.marker} ${band.label.zh} ${scoreOutOf(total)}（消息 ${subtotals.messaging} · 线下 ${subtotals.offline} · 情感 ${subtotals.emotional}）` +
    (score.friendZone ? '；出现了友谊区信号' : '');
  const events: EventDraft[] = [...signalEvents];
  if (changed) {
    const confirmed = input.stage !== undefined && input.stage !== score.suggestedStage;
    const trigger = `信号分析 ${scoreOutOf(total)}` + (confirmed ? `，由你确认为${to}（建议：${score.suggestedStage}）` : '');
    events.push(...stageEvents(known, to, trigger));
  }
  const done: Record<string, unknown> = {
    score: total,
    stage: to,
    summary,
    signals: score.items.map((i) => i.id),
    subtotals,
    band: band.id,
    friend_zone: score.friendZone,
    suggested_stage: score.suggestedStage,
  };
  // Kept in the event so the anti-burnout check can read the user's recent notes (SPEC 6.4).
  if (note !== null) done['note'] = note;
  // What each signal rests on (simp why shows it under the signal): a proposal's evidence, the photos' meetups for an offline one.
  const recordedIds = new Set<string>(score.items.map((i) => i.id));
  const evidence: Record<string, SignalEvidence[]> = {};
  for (const id of recordedIds) {
    const list: SignalEvidence[] = [...read.proposed.filter((p) => p.signal === id).map((p) => p.evidence), ...(read.meetups !== null && OFFLINE_SIGNALS.has(id) ? [read.meetups] : [])];
    if (list.length > 0) evidence[id] = list;
  }
  if (Object.keys(evidence).length > 0) done['signal_evidence'] = Object.fromEntries(Object.entries(evidence).map(([id, list]) => [id, storedEvidence(list)]));
  events.push({ type: 'analysis_done', data: done });

  const actions = actionsFor(to, read.milestones, read.mode);
  const nextStep = actions[0]?.label ?? null;
  const sentence = `${to}，信号${scoreText(total, band)}` + (score.friendZone ? '，ta 把你们定义为朋友' : '');
  return {
    report: {
      score,
      stage: { from, to, suggested: score.suggestedStage, changed },
      recheckedFrom: input.recheck === undefined ? null : kept.length,
      previousScore: read.state.signal_score,
      summary,
      nextStep,
      reading: readAnalysis(score, read.earlierScores, to, read.respecting),
      candidates: note === null ? [] : [{ text: note, source: 'analyze' }],
      proposed: read.proposed.map((p) => ({ id: p.signal, evidence: p.evidence, ticked: recordedIds.has(p.signal) })),
      evidence,
    },
    writes: {
      events,
      state: {
        fields: nextStateFields(read.state, events),
        sections: stateSections({
          oneLine: note === null ? `${sentence}。` : `${sentence}：${oneLine(note)}`,
          signals: [...read.signals, ...asStored(signalEvents, now)],
          stage: to,
          mode: read.mode,
          friendZone: score.friendZone,
          nextStep: nextStep?.zh ?? '',
        }),
      },
      strategy: changed ? strategySections(to, total, band, read.mode, actions, now) : null,
      run: 'analyze',
    },
  };
}

/** Scores the ticked signals and records the reading (events, state.md, strategy.md on a stage change, meta). */
export async function runAnalyze(mem: Memory, slug: string, input: AnalyzeInput): Promise<AnalyzeResult> {
  const { report, write } = await runFlow(mem, slug, () => withMeetups(mem, slug, loadAnalyze(mem, slug), input), (read, now) => planAnalyze(input, read, now));
  return { ...report, write };
}
