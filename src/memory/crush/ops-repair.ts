import { existsSync, readdirSync } from 'node:fs';
import { openFolder, readText, type Ctx, type Folder } from './folder.js';
import { emptyReport, type ReadReport } from '../log/event-lines.js';
import { rebuildState, type RebuiltState } from './ops-rebuild.js';
import { readState, readStateParts, renderState, STATE_DEFAULTS, type Section } from './state.js';
import { readMeta } from './meta.js';
import { readProfile } from './profile.js';
import { mutate } from './mutate.js';
import { interactionMarks } from '../log/interactions.js';
import { readKnowledgeFile } from './knowledge.js';
import { knowledgeFromEvents } from './knowledge-rebuild.js';
import { localIso } from '../../model/time.js';
import { parseKeepingNumbers } from '../formats/pyjson.js';
import { describeError } from '../../model/errors.js';
import { issueText, type FieldIssue } from '../../model/field-issues.js';
import { LIMITS } from '../../model/limits.js';
import { isLimitError, issuesOf, limitOf, tooDeepAt, withoutDeepMembers } from '../io/bounds.js';
import { MISSING_SECTION, MODE_ALIASES, MODES, STATE_SECTIONS, type Mode } from '../../model/schemas.js';
import { META_RULES, STATE_RULES, checkStateFields, fieldTakes } from '../../model/meta-rules.js';
import { dumpsPretty } from '../formats/pyjson.js';
import { nextVersion } from './version-files.js';
import type { FmFields } from '../formats/frontmatter.js';

/** One thing a repair did, for the front ends to say in the user's language. */
export type RepairFix =
  /** A file a flow could not use, and why. */
  | { kind: 'unreadable'; file: string; error: string; limit?: FieldIssue; issues?: readonly FieldIssue[] }
  /** A value nested deeper than simp reads, left out of the file (the whole file is in the version saved first). */
  | { kind: 'set-aside'; file: 'meta.json'; field: string }
  /** The folder as it was, saved before anything was replaced. */
  | { kind: 'saved'; version: string }
  /** A value replaced. */
  | { kind: 'field'; file: 'state.md' | 'meta.json'; field: string; from: unknown; to: unknown }
  /** A file written from the events (it was missing or could not be read). */
  | { kind: 'written'; file: string; entries?: number }
  /** A value the log would lower or cannot decide, kept as the file had it. */
  | { kind: 'kept'; file: 'state.md'; field: string; value: unknown; reason: 'floor' | 'undecided' };

export interface RepairResult {
  state: RebuiltState;
  eventCount: number;
  fixes: RepairFix[];
  /** Files the repair changed, relative to the crush folder. */
  changed: string[];
}

const attempt = <T>(fn: () => T): { ok: true; value: T } | { ok: false; error: string; limit?: FieldIssue; issues?: readonly FieldIssue[] } => {
  try {
    return { ok: true, value: fn() };
  } catch (err) {
    const limit = limitOf(err);
    return { ok: false, error: describeError(err), ...(limit && { limit }), ...issuesOf(err) };
  }
};

const asMode = (v: unknown): Mode | null => {
  const m = typeof v === 'string' ? (MODE_ALIASES[v] ?? v) : null;
  return m !== null && (MODES as readonly string[]).includes(m) ? (m as Mode) : null;
};

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
 * `rebuild --write`: brings state.md, meta.json and knowledge.json back into
 * agreement with the logs, whatever state they are in, so no folder is ever stuck,
 * and loses nothing doing it: one write under the lock that first saves the folder
 * as it was into versions/ (whenever it changes anything), never lowers the
 * milestone count (the highest the log or the old state.md shows stands), keeps a
 * value the log cannot decide (a trend before two scores), and recounts meta.json's
 * events and interactions. state.md keeps its sections and unknown keys, meta.json
 * its unknown keys and every valid value; knowledge.json, when it cannot be read, is
 * rebuilt from the `knowledge_recorded` events.
 */
export async function repairFromEvents(ctx: Ctx, slug: string, report: ReadReport = emptyReport()): Promise<RepairResult> {
  openFolder(ctx, slug);
  const { result, changed } = await mutate(
    ctx,
    slug,
    async (tx) => {
      const folder = tx.folder;
      const rebuilt = await rebuildState(ctx, slug, report);
      const fixes: RepairFix[] = [];
      const stateOk = attempt(() => readState(folder));
      const metaOk = attempt(() => readMeta(folder));
      const knowledgeOk = attempt(() => readKnowledgeFile(folder));
      for (const [file, r] of [
        ['state.md', stateOk],
        ['meta.json', metaOk],
        ['knowledge.json', knowledgeOk],
      ] as const) {
        if (!r.ok) fixes.push({ kind: 'unreadable', file, error: r.error, ...(r.limit && { limit: r.limit }), ...(r.issues && { issues: r.issues }) });
      }
      const metaMode = metaOk.ok ? (metaOk.value?.meta.mode ?? null) : null;
      const state = planState(folder, rebuilt, tx.now, metaMode, fixes);
      const meta = planMeta(folder, rebuilt, state.mode, tx.now, fixes, await interactionMarks(folder));
      const knowledge = knowledgeOk.ok ? null : await knowledgeFromEvents(folder);
      if (knowledge) fixes.push({ kind: 'written', file: 'knowledge.json', entries: knowledge.length });
      const changes = fixes.some((f) => f.kind !== 'unreadable' && f.kind !== 'kept') || state.text !== null || meta.write;
      if (!changes) return { state: state.final, eventCount: rebuilt.eventCount, fixes };
      // Before anything is replaced: the folder as it was, into versions/.
      const version = tx.saveVersion(metaOk.ok ? (metaOk.value?.meta.version ?? 'v1') : versionAfterSaved(folder));
      fixes.unshift({ kind: 'saved', version });
      if (state.text !== null) tx.write(folder.path('state'), state.text, 'state.md');
      if (meta.next) tx.replaceMeta(meta.next);
      if (knowledge) tx.write(folder.path('knowledge'), dumpsPretty({ version: 1, entries: knowledge }), 'knowledge.json');
      return { state: state.final, eventCount: rebuilt.eventCount, fixes };
    },
    { tolerant: true, snapshot: false, recount: true },
  );
  return { ...result, changed };
}

/** state.md's fields from the replay (sections and other keys kept); the text to write, if any, and the mode it settled on. */
function planState(
  folder: Folder,
  rebuilt: { state: RebuiltState; modeSet: boolean; scores: number },
  now: Date,
  metaMode: Mode | null,
  fixes: RepairFix[],
): { text: string | null; mode: Mode; final: RebuiltState } {
  const parts = attempt(() => readStateParts(folder));
  const found = parts.ok ? parts.value : null;
  const raw: FmFields = { ...STATE_DEFAULTS, ...(found?.raw ?? {}) };
  const s = rebuilt.state;
  const mode = rebuilt.modeSet ? s.recommended_mode : (asMode(raw['recommended_mode']) ?? metaMode ?? 'hybrid');
  const valid = (key: string, value: unknown): boolean => Object.hasOwn(STATE_RULES, key) && fieldTakes(STATE_RULES, key, value);
  const want: FmFields = {
    current_stage: s.current_stage,
    signal_score: s.signal_score,
    last_signal_score: s.last_signal_score,
    score_trend: s.score_trend,
    milestones_done: s.milestones_done,
  };
  // Milestones only grow: the highest count the log or the old state.md shows is a floor.
  const had = raw['milestones_done'];
  if (found && typeof had === 'number' && valid('milestones_done', had) && had > s.milestones_done) {
    want['milestones_done'] = had;
    fixes.push({ kind: 'kept', file: 'state.md', field: 'milestones_done', value: had, reason: 'floor' });
  }
  // Before two scores the log decides no previous score and no trend: a valid value there stands.
  if (found && rebuilt.scores < 2) {
    for (const key of ['last_signal_score', 'score_trend'] as const) {
      if (raw[key] !== want[key] && raw[key] !== null && valid(key, raw[key])) {
        want[key] = raw[key] as FmFields[string];
        fixes.push({ kind: 'kept', file: 'state.md', field: key, value: raw[key], reason: 'undecided' });
      }
    }
  }
  if (asMode(raw['recommended_mode']) !== mode) want['recommended_mode'] = mode;
  const final: RebuiltState = {
    ...s,
    milestones_done: want['milestones_done'] as number,
    last_signal_score: want['last_signal_score'] as number | null,
    score_trend: want['score_trend'] as RebuiltState['score_trend'],
    recommended_mode: mode,
  };
  const changes = Object.entries(want).filter(([k, v]) => raw[k] !== v);
  if (found !== null && changes.length === 0) return { text: null, mode, final };
  for (const [k, v] of changes) fixes.push({ kind: 'field', file: 'state.md', field: k, from: found?.raw[k] ?? null, to: v });
  if (found === null) fixes.push({ kind: 'written', file: 'state.md' });
  const sections: Section[] = found?.sections ?? STATE_SECTIONS.map((header) => ({ header, content: MISSING_SECTION }));
  const next: FmFields = { ...raw, ...want, last_updated: localIso(now) };
  const checked = checkStateFields(next);
  if (!checked.ok) throw new Error(`state.md as repaired breaks its rules: ${checked.issues.map(issueText).join('; ')}`);
  return { text: renderState(next, sections, found?.preamble ?? ''), mode, final };
}

/** meta.json: every value that fails its rule is derived again; stage, score, the counts and the interactions follow the logs. */
function planMeta(
  folder: Folder,
  rebuilt: { state: RebuiltState; eventCount: number; modeSet: boolean; firstTs: string | null },
  mode: Mode,
  now: Date,
  fixes: RepairFix[],
  interactions: { interaction_count: number; last_interaction: string | null },
): { next: Record<string, unknown> | null; write: boolean } {
  let text: string | null;
  try {
    text = readText(folder.path('meta'));
  } catch (err) {
    // Larger than simp reads: derived anew (the file as it was is in the version saved first).
    if (!isLimitError(err)) throw err;
    text = '';
  }
  if (text === null) return { next: null, write: false };
  // Values nested deeper than simp reads are left out (and said); the rest is kept as usual.
  const cut = tooDeepAt(text) === null ? { text, dropped: [] } : withoutDeepMembers(text);
  for (const field of cut?.dropped ?? []) fixes.push({ kind: 'set-aside', file: 'meta.json', field });
  const kept = cut?.text ?? '';
  const parsed = attempt(() => parseKeepingNumbers(kept));
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
    // The repair saves the folder as the version after the highest saved, then counts on from it.
    version: nextVersion(versionAfterSaved(folder)),
    current_stage: rebuilt.state.current_stage,
    signal_score: rebuilt.state.signal_score,
    mode,
    event_count: rebuilt.eventCount,
    last_snapshot: lastSnapshot(folder),
    interaction_count: 0,
    last_interaction: null,
    consecutive_days: 0,
  };
  // Unreadable JSON: everything is derived; otherwise each value is kept unless it breaks its rule.
  const next: Record<string, unknown> = parsed.ok ? { ...raw } : { ...derived };
  for (const key of Object.keys(META_RULES)) {
    if (key in raw && !fieldTakes(META_RULES, key, raw[key])) next[key] = derived[key];
  }
  const follow: Record<string, unknown> = {
    current_stage: rebuilt.state.current_stage,
    signal_score: rebuilt.state.signal_score,
    event_count: rebuilt.eventCount,
    ...interactions,
  };
  if (rebuilt.modeSet || !('mode' in raw) || asMode(raw['mode']) === null) follow['mode'] = mode;
  Object.assign(next, follow);
  const keys = Object.keys({ ...raw, ...next }).filter((k) => k !== 'updated_at' && JSON.stringify(raw[k]) !== JSON.stringify(next[k]));
  for (const k of keys) fixes.push({ kind: 'field', file: 'meta.json', field: k, from: raw[k] ?? null, to: next[k] });
  const write = keys.length > 0 || !parsed.ok || (cut?.dropped.length ?? 0) > 0;
  return { next: write ? next : null, write };
}

/** What a repair changed, said plainly in English (logs, JSON output, tests); the front ends word it in the user's language. */
export function repairFixText(fix: RepairFix): string {
  const show = (v: unknown): string => JSON.stringify(v ?? null);
  switch (fix.kind) {
    case 'unreadable':
      return `could not be read: ${fix.error}`;
    case 'set-aside':
      return `${fix.file}: ${fix.field} left out (nested more than ${LIMITS.jsonDepth} levels deep; the file as it was is in the version saved)`;
    case 'saved':
      return `the folder as it was is saved in versions/${fix.version}/`;
    case 'field':
      return `${fix.file}: ${fix.field} ${show(fix.from)} → ${show(fix.to)}`;
    case 'written':
      return fix.entries === undefined ? `${fix.file}: written anew from the events` : `${fix.file}: rebuilt from the events (${fix.entries} topics)`;
    case 'kept':
      return `${fix.file}: ${fix.field} ${show(fix.value)} kept (${fix.reason === 'floor' ? 'milestones only grow' : 'the log does not decide it'})`;
  }
}
