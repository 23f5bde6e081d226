import lockfile from 'proper-lockfile';
import { join } from 'node:path';
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
    const result = await fn();
    if (compromised) throw new SimpError(`the lock on ${dir} was lost while writing: ${compromised.message}`, 1);
    return result;
  } finally {
    await release().catch(() => undefined);
  }
}
