import type { FolderFacts, Memory } from '../memory/index.js';
import type { FieldIssue } from '../model/field-issues.js';
import { checkMetaState, settleMetaState, type Disagreement } from './reconcile.js';

/** One thing that needs mending in a crush folder, and how it is mended. */
export type Finding =
  /** meta.json and state.md hold different values; `newer` says which was written last (its values win). */
  | { code: 'meta-state'; disagreements: readonly Disagreement[]; newer: 'meta' | 'state' | null }
  /** A file a flow cannot use. */
  | { code: 'unreadable'; file: string; error: string; limit?: FieldIssue; issues?: readonly FieldIssue[] }
  /** meta.json's count of events or interactions, or its last interaction, against the logs. */
  | { code: 'count'; key: 'event_count' | 'interaction_count' | 'last_interaction'; meta: unknown; log: unknown }
  /** A write whose events are in the log but whose other files a killed writer did not put in place. */
  | { code: 'unfinished'; files: readonly string[] }
  /** Temp files a simp that is gone left behind. */
  | { code: 'temps'; paths: readonly string[] }
  /** Files or folders more open than 0600 / 0700. */
  | { code: 'modes'; paths: readonly { path: string; mode: number; dir: boolean }[] }
  /** A lock whose writer is gone. */
  | { code: 'stale-lock'; pid: number; host: string; since: string }
  /** Something that is not simp's lock where the lock goes (moved away by hand). */
  | { code: 'lock-obstacle'; why: string };

/** How a finding is mended by `--fix`. */
export type FixKind = 'settle' | 'repair' | 'sweep' | 'finish' | 'chmod' | 'none';

export function fixOf(f: Finding): FixKind {
  switch (f.code) {
    case 'meta-state':
      return f.newer === null ? 'none' : 'settle';
    case 'unreadable':
      return f.file === 'profile.md' ? 'none' : 'repair';
    case 'count':
      return 'repair';
    case 'unfinished':
      return 'finish';
    case 'temps':
    case 'stale-lock':
      return 'sweep';
    case 'modes':
      return 'chmod';
    case 'lock-obstacle':
      return 'none';
  }
}

export interface CrushHealth {
  slug: string;
  findings: Finding[];
}

/**
 * Every disagreement and leftover in one crush folder: meta.json against state.md,
 * the counts against the logs, files that cannot be read, temp files, modes, the
 * lock. `counts: false` leaves out what needs both logs read whole (the TUI's
 * banner).
 */
export async function examine(mem: Memory, slug: string, opts: { counts: boolean } = { counts: true }): Promise<CrushHealth> {
  return findingsOf(mem, slug, await mem.inspect(slug, opts), opts.counts);
}

/**
 * The findings that need no log read whole, at once: files that cannot be read,
 * meta.json against state.md, temp files, the lock (modes are left to `simp
 * doctor`: a copied folder is often open and that is the user's choice). The TUI's
 * banner on a crush.
 */
export function quickHealth(mem: Memory, slug: string): CrushHealth {
  return findingsOf(mem, slug, mem.inspectQuick(slug), false);
}

function findingsOf(mem: Memory, slug: string, facts: FolderFacts, full: boolean): CrushHealth {
  const findings: Finding[] = facts.unreadable.map((u) => ({ code: 'unreadable', file: u.file, error: u.error, ...(u.limit && { limit: u.limit }), ...(u.issues && { issues: u.issues }) }));
  // A write left unfinished explains the counts and the files that disagree: finishing it mends them, so they are not said twice.
  const finishing = facts.unfinished.length > 0;
  const check = finishing ? null : checkMetaState(mem, slug);
  if (check && check.disagreements.length > 0) findings.push({ code: 'meta-state', disagreements: check.disagreements, newer: check.newer });
  if (facts.counts && !finishing) {
    const c = facts.counts;
    if (c.events.meta !== c.events.log) findings.push({ code: 'count', key: 'event_count', meta: c.events.meta, log: c.events.log });
    if (c.interactions.meta !== c.interactions.log) findings.push({ code: 'count', key: 'interaction_count', meta: c.interactions.meta, log: c.interactions.log });
    if (c.lastInteraction.meta !== c.lastInteraction.log) findings.push({ code: 'count', key: 'last_interaction', meta: c.lastInteraction.meta, log: c.lastInteraction.log });
  }
  for (const files of facts.unfinished) findings.push({ code: 'unfinished', files });
  if (facts.temps.length > 0) findings.push({ code: 'temps', paths: facts.temps });
  if (full && facts.open.length > 0) findings.push({ code: 'modes', paths: facts.open });
  if (facts.lock.kind === 'stale') findings.push({ code: 'stale-lock', pid: facts.lock.pid, host: facts.lock.host, since: facts.lock.since });
  if (facts.lock.kind === 'obstacle') findings.push({ code: 'lock-obstacle', why: facts.lock.why });
  return { slug, findings };
}

/**
 * `doctor --fix`: mends each finding that has a fix, each through the one write
 * path (a repair, the meta/state rule's write, one write that sweeps temp files, takes
 * over a dead writer's lock and sets modes), then looks again. Returns the
 * findings left (those only a person can mend).
 */
export async function mend(mem: Memory, slug: string): Promise<{ before: CrushHealth; after: CrushHealth; changed: string[] }> {
  const before = await examine(mem, slug);
  const kinds = new Set(before.findings.map(fixOf));
  const changed = new Set<string>();
  if (kinds.has('settle')) {
    const settled = await settleMetaState(mem, slug);
    const files = settled.kind === 'adopted' ? settled.outcome.write.changed : settled.kind === 'synced' ? settled.changed : [];
    for (const f of files) changed.add(f);
  }
  if (kinds.has('repair')) for (const f of (await mem.repair(slug)).changed) changed.add(f);
  if (kinds.has('sweep') || kinds.has('finish') || kinds.has('chmod')) {
    const modes = before.findings.flatMap((f) => (f.code === 'modes' ? f.paths : []));
    // Taking the lock finishes a killed writer's logged write, sweeps dead temp files and takes over a gone writer's lock; the modes are set in the same write.
    const { changed: c } = await mem.transaction(
      slug,
      (tx) => {
        for (const m of modes) tx.setMode(m.path === '.' ? tx.folder.dir : tx.folder.sub(...m.path.split('/')), m.dir ? 0o700 : 0o600);
      },
      { snapshot: false },
    );
    for (const f of c) changed.add(f);
  }
  return { before, after: await examine(mem, slug), changed: [...changed] };
}
