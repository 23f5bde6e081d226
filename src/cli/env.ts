import { openMemory, type Memory } from '../memory/index.js';
import { lockOptions } from './lock-options.js';
import { messages, type Lang, type Messages } from '../i18n/index.js';
import { globalsOf, type VerbCall } from './args.js';

export interface Env {
  mem: Memory;
  lang: Lang;
  m: Messages;
  json: boolean;
}

export function envOf(cmd: VerbCall): Env {
  const g = globalsOf(cmd);
  return { mem: openMemory({ baseDir: g.baseDir, lock: lockOptions(g.lang) }), lang: g.lang, m: messages(g.lang), json: g.json };
}

export { lockOptions };
export { say } from './io.js';
