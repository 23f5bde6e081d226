import type { Command } from 'commander';
import { lockWaitFromEnv, openMemory, type Memory } from '../memory/index.js';
import { messages, type Lang, type Messages } from '../i18n/index.js';
import { globalsOf } from './args.js';

export interface Env {
  mem: Memory;
  lang: Lang;
  m: Messages;
  json: boolean;
}

export function envOf(cmd: Command): Env {
  const g = globalsOf(cmd);
  return { mem: openMemory({ baseDir: g.baseDir, lock: lockOptions() }), lang: g.lang, m: messages(g.lang), json: g.json };
}

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

export { say } from './io.js';
