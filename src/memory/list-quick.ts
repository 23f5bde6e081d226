import { join } from 'node:path';
import { folderAt, fileSize, readInside, type Ctx } from './folder.js';
import { crushFolderNames } from './folder-names.js';
import { validateSlug } from './paths.js';
import { parseKeepingNumbers } from './pyjson.js';
import { isArchived, rawCountIsTrusted } from './count-marks.js';
import { MODE_ALIASES, MODES, SCORE_MAX, SCORE_MIN } from '../model/enums.js';
import type { Meta } from '../model/schemas.js';
import type { CrushSummary } from './ops-read.js';

const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * meta.json read without the schema library, for the list. It accepts only what
 * the schema (MetaSchema) accepts, with the same defaults, and gives up (null)
 * on anything else, which then goes through the schema and its messages; a
 * property test holds the two together.
 */
export function quickMeta(raw: Readonly<Record<string, unknown>>, slug: string): Meta | null {
  const v = { slug, ...raw } as Record<string, unknown>;
  const text = (key: string, fallback: string): string | null => (v[key] === undefined ? fallback : isText(v[key]) ? v[key] : null);
  const textOrNull = (key: string): string | null | false => (v[key] === undefined || v[key] === null ? null : isText(v[key]) ? v[key] : false);
  const count = (key: string): number | null => (v[key] === undefined ? 0 : isCount(v[key]) ? v[key] : null);
  const score = v['signal_score'];
  const modeText = text('mode', 'hybrid');
  const mode = modeText === null ? null : (MODE_ALIASES[modeText] ?? modeText);
  const out = {
    ...v,
    slug: isText(v['slug']) ? v['slug'] : null,
    nickname: text('nickname', ''),
    created_at: text('created_at', ''),
    updated_at: text('updated_at', ''),
    version: text('version', 'v1'),
    current_stage: text('current_stage', '未知'),
    signal_score: score === undefined || score === null ? null : score,
    mode,
    event_count: count('event_count'),
    last_snapshot: textOrNull('last_snapshot'),
    interaction_count: count('interaction_count'),
    last_interaction: textOrNull('last_interaction'),
    consecutive_days: count('consecutive_days'),
  };
  const scoreOk = out.signal_score === null || (typeof out.signal_score === 'number' && Number.isSafeInteger(out.signal_score) && out.signal_score >= SCORE_MIN && out.signal_score <= SCORE_MAX);
  if (!scoreOk || out.last_snapshot === false || out.last_interaction === false) return null;
  if (out.version === null || !/^v\d+$/.test(out.version)) return null;
  if (mode === null || !(MODES as readonly string[]).includes(mode)) return null;
  for (const key of ['slug', 'nickname', 'created_at', 'updated_at', 'current_stage', 'event_count', 'interaction_count', 'consecutive_days'] as const) {
    if (out[key] === null) return null;
  }
  return out as unknown as Meta;
}

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
  const record = raw as Record<string, unknown>;
  const meta = quickMeta(record, name);
  if (meta === null) return null;
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
  };
}
