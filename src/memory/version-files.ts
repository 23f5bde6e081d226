// Saving a version (profile, state, strategy and meta as they are) inside a write:
// file copies only, so a write that keeps a version loads no reader of their contents.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempName } from './temp-names.js';
import { readText, type Folder } from './folder.js';
import { DIR_MODE, makeDir, writeNewDurable, type Prepared } from './atomic.js';
import { versionStamp } from '../model/time.js';

export const VERSIONED = ['profile.md', 'state.md', 'strategy.md', 'meta.json'] as const;

export function versionsDir(folder: Folder): string {
  return folder.sub('versions');
}

/**
 * Copies profile, state, strategy and meta as they are now into a hidden folder
 * under versions/, ready to be renamed to `{version}_{stamp}` (a version folder
 * is complete or absent). The caller bumps meta.json's version.
 */
export function prepareVersion(folder: Folder, current: string, now: Date): Prepared & { name: string } {
  const base = `${current}_${versionStamp(now)}`;
  const dir = versionsDir(folder);
  makeDir(dir);
  let name = base;
  for (let i = 2; existsSync(join(dir, name)); i += 1) name = `${base}_${i}`;
  const tmp = join(dir, tempName(name));
  mkdirSync(tmp, { mode: DIR_MODE });
  try {
    for (const file of VERSIONED) {
      const text = readText(folder.sub(file));
      if (text !== null) writeNewDurable(join(tmp, file), text);
    }
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  return {
    name,
    commit: () => renameSync(tmp, join(dir, name)),
    abort: () => rmSync(tmp, { recursive: true, force: true }),
  };
}

/** The version after `current` (v1 -> v2). */
export const nextVersion = (current: string): string => `v${Number(current.slice(1)) + 1}`;
