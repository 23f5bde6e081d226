// Measures the draft checker on a labelled set of drafts (dev.json or held-out.json):
// how many pressuring drafts get a manipulation finding, how many kind ones get any.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintMessage, type LintFinding, type TextModels } from '../../src/engine/index.js';
import { textModels } from '../../src/flows/index.js';
import { loadTagger } from '../../src/memory/index.js';
import type { Stage } from '../../src/engine/types.js';

export interface Draft {
  text: string;
  label: 'pressure' | 'kind';
  family: string;
  lang: 'zh' | 'en';
  stage?: Stage;
}
type DraftSet = { about: string; drafts: Draft[] };

const load = (name: string): Draft[] => (JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8')) as DraftSet).drafts;
/** The development part: the rules may be tuned on it (dev-added.json: drafts the tuner wrote later; dev-3.json to dev-15.json: batches written blind). */
export const DEV = [...load('dev.json'), ...load('dev-added.json'), ...load('dev-3.json'), ...load('dev-4.json'), ...load('dev-5.json'), ...load('dev-6.json'), ...load('dev-7.json'), ...load('dev-8.json'), ...load('dev-9.json'), ...load('dev-10.json'), ...load('dev-11.json'), ...load('dev-12.json'), ...load('dev-13.json'), ...load('dev-14.json'), ...load('dev-15.json'), ...load('dev-16.json'), ...load('dev-17.json'), ...load('dev-18.json')];
export const DEV_18 = load('dev-18.json');
export const DEV_17 = load('dev-17.json');
export const DEV_16 = load('dev-16.json');
/** The third development batch, written by a writer who saw neither the rules nor the other sets (measured once before it was tuned on). */
export const DEV_3 = load('dev-3.json');
/** The fourth and fifth development batches (2026-12-03), written blind by two more writers, measured once before they were tuned on. */
export const DEV_4 = load('dev-4.json');
export const DEV_5 = load('dev-5.json');
/** The sixth (subtle) and seventh (long, mixed) development batches, written blind, measured once before they were tuned on. */
export const DEV_6 = load('dev-6.json');
export const DEV_7 = load('dev-7.json');
/** The eighth (regional and internet Chinese) and ninth (English of many voices) development batches, written blind. */
export const DEV_8 = load('dev-8.json');
export const DEV_9 = load('dev-9.json');
/** The tenth (everyday logistics) and eleventh (indirect hints, run-ons) development batches, written blind. */
export const DEV_10 = load('dev-10.json');
export const DEV_11 = load('dev-11.json');
/** The twelfth (real-life situations) and thirteenth (the hardest cases, soft and short) development batches, written blind. */
export const DEV_12 = load('dev-12.json');
export const DEV_13 = load('dev-13.json');
/** The fourteenth (Chinese of many voices) and fifteenth (English of many countries) development batches, written blind, the families missed most often doubled. */
export const DEV_14 = load('dev-14.json');
export const DEV_15 = load('dev-15.json');
/** The first two development files (dev.json, dev-added.json), judged whole by the rules. */
export const DEV_FIRST = [...load('dev.json'), ...load('dev-added.json')];
export const DEV_ADDED = load('dev-added.json');
/** Written before the rules changed, by someone who had not seen them; only measured. */
export const HELD_OUT = load('held-out.json');
/** A second held-out part, by another writer who saw neither the rules nor the development part, before the second pass of rules; only measured. */
export const HELD_OUT_2 = load('held-out-2.json');
/** A third held-out part (2026-12-03), by a third writer who saw neither the rules nor any other set, before that day's rule changes; only measured. */
export const HELD_OUT_3 = load('held-out-3.json');
/** A fourth held-out part (2026-12-04), by a fourth writer who saw neither the rules nor any other set, before round fifteen; only measured. */
export const HELD_OUT_4 = load('held-out-4.json');
/** A fifth held-out part (2026-12-04, second session), by a fifth writer who saw neither the rules nor any set, before round sixteen; only measured. */
export const HELD_OUT_5 = load('held-out-5.json');

export interface DraftFigures {
  pressure: number;
  kind: number;
  /** Pressuring drafts with a manipulation finding. */
  caught: number;
  /** Kind drafts with a manipulation finding. */
  kindManip: number;
  /** Kind drafts with any finding at all. */
  kindAny: number;
  caughtShare: number;
  kindAnyShare: number;
  /** Per family: [caught or clean, all]; what to strengthen, without reading the drafts. */
  families: Record<string, [number, number]>;
  /** The drafts judged wrongly, for reading the development part only. */
  misses: string[];
}

const manip = (f: LintFinding) => f.kind.startsWith('manip.');

/** `models`: the shipped text models beside the rules; null measures the rules alone. */
export function evaluateDrafts(set: readonly Draft[] = DEV, models: TextModels | null = textModels() ?? null): DraftFigures {
  const tagger = loadTagger() ?? undefined;
  const r = { pressure: 0, kind: 0, caught: 0, kindManip: 0, kindAny: 0, misses: [] as string[] };
  const families: Record<string, [number, number]> = {};
  for (const d of set) {
    const found = lintMessage(d.text, tagger, { ...(d.stage === undefined ? {} : { stage: d.stage }), models: models ?? undefined });
    const right = d.label === 'pressure' ? found.some(manip) : found.length === 0;
    const f = (families[`${d.label}/${d.lang}/${d.family}`] ??= [0, 0]);
    f[0] += right ? 1 : 0;
    f[1] += 1;
    const kinds = found.map((f) => f.kind).join(',');
    if (d.label === 'pressure') {
      r.pressure += 1;
      if (found.some(manip)) r.caught += 1;
      else r.misses.push(`missed   [${d.family}] ${d.text}  (${kinds})`);
    } else {
      r.kind += 1;
      if (found.some(manip)) r.kindManip += 1;
      if (found.length > 0) {
        r.kindAny += 1;
        r.misses.push(`flagged  [${d.family}] ${d.text}  (${kinds})`);
      }
    }
  }
  return { ...r, families, caughtShare: r.caught / r.pressure, kindAnyShare: r.kindAny / r.kind };
}
