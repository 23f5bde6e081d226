import lockfile from 'proper-lockfile';
import { join } from 'node:path';
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import { SimpError } from './errors.js';

export const LOCK_NAME = '.simp.lock';

/**
 * Runs `fn` while holding the cross-process lock of one crush folder. The lock is
 * a folder created atomically (mkdir); a holder that died leaves it stale after a
 * few seconds and the next writer takes it over.
 */
export async function withFolderLock<T>(dir: string, fn: () => Promise<T> | T): Promise<T> {
  let compromised: Error | undefined;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: join(dir, LOCK_NAME),
      realpath: false,
      stale: 5000,
      update: 1000,
      retries: { retries: 600, factor: 1.2, minTimeout: 5, maxTimeout: 100, randomize: true },
      onCompromised: (err) => {
        compromised = err;
      },
    });
  } catch (err) {
    throw new SimpError(`could not lock ${dir}: ${(err as Error).message}`, 1);
  }
  try {
    sweepTempFiles(dir);
    const result = await fn();
    if (compromised) throw new SimpError(`the lock on ${dir} was lost while writing: ${compromised.message}`, 1);
    return result;
  } finally {
    await release().catch(() => undefined);
  }
}

// Names of the temp files and folders writers rename into place (atomic.ts, ops-versions.ts).
const TEMP_NAME = /^\..+\.tmp$/;

/**
 * Removes temp files a killed writer left behind. Every writer of a folder holds
 * its lock while its temp file exists, so whatever the lock holder finds is stale.
 */
function sweepTempFiles(dir: string): void {
  for (const sub of [dir, join(dir, 'snapshots'), join(dir, 'versions')]) {
    let names: string[];
    try {
      // A sub-folder that is a link may lead out of the base folder: never sweep there.
      if (lstatSync(sub).isSymbolicLink()) continue;
      names = readdirSync(sub);
    } catch {
      continue;
    }
    for (const name of names) {
      if (TEMP_NAME.test(name)) rmSync(join(sub, name), { recursive: true, force: true });
    }
  }
}
