// Where things are, whatever folder the scripts are started from.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { cpSync } from 'node:fs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = join(ROOT, 'dist', 'cli.js');
export const BENCH = join(ROOT, 'bench');

/**
 * A private copy of the built bundle (it needs nothing from node_modules): other
 * work in the same tree may rebuild dist/ while a long run is going on.
 */
export function copyCli(workDir) {
  const dir = join(workDir, 'dist');
  cpSync(join(ROOT, 'dist'), dir, { recursive: true });
  return join(dir, 'cli.js');
}

/** simp-skill's Python tools, beside this checkout (shared/ is read-only). */
export const REFERENCE_TOOLS = join(ROOT, '..', 'shared', 'simp-skill', 'tools');
export const MEMORY_PY = join(REFERENCE_TOOLS, 'memory.py');
