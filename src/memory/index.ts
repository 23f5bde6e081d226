/**
 * The memory service: the only code that reads or writes crush folders.
 * Front ends (CLI, TUI) and flows call `openMemory(...)`.
 */
import type { Ctx } from './crush/folder.js';
import type { Clock } from '../model/time.js';
import { resolveBaseDir } from './crush/paths.js';
import { join } from 'node:path';
import { createCrush, slugFree, upgradeCrush, type CreateInput } from './crush/ops-create.js';
import { listCrushes, summariseOne, allEvents, allEventBatches, loadContext, contextChunks, readCrush, eventCount } from './crush/ops-read.js';
import {
  updateState,
  updateProfile,
  appendProfileSection,
  updateProfileBody,
  takeSnapshot,
  type StatePatch,
  type WriteOptions,
} from './crush/ops-write.js';
import { backupCrush, rollbackCrush, listVersions, compareVersion } from './crush/ops-versions.js';
import { rebuildState } from './crush/ops-rebuild.js';
import { repairFromEvents } from './crush/ops-repair.js';
import { emptyReport as noReport } from './log/event-lines.js';
import { correctedTail, loadCorrections, recordAtLine, recordAtOffset, recordsAt, recordsOnDays, withCorrection, type CorrectedFile, type Correction } from './log/corrections.js';
import { logHoldsType, recentCorrected } from './log/tail.js';
import { inspectFolder, inspectQuick } from './crush/inspect.js';
import type { KnowledgeEntry } from '../model/knowledge-schema.js';
import { eachInteraction, readInteractions, recentInteractions, recordInteraction, type InteractionRecord } from './log/interactions.js';
import { renameCrush, trashCrush } from './crush/ops-move.js';
import { readText } from './crush/folder.js';
import { searchCrush, type Fold } from './crush/search.js';
import { searchCandidates } from './cache/search-index.js';
import { topicReadsOf } from './topic-reads.js';
import { quickSummaries } from './crush/list-quick.js';
import { changeKnowledge, readKnowledge, writeKnowledge, type KnowledgeWriteOp } from './crush/knowledge.js';
import { mutate, revisionOf, type Tx } from './crush/mutate.js';
import { fileSize, folderHoldsAny, openFolder, readJson } from './crush/folder.js';
import { rawCountIsTrusted } from './log/count-marks.js';
import { readState } from './crush/state.js';
import { openEventIndex, tailIndex } from './log/event-index.js';
import { watchCrushes, type CrushWatch } from './crush/watch.js';
import { appendEvent } from './crush/ops-append.js';
import type { ReadReport } from './log/event-lines.js';
import type { FmScalar } from './formats/frontmatter.js';
import { withFolderLock, type LockOptions } from './io/lock.js';

export interface MemoryOptions {
  /** --base-dir; falls back to SIMP_HOME, then ./crushes. */
  baseDir?: string;
  /** Injected clock for tests. */
  now?: Clock;
  /** Longest wait for a folder's lock held by a live writer (default 60 s), and who hears about a long wait. */
  lock?: LockOptions;
}

export function openMemory(opts: MemoryOptions = {}) {
  const ctx: Ctx = { base: resolveBaseDir(opts.baseDir), now: opts.now ?? (() => new Date()), lock: opts.lock };
  return {
    base: ctx.base,
    ctx,
    /**
     * Who is told while a write waits for another writer's lock, and how it is
     * stopped (the TUI's Esc): set for every later write; returns the undo.
     */
    watchLocks: (hooks: Pick<LockOptions, 'onWait' | 'giveUp'>) => {
      const before = ctx.lock;
      ctx.lock = { ...ctx.lock, ...hooks };
      return () => {
        ctx.lock = before;
      };
    },
    create: (input: CreateInput) => createCrush(ctx, input),
    /** Whether a new crush could be created under `slug`: a name the folder rule takes, no file or folder of the base holds it. */
    slugFree: (slug: string) => slugFree(ctx.base, slug),
    upgrade: (slug: string) => upgradeCrush(ctx, slug),
    list: () => listCrushes(ctx),
    /** One row of list(), read again (null: that folder is gone). */
    summary: (slug: string) => summariseOne(ctx, slug),
    read: (slug: string) => readCrush(ctx, slug),
    /** state.md alone (cheaper than read() where only the "now" is shown). */
    state: (slug: string) => readState(openFolder(ctx, slug)),
    revision: (slug: string) => revisionOf(openFolder(ctx, slug)),
    /** The newest events, as their corrections leave them (`events` prints them raw, as the reference does). */
    recent: (slug: string, n: number, types: readonly string[] | null = null) => recentCorrected(ctx, slug, n, types),
    /** Whether the log holds an event of `type` at all (on a long log through the type cache: a check, not a scan). */
    holdsType: (slug: string, type: string) => logHoldsType(ctx, slug, type),
    /** Every correction of a crush's records, by file and the target line's offset. */
    corrections: (slug: string) => loadCorrections(openFolder(ctx, slug)),
    /** The record at a line of a log (1-based), or null. */
    recordAtLine: (slug: string, file: CorrectedFile, line: number) => recordAtLine(openFolder(ctx, slug), file, line),
    /** The record whose line starts at `offset` of a log, with its line number, or null. */
    recordAtOffset: (slug: string, file: CorrectedFile, offset: number) => recordAtOffset(openFolder(ctx, slug), file, offset),
    /** Every record of both logs stamped with (or starting with) `ts`. */
    recordsAt: (slug: string, ts: string) => recordsAt(openFolder(ctx, slug), ts),
    /** The records of both logs stamped on one of `days` ("MM-DD") of any year, corrected, without reading the logs whole. */
    recordsOnDays: (slug: string, days: readonly string[]) => recordsOnDays(openFolder(ctx, slug), days),
    /**
     * What the state and the latest signals will be once `extra` (a correction not
     * yet written) is: the rebuild rule and the newest three signals over the
     * corrected log.
     */
    afterCorrection: async (slug: string, extra: Correction) => {
      const folder = openFolder(ctx, slug);
      const all = withCorrection(loadCorrections(folder), extra);
      const rebuilt = await rebuildState(ctx, slug, noReport(), all.events);
      const signals = correctedTail(folder.path('events'), 3, ['signal_recorded'], noReport(), all.events);
      return { state: rebuilt.state, scores: rebuilt.scores, signals };
    },
    events: (slug: string, report?: ReadReport) => allEvents(ctx, slug, report),
    /** The same events a read chunk at a time (an export of a whole log). */
    eventBatches: (slug: string, report?: ReadReport) => allEventBatches(ctx, slug, report),
    /** How many valid events the log holds (meta.json's count when it provably matches, else counted). */
    eventCount: (slug: string) => eventCount(ctx, slug),
    context: (slug: string, withStrategy = false) => loadContext(ctx, slug, withStrategy),
    /** `context` in chunks, for printing files of any size. */
    contextChunks: (slug: string, withStrategy = false) => contextChunks(ctx, slug, withStrategy),
    append: (slug: string, type: string, data: Record<string, unknown>) => appendEvent(ctx, slug, type, data),
    updateState: (slug: string, fields: StatePatch, sections?: Record<string, string>, o?: WriteOptions) =>
      updateState(ctx, slug, fields, sections, o),
    updateProfile: (slug: string, changes: Record<string, FmScalar>) => updateProfile(ctx, slug, changes),
    appendProfileSection: (slug: string, section: string, text: string) =>
      appendProfileSection(ctx, slug, section, text),
    updateProfileBody: (slug: string, body: string) => updateProfileBody(ctx, slug, body),
    snapshot: (slug: string) => takeSnapshot(ctx, slug),
    rebuild: (slug: string, report?: ReadReport) => rebuildState(ctx, slug, report),
    repair: (slug: string, report?: ReadReport) => repairFromEvents(ctx, slug, report),
    backup: (slug: string) => backupCrush(ctx, slug),
    rollback: (slug: string, version: string) => rollbackCrush(ctx, slug, version),
    versions: (slug: string) => listVersions(ctx, slug),
    /** The files a rollback would replace, as they are now and as the version has them. */
    compareVersion: (slug: string, version: string) => compareVersion(ctx, slug, version),
    knowledge: (slug: string) => readKnowledge(ctx, slug),
    // meta, topics, topicIndex: what `recall` reads, opened alone by it too (topic-reads.ts).
    ...topicReadsOf(ctx),
    writeKnowledge: (slug: string, ops: readonly KnowledgeWriteOp[], o?: WriteOptions) => writeKnowledge(ctx, slug, ops, o),
    /** What `simp doctor` reads of a folder (nothing is written); `counts` also counts both logs whole. */
    inspect: (slug: string, opts: { counts: boolean }) => inspectFolder(ctx, slug, opts),
    /** The same without reading the logs whole (no counts), at once: the TUI's banner. */
    inspectQuick: (slug: string) => inspectQuick(ctx, slug),
    /** Replaces one topic by id, or deletes it (null); a missing topic is an error. */
    changeKnowledge: (slug: string, id: string, entry: KnowledgeEntry | null, o?: WriteOptions) => changeKnowledge(ctx, slug, id, entry, o),
    /** profile.md, state.md or strategy.md as stored (null when missing). */
    fileText: (slug: string, file: 'profile' | 'state' | 'strategy') => readText(openFolder(ctx, slug).path(file)),
    /** Lines of one crush's events, interactions and profile holding `needle` (folded: NFKC, lower case). */
    search: (slug: string, needles: readonly string[], limit?: number) => searchCrush(ctx, slug, needles, limit),
    /** Of these crushes, those whose files may hold every needle (the search index, src/memory/cache/search-index.ts; all of them without it). */
    searchCandidates: (slugs: readonly string[], needles: readonly string[], fold: Fold) => searchCandidates(ctx, slugs, needles, fold),
    /** list() without the counts, read without the schema library when every meta.json allows (slug, nickname and archived are list()'s). */
    listBrief: () => quickSummaries(ctx, { counts: false }) ?? listCrushes(ctx),
    /** Renames a crush's folder (and meta.json's slug) under its lock; returns the new folder. */
    rename: (slug: string, to: string) => renameCrush(ctx, slug, to),
    /** Moves a crush's folder whole into the base's .trash/; returns where it went. */
    trash: (slug: string) => trashCrush(ctx, slug),
    /** One interaction (interactions.jsonl, the time tracker's format), counted in meta.json; a repeat of the last is skipped. */
    logInteraction: (slug: string, record: InteractionRecord, o?: WriteOptions) => recordInteraction(ctx, slug, record, o),
    /** Every interaction in file order. */
    interactions: (slug: string, report?: ReadReport) => readInteractions(ctx, slug, report),
    /** Visits every interaction without keeping them. */
    eachInteraction: (slug: string, visit: (r: InteractionRecord) => void, report?: ReadReport) => eachInteraction(ctx, slug, visit, report),
    /** Whether the crush's photo folder (memories/photos/) holds anything to scan. */
    hasPhotos: (slug: string) => folderHoldsAny(join(openFolder(ctx, slug).dir, 'memories', 'photos')),
    /** The newest n interactions, read from the end of the file at once (for screens, progress and daily). */
    recentInteractions: (slug: string, n: number) => recentInteractions(ctx, slug, n),
    /** Random access to the event log for screens that scroll through all of it. */
    eventIndex: (slug: string) => openEventIndex(openFolder(ctx, slug).path('events')),
    /**
     * The newest `n` events addressed as the whole index will address them, when
     * meta.json vouches for the log's count as it is now (else null: wait for the index).
     */
    eventTail: (slug: string, n: number) => {
      const folder = openFolder(ctx, slug);
      const path = folder.path('events');
      let raw: unknown;
      try {
        raw = readJson(folder.path('meta'));
      } catch {
        return null;
      }
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
      const marks = raw as Record<string, unknown>;
      return rawCountIsTrusted(marks, fileSize(path)) ? tailIndex(path, marks['event_count'] as number, n) : null;
    },
    /** Live refresh: called with the slug that changed (null: the set of crushes changed); follow() the crushes on screen. */
    watch: (onChange: (slug: string | null) => void): CrushWatch => watchCrushes(ctx.base, onChange),
    /** Reads made while holding the folder's lock (nothing written): no writer is between its renames. */
    underLock: <T>(slug: string, fn: () => T | Promise<T>): Promise<T> => withFolderLock(openFolder(ctx, slug).dir, () => fn(), ctx.lock),
    /** A multi-file write for flows: one lock, one snapshot, one meta update. */
    transaction: <T>(slug: string, fn: (tx: Tx) => T | Promise<T>, o: WriteOptions = {}) => mutate(ctx, slug, fn, o),
  };
}

export type Memory = ReturnType<typeof openMemory>;
export type { Tx } from './crush/mutate.js';
export type { WriteOptions } from './crush/ops-write.js';
export { rewriteState, rewriteStrategy } from './crush/ops-write.js';
export { noteRun, readRuns, type FlowRun } from './crush/runs.js';
export { applyRebuild, INITIAL_REBUILD, type RebuiltState } from './crush/ops-rebuild.js';
export { emptyReport, type BadLineWhy, type ReadReport } from './log/event-lines.js';
export { ARCHIVED_KEY, isArchived } from './crush/meta.js';
export type { LockOptions } from './io/lock.js';
export { LockBusyError, LockLostError, LockObstacleError, MoveUnfinishedError, PartialWriteError, ReadOnlyError, type Holder } from './io/write-errors.js';
export { lockWaitFromEnv } from './io/lock-env.js';
export { validateSlug } from './crush/paths.js';
export { loadRomaniser, type Romanise } from './outside/pinyin.js';
export { dumpsLine, dumpsPretty } from './formats/pyjson.js';
export type { CrushSummary, CrushView } from './crush/ops-read.js';
export { approxTokens } from './crush/ops-read.js';
export type { Section, StateDoc } from './crush/state.js';
export type { ProfileDoc } from './crush/profile.js';
export type { VersionInfo } from './crush/ops-versions.js';
export type { EventIndex } from './log/event-index.js';
export type { CrushWatch } from './crush/watch.js';
export type { KnowledgeChangeOutcome, KnowledgeWriteOp, KnowledgeWriteOutcome } from './crush/knowledge.js';
export { loadSubwords, loadTagger, type Tagged } from './outside/tagger.js';
export { loadTextModels } from './outside/text-models.js';
export { TRASH } from './crush/ops-move.js';
export { dropRendered } from './cache/render-cache.js';
export { foldText, holdsAll, loadSearchFold, textValues, type Fold, type SearchHit } from './crush/search.js';
export type { InteractionRecord, LoggedInteraction } from './log/interactions.js';
export { repairFixText, type RepairFix, type RepairResult } from './crush/ops-repair.js';
export { stageInteraction, interactionMarks } from './log/interactions.js';
export type { FolderFacts } from './crush/inspect.js';
export type { Correctable, Correction, CorrectedFile, Corrections, FoundRecord } from './log/corrections.js';
export { corrected, correctionOf } from './log/corrections.js';
export { strategyDoc, STRATEGY_SECTIONS } from './formats/templates.js';
export { editExternally, editorCommand } from './outside/external-edit.js';
