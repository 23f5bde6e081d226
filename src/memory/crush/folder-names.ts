import { existsSync, readdirSync } from 'node:fs';
import { assertBaseIsFolder } from './folder.js';
import { sweepDeadTemps } from '../io/temp-names.js';

/**
 * Folder names under the base that look like crushes (hidden and temporary ones
 * skipped). The same listing removes the half-built folders of `init` runs that
 * were killed (simp's temp names whose process is gone): other tools would list
 * them as crushes.
 */
export function crushFolderNames(base: string): string[] {
  if (!existsSync(base)) return [];
  assertBaseIsFolder(base);
  const entries = readdirSync(base, { withFileTypes: true });
  sweepDeadTemps(base, entries.map((d) => d.name));
  return entries
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort();
}

