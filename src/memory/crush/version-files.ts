// Saving a version (the folder's files as they are) inside a write: file copies
// only, so a write that keeps a version loads no reader of their contents.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempName } from '../io/temp-names.js';
import { type Folder } from './folder.js';
import { DIR_MODE, copyNewDurable, type Prepared } from '../io/atomic.js';
import { versionStamp } from '../../model/time.js';

/** What a rollback puts back: the skill's four files and the topic memories. */
export const VERSIONED = ['profile.md', 'state.md', 'strategy.md', 'meta.json', 'knowledge.json'] as const;
/**
 * What a version keeps: those, and the interactions as data (a copy to restore by
 * hand or from an archive; a rollback never takes history back, as with events.jsonl).
 */
export const KEPT = [...VERSIONED, 'interactions.jsonl'] as const;

export function versionsDir(folder: Folder): string {
  return folder.sub('versions');
}

/**
 * Copies profile, state, strategy, meta, the topic memories and the interactions
 * as they are now into a hidden folder under versions/, ready to be renamed to
 * `{version}_{stamp}` (a version folder is complete or absent). The caller bumps
 * meta.json's version.
 */
export function prepareVersion(folder: Folder, current: string, now: Date): Prepared & { name: string } {
  const base = `${current}_${versionStamp(now)}`;
  const dir = folder.writeDir(['versions'], true);
  let name = base;
  for (let i = 2; existsSync(join(dir, name)); i += 1) name = `${base}_${i}`;
  const tmp = join(dir, tempName(name));
  mkdirSync(tmp, { mode: DIR_MODE });
  try {
    for (const file of KEPT) {
      const from = folder.sub(file);
      if (existsSync(from)) copyNewDurable(from, join(tmp, file));
    }
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  return {
    name,
    tmp,
    target: join(dir, name),
    commit: () => renameSync(tmp, join(dir, name)),
    abort: () => rmSync(tmp, { recursive: true, force: true }),
  };
}

/** The version after `current` (v1 -> v2). */
export const nextVersion = (current: string): string => `v${Number(current.slice(1)) + 1}`;
