import { lockWaitFromEnv } from '../memory/io/lock-env.js';
import { messages, type Lang } from '../i18n/index.js';

/**
 * How a verb waits for a folder another writer holds: it says who after a few
 * seconds, in the user's language, and gives up after SIMP_LOCK_WAIT seconds
 * (default 60) with nothing written.
 */
export function lockOptions(lang: Lang, env: NodeJS.ProcessEnv = process.env) {
  const e = messages(lang).errors;
  return {
    waitMs: lockWaitFromEnv(env),
    onWait: (_message: string, holder: Parameters<typeof e.holder>[0], dir: string) => void process.stderr.write(`simp: ${e.lockWaiting(dir, e.holder(holder))}…\n`),
  };
}
