/**
 * The guided flows (SPEC 4, 6): each reads through the memory service, asks the
 * engines, decides, and writes through one transaction. Every flow has a pure
 * `planX(input, read, now)` (testable without disk, usable for a preview), a
 * `loadX(mem, slug)` that reads what the plan needs, and `runX(mem, slug, input)`
 * that does both and re-reads when another program changed the folder meanwhile.
 */
export { runAnalyze, planAnalyze, loadAnalyze, analyzePoints, preTicked } from './analyze.js';
export type { AnalyzeInput, AnalyzeRead, AnalyzeReport, AnalyzeResult } from './analyze.js';
export { runProgress, planProgress, loadProgress } from './progress.js';
export type { ProgressInput, ProgressRead, ProgressReport, ProgressOutcome } from './progress.js';
export { runQuit, planQuit, loadQuit, reviewOf, openingOf } from './quit.js';
export { InteractionsTally, spanDays, type InteractionsReview, type StoryWeek } from './story.js';
export type { QuitRead, QuitReport, QuitOutcome, QuitOpening } from './quit.js';
export { QuitHistory, type TimelineReview } from './quit-history.js';
export { runCrisis, planCrisis, loadCrisis, findCrisis } from './crisis.js';
export type { CrisisInput, CrisisRead, CrisisReport, CrisisOutcome } from './crisis.js';
export { runConfess, planConfess, loadConfess } from './confess.js';
export type { ConfessInput, ConfessRead, ConfessReport, ConfessOutcome } from './confess.js';
export { runDaily, planDaily, loadDaily } from './daily.js';
export type { DailyRead, DailyReport, DailyOutcome } from './daily.js';
export { runAdjust, planAdjust, loadAdjust } from './adjust.js';
export type { AdjustInput, AdjustRead, AdjustReport, AdjustOutcome } from './adjust.js';
export { runArchive, type ArchiveOutcome } from './archive.js';
export { runSignal, planSignal } from './signal.js';
export type { SignalInput, SignalReport, SignalOutcome } from './signal.js';
export { runUpdate, planUpdate, parseAssignments, UPDATABLE_FIELDS, type UpdateOutcome } from './profile.js';
export { profileValue, planSection, runAddToSection, runCreate, runBackup, runRollback, type CreateRequest } from './profile.js';
export { catalog, CATALOG_KINDS, type CatalogKind, type CatalogRow } from './catalog.js';
export { runFlow, applyPlan } from './run.js';
export { runRepair } from './repair.js';
export { nextStateFields } from './state-fields.js';
export { STAGE_DIRECTION, REST_SUGGESTIONS, MODE_NAME, MODE_FOCUS, MODE_TAGLINE, CONFESS_STYLE, FRIEND_ZONE_NOTE } from './directions.js';
export type { EventDraft, Planned, TopicCandidate, WriteOutcome, WritePlan } from './types.js';
export {
  logInteraction,
  planInteraction,
  parseTime,
  INTERACTION_TYPES,
  INITIATORS,
  SIGNAL_DIRECTIONS,
  type InteractionInput,
  type InteractionType,
  type AlsoSignal,
  type LogOutcome,
} from './interaction.js';
export { dailyOverview, type DailyLine } from './daily.js';
export { onThisDayOf } from './on-this-day.js';
export { runUpcoming, type UpcomingReport } from './upcoming.js';
export { loadRespect, planRespect, runRespect, type RespectInput, type RespectOutcome, type RespectRead, type RespectReport } from './respect.js';
export { planOutcome, runOutcome, OUTCOMES, type Outcome, type OutcomeInput, type OutcomeReport, type OutcomeResult, type NextStep } from './outcome.js';
export { runDelete, runRename, type MoveOutcome } from './folders.js';
export { runSearch, snippet, type Found, type CrushFound, type SearchResult } from './search.js';
export { gatherStory, streamStory, redact, checkFormat, EXPORT_FORMATS, type ExportFormat, type Story, type StoryHead, type StoryVisitor, type Redaction, type Identities } from './export.js';
export { lintDraft, workshop, type LintResult, type Workshop } from './message.js';
export { textModels } from './text-models.js';
export { runChecklist } from './confess-check.js';
export { parseObservations, runMbti, type MbtiResult } from './mbti.js';
export { planConfession, type ConfessionPlan } from './confess-plan.js';
export { checkMetaState, settleMetaState, type Disagreement, type MetaStateCheck, type Settled } from './reconcile.js';
export { examine, mend, quickHealth, fixOf, type CrushHealth, type Finding, type FixKind } from './doctor.js';
export { findRecord, refOf, runCorrection, type CorrectInput, type CorrectOutcome } from './correct.js';
export { runIntake, suggestSlug, isSlug, type IntakeRequest, type IntakeOutcome } from './intake.js';
