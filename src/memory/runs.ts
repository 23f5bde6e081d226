import type { Tx } from './mutate.js';
import { localIso } from './time.js';
import type { MetaFile } from './meta.js';

/** Flow runs kept in meta.json so the anti-burnout check counts real runs (SPEC 6.4). */
export const RUNS_KEY = 'flow_runs';
const KEEP_DAYS = 8;

export interface FlowRun {
  flow: string;
  ts: string;
}

/** Runs from meta.json, given either the stored file view or the parsed meta (unknown keys kept). */
export function readRuns(meta: MetaFile | Record<string, unknown> | null): FlowRun[] {
  const source: Record<string, unknown> | null =
    meta && 'raw' in meta && typeof meta.raw === 'object' ? (meta.raw as Record<string, unknown>) : (meta as Record<string, unknown> | null);
  const raw = source?.[RUNS_KEY];
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (r): r is FlowRun => typeof r === 'object' && r !== null && typeof r.flow === 'string' && typeof r.ts === 'string',
  );
}

/** Adds a run inside a write, dropping runs older than the burnout window needs. */
export function noteRun(tx: Tx, flow: string): void {
  const cutoff = new Date(tx.now.getTime() - KEEP_DAYS * 86_400_000);
  const kept = readRuns(tx.meta).filter((r) => new Date(r.ts) >= cutoff);
  tx.setMeta({ [RUNS_KEY]: [...kept, { flow, ts: localIso(tx.now) }] });
}
