import { correctedBatches, correctedStream, loadCorrections } from '../log/corrections.js';
import { folderAt, openFolder, readText, fileSize, type Ctx, type Folder } from './folder.js';
import { lstatSync } from 'node:fs';
import { basename, join } from 'node:path';
import { validateSlug } from './paths.js';
import { readMeta, countIsTrusted, isArchived } from './meta.js';
import { readProfile } from './profile.js';
import { readState } from './state.js';
import { countFromMarks } from '../log/event-read.js';
import { emptyReport, type ReadReport } from '../log/event-lines.js';
import { crushFolderNames } from './ops-create.js';
import { describeError } from '../../model/errors.js';
import type { Meta } from '../../model/schemas.js';

export interface CrushSummary {
  slug: string;
  nickname: string;
  stage: string;
  score: number | null;
  updatedAt: string;
  /** meta.json's event_count; exact only when `countTrusted` (else `mem.eventCount` counts the log). */
  eventCount: number;
  countTrusted: boolean;
  /** Put away by the user (meta.json `archived_at`): left out of the list unless asked for. */
  archived: boolean;
  hasMeta: boolean;
  meta: Meta | null;
  /** Why this folder could not be read fully (broken meta.json, ...); the row is still listed. */
  problem: string | null;
  /** The error behind `problem`, for a front end to word in the user's language. */
  problemError?: unknown;
}

/** Every crush under the base folder, from its meta.json (folders without one are listed too). */
export function listCrushes(ctx: Ctx): CrushSummary[] {
  return crushFolderNames(ctx.base).map((name) => summarise(ctx, name));
}

/**
 * One row of the list, read again after that crush changed; null when its folder is
 * gone (or was never a listed one: a symlink, a dot-folder).
 */
export function summariseOne(ctx: Ctx, slug: string): CrushSummary | null {
  // The same entries list() shows: plain names directly in the base folder, no dot-folders.
  if (basename(slug) !== slug || slug.startsWith('.')) return null;
  const dir = join(ctx.base, slug);
  let entry;
  try {
    entry = lstatSync(dir);
  } catch {
    return null;
  }
  return entry.isDirectory() ? summarise(ctx, slug) : null;
}

function summarise(ctx: Ctx, name: string): CrushSummary {
  const row: CrushSummary = {
    slug: name,
    nickname: name,
    stage: '未知',
    score: null,
    updatedAt: '',
    eventCount: 0,
    countTrusted: false,
    archived: false,
    hasMeta: false,
    meta: null,
    problem: null,
    problemError: null,
  };
  try {
    // Listed names are real folders (a symlink is not a directory entry), so unlike
    // openFolder no link check is needed; the files inside are still read guarded.
    const folder = folderAt(ctx, name, join(ctx.base, validateSlug(name)));
    const meta = readMeta(folder);
    if (meta) {
      row.hasMeta = true;
      row.meta = meta.meta;
      row.nickname = meta.meta.nickname || name;
      row.stage = meta.meta.current_stage;
      row.score = meta.meta.signal_score;
      row.updatedAt = meta.meta.updated_at;
      row.eventCount = meta.meta.event_count;
      row.countTrusted = countIsTrusted(meta, fileSize(folder.path('events')));
      row.archived = isArchived(meta.raw);
    } else {
      const nick = readProfile(folder).fields['nickname'];
      if (typeof nick === 'string' && nick) row.nickname = nick;
    }
  } catch (err) {
    row.problem = describeError(err);
    row.problemError = err;
  }
  return row;
}

/**
 * All events in order, streamed, as their corrections (`simp amend` / `void`)
 * leave them: a voided one left out, an amended one with its new values; pass a
 * report to learn which lines were skipped.
 */
export function allEvents(ctx: Ctx, slug: string, report: ReadReport = emptyReport()) {
  const folder = openFolder(ctx, slug);
  return correctedStream(folder.path('events'), report, loadCorrections(folder).events);
}

/** The events of `allEvents`, a read chunk at a time (an export of a million events pays no step per event). */
export function allEventBatches(ctx: Ctx, slug: string, report: ReadReport = emptyReport()) {
  const folder = openFolder(ctx, slug);
  return correctedBatches(folder.path('events'), report, loadCorrections(folder).events);
}

export { approxTokens, contextChunks, loadContext } from './context-files.js';

export interface CrushView {
  folder: Folder;
  meta: Meta | null;
  profile: ReturnType<typeof readProfile>;
  state: ReturnType<typeof readState>;
  strategy: string | null;
}

/** Everything a screen or flow reads about one person, except the event log. */
export function readCrush(ctx: Ctx, slug: string): CrushView {
  const folder = openFolder(ctx, slug);
  return {
    folder,
    meta: readMeta(folder)?.meta ?? null,
    profile: readProfile(folder),
    state: readState(folder),
    strategy: readText(folder.path('strategy')),
  };
}

/** How many valid events the log holds, reading only what meta.json's marks cannot vouch for (countFromMarks). */
export async function eventCount(ctx: Ctx, slug: string): Promise<number> {
  const folder = openFolder(ctx, slug);
  const meta = readMeta(folder);
  const events = folder.path('events');
  return countFromMarks(events, meta?.raw ?? null, fileSize(events));
}
