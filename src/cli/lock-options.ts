import { lockWaitFromEnv } from '../memory/lock-env.js';

/**
 * How a verb waits for a folder another writer holds: it says who after a few
 * seconds, and gives up after SIMP_LOCK_WAIT seconds (default 60) with nothing written.
 */
export function lockOptions(env: NodeJS.ProcessEnv = process.env) {
  return {
    waitMs: lockWaitFromEnv(env),
    onWait: (message: string) => void process.stderr.write(`simp: ${message}…\n`),
  };
}
