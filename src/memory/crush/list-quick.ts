import { join } from 'node:path';
import { folderAt, fileSize, readInside, type Ctx } from './folder.js';
import { crushFolderNames } from './folder-names.js';
import { validateSlug } from './paths.js';
import { parseKeepingNumbers } from '../formats/pyjson.js';
import { isArchived, rawCountIsTrusted } from '../log/count-marks.js';
import { readKept, withKept } from './kept.js';
import { checkMeta } from '../../model/meta-rules.js';
import type { CrushSummary } from './ops-read.js';

/**
 * The list's rows read without the schema library or the YAML parser, when every
 * folder has a meta.json this reader fully accepts; null otherwise (a folder
 * without meta.json, an unreadable or unusual one): then the full memory service
 * lists them, with its messages.
 */
export function quickSummaries(ctx: Ctx, opts: { counts?: boolean } = {}): CrushSummary[] | null {
  const counts = opts.counts ?? true;
  const rows: CrushSummary[] = [];
  const prefix = folderPrefix(ctx.base);
  for (const name of crushFolderNames(ctx.base)) {
    const row = quickRow(ctx, name, prefix + name, counts);
    if (row === null) return null;
    rows.push(row);
  }
  return rows;
}

/** The folder paths as join() makes them, without its normalising each time (10,000 folders). */
function folderPrefix(base: string): string {
  return join(base, '_').slice(0, -1);
}

/** One folder's row, or null when it needs the memory service (see quickSummaries). */
function quickRow(ctx: Ctx, name: string, dir: string, counts: boolean): CrushSummary | null {
  let raw: unknown;
  try {
    validateSlug(name);
    const text = readInside(ctx.base, dir, 'meta.json');
    if (text === null) return null;
    raw = parseKeepingNumbers(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return null;
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  // What another tool's unlocked rewrite may have dropped (an archive), from simp's copy.
  const record = withKept(raw as Record<string, unknown>, readKept(dir));
  const checked = checkMeta(record, name);
  if (!checked.ok) return null;
  const meta = checked.value;
  return {
    slug: name,
    nickname: meta.nickname || name,
    stage: meta.current_stage,
    score: meta.signal_score,
    updatedAt: meta.updated_at,
    eventCount: meta.event_count,
    // Whether event_count can be printed as is (the CLI's list recounts otherwise): one stat a folder, skipped by screens that do not show counts.
    countTrusted: counts ? rawCountIsTrusted(record, fileSize(folderAt(ctx, name, dir).path('events'))) : false,
    archived: isArchived(record),
    hasMeta: true,
    meta,
    problem: null,
    problemError: null,
  };
}
