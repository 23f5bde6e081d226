import type { Memory } from '../memory/index.js';
import { MODE_ALIASES, MODES, SCORE_MAX, SCORE_MIN, STAGES, parseTs, type StateFields } from '../model/index.js';
import { loadAdjust, planAdjust, type AdjustInput, type AdjustOutcome, type AdjustReport } from './adjust.js';
import { runLocked } from './run-core.js';
import type { Planned } from './types.js';

/** One value meta.json and state.md hold differently. */
export interface Disagreement {
  readonly field: 'current_stage' | 'signal_score' | 'mode';
  readonly meta: unknown;
  readonly state: unknown;
}

/**
 * meta.json against state.md: which values differ, and which file was written
 * last (meta.json's `updated_at` against state.md's `last_updated`). Another tool
 * may write one without the other (the skill writer's `update-meta` writes only
 * meta.json); null when either cannot be read (a repair's case, not this one's).
 */
export interface MetaStateCheck {
  readonly disagreements: readonly Disagreement[];
  /** The file written last; null when they agree or the times cannot tell. */
  readonly newer: 'meta' | 'state' | null;
  readonly metaAt: string | null;
  readonly stateAt: string | null;
}

const modeOf = (v: unknown): unknown => (typeof v === 'string' ? (MODE_ALIASES[v] ?? v) : v);

export function checkMetaState(mem: Memory, slug: string): MetaStateCheck | null {
  let state: StateFields;
  let meta: Record<string, unknown> | null;
  try {
    const view = mem.state(slug);
    if (!view.exists) return null;
    state = view.fields;
    meta = mem.meta(slug) as Record<string, unknown> | null;
  } catch {
    return null;
  }
  if (!meta) return null;
  const disagreements: Disagreement[] = [];
  if (meta['current_stage'] !== state.current_stage) disagreements.push({ field: 'current_stage', meta: meta['current_stage'], state: state.current_stage });
  if (meta['signal_score'] !== state.signal_score) disagreements.push({ field: 'signal_score', meta: meta['signal_score'], state: state.signal_score });
  if ('mode' in meta && modeOf(meta['mode']) !== state.recommended_mode) disagreements.push({ field: 'mode', meta: modeOf(meta['mode']), state: state.recommended_mode });
  const metaAt = typeof meta['updated_at'] === 'string' ? meta['updated_at'] : null;
  const stateAt = state.last_updated || null;
  const a = metaAt === null ? null : (parseTs(metaAt)?.getTime() ?? null);
  const b = stateAt === null ? null : (parseTs(stateAt)?.getTime() ?? null);
  const newer = disagreements.length === 0 ? null : a !== null && (b === null || a > b) ? 'meta' : b !== null ? 'state' : null;
  return { disagreements, newer, metaAt, stateAt };
}

/** What settling a disagreement did. */
export type Settled =
  /** meta.json was written last: its values became the state, as a manual change the events record. */
  | { kind: 'adopted'; outcome: AdjustOutcome; from: MetaStateCheck }
  /** state.md was written last: meta.json (an index) follows it. */
  | { kind: 'synced'; changed: string[]; from: MetaStateCheck }
  | { kind: 'none' };

/**
 * The one rule for two tools on one folder: the file written last holds the
 * truth. meta.json newer (another tool set the stage or score there only): simp
 * adopts its values as a manual change, through the same write as `update-meta`,
 * with events that say where they came from, so nothing is silently dropped and
 * every view shows the same. state.md newer: meta.json, the list's index, is set
 * from it. Run before every guided write, by `doctor --fix` and from the TUI banner.
 */
export async function settleMetaState(mem: Memory, slug: string): Promise<Settled> {
  // A first look without the lock (most writes find the files agreeing and take no second lock);
  // a simp writer caught between its renames may look like a disagreement here …
  const first = checkMetaState(mem, slug);
  if (!first || first.disagreements.length === 0 || first.newer === null) return { kind: 'none' };
  // … so the decision is taken again inside the write's own lock, where no simp write is half done.
  if (first.newer === 'meta') {
    let from: MetaStateCheck | null = null;
    const { report, write } = await runLocked(
      mem,
      slug,
      () => ({ check: checkMetaState(mem, slug), read: loadAdjust(mem, slug) }),
      ({ check, read }, now): Planned<AdjustReport | null> => {
        const input = check?.newer === 'meta' ? adoptable(check) : null;
        if (check === null || input === null) return { report: null, writes: { events: [], state: null, strategy: null, run: null } };
        from = check;
        return planAdjust({ ...input, reason: `采用 meta.json 中由其他程序写入的值（${check.metaAt ?? '时间不明'}）` }, read, now);
      },
    );
    return report === null || from === null ? { kind: 'none' } : { kind: 'adopted', outcome: { ...report, write }, from };
  }
  let from: MetaStateCheck | null = null;
  const { changed } = await mem.transaction(slug, (tx) => {
    const check = checkMetaState(mem, slug);
    if (!check || check.newer !== 'state') return;
    from = check;
    const state = mem.state(slug).fields;
    tx.setMeta({ current_stage: state.current_stage, signal_score: state.signal_score, mode: state.recommended_mode });
  });
  return from === null ? { kind: 'none' } : { kind: 'synced', changed, from };
}

/** The values of a newer meta.json a hand-set change could have; a broken one is a repair's (rebuild --write), not adopted. */
function adoptable(check: MetaStateCheck): AdjustInput | null {
  const take = (f: Disagreement['field']) => check.disagreements.find((d) => d.field === f)?.meta;
  const stage = take('current_stage');
  const score = take('signal_score');
  const mode = take('mode');
  const input = {
    ...(typeof stage === 'string' && (STAGES as readonly string[]).includes(stage) ? { stage } : {}),
    ...(typeof score === 'number' && Number.isInteger(score) && score >= SCORE_MIN && score <= SCORE_MAX ? { score } : {}),
    ...(typeof mode === 'string' && (MODES as readonly string[]).includes(mode) ? { mode } : {}),
  };
  return Object.keys(input).length === 0 ? null : input;
}
