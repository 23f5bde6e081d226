import type { Tx } from './mutate.js';
import { localIso } from '../../model/time.js';

/** Flow runs kept in meta.json so the anti-burnout check counts real runs (SPEC 6.4). */
export const RUNS_KEY = 'flow_runs';
const KEEP_DAYS = 8;

export interface FlowRun {
  flow: string;
  ts: string;
}

/** Runs from meta.json's object (stored or parsed: the parsed meta keeps unknown keys). */
export function readRuns(meta: Readonly<Record<string, unknown>> | null): FlowRun[] {
  const raw = meta?.[RUNS_KEY];
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (r): r is FlowRun => typeof r === 'object' && r !== null && typeof r.flow === 'string' && typeof r.ts === 'string',
  );
}

/** Adds a run inside a write, dropping runs older than the burnout window needs. */
export function noteRun(tx: Tx, flow: string): void {
  const cutoff = new Date(tx.now.getTime() - KEEP_DAYS * 86_400_000);
  const kept = readRuns(tx.meta?.raw ?? null).filter((r) => new Date(r.ts) >= cutoff);
  tx.setMeta({ [RUNS_KEY]: [...kept, { flow, ts: localIso(tx.now) }] });
}
