import { existsSync, readdirSync } from 'node:fs';
import { openFolder, fileSize, readText, type Ctx, type Folder } from './folder.js';
import { emptyReport, type ReadReport } from './event-lines.js';
import { rebuildState, type RebuiltState } from './ops-rebuild.js';
import { readState, readStateParts, renderState, STATE_DEFAULTS, type Section } from './state.js';
import { readMeta, writeMeta, countMarks, EVENTS_BYTES_KEY, EVENTS_COUNTED_KEY } from './meta.js';
import { readProfile } from './profile.js';
import { saveVersion } from './ops-versions.js';
import { withFolderLock } from './lock.js';
import { writeFileAtomic } from './atomic.js';
import { localIso } from '../model/time.js';
import { parseKeepingNumbers } from './pyjson.js';
import { describeError } from '../model/errors.js';
import { MISSING_SECTION, MODE_ALIASES, MODES, MetaSchema, STATE_SECTIONS, StateFieldsSchema, type Mode } from '../model/schemas.js';
import type { FmFields } from './frontmatter.js';

export interface RepairResult {
  state: RebuiltState;
  eventCount: number;
  /** What was replaced, as `file: field old → new`, and where unreadable files were saved. */
  fixes: string[];
}

const attempt = <T>(fn: () => T): { ok: true; value: T } | { ok: false; error: string } => {
  try {
    return { ok: true, value: fn() };
  } catch (err) {
    return { ok: false, error: describeError(err) };
  }
};

const asMode = (v: unknown): Mode | null => {
  const m = typeof v === 'string' ? (MODE_ALIASES[v] ?? v) : null;
  return m !== null && (MODES as readonly string[]).includes(m) ? (m as Mode) : null;
};

const show = (v: unknown): string => JSON.stringify(v ?? null);

/** The version after the highest one saved in versions/ (a broken meta.json cannot say it). */
function versionAfterSaved(folder: Folder): string {
  const dir = folder.sub('versions');
  if (!existsSync(dir)) return 'v1';
  const numbers = readdirSync(dir).map((n) => /^v(\d+)_/.exec(n)?.[1]).filter((n): n is string => n !== undefined).map(Number);
  return numbers.length === 0 ? 'v1' : `v${Math.max(...numbers) + 1}`;
}

/** The newest snapshots/YYYY-MM-DD.json, or null. */
function lastSnapshot(folder: Folder): string | null {
  const dir = folder.sub('snapshots');
  if (!existsSync(dir)) return null;
  const days = readdirSync(dir).map((n) => /^(\d{4}-\d{2}-\d{2})\.json$/.exec(n)?.[1]).filter((d): d is string => d !== undefined);
  return days.sort().at(-1) ?? null;
}

/**
 * `rebuild --write`: brings state.md and meta.json back into agreement with the
 * events, whatever state they are in, so no folder is ever stuck. A file a flow
 * would refuse (unreadable, a field out of its range) is first saved with the
 * rest of the folder into versions/ as it was, then rewritten: state.md keeps its
 * sections and unknown keys, meta.json its unknown keys and every valid value;
 * what cannot be kept is derived from the events and profile.md.
 */
export async function repairFromEvents(ctx: Ctx, slug: string, report: ReadReport = emptyReport()): Promise<RepairResult> {
  const folder = openFolder(ctx, slug);
  return withFolderLock(folder.dir, async () => {
    const rebuilt = await rebuildState(ctx, slug, report);
    const now = ctx.now();
    const fixes: string[] = [];
    const stateOk = attempt(() => readState(folder));
    const metaOk = attempt(() => readMeta(folder));
    const broken = [stateOk, metaOk].flatMap((r) => (r.ok ? [] : [r.error]));
    if (broken.length > 0) {
      const current = metaOk.ok ? (metaOk.value?.meta.version ?? 'v1') : versionAfterSaved(folder);
      const saved = saveVersion(folder, current, now);
      fixes.push(...broken.map((b) => `could not be read: ${b}`), `the folder as it was is saved in versions/${saved}/`);
    }
    const mode = repairState(folder, rebuilt, now, fixes, metaOk.ok ? (metaOk.value?.meta.mode ?? null) : null);
    repairMeta(folder, rebuilt, mode, now, fixes);
    return { state: { ...rebuilt.state, recommended_mode: mode }, eventCount: rebuilt.eventCount, fixes };
  }, ctx.lock);
}

/** Rewrites state.md's fields from the replay (sections and other keys kept); returns the mode it settled on. */
function repairState(folder: Folder, rebuilt: { state: RebuiltState; modeSet: boolean }, now: Date, fixes: string[], metaMode: Mode | null): Mode {
  const parts = attempt(() => readStateParts(folder));
  const found = parts.ok ? parts.value : null;
  const raw: FmFields = { ...STATE_DEFAULTS, ...(found?.raw ?? {}) };
  const s = rebuilt.state;
  const mode = rebuilt.modeSet ? s.recommended_mode : (asMode(raw['recommended_mode']) ?? metaMode ?? 'hybrid');
  const want: FmFields = {
    current_stage: s.current_stage,
    signal_score: s.signal_score,
    last_signal_score: s.last_signal_score,
    score_trend: s.score_trend,
    milestones_done: s.milestones_done,
  };
  if (asMode(raw['recommended_mode']) !== mode) want['recommended_mode'] = mode;
  const changes = Object.entries(want).filter(([k, v]) => raw[k] !== v);
  if (found !== null && changes.length === 0) return mode;
  for (const [k, v] of changes) fixes.push(`state.md: ${k} ${show(found?.raw[k])} → ${show(v)}`);
  if (found === null) fixes.push(parts.ok ? 'state.md: created from the events' : 'state.md: written anew from the events');
  const sections: Section[] = found?.sections ?? STATE_SECTIONS.map((header) => ({ header, content: MISSING_SECTION }));
  const next: FmFields = { ...raw, ...want, last_updated: localIso(now) };
  StateFieldsSchema.parse(next);
  writeFileAtomic(folder.path('state'), renderState(next, sections, found?.preamble ?? ''));
  return mode;
}

/** Rewrites meta.json: every value that fails its rule is derived again; stage, score and count follow the events. */
function repairMeta(folder: Folder, rebuilt: { state: RebuiltState; eventCount: number; modeSet: boolean; firstTs: string | null }, mode: Mode, now: Date, fixes: string[]): void {
  const text = readText(folder.path('meta'));
  if (text === null) return;
  const parsed = attempt(() => parseKeepingNumbers(text));
  const raw: Record<string, unknown> =
    parsed.ok && parsed.value !== null && typeof parsed.value === 'object' && !Array.isArray(parsed.value) ? (parsed.value as Record<string, unknown>) : {};
  const profile = attempt(() => readProfile(folder).fields);
  const fields = profile.ok ? profile.value : {};
  const nickname = typeof fields['nickname'] === 'string' && fields['nickname'] ? fields['nickname'] : folder.slug;
  const derived: Record<string, unknown> = {
    slug: folder.slug,
    nickname,
    created_at: rebuilt.firstTs ?? (typeof fields['created_at'] === 'string' ? fields['created_at'] : localIso(now)),
    updated_at: localIso(now),
    version: versionAfterSaved(folder),
    current_stage: rebuilt.state.current_stage,
    signal_score: rebuilt.state.signal_score,
    mode,
    event_count: rebuilt.eventCount,
    last_snapshot: lastSnapshot(folder),
    interaction_count: 0,
    last_interaction: null,
    consecutive_days: 0,
  };
  const shape = MetaSchema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
  // Unreadable JSON: everything is derived; otherwise each value is kept unless it breaks its rule.
  const next: Record<string, unknown> = parsed.ok ? { ...raw } : { ...derived };
  for (const [key, schema] of Object.entries(shape)) {
    if (key in raw && !schema.safeParse(raw[key]).success) next[key] = derived[key];
  }
  const follow: Record<string, unknown> = {
    current_stage: rebuilt.state.current_stage,
    signal_score: rebuilt.state.signal_score,
    event_count: rebuilt.eventCount,
  };
  if (rebuilt.modeSet || !('mode' in raw) || asMode(raw['mode']) === null) follow['mode'] = mode;
  Object.assign(next, follow);
  const changed = Object.keys({ ...raw, ...next }).filter((k) => JSON.stringify(raw[k]) !== JSON.stringify(next[k]));
  for (const k of changed) fixes.push(`meta.json: ${k} ${show(raw[k])} → ${show(next[k])}`);
  const size = fileSize(folder.path('events'));
  if (changed.length > 0 || raw[EVENTS_BYTES_KEY] !== size || raw[EVENTS_COUNTED_KEY] !== rebuilt.eventCount) {
    writeMeta(folder, { ...next, ...countMarks(rebuilt.eventCount, size), updated_at: localIso(now) });
  }
}
