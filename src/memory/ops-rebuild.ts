import { openFolder, fileSize, type Ctx } from './folder.js';
import { streamEvents } from './event-read.js';
import { SCORED_EVENT_TYPES } from './enums.js';
import { emptyReport, type ReadReport } from './event-lines.js';
import { readState, applyStateChanges, renderState } from './state.js';
import { readMeta, writeMeta, mergeMeta, EVENTS_BYTES_KEY } from './meta.js';
import { withFolderLock } from './lock.js';
import { writeFileAtomic } from './atomic.js';
import { localIso } from './time.js';
import type { SimpEvent } from './schemas.js';

export interface RebuiltState {
  current_stage: string;
  signal_score: number | null;
  last_signal_score: number | null;
  score_trend: 'up' | 'down' | 'stable';
  recommended_mode: 'hybrid';
  milestones_done: number;
}

export const INITIAL_REBUILD: RebuiltState = {
  current_stage: '未知',
  signal_score: null,
  last_signal_score: null,
  score_trend: 'stable',
  recommended_mode: 'hybrid',
  milestones_done: 0,
};

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** One step of the rebuild rule (SPEC 5): pure, so the state after N events is a fold. */
export function applyRebuild(state: RebuiltState, event: Pick<SimpEvent, 'type' | 'data'>): RebuiltState {
  const data = event.data;
  if (event.type === 'stage_changed') {
    return typeof data['to'] === 'string' ? { ...state, current_stage: data['to'] } : state;
  }
  if (!SCORED_EVENT_TYPES.has(event.type)) return state;
  const score = num(data['score']);
  const prev = state.signal_score;
  let trend: RebuiltState['score_trend'] = 'stable';
  if (score !== null && prev !== null) {
    const diff = score - prev;
    trend = diff >= 2 ? 'up' : diff <= -2 ? 'down' : 'stable';
  }
  const next: RebuiltState = {
    ...state,
    last_signal_score: prev,
    signal_score: score ?? prev,
    score_trend: trend,
    current_stage: typeof data['stage'] === 'string' ? data['stage'] : state.current_stage,
  };
  const done = num(data['milestones_done']);
  if (event.type === 'progress_evaluated' && done !== null) next.milestones_done = done;
  return next;
}

/** Replays events.jsonl (streamed) into the state it implies. */
export async function rebuildState(
  ctx: Ctx,
  slug: string,
  report: ReadReport = emptyReport(),
): Promise<{ state: RebuiltState; eventCount: number }> {
  const folder = openFolder(ctx, slug);
  let state = INITIAL_REBUILD;
  let eventCount = 0;
  for await (const { event } of streamEvents(folder.path('events'), report)) {
    state = applyRebuild(state, event);
    eventCount += 1;
  }
  return { state, eventCount };
}

export interface RepairResult {
  state: RebuiltState;
  eventCount: number;
  /** Fields whose stored value differed and was replaced, as `file: field old → new`. */
  fixes: string[];
}

/**
 * `rebuild --write`: rewrites state.md's front matter from the events (sections
 * and recommended mode kept) and repairs meta.json's stage, score and event_count.
 */
export async function repairFromEvents(ctx: Ctx, slug: string, report: ReadReport = emptyReport()): Promise<RepairResult> {
  const folder = openFolder(ctx, slug);
  return withFolderLock(folder.dir, async () => {
    const { state, eventCount } = await rebuildState(ctx, slug, report);
    const fixes: string[] = [];
    const doc = readState(folder);
    const fields = {
      current_stage: state.current_stage,
      signal_score: state.signal_score,
      last_signal_score: state.last_signal_score,
      score_trend: state.score_trend,
      milestones_done: state.milestones_done,
    };
    for (const [k, v] of Object.entries(fields)) {
      if (doc.raw[k] !== v) fixes.push(`state.md: ${k} ${JSON.stringify(doc.raw[k] ?? null)} → ${JSON.stringify(v)}`);
    }
    const now = ctx.now();
    if (fixes.length > 0) {
      const next = applyStateChanges(doc, fields, {}, localIso(now));
      writeFileAtomic(folder.path('state'), renderState(next.raw, next.sections, doc.preamble));
    }
    const meta = readMeta(folder);
    if (meta) {
      const want: Record<string, unknown> = {
        current_stage: state.current_stage,
        signal_score: state.signal_score,
        event_count: eventCount,
      };
      const metaFixes = Object.entries(want).filter(([k, v]) => meta.raw[k] !== v);
      for (const [k, v] of metaFixes) fixes.push(`meta.json: ${k} ${JSON.stringify(meta.raw[k] ?? null)} → ${JSON.stringify(v)}`);
      const size = fileSize(folder.path('events'));
      if (metaFixes.length > 0 || meta.raw[EVENTS_BYTES_KEY] !== size) {
        writeMeta(folder, mergeMeta(meta.raw, { ...want, [EVENTS_BYTES_KEY]: size, updated_at: localIso(now) }));
      }
    }
    return { state, eventCount, fixes };
  });
}
