import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { hostname } from 'node:os';

/**
 * Names of the temp files and folders simp writes before renaming them into
 * place: `.{name}.simp-{pid}-{hex}.tmp`. Only names of this shape are ever swept,
 * and only when the process that made them is gone: a `.tmp` file of anyone
 * else (an editor, a sync tool) is never touched.
 */
const TEMP = /^\.(.+)\.simp-(\d+)-[0-9a-f]+\.tmp$/;

export function tempName(name: string): string {
  return `.${name}.simp-${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
}

/** The pid that made a simp temp name, or null when the name is not one of simp's. */
export function tempOwner(name: string): number | null {
  const m = TEMP.exec(name);
  return m ? Number(m[2]) : null;
}

export const HOST = hostname();

/** Whether a process of this computer is still running (a pid of another user counts as running). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !exited(pid);
}

/**
 * A process that ended but was not yet reaped by its parent (a zombie, `Z`, or
 * one being removed, `X`) still answers signal 0: it writes nothing any more.
 * Where /proc cannot be read, the answer of signal 0 stands.
 */
function exited(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return false;
  }
  const state = stat.charAt(stat.lastIndexOf(')') + 2);
  return state === 'Z' || state === 'X';
}

/**
 * Removes, from one folder's entries, simp's temp files and folders whose process
 * is gone (a killed writer's leftovers). Anything else is never touched.
 */
export function sweepDeadTemps(dir: string, names: readonly string[]): void {
  for (const name of names) {
    const pid = tempOwner(name);
    if (pid !== null && !pidAlive(pid)) rmSync(join(dir, name), { recursive: true, force: true });
  }
}
