// Public API of the pure domain engines (SPEC 6). No I/O, no clock.
export { STAGES, isStage } from './types.js';
export type { Dimension, EngineEvent, EngineState, Label, Severity, Stage } from './types.js';
export { EngineInputError } from './errors.js';

export { BANDS, SCORE_MAX, SCORE_MIN, bandFor, clampScore } from './bands.js';
export type { Band, BandTone } from './bands.js';
export { SCORED_LADDER, STAGE_INFO, inRange, requireStage, stageInfo } from './stages.js';
export type { ScoreRange, StageInfo } from './stages.js';

export { DIMENSIONS, EXCLUSIVE_SIGNAL_GROUPS, FRIEND_ZONE_SIGNAL_IDS, SIGNALS } from './catalog-signals.js';
export type { SignalId, SignalItem } from './catalog-signals.js';
export { MBTI_ADJUSTMENTS, parseMbti } from './catalog-mbti.js';
export type { MbtiAdjustment } from './catalog-mbti.js';
export { MILESTONES } from './catalog-milestones.js';
export type { Milestone, MilestoneId } from './catalog-milestones.js';
export { READINESS_CONDITIONS, RISKS } from './catalog-risks.js';
export type { ReadinessCondition, ReadinessId, Risk, RiskId } from './catalog-risks.js';
export { CRISIS_TYPES } from './catalog-crisis.js';
export type { CrisisId, CrisisType } from './catalog-crisis.js';
export { NEXT_ACTIONS, RESPECT_ACTIONS } from './catalog-actions.js';
export { ANALYSIS_DUE_DAYS, CONTACT_DAYS, CRISIS_FOLLOW_UPS, upcoming, type UpcomingFacts, type UpcomingItem, type UpcomingKind } from './upcoming.js';
export { RESPECT_DAYS, RESPECT_ENDED, RESPECT_EVENT_TYPES, respectPeriod, respectReason, type RespectPeriod, type RespectReason } from './respect-period.js';
export type { ActionSetId, NextAction } from './catalog-actions.js';
export {
  QUIT_COST_QUESTIONS,
  QUIT_DIMENSIONS,
  QUIT_OTHER_OPTIONS,
  QUIT_OTHER_QUESTION,
  QUIT_QUESTIONS,
  QUIT_SELF_QUESTIONS,
} from './catalog-quit.js';
export type { OtherReading, QuitDimension, QuitQuestion } from './catalog-quit.js';
export { QUIT_CONCLUSIONS, QUIT_HISTORY_SIGNALS, QUIT_SIGNALS } from './catalog-quit-signals.js';
export type { QuitConclusion, QuitSignal, QuitVerdict } from './catalog-quit-signals.js';
export { ANXIOUS_PHRASES, BREAK_MESSAGE, BURNOUT_TRIGGERS, COUNTED_FLOWS, FLOW_NAMES } from './catalog-burnout.js';
export type { BurnoutTrigger, BurnoutTriggerId } from './catalog-burnout.js';

export { isGreenSignal, isRedSignal, loggedTimes, marksFriendZone } from './history.js';
export { scoreSignals, signalPoints } from './score-signals.js';
export { HOT_COLD_CAUSES, NICE_TO_ALL_QUESTIONS, readAnalysis, swings, SWING_READINGS, type AnalysisReading } from './analysis-reading.js';
export type { ScoreOptions, ScoredItem, ScoreResult, SignalPoints } from './score-signals.js';
export { suggestStage } from './suggest-stage.js';
export { evaluateProgress, orderActions } from './evaluate-progress.js';
export { READINESS_FROM_RECORDS, READINESS_GREEN_WINDOW_DAYS, readReadiness } from './progress-readiness.js';
export type { ProgressResult } from './evaluate-progress.js';
export type { ProgressAnswers, ProgressInput } from './progress-input.js';
export type { FoundRisk, RiskEvidence } from './progress-risks.js';
export type { Readiness } from './progress-readiness.js';
export { readTrend } from './progress-trend.js';
export type { Trend, TrendReading } from './progress-trend.js';
export { QuitAnswersSchema, parseQuitAnswers, withCatalogIds } from './quit-answers.js';
export type { QuitAnswers } from './quit-answers.js';
export { judgeQuit } from './judge-quit.js';
export type { CostReading, QuitResult, SelfReading } from './judge-quit.js';
export type { HistorySignalId } from './quit-history.js';
export { checkBurnout } from './check-burnout.js';
export type { BurnoutInput, BurnoutResult, FiredCheck, FlowRun } from './check-burnout.js';
export { daysUntil, findDates, upcomingDates, type DateMention, type UpcomingDate } from './dates.js';
export { guessCrisis, type CrisisGuess } from './crisis-detect.js';
export { lintMessage, type LintFinding, type LintKind, type LintOptions, type LintTagger } from './message-lint.js';
export { readTextModels, type TextModels } from './text-models.js';
export { checkReadiness, CONFESS_CHECKLIST, type ChecklistFacts, type ChecklistItem, type ChecklistResult, type ChecklistVerdict } from './confess-checklist.js';
export { ANALYSIS_NUDGE_DAYS, DAILY_KINDS, DAILY_REMINDERS, DAY_DIRECTION, HOLD_BACK_KINDS, KIND_SUGGESTIONS, dailyKind, type DailyFacts, type DailyKind } from './daily-coach.js';
export { compatibility, LETTER_WHY, OBSERVATIONS, readMbti, runnerUp, TYPICAL_PAIRS, whyOf, type RunnerUp, type Compatibility, type TypicalPair, type Confidence, type Dimension as MbtiDimension, type MbtiReading, type Observation } from './mbti-read.js';
export { TYPE_CARDS, type TypeCard } from './catalog-mbti-cards.js';
export { AFTER_CONFESSION, buildConfession, chooseMethod, METHODS, type ConfessionParts, type Method, type MethodAnswers } from './confess-builder.js';
export { PERSONALITY_HINTS, SITUATIONS, threeLayers, type Situation } from './message-workshop.js';
export { PLAYBOOKS, REJECTION_KINDS, type PlaybookStage, type RejectionKind } from './crisis-playbooks.js';
export * from './explain-score.js';
export { MOOD_LOW, MOOD_RECORDED, MOOD_WINDOW, moodIsLow, moodSparkline, moodTrend, type MoodTrend } from './mood.js';
export { OnThisDayFinder, onThisDay, onThisDayDays, type OnThisDay } from './on-this-day.js';
export { AFTER_CARE, CONCLUSION_PARTS, LOWEST_MOMENT_RULE, QUIT_SCENES, type ConclusionPart, type QuitSceneKey, type SceneFocus } from './catalog-quit-depth.js';
export { COME_BACK_HOURS, LOW_MOMENT_HOURS, LOW_MOMENT_TYPES, MOOD_RECENT_DAYS, OBSERVE_MONTHS, PAUSE_WEEKS, lowMoment, moodsBesideCost, quitPlan, type LowMoment, type LowReason, type QuitPlan } from './quit-depth.js';
export { answerEager, answerHope, EAGER_OVER_PERCENT, HOPE_GOOD_FROM, HOPE_UNCLEAR_UNDER, THEY_LEAD_AT_MOST, type EagerKind, type HopeAnswer, type HopeKind } from './progress-questions.js';
export { findSituations, LONG_CRUSH_DAYS, SPECIAL_SITUATIONS, type SituationId, type SpecialSituation } from './special-situations.js';
export { foldForCompare, repeatOf, REPEAT_MIN_CHARS, REPEAT_SIMILARITY, REPEAT_WINDOW_DAYS, similarity, type RepeatedMessage, type SentMessage } from './draft-repeat.js';
