import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ROOT } from './temp.js';

/** simp-skill's Python tools, next to this checkout (shared/ is read-only). */
export const SKILL_TOOLS = resolve(ROOT, '..', 'shared', 'simp-skill', 'tools');

/**
 * Runs `tools/memory.py` (the reference) on a crush folder and returns what it
 * printed. Fails loudly when python3 or the tool is missing: a parity check
 * that cannot run is not a pass.
 */
export function referenceMemory(base: string, ...args: string[]): string {
  const res = spawnSync('python3', [join(SKILL_TOOLS, 'memory.py'), ...args, '--base-dir', base], { encoding: 'utf8' });
  if (res.error) throw new Error(`cannot run python3 for the reference tool: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`memory.py ${args.join(' ')} exited ${res.status}: ${res.stderr}`);
  return res.stdout;
}

/** The reference's `rebuild` of a crush, as a value. */
export function referenceRebuild(base: string, slug: string): Record<string, unknown> {
  return JSON.parse(referenceMemory(base, 'rebuild', slug)) as Record<string, unknown>;
}
