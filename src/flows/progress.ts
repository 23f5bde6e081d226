import { happened } from '../model/records.js';
import { MILESTONES } from '../engine/catalog-milestones.js';
import { STAGES, type Stage } from '../engine/types.js';
import { BREAK_MESSAGE } from '../engine/catalog-burnout.js';
import { evaluateProgress, type ProgressResult } from '../engine/evaluate-progress.js';
import { respectPeriod, type RespectPeriod } from '../engine/respect-period.js';
import type { BurnoutResult } from '../engine/check-burnout.js';
import type { ProgressAnswers } from '../engine/progress-input.js';
import { answerEager, answerHope, EAGER_OVER_PERCENT, type EagerKind, type HopeAnswer } from '../engine/progress-questions.js';
import { findSituations, type SituationId } from '../engine/special-situations.js';
import { type Memory } from '../memory/index.js';
import { wallOf, type RhythmRecord } from '../engine/rhythm.js';
import { DIGEST_INTERACTIONS, rhythmDigest, STAGE_RHYTHM, type RhythmDigest } from '../engine/rhythm-digest.js';
import type { Label } from '../engine/types.js';
import { moodTrend, type MoodTrend } from '../engine/mood.js';
import { localIso, parseTs, type SimpEvent, type StateFields, refused } from '../model/index.js';
import { burnoutNow, runsOf, type FlowRunRecord } from './burnout.js';
import { checkIds, engineCall } from './errors.js';
import { DAY_MS, engineState, enoughForProgress, lastFriendZone, lastMilestones, lastSignalIds, readWindow, recentSignals, respectRecords } from './history.js';
import { loadMoods } from './feel.js';
import { runFlow } from './run.js';
import { nextStateFields } from './state-fields.js';
import { knownStage, scoreText, stageEvents, stateSections, strategySections } from './state-text.js';
import type { EventDraft, Planned, WriteOutcome } from './types.js';

export interface ProgressInput extends Omit<ProgressAnswers, 'burnout' | 'friendZone'> {
  /** Milestone ids to add to the ones already recorded (milestones only grow, SPEC 6.6). */
  milestones?: readonly string[];
  /** Recorded milestone ids to remove: an explicit choice the front end has confirmed. */
  unset?: readonly string[];
  /** A stage the user reports (a confession's outcome, for example). */
  stage?: string;
}

export interface ProgressRead {
  state: StateFields;
  mode: string;
  history: SimpEvent[];
  signals: SimpEvent[];
  runs: FlowRunRecord[];
  /** Milestone ids recorded by the latest progress check that named them. */
  lastMilestones: string[] | null;
  /** Interaction times (interactions.jsonl), as the time tracker wrote them. */
  interactions: readonly RhythmRecord[];
  /** The records that begin or end a period of respect after a clear no. */
  respectRecords: SimpEvent[];
  /** The moods the user recorded (`simp feel`), in log order. */
  moods: SimpEvent[];
  /** The signal ids of the latest reading. */
  lastSignals: string[];
  /** When the crush's folder was made (meta.json), the start of the pursuit; '' when unknown. */
  createdAt: string;
}

export interface ProgressReport {
  /** Shown before any advice when it fired (SPEC 6.4). */
  burnout: BurnoutResult;
  progress: ProgressResult;
  stage: { from: string; to: Stage; changed: boolean };
  /** Days since state.md was last updated (null: no readable date); stale after 14 (SPEC 6.2). */
  staleDays: number | null;
  /** How the milestone count moved: what was added and what the user chose to remove. */
  milestones: { before: number; after: number; added: string[]; removed: string[] };
  /** The interaction rhythm (null below 7 records) and how often the stage wants you in touch. */
  rhythm: (RhythmDigest & { ideal: Label | null }) | null;
  /** The period of respect after a clear no that holds now: the actions are its own, and it says why. */
  respect: RespectPeriod | null;
  /** The user's own recorded moods, only when there are any (the report is otherwise as before). */
  mood?: MoodTrend;
  /**
   * "Is there hope?" and "am I too eager?", answered from the records: eager from
   * the measured share of conversations you opened, or from what you said (which
   * wins, as for the risks; `eagerSaid`), null with neither.
   */
  questions: { hope: HopeAnswer; eager: EagerKind | null; eagerSaid: boolean };
  /** The strategy's special situations that hold (a long crush, long distance, they are low, a rival). */
  situations: SituationId[];
}

export type ProgressOutcome = ProgressReport & { write: WriteOutcome };

/** The newest interactions (enough for 30 days of any pace); an unreadable log only means no rhythm. */
function recentChats(mem: Memory, slug: string): RhythmRecord[] {
  try {
    return happened(mem.recentInteractions(slug, DIGEST_INTERACTIONS));
  } catch {
    return [];
  }
}

export function loadProgress(mem: Memory, slug: string): ProgressRead {
  const view = mem.read(slug);
  return {
    state: view.state.fields,
    mode: view.state.fields.recommended_mode,
    history: readWindow(mem, slug, enoughForProgress(mem.ctx.now())),
    signals: recentSignals(mem, slug),
    runs: runsOf(view.meta),
    lastMilestones: lastMilestones(mem, slug),
    interactions: recentChats(mem, slug),
    respectRecords: respectRecords(mem, slug),
    moods: loadMoods(mem, slug),
    lastSignals: lastSignalIds(mem, slug),
    createdAt: view.meta?.created_at ?? '',
  };
}

export function planProgress(input: ProgressInput, read: ProgressRead, now: Date): Planned<ProgressReport> {
  const ids = MILESTONES.map((m) => m.id as string);
  const recorded = read.lastMilestones ?? [];
  const given = checkIds('milestones', input.milestones ?? [], ids);
  const unset = checkIds('unset', input.unset ?? [], ids);
  const both = given.filter((id) => unset.includes(id));
  if (both.length > 0) throw refused({ field: 'unset', kind: 'both-ways', values: both });
  const notRecorded = unset.filter((id) => !recorded.includes(id));
  if (notRecorded.length > 0) {
    throw refused({ field: 'unset', kind: 'not-recorded', values: notRecorded, recorded });
  }
  const milestones = ids.filter((id) => (recorded.includes(id) || given.includes(id)) && !unset.includes(id));
  // A count another tool wrote without ids stays a floor: only an explicit removal lowers it.
  const before = read.state.milestones_done;
  const floor = Math.max(0, before - unset.length);
  if (input.stage !== undefined && !(STAGES as readonly string[]).includes(input.stage)) {
    throw refused({ field: 'stage', kind: 'unknown', values: [input.stage], options: STAGES });
  }
  const score = read.state.signal_score;
  if (score === null) throw refused({ field: 'score', kind: 'no-score' }, { remedy: { kind: 'analyze' } });
  // Burnout first: its result feeds the risks and readiness, and is shown before the advice.
  const burnout = burnoutNow(read.runs, read.history, 'progress', now);
  const respect = respectPeriod(read.respectRecords, now);
  const from = read.state.current_stage;
  const to = (input.stage as Stage | undefined) ?? knownStage(from);
  const changed = to !== from;

  const events: EventDraft[] = [];
  if (changed) {
    events.push(...stageEvents(knownStage(from), to, `进度评估：由你确认为${to}`));
  }
  // The stage change about to be written starts the new stage now, so it is not "stalled".
  const seen = changed ? [...read.history, { ts: localIso(now), type: 'stage_changed', data: { from, to } }] : read.history;
  const { milestones: _m, stage: _s, ...told } = input;
  const digest = rhythmDigest(read.interactions, wallOf(now));
  // Who starts the chats is read from the log when the user did not say; what they say wins.
  const measured = told.userStartsMostChats === undefined ? digest?.initiative ?? undefined : undefined;
  const answers = measured ? { ...told, userStartsMostChats: measured.percent > EAGER_OVER_PERCENT, initiativeMeasured: measured } : told;
  const progress = engineCall('milestones', () =>
    evaluateProgress({
      ...answers,
      state: engineState(read.state, to),
      events: seen,
      milestones,
      milestonesFloor: floor,
      mode: read.mode,
      now,
      readsScore: true,
      friendZone: lastFriendZone(read.history),
      burnout: burnout.tookBreak,
      respect: respect !== null,
    }),
  );
  const nextActions = progress.nextActions.map((a) => a.label.zh);
  events.push({
    type: 'progress_evaluated',
    data: {
      score,
      stage: to,
      milestones_done: progress.milestonesDone,
      next_actions: nextActions,
      milestones: [...progress.milestones],
      next_action_ids: progress.nextActions.map((a) => a.id),
      trend: progress.trend.reading,
      risks: progress.risks.map((r) => r.id),
      // What raised each risk, as data `simp why` reads back; a friend zone read from a reading names it.
      risk_evidence: Object.fromEntries(progress.risks.map((r) => [r.id, r.evidence.kind === 'reading' ? { ...r.evidence, at: lastAnalysisAt(read.history) } : r.evidence])),
      readiness: progress.readiness.count,
      readiness_met: [...progress.readiness.met],
      stalled: progress.stalled,
      stale: progress.stale,
      burnout: burnout.fired.map((f) => f.id),
    },
  });
  const mood = moodTrend(read.moods);
  const initiative = answers.initiativeMeasured ?? null;
  const questions = {
    hope: answerHope({ score, trend: progress.trend.reading, friendZone: lastFriendZone(read.history), respect: respect !== null, lastSignals: read.lastSignals }),
    // What the user said wins over the measured share, as it does for the risks.
    eager: initiative !== null ? answerEager(initiative.percent) : told.userStartsMostChats === undefined ? null : told.userStartsMostChats ? ('too_much' as const) : ('normal' as const),
    eagerSaid: initiative === null && told.userStartsMostChats !== undefined,
  };
  const situations = findSituations({
    stage: to,
    sinceMs: parseTs(read.createdAt)?.getTime() ?? null,
    now,
    rival: answers.rival,
    longDistance: answers.longDistance,
    theyAreStressed: answers.theyAreStressed,
  });
  const steps = nextActions.map((a, i) => `${i + 1}. ${a}`).join('\n');
  return {
    report: {
      burnout,
      progress,
      stage: { from, to, changed },
      staleDays: daysSince(read.state.last_updated, now),
      rhythm: digest ? { ...digest, ideal: STAGE_RHYTHM[to] ?? null } : null,
      respect,
      ...(mood === null ? {} : { mood }),
      questions,
      situations,
      milestones: {
        before,
        after: progress.milestonesDone,
        added: milestones.filter((id) => !recorded.includes(id)),
        removed: unset,
      },
    },
    writes: {
      events,
      state: {
        fields: nextStateFields(read.state, events),
        sections: stateSections({
          oneLine: `${to}，${scoreText(score, progress.band)}，里程碑 ${progress.milestonesDone}/10，表白准备度 ${progress.readiness.count}/5。`,
          signals: read.signals,
          stage: to,
          mode: read.mode,
          friendZone: progress.risks.some((r) => r.id === 'risk.friend_zone'),
          nextStep: burnout.tookBreak ? `${BREAK_MESSAGE.zh}\n${burnout.fired.map((f) => `- ${f.why.zh}`).join('\n')}\n\n${steps}` : steps,
        }),
      },
      strategy: changed ? strategySections(to, score, progress.band, read.mode, progress.nextActions, now) : null,
      run: 'progress',
    },
  };
}

function daysSince(ts: string, now: Date): number | null {
  const at = parseTs(ts);
  return at === null ? null : Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS));
}

/** Burnout check, then the progress review (SPEC 6.2), recorded as `progress_evaluated`. */
export async function runProgress(mem: Memory, slug: string, input: ProgressInput = {}): Promise<ProgressOutcome> {
  const { report, write } = await runFlow(mem, slug, () => loadProgress(mem, slug), (read, now) => planProgress(input, read, now));
  return { ...report, write };
}

/** When the newest reading was recorded (the one a friend-zone risk comes from); null when the window holds none. */
function lastAnalysisAt(history: readonly SimpEvent[]): string | null {
  for (let i = history.length - 1; i >= 0; i -= 1) if (history[i]?.type === 'analysis_done') return history[i]?.ts ?? null;
  return null;
}
