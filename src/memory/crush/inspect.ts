import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openFolder, fileSize, type Ctx } from './folder.js';
import { countEvents } from '../log/event-read.js';
import { interactionMarks } from '../log/interactions.js';
import { readMeta } from './meta.js';
import { readState } from './state.js';
import { readProfile } from './profile.js';
import { readKnowledgeFile } from './knowledge.js';
import { lockStatus } from '../io/lock.js';
import { tempOwner, pidAlive } from '../io/temp-names.js';
import { leftPlans } from '../io/commit-journal.js';
import { TEMP_FOLDERS } from '../io/lock.js';
import { describeError } from '../../model/errors.js';
import type { FieldIssue } from '../../model/field-issues.js';
import { issuesOf, limitOf } from '../io/bounds.js';

/** What `simp doctor` reads of one crush folder; nothing is written. */
export interface FolderFacts {
  slug: string;
  /** Files a flow could not use, and why. */
  /** `error`: the English of the failure; `issues`: what is wrong, for the user's language. */
  unreadable: { file: string; error: string; limit?: FieldIssue; issues?: readonly FieldIssue[] }[];
  /** meta.json's counts against the logs' (null where meta.json cannot be read); only read with `counts`. */
  counts: {
    events: { meta: unknown; log: number };
    interactions: { meta: unknown; log: number };
    lastInteraction: { meta: unknown; log: string | null };
  } | null;
  /** Temp files left by a simp that is gone (any write sweeps them). */
  temps: string[];
  /** Writes stopped after their events were logged (a killed writer): the files each has still to put in place (any write finishes them). */
  unfinished: string[][];
  /** Files and folders more open than 0600 / 0700 (group or others may read them). */
  open: { path: string; mode: number; dir: boolean }[];
  lock: ReturnType<typeof lockStatus>;
}

const tried = (fn: () => unknown): { error: string; limit?: FieldIssue; issues?: readonly FieldIssue[] } | null => {
  try {
    fn();
    return null;
  } catch (err) {
    const limit = limitOf(err);
    return { error: describeError(err), ...(limit && { limit }), ...issuesOf(err) };
  }
};

/**
 * Reads one crush folder for what may need mending. `counts`: also count both
 * logs whole (a long log takes a moment); the TUI's banner leaves it out.
 */
export async function inspectFolder(ctx: Ctx, slug: string, opts: { counts: boolean }): Promise<FolderFacts> {
  const quick = inspectQuick(ctx, slug);
  const folder = openFolder(ctx, slug);
  if (!opts.counts) return quick;
  if (quick.unreadable.some((u) => u.file === 'meta.json')) return { ...quick, open: openModes(folder.dir) };
  const meta = readMeta(folder)?.raw ?? {};
  const marks = await interactionMarks(folder);
  const counts = {
    events: { meta: meta['event_count'], log: await countEvents(folder.path('events'), 0, fileSize(folder.path('events'))) },
    interactions: { meta: meta['interaction_count'], log: marks.interaction_count },
    lastInteraction: { meta: meta['last_interaction'] ?? null, log: marks.last_interaction },
  };
  return { ...quick, counts, open: openModes(folder.dir) };
}

/** Files and folders of a crush more open than 0600 / 0700 (simp's temp files aside: they are swept). */
function openModes(root: string): FolderFacts['open'] {
  const open: FolderFacts['open'] = [];
  const walk = (dir: string, rel: string, depth: number): void => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (tempOwner(name) !== null || name === '.simp.lock') continue;
      const full = join(dir, name);
      const path = rel ? `${rel}/${name}` : name;
      let st;
      try {
        st = lstatSync(full);
      } catch {
        continue;
      }
      if (st.isSymbolicLink()) continue;
      const mode = st.mode & 0o777;
      if ((mode & 0o077) !== 0) open.push({ path, mode, dir: st.isDirectory() });
      if (st.isDirectory() && depth < 3) walk(full, path, depth + 1);
    }
  };
  if (existsSync(root)) {
    const mode = lstatSync(root).mode & 0o777;
    if ((mode & 0o077) !== 0) open.push({ path: '.', mode, dir: true });
    walk(root, '', 0);
  }
  return open;
}

/** What can be read of a folder at once (no log read whole): for the TUI's banner, and the start of `inspectFolder`. */
export function inspectQuick(ctx: Ctx, slug: string): FolderFacts {
  const folder = openFolder(ctx, slug);
  const unreadable: FolderFacts['unreadable'] = [];
  for (const [file, read] of [
    ['profile.md', () => readProfile(folder)],
    ['state.md', () => readState(folder)],
    ['meta.json', () => readMeta(folder)],
    ['knowledge.json', () => readKnowledgeFile(folder)],
  ] as const) {
    const failed = tried(read);
    if (failed !== null) unreadable.push({ file, ...failed });
  }
  const plans = leftPlans(folder.dir);
  const unfinished = plans.filter((p) => p.committed).map((p) => p.targets);
  const pending = new Set(plans.filter((p) => p.committed).flatMap((p) => p.temps));
  // Temp files are made in the folder and the sub-folders a write writes into (where a write sweeps them).
  const temps: string[] = [];
  for (const sub of TEMP_FOLDERS) {
    let names: string[];
    try {
      names = readdirSync(sub ? folder.sub(...sub.split('/')) : folder.dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const owner = tempOwner(name);
      // A plan a writer left is a temp when it was not committed (a committed one is reported as unfinished,
      // and so are the temps it will put in place).
      const rel = sub ? `${sub}/${name}` : name;
      const plan = sub === '' ? plans.find((p) => p.path === folder.sub(name)) : undefined;
      if (plan !== undefined ? !plan.committed : owner !== null && !pidAlive(owner) && !pending.has(rel)) temps.push(rel);
    }
  }
  return { slug, unreadable, counts: null, temps, unfinished, open: [], lock: lockStatus(folder.dir) };
}
